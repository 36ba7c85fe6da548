import type { Db } from '../../db/client';
import type { Clock } from '../ctr/clock';
import { runIrregularJob } from '../ctr/irregular-job';
import { limparMudancas } from '../find/kept-keys';
import { atualizarDadosAbertos } from '../dados-abertos/atualizar';
import { dropTransport, mailDispatcher, sendQueuedMail } from '../mail/worker';
import { avisarCltrccVencendo, enviarResumosDiarios } from '../notificacoes/resumo';
import { distribuir, entregar, FILA_WEBHOOK_DISTRIBUIR, FILA_WEBHOOK_ENTREGAR } from '../webhooks/entrega';
import { FILA_EXPORTACAO, gerar as gerarExportacao } from '../exportacoes/service';
import { purgar, type Retencao } from './purga';
import { type JobLog, JobQueue, jobIdOf } from './queue';
import { type EventConsumer, type EventoJob, relayEvents } from './relay';

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobQueue;
  }
}

const FILA_RELAY = 'outbox.despachar';
export const FILA_EMAIL = 'email.enviar';
export const FILA_IRREGULAR = 'ctr.irregular';
export const FILA_RESUMO_DIARIO = 'notificacoes.resumo-diario';
export const FILA_AVISO_CLTRCC = 'cltrcc.aviso-vencimento';
export const FILA_DADOS_ABERTOS = 'dados-abertos.atualizar';
export const FILA_PURGA = 'manutencao.purgar';
export const FILA_MUDANCAS = 'manutencao.mudancas';

/** The calendar day of `agora` in Brasília (the CLTRCC validity is a date there). */
const diaEmBrasilia = (agora: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(agora);

export interface JobsOptions {
  /** How long one e-mail may take before the queue retries it (MAIL_LEASE_MS; the send stays single). */
  mailExpireMs?: number | undefined;
  /** Retention of the daily purge (PURGA_*_DIAS). */
  retencao?: Retencao;
  /** For the verification links printed on exported CTR sheets. */
  publicUrl?: string;
}

/**
 * Every job of the API on the one queue (issue #18): the outbox relay (events to their consumers,
 * e-mails to `email.enviar`), the e-mail sending, and the scheduled sweeps.
 */
export function createJobs(db: Db, clock: Clock, log: JobLog, opts: JobsOptions = {}): JobQueue {
  const queue = new JobQueue(db, log);
  // The relay's consumers: each gets one job per event of the types it takes.
  const consumers: EventConsumer[] = [{ fila: FILA_WEBHOOK_DISTRIBUIR, tipos: '*' }];
  const dispatchMail = mailDispatcher(db, log);
  queue.onStop(dropTransport);

  queue.define({
    name: FILA_RELAY,
    policy: 'stately',
    everySeconds: 1,
    retryLimit: 0,
    // Short: while a run cut by a dead instance counts as active, 'stately' keeps every instance waiting.
    expireInSeconds: 30,
    handler: async () => {
      await relayEvents(db, consumers, (tx, jobs) => queue.insert(jobs, tx));
      await dispatchMail((tx, ids) =>
        queue.insert(
          ids.map((id) => ({ name: FILA_EMAIL, id: jobIdOf(id), data: { id } })),
          tx,
        ),
      );
    },
  });

  queue.define<{ id: number }>({
    name: FILA_EMAIL,
    // 11 attempts, waits from 10 s doubling (about 3 h in all), then 'falhou' and the dead-letter queue.
    retryLimit: 10,
    retryDelaySeconds: 10,
    expireInSeconds: Math.max(1, Math.round((opts.mailExpireMs ?? 10 * 60_000) / 1000)),
    // One mail per run, so MAIL_LEASE_MS is each mail's own limit (the worker fetches again at once).
    batchSize: 1,
    handler: async ({ id }, run) => {
      await sendQueuedMail(db, id, run);
    },
  });

  // Webhooks: the event becomes one delivery per endpoint in scope; each delivery is retried with
  // backoff (10–20 s, doubling) and given up after 24 h (webhooks/entrega.ts; 15 attempts take longer).
  queue.define<EventoJob>({
    name: FILA_WEBHOOK_DISTRIBUIR,
    retryLimit: 5,
    retryDelaySeconds: 5,
    // A few inserts: a run cut by a dead instance is retried within about a minute, not 15.
    expireInSeconds: 60,
    handler: async (ev) => {
      await distribuir(db, queue, ev);
    },
  });
  queue.define<{ id: number }>({
    name: FILA_WEBHOOK_ENTREGAR,
    retryLimit: 14,
    retryDelaySeconds: 10,
    // 3× the delivery's HTTP timeout (10 s): a run cut by a dead instance is retried soon after.
    expireInSeconds: 30,
    handler: async ({ id }, run) => {
      await entregar(db, id, run, () => clock.now());
    },
  });

  // Every 5 minutes, once across instances (a cron tick makes one job; 'stately' keeps one waiting).
  queue.define({
    name: FILA_IRREGULAR,
    policy: 'stately',
    cron: '*/5 * * * *',
    retryLimit: 2,
    handler: async () => {
      const ids = await runIrregularJob(db, clock.now());
      if (ids.length) log.info(`CTRs marcadas como Irregular: ${ids.join(', ')}`);
    },
  });

  // Every 5 minutes: the table-change records older than kept key lists can be (find/kept-keys.ts).
  queue.define({
    name: FILA_MUDANCAS,
    policy: 'stately',
    cron: '*/5 * * * *',
    retryLimit: 2,
    handler: async () => {
      await limparMudancas(db);
    },
  });

  // Daily, once across instances; both are idempotent, so a retry or a second run does nothing twice.
  queue.define({
    name: FILA_RESUMO_DIARIO,
    policy: 'stately',
    cron: '0 7 * * *',
    retryLimit: 3,
    handler: async () => {
      const n = await enviarResumosDiarios(db, clock.now());
      if (n) log.info(`resumos diários enfileirados: ${n}`);
    },
  });
  queue.define({
    name: FILA_AVISO_CLTRCC,
    policy: 'stately',
    cron: '0 6 * * *',
    retryLimit: 3,
    handler: async () => {
      const n = await avisarCltrccVencendo(db, diaEmBrasilia(clock.now()));
      if (n) log.info(`avisos de CLTRCC vencendo publicados: ${n}`);
    },
  });

  // Daily at 03:00 (Brasília), once across instances: the open-data summaries, recomputed whole.
  queue.define({
    name: FILA_DADOS_ABERTOS,
    policy: 'stately',
    cron: '0 3 * * *',
    retryLimit: 3,
    expireInSeconds: 15 * 60,
    handler: async () => {
      const r = await atualizarDadosAbertos(db, clock.now());
      log.info(`dados abertos recalculados em ${r.duracaoMs} ms`);
    },
  });

  // Long exports (CTR sheets beyond the 500 of one on-screen PDF, large list spreadsheets): one job per request.
  queue.define<{ id: number }>({
    name: FILA_EXPORTACAO,
    retryLimit: 2,
    expireInSeconds: 10 * 60,
    handler: async ({ id }) => {
      await gerarExportacao(db, id, opts.publicUrl ?? '');
    },
  });

  // Daily at 04:30 (Brasília), once across instances: finished rows past their retention (purga.ts).
  queue.define({
    name: FILA_PURGA,
    policy: 'stately',
    cron: '30 4 * * *',
    retryLimit: 3,
    expireInSeconds: 30 * 60,
    handler: async () => {
      const r = await purgar(db, opts.retencao);
      log.info({ apagadas: r }, 'purga diária concluída');
    },
  });

  return queue;
}
