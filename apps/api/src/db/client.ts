import fs from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { AppError } from '@rcc/domain';
import pg from 'pg';
import { BUSY_MESSAGE, type GateOptions, createGate } from './gate';
import { SqlFragment, type SqlQuery } from './sql';

/** Anything that runs a query: the database itself or an open transaction. */
export interface Queryable {
  query<T = Record<string, unknown>>(q: SqlQuery | string, params?: unknown[]): Promise<T[]>;
}

/** One query layer over PGlite (embedded) and a PostgreSQL server (DESIGN §2). */
export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Parameterless, possibly multi-statement SQL (migrations). */
  exec(sqlText: string): Promise<void>;
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

// Same JS types from both drivers: ids and counts as numbers, dates as 'YYYY-MM-DD' strings.
const INT8 = 20;
const NUMERIC = 1700;
const DATE = 1082;
const parseNumber = (v: string) => Number(v);
const parseDate = (v: string) => v;
const PARSERS = { [INT8]: parseNumber, [NUMERIC]: parseNumber, [DATE]: parseDate };

function toArgs(q: SqlQuery | string, params?: unknown[]): [string, unknown[], string | undefined] {
  if (typeof q === 'string') return [q, params ?? [], undefined];
  // A fragment renders once (its text and values getters would each render it again).
  const r = q instanceof SqlFragment ? q.render() : q;
  return [r.text, r.values, q.name];
}

/** Embedded database: a statement waits at most 10 s for the connection, behind at most 200 others. */
export const DEFAULT_GATE: GateOptions = { waitMs: 10_000, maxWaiting: 200 };

const HEAVY = Symbol('heavy');

/**
 * The database for a costly read (a generic find or export): on PGlite it waits until no other
 * request's statement is waiting (db/gate.ts); elsewhere (a server, a transaction) it is `db` itself.
 */
export function heavyLane(db: Queryable): Queryable {
  return (db as { [HEAVY]?: Queryable })[HEAVY] ?? db;
}

const PLANO_FIXO = Symbol('plano-fixo');

/**
 * PostgreSQL only (null elsewhere, and for a transaction): a lane whose connections run every
 * statement with the plan the server keeps for it and without JIT (`plan_cache_mode =
 * force_generic_plan`, `jit = off`, set when each connection starts), for prepared statements
 * written for a plan that knows no values (the Painel's card groups, modules/painel/cards.ts). One
 * round trip per statement, where `SET LOCAL` in a transaction took four (BEGIN, the settings, the
 * statement, COMMIT) and held a pooled connection across them.
 */
export function planoFixoLane(db: Queryable): Queryable | null {
  return (db as { [PLANO_FIXO]?: Queryable })[PLANO_FIXO] ?? null;
}

export async function openPglite(dataDir?: string, gate: GateOptions = DEFAULT_GATE): Promise<Db> {
  // Loaded here, not at start: a server on PostgreSQL never pays for the embedded database's code.
  const [{ PGlite }, { pg_trgm }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
  ]);
  let release = () => {};
  if (dataDir) {
    fs.mkdirSync(dataDir, { recursive: true });
    release = takeLock(dataDir);
  }
  const db = await PGlite.create(dataDir ?? 'memory://', { extensions: { pg_trgm }, parsers: PARSERS });
  return wrapPglite(db, release, gate);
}

/**
 * PGlite does not honour statement_timeout (measured with 0.5.16: `SET statement_timeout = 200`
 * is accepted, yet `SELECT pg_sleep(1)` runs 1 s and a 30-million-row count 13.5 s, and no timer
 * of the process fires meanwhile: the statement runs synchronously in WASM). The embedded mode is
 * protected by the find cost bound and the gate instead.
 */
export function wrapPglite(db: PGlite, release: () => void = () => {}, gateOpts = DEFAULT_GATE): Db {
  const gate = createGate(gateOpts);
  const run = async <T>(target: Pick<PGlite, 'query'>, q: SqlQuery | string, params?: unknown[]) => {
    const [text, values] = toArgs(q, params);
    const res = await target.query<T>(text, values as unknown[]);
    return res.rows;
  };
  // A transaction holds the connection from BEGIN to COMMIT, as PGlite's own mutex already did.
  const wrapped: Db = {
    kind: 'pglite',
    query: (q, params) => gate.run(() => run(db, q, params)),
    exec: (sqlText) =>
      gate.run(async () => {
        await db.exec(sqlText);
      }),
    transaction: (fn) =>
      gate.run(() => db.transaction((tx) => fn({ query: (q, params) => run(tx, q, params) }))),
    close: async () => {
      await db.close();
      release();
    },
  };
  const heavy: Queryable = { query: (q, params) => gate.run(() => run(db, q, params), 'heavy') };
  return Object.assign(wrapped, { [HEAVY]: heavy });
}

/**
 * PGlite has no lock of its own: two processes on one folder corrupt it silently (STACK-NOTES).
 * An exclusive lock file refuses the second process.
 */
function takeLock(dataDir: string): () => void {
  const lockFile = path.join(dataDir, '.rcc.lock');
  try {
    fs.writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
  } catch {
    const pid = Number(fs.readFileSync(lockFile, 'utf8'));
    if (pid && pid !== process.pid && isAlive(pid)) {
      throw new Error(
        `O banco embutido em ${dataDir} já está aberto pelo processo ${pid}. Encerre-o antes de iniciar outro.`,
      );
    }
    fs.writeFileSync(lockFile, String(process.pid));
  }
  return () => fs.rmSync(lockFile, { force: true });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * Statements from `reusable()` (db/sql.ts) that one pooled connection keeps prepared, the ones it ran
 * last: the plan of a page of the CTR view holds 0.5–1 MB of the server's memory, so a pool of 10
 * holds at most ~100 MB of them whatever texts the requests bring.
 */
export const REUSABLE_PER_CONNECTION = 12;

type PgConnectionState = { connection?: { parsedStatements?: Record<string, string> } };

/**
 * Runs `reusable()` statements: a text seen for the first time runs unprepared (a text that never
 * comes back costs nothing more); from the second time on, it runs prepared under its name on the
 * connection, which keeps at most REUSABLE_PER_CONNECTION of them and deallocates the one it used
 * least recently before preparing another. node-postgres remembers what each connection prepared
 * (`connection.parsedStatements`): the deallocated name is removed from it too, or the driver would
 * execute a statement the server no longer has; without that record the statement runs unprepared.
 */
function keptStatements() {
  const seen = new Set<string>();
  const held = new WeakMap<pg.PoolClient, Map<string, true>>();
  async function onClient(client: pg.PoolClient, text: string, values: unknown[], name: string) {
    const parsed = (client as unknown as PgConnectionState).connection?.parsedStatements;
    if (!parsed) return (await client.query(text, values)).rows;
    let names = held.get(client);
    if (!names) {
      names = new Map();
      held.set(client, names);
    }
    if (names.has(name)) names.delete(name);
    else if (names.size >= REUSABLE_PER_CONNECTION) {
      const oldest = names.keys().next().value as string;
      await client.query(`DEALLOCATE ${oldest}`);
      names.delete(oldest);
      delete parsed[oldest];
    }
    names.set(name, true);
    return (await client.query({ name, text, values })).rows;
  }
  return {
    async run(target: pg.Pool | pg.PoolClient, text: string, values: unknown[], name: string) {
      if (!seen.has(name)) {
        if (seen.size >= 1000) seen.clear();
        seen.add(name);
        return (await target.query(text, values)).rows;
      }
      if (!(target instanceof pg.Pool)) return onClient(target as pg.PoolClient, text, values, name);
      const client = await target.connect();
      try {
        return await onClient(client, text, values, name);
      } finally {
        client.release();
      }
    },
  };
}

/** How long an idle pooled connection is kept before it is closed. */
const POOL_IDLE_MS = 5 * 60_000;

/** A pooled connection not free within `waitMs`: the same clear 503 as the embedded mode's gate. */
function busyWhenPoolTimesOut(err: unknown): never {
  if (err instanceof Error && /timeout exceeded when trying to connect/.test(err.message))
    throw new AppError('UNAVAILABLE', BUSY_MESSAGE);
  throw err;
}

/**
 * `statementTimeoutMs` (issue #12 item 2): statement_timeout of every pooled connection (0 or
 * absent: none); a statement cut by it fails with SQLSTATE 57014, answered as a 503 (http/errors.ts).
 * `waitMs`: how long a query waits for a free pooled connection (absent: without end).
 *
 * `parallelWorkers`: max_parallel_workers_per_gather for every pooled connection (null keeps the
 * server's). The API sets 0 by default: its statements are index walks and roll-up reads, and on a
 * small server with many clients a parallel plan only takes cores from the other requests (bench:
 * the vehicles-and-bins report flipped to a parallel scan, 17 ms, against 1.8 ms without).
 */
export function openPostgres(
  connectionString: string,
  max = 10,
  opts: { parallelWorkers?: number | null; statementTimeoutMs?: number; waitMs?: number } = {},
): Db {
  const types = {
    getTypeParser: (oid: number, format?: string) => {
      const parser = (PARSERS as Record<number, (v: string) => unknown>)[oid];
      if (parser) return parser;
      return pg.types.getTypeParser(oid, format as 'text');
    },
  };
  const settings = [
    opts.parallelWorkers != null
      ? `-c max_parallel_workers_per_gather=${Math.trunc(opts.parallelWorkers)}`
      : '',
    opts.statementTimeoutMs ? `-c statement_timeout=${Math.trunc(opts.statementTimeoutMs)}` : '',
  ].filter(Boolean);
  const newPool = (size: number, extra: string[] = []) => {
    const options = [...settings, ...extra];
    const p = new pg.Pool({
      connectionString,
      max: size,
      // A connection is kept for minutes, not node-postgres's 10 s: a new server process pays for
      // its first statements (its catalog caches are empty and every shared page it reads is
      // mapped anew: a count over 3,300 index pages took 24 ms on a fresh connection against
      // 1.3 ms on a used one, past the count budget, issue #17). Idle connections do not keep a
      // script alive.
      idleTimeoutMillis: POOL_IDLE_MS,
      allowExitOnIdle: true,
      types: types as pg.CustomTypesConfig,
      ...(options.length ? { options: options.join(' ') } : {}),
      ...(opts.waitMs ? { connectionTimeoutMillis: opts.waitMs } : {}),
    });
    p.on('error', () => {});
    return p;
  };
  const pool = newPool(max);
  // Opened on first use (an API that never shows a Painel never connects it), half the main pool's
  // size: its statements take one round trip of a few milliseconds each.
  let fixo: pg.Pool | undefined;
  const kept = keptStatements();
  const query = async <T>(client: pg.Pool | pg.PoolClient, q: SqlQuery | string, params?: unknown[]) => {
    const [text, values, name] = toArgs(q, params);
    if (name && typeof q === 'object' && q.reusable)
      return (await kept.run(client, text, values, name)) as T[];
    const res = name ? await client.query({ name, text, values }) : await client.query(text, values);
    return res.rows as T[];
  };
  const planoFixo: Queryable = {
    query: <T>(q: SqlQuery | string, params?: unknown[]) => {
      fixo ??= newPool(Math.ceil(max / 2), ['-c plan_cache_mode=force_generic_plan', '-c jit=off']);
      return query<T>(fixo, q, params).catch(busyWhenPoolTimesOut);
    },
  };
  const db: Db = {
    kind: 'postgres',
    query: <T>(q: SqlQuery | string, params?: unknown[]) =>
      query<T>(pool, q, params).catch(busyWhenPoolTimesOut),
    exec: async (sqlText) => {
      await pool.query(sqlText);
    },
    transaction: async (fn) => {
      const client = await pool.connect().catch(busyWhenPoolTimesOut);
      try {
        await client.query('BEGIN');
        const result = await fn({ query: (q, params) => query(client, q, params) });
        await client.query('COMMIT');
        return result;
      } catch (err) {
        await client.query('ROLLBACK').catch(() => {});
        throw err;
      } finally {
        client.release();
      }
    },
    close: async () => {
      await Promise.all([pool.end(), fixo?.end()]);
    },
  };
  return Object.assign(db, { [PLANO_FIXO]: planoFixo });
}

export async function openDb(opts: {
  databaseUrl?: string | undefined;
  dataDir?: string | undefined;
  parallelWorkers?: number | null;
  statementTimeoutMs?: number;
  waitMs?: number;
  /** PostgreSQL only: the pool's size (DB_POOL_MAX). */
  poolMax?: number;
}): Promise<Db> {
  const waitMs = opts.waitMs ?? DEFAULT_GATE.waitMs;
  if (opts.databaseUrl)
    return openPostgres(opts.databaseUrl, opts.poolMax ?? 10, {
      parallelWorkers: opts.parallelWorkers ?? null,
      ...(opts.statementTimeoutMs ? { statementTimeoutMs: opts.statementTimeoutMs } : {}),
      waitMs,
    });
  return openPglite(opts.dataDir, { ...DEFAULT_GATE, waitMs });
}
