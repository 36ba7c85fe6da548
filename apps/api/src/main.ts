import { buildApp } from './app';
import { loadConfig } from './config';
import { bootstrapDb } from './db/bootstrap';
import { startIrregularJob } from './modules/ctr/irregular-job';

const config = loadConfig();
const db = await bootstrapDb(config);
const app = await buildApp({ db, config, logger: { level: config.logLevel } });

const stopIrregularJob = startIrregularJob(db, app.clock, app.log);

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  stopIrregularJob();
  app.log.info(`${signal}: encerrando`);
  await app.close().catch(() => {});
  await db.close().catch(() => {});
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
app.log.info(
  `RCC disponível em ${config.publicUrl} (banco: ${config.databaseUrl ? 'PostgreSQL' : `PGlite em ${config.dataDir ?? 'memória'}`})`,
);
