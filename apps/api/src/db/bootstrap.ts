import type { Config } from '../config';
import { type Db, openDb } from './client';
import { applyMigrations, withSchemaLock } from './migrate';
import { seedDemo } from './seed/demo';
import { seedDemoCidade } from './seed/demo-cidade/index';
import { seedReference } from './seed/reference';
import { atualizarDadosAbertos } from '../modules/dados-abertos/atualizar';

/** Opens the database, migrates, and seeds what is missing (DESIGN §4). */
export async function bootstrapDb(
  config: Pick<Config, 'databaseUrl' | 'dataDir' | 'seedDemo'> &
    Partial<
      Pick<Config, 'dbParallelWorkers' | 'dbStatementTimeoutMs' | 'dbWaitMs' | 'dbPoolMax' | 'seedDemoCidade'>
    >,
): Promise<Db> {
  const db = await openDb({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    parallelWorkers: config.dbParallelWorkers ?? 0,
    ...(config.dbStatementTimeoutMs ? { statementTimeoutMs: config.dbStatementTimeoutMs } : {}),
    ...(config.dbWaitMs ? { waitMs: config.dbWaitMs } : {}),
    ...(config.dbPoolMax ? { poolMax: config.dbPoolMax } : {}),
  });
  try {
    // One lock for migrations and seeding: instances starting together take turns (issue #18).
    await withSchemaLock(db, async () => {
      await applyMigrations(db);
      await seedReference(db);
      if (config.seedDemo) await seedDemo(db);
      // The demo city (issue #14 item 3) sits on the small demo; API tests seed only the small one.
      if (config.seedDemo && config.seedDemoCidade) {
        // All or nothing (one transaction); a failure (e.g. a CPF already registered by hand) leaves
        // the database as it was and the server starts with the small demo.
        try {
          const ms = await seedDemoCidade(db);
          if (ms !== null)
            process.stdout.write(`Cidade de demonstração criada em ${(ms / 1000).toFixed(1)} s\n`);
        } catch (err) {
          process.stderr.write(`Cidade de demonstração não criada: ${(err as Error).message}\n`);
        }
      }
      // The open-data summaries exist from the first start (then the daily job keeps them). A
      // failure here must not keep the API down: the portal says "not computed yet" and the daily
      // job (or the administrator's "atualizar") computes them.
      const [calculado] = await db.query('SELECT 1 FROM dados_abertos_calculo');
      if (!calculado) {
        try {
          await atualizarDadosAbertos(db);
        } catch (err) {
          process.stderr.write(`Dados abertos não calculados na partida: ${(err as Error).message}\n`);
        }
      }
    });
    return db;
  } catch (err) {
    await db.close();
    throw err;
  }
}
