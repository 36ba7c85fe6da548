import { buildApp } from './app';
import { loadConfig } from './config';
import { bootstrapDb } from './db/bootstrap';
import { startIrregularJob } from './modules/ctr/irregular-job';
import { MailWorker } from './modules/mail/worker';

const config = loadConfig();
const db = await bootstrapDb(config);
const app = await buildApp({ db, config, logger: { level: config.logLevel } });
// The mail outbox is sent from every instance; claiming with SKIP LOCKED keeps each mail single.
const mailWorker = config.mailWorker
  ? new MailWorker(db, app.log.child({ modulo: 'email' }), {
      pollMs: config.mailPollMs,
      leaseMs: config.mailLeaseMs,
    })
  : null;

const stopIrregularJob = startIrregularJob(db, app.clock, app.log);

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  stopIrregularJob();
  app.log.info(`${signal}: encerrando`);
  await mailWorker?.stop();
  await app.close().catch(() => {});
  await db.close().catch(() => {});
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
mailWorker?.start();
app.log.info(
  `RCC disponível em ${config.publicUrl} (banco: ${config.databaseUrl ? 'PostgreSQL' : `PGlite em ${config.dataDir ?? 'memória'}`})`,
);
