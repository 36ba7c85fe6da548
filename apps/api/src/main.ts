import { buildApp } from './app';
import { loadConfig } from './config';
import { bootstrapDb } from './db/bootstrap';

const config = loadConfig();
const db = await bootstrapDb(config);
const app = await buildApp({ db, config, logger: { level: config.logLevel } });
// Every instance works the one job queue (e-mails, events, scheduled sweeps) unless MAIL_WORKER=false.
if (config.mailWorker) await app.jobs.start();

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info(`${signal}: encerrando`);
  // app.close() stops the queue too, waiting for the jobs in progress.
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
