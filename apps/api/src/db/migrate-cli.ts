import { loadConfig } from '../config';
import { openDb } from './client';
import { migrate } from './migrate';

const config = loadConfig();
const db = await openDb({
  databaseUrl: config.databaseUrl,
  dataDir: config.dataDir,
  parallelWorkers: config.dbParallelWorkers,
});
const applied = await migrate(db);
console.log(applied.length ? `Migrações aplicadas: ${applied.join(', ')}` : 'Nenhuma migração pendente.');
await db.close();
