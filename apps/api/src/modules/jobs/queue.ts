import PgBoss from 'pg-boss';
import type { Db, Queryable } from '../../db/client';
import { withSchemaLock } from '../../db/migrate';
import { bossDb, bossTx, retryDeadlock } from './boss-db';

export interface JobLog {
  info(obj: object | string, msg?: string): void;
  warn(obj: object | string, msg?: string): void;
  error(obj: object | string, msg?: string): void;
}

/** What a handler knows about the run: `ultimaTentativa` when no retry follows a failure. */
export interface JobRun {
  id: string;
  tentativa: number;
  ultimaTentativa: boolean;
}

export interface JobDefinition<T> {
  name: string;
  handler: (data: T, run: JobRun) => Promise<void>;
  /** Attempts after the first, with exponential backoff from `retryDelaySeconds`. */
  retryLimit?: number;
  retryDelaySeconds?: number;
  /** A run longer than this is failed by the queue and retried (the handler must guard its effect). */
  expireInSeconds?: number;
  /** 'stately': at most one job waiting and one running (the relay and the scheduled sweeps). */
  policy?: 'standard' | 'stately';
  /** pg-boss cron (5 fields), in America/Sao_Paulo: the queue creates one job per tick across instances. */
  cron?: string;
  /** Jobs fetched per poll (each handled and settled on its own). */
  batchSize?: number;
  /**
   * A worker sends this job every so many seconds (with policy 'stately', instances together keep
   * at most one waiting): the outbox relay, which must run sooner than a cron minute.
   */
  everySeconds?: number;
}

export interface SendOptions {
  /** A stable id: sending it again while the job exists does nothing (`jobId`). */
  id?: string;
  startAfterSeconds?: number;
}

const SCHEMA = 'pgboss';
export const DEAD_LETTER = 'falhas';

/**
 * The job id of row `n` of an outbox (an event, a mail) in a queue that holds one job per row: the
 * same row never makes two jobs (the queue's key is name + id), and ids sort as the rows do, so
 * jobs enqueued together run in outbox order (the queue orders by creation time, then id).
 */
export function jobIdOf(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0) throw new Error(`id de tarefa inválido: ${n}`);
  return `00000000-0000-8000-8000-${n.toString(16).padStart(12, '0')}`;
}

/**
 * The one job queue (issue #18): pg-boss 10 on the API's database (PostgreSQL or the embedded PGlite,
 * through the same adapter). Jobs are defined once (`define`); `start()` makes this process a worker
 * (polls every queue, runs the cron schedules, supervises expiry and retention); tests leave it
 * stopped and run due jobs explicitly with `runDue()`. A job that exhausts its retries goes to the
 * dead-letter queue `falhas`.
 */
export class JobQueue {
  private readonly defs = new Map<string, JobDefinition<never>>();
  private boss: PgBoss | undefined;
  private booting: Promise<PgBoss> | undefined;
  private working = false;
  private timers: NodeJS.Timeout[] = [];
  private readonly onStopFns: Array<() => void> = [];

  constructor(
    private readonly db: Db,
    private readonly log: JobLog,
  ) {}

  define<T>(def: JobDefinition<T>): void {
    if (this.defs.has(def.name)) throw new Error(`fila ${def.name} definida duas vezes`);
    this.defs.set(def.name, def as JobDefinition<never>);
  }

  names(): string[] {
    return [...this.defs.keys()];
  }

  /**
   * Opens the queue for sending (its schema checked, its queues created). Done before serving
   * (buildApp's onReady): a first send inside a transaction must not have to open it, since on the
   * embedded database that would wait for the connection its own transaction holds.
   */
  async prepare(): Promise<void> {
    await this.ready();
  }

  /** Sends a job; with `tx`, inside that business transaction (it exists only if the transaction commits). */
  async send(name: string, data: object, opts: SendOptions = {}, tx?: Queryable): Promise<string | null> {
    const boss = await this.ready();
    return boss.send(name, data, {
      ...(opts.id ? { id: opts.id } : {}),
      ...(opts.startAfterSeconds ? { startAfter: opts.startAfterSeconds } : {}),
      ...(tx ? { db: bossTx(tx) } : {}),
    });
  }

  /** Several jobs at once (ids make them idempotent), inside `tx` when given. */
  async insert(jobs: Array<{ name: string; data: object; id?: string }>, tx?: Queryable): Promise<void> {
    if (!jobs.length) return;
    const boss = await this.ready();
    await boss.insert(jobs, tx ? { db: bossTx(tx) } : {});
  }

  /**
   * Gives failed jobs (out of retries) of queue `name` one more attempt, now; returns how many. The
   * administrator's "tentar de novo" (Filas e entregas): the job keeps its id and data, so its effect
   * is still recorded once (the handlers' own guards).
   */
  async retry(name: string, ids: string[]): Promise<number> {
    if (!this.defs.has(name)) throw new Error(`fila desconhecida: ${name}`);
    if (!ids.length) return 0;
    const boss = await this.ready();
    // pg-boss answers { affected } (its types say void).
    const r = (await boss.retry(name, ids)) as unknown as { affected?: number } | undefined;
    return r?.affected ?? 0;
  }

  /** This process becomes a worker of every defined queue and runs the schedules. */
  async start(): Promise<void> {
    // A queue opened for sending only (no supervision, no schedules) is reopened as a worker.
    if (this.boss && !this.working) await this.stop();
    this.working = true;
    const boss = await this.ready();
    if (this.db.kind === 'pglite') await this.requeueOrphans();
    for (const def of this.defs.values()) {
      const batchSize = def.batchSize ?? 1;
      const workerId: string = await boss.work<object>(
        def.name,
        { includeMetadata: true, batchSize, pollingIntervalSeconds: 1 },
        async (jobs) => {
          for (const job of jobs) await this.runOne(boss, def, job);
          // A full batch: fetch again at once instead of waiting for the next poll.
          if (jobs.length === batchSize) boss.notifyWorker(workerId);
        },
      );
      if (def.cron) await boss.schedule(def.name, def.cron, {}, { tz: 'America/Sao_Paulo' });
      if (def.everySeconds) {
        const timer = setInterval(() => {
          boss
            .send(def.name, {})
            .catch((err) => this.log.error({ err }, `fila ${def.name}: envio periódico`));
        }, def.everySeconds * 1000);
        timer.unref();
        this.timers.push(timer);
      }
    }
  }

  /** Runs `fn` after the queue stopped (closing what the handlers keep open). */
  onStop(fn: () => void): void {
    this.onStopFns.push(fn);
  }

  async stop(): Promise<void> {
    for (const t of this.timers) clearInterval(t);
    this.timers = [];
    const boss = this.boss;
    this.boss = undefined;
    this.booting = undefined;
    if (boss) await boss.stop({ graceful: true, wait: true, close: false, timeout: 20_000 });
    for (const fn of this.onStopFns) fn();
  }

  /**
   * Tests and tools: runs here the due jobs of `names` (default: all queues) until none is left;
   * the periodic ones (the relay) are sent and run first in each round, as a worker's timer would.
   * `ignoreDelay` also runs retries whose backoff has not elapsed. Returns how many non-periodic
   * jobs ran.
   */
  async runDue(names: string[] = this.names(), opts: { ignoreDelay?: boolean } = {}): Promise<number> {
    const boss = await this.ready();
    const defs = names.map((name) => {
      const def = this.defs.get(name);
      if (!def) throw new Error(`fila desconhecida: ${name}`);
      return def;
    });
    const runAll = async (list: JobDefinition<never>[]) => {
      let n = 0;
      for (const def of list) {
        const jobs = await boss.fetch<object>(def.name, {
          includeMetadata: true,
          batchSize: 50,
          ...(opts.ignoreDelay ? { ignoreStartAfter: true } : {}),
        });
        for (const job of jobs) await this.runOne(boss, def, job);
        n += jobs.length;
      }
      return n;
    };
    const periodic = defs.filter((d) => d.everySeconds);
    let ran = 0;
    for (let round = 0; round < 1000; round++) {
      for (const def of periodic) await boss.send(def.name, {});
      await runAll(periodic);
      const n = await runAll(defs.filter((d) => !d.everySeconds));
      ran += n;
      if (!n) return ran;
    }
    return ran;
  }

  private async runOne(boss: PgBoss, def: JobDefinition<never>, job: PgBoss.JobWithMetadata<object>) {
    const run: JobRun = {
      id: job.id,
      tentativa: job.retryCount + 1,
      ultimaTentativa: job.retryCount >= job.retryLimit,
    };
    try {
      await def.handler(job.data as never, run);
      await boss.complete(def.name, job.id);
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      this.log.warn(
        { fila: def.name, job: job.id, tentativa: run.tentativa, err: message },
        run.ultimaTentativa
          ? 'tarefa falhou: tentativas esgotadas'
          : 'tarefa falhou: nova tentativa agendada',
      );
      await boss.fail(def.name, job.id, { message });
    }
  }

  /**
   * The embedded database belongs to this one process (its folder is locked, db/client.ts): a job
   * still 'active' there was cut by the end of a previous process (a crash, a SIGKILL) and can run
   * nowhere else, so it runs again now instead of after its expiry. Its effect records that it ran
   * (e.g. the e-mail row's 'enviado'), so a job that had finished its effect does not repeat it.
   */
  private async requeueOrphans(): Promise<void> {
    const [row] = await this.db.query<{ n: number }>(`
      WITH r AS (
        UPDATE ${SCHEMA}.job SET state = 'retry', start_after = now() WHERE state = 'active' RETURNING 1
      ) SELECT count(*)::int AS n FROM r`);
    if (row?.n)
      this.log.warn(
        { tarefas: row.n },
        'fila: tarefas interrompidas pelo fim do processo anterior voltam à fila',
      );
  }

  /** Opens pg-boss once: schema check (migration 0950), then one queue per definition. */
  private ready(): Promise<PgBoss> {
    this.booting ??= (async () => {
      const boss = new PgBoss({
        db: bossDb(this.db),
        schema: SCHEMA,
        // Only a worker supervises (expiry, retention) and runs the cron schedules.
        supervise: this.working,
        schedule: this.working,
        migrate: true,
        // Expired runs (an instance that died mid-job) are retried within ~15 s of their expiry.
        maintenanceIntervalSeconds: 15,
        archiveCompletedAfterSeconds: 24 * 3600,
        // Failed jobs stay a month where "Filas e entregas" lists them and can retry them.
        archiveFailedAfterSeconds: 30 * 24 * 3600,
        deleteAfterDays: 7,
      });
      boss.on('error', (err) => this.log.error({ err }, 'fila de tarefas: erro'));
      // Creating a queue creates its partition table, and instances starting together deadlocked on
      // it (measured: two instances on a fresh PostgreSQL), so they take turns under the schema lock.
      // pg-boss's start is inside too: with `schedule` it creates its own cron queue
      // (__pgboss__send-it) there, which deadlocked against the other instance's creations (CI, stop 26).
      await withSchemaLock(this.db, async () => {
        await boss.start();
        const create = (name: string, options?: PgBoss.Queue) =>
          retryDeadlock(() => boss.createQueue(name, options));
        await create(DEAD_LETTER);
        for (const def of this.defs.values()) {
          await create(def.name, {
            name: def.name,
            policy: def.policy ?? 'standard',
            retryLimit: def.retryLimit ?? 5,
            retryDelay: def.retryDelaySeconds ?? 30,
            retryBackoff: true,
            expireInSeconds: def.expireInSeconds ?? 15 * 60,
            deadLetter: DEAD_LETTER,
          });
        }
      });
      this.boss = boss;
      return boss;
    })();
    return this.booting;
  }
}
