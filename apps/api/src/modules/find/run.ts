import { createHash } from 'node:crypto';
import { CONTAGEM } from '@rcc/domain';
import { type Db, type Queryable, heavyLane } from '../../db/client';
import { type SqlFragment, reusable, sql } from '../../db/sql';
import type { BuiltFind } from './builder';
import { FIND_COST } from './cost';
import { keptKeys, pageOf } from './kept-keys';
import { resolveTextKeys } from './text-keys';

/** How much one exact count may cost before the planner's estimate answers instead (issue #17). */
export interface CountBudget {
  /** On a PostgreSQL server: statement_timeout of the count, in ms. */
  ms: number;
  /** On the embedded database (no statement_timeout there): the count's planner cost. */
  cost: number;
}
export const COUNT_BUDGET: CountBudget = { ms: CONTAGEM.orcamentoMs, cost: CONTAGEM.orcamentoCusto };

const MEMO_MAX = 2000;
type Memo = Map<string, { count: number; estimated: boolean; until: number }>;
/** One memo per database (tests open several in one process). */
const memos = new WeakMap<Queryable, Memo>();
let all: Memo[] = [];
function memoOf(db: Queryable): Memo {
  let m = memos.get(db);
  if (!m) {
    m = new Map();
    memos.set(db, m);
    all = [...all.slice(-50), m];
  }
  return m;
}

/**
 * Counts worth not repeating (issues #7, #17): per query text and parameters — so per filter and
 * per user scope — an estimate is kept for CONTAGEM.estimativaValidaMs (a small one for
 * CONTAGEM.estimativaPequenaValidaMs: its count should fit the budget) and an exact count that took
 * at least CONTAGEM.caraMs for CONTAGEM.exataValidaMs; the next pages and refreshes of the same list
 * then read only the page. Cheap exact counts are never kept. Per database handle, at most MEMO_MAX
 * entries (the oldest goes first). `now` and `clear` are for tests.
 */
export const countMemo = {
  now: () => Date.now(),
  clear: () => {
    for (const m of all) m.clear();
  },
};

function memoKey(q: SqlFragment, budget: CountBudget): string {
  const { text, values } = q.render();
  return createHash('sha1')
    .update(`${budget.ms}\0${budget.cost}\0${text}\0`)
    .update(JSON.stringify(values, (_k, v) => (typeof v === 'bigint' ? v.toString() : v)))
    .digest('base64');
}

function recall(memo: Memo, key: string) {
  const hit = memo.get(key);
  if (!hit) return null;
  if (hit.until <= countMemo.now()) {
    memo.delete(key);
    return null;
  }
  return hit;
}

function remember(memo: Memo, key: string, count: number, estimated: boolean) {
  memo.delete(key);
  if (memo.size >= MEMO_MAX) memo.delete(memo.keys().next().value as string);
  const ttl = !estimated
    ? CONTAGEM.exataValidaMs
    : count < CONTAGEM.estimativaPequena
      ? CONTAGEM.estimativaPequenaValidaMs
      : CONTAGEM.estimativaValidaMs;
  memo.set(key, { count, estimated, until: countMemo.now() + ttl });
}

export interface FindResult {
  rows: Record<string, unknown>[];
  count: number;
  /** Present (true) when `count` is the planner's estimate rather than an exact count. */
  countEstimated?: true;
  /** The order values of the page's last row, when the page is full and the order can continue. */
  next?: unknown[];
}

interface Counted {
  count: number;
  estimated: boolean;
}

/**
 * Runs a built find: the page, and a count that is exact whenever counting is cheap (issue #17):
 * the count runs under the budget (`SET LOCAL statement_timeout` on a server; a planner-cost bound
 * on the embedded database) and only when it would exceed it does the planner's estimate answer,
 * labelled `countEstimated: true` and never below the rows the page proves exist.
 */
export async function runFind(
  target: Queryable,
  found: BuiltFind,
  budget: CountBudget = COUNT_BUDGET,
): Promise<FindResult> {
  const memo = memoOf(target);
  // Finds yield to other requests' statements on the embedded database (issue #12, db/gate.ts).
  const db = heavyLane(target);
  // Text filters through a key: their keys first, kept from an earlier request when still valid,
  // so that the page and the count read the list by those keys (find/text-keys.ts).
  const built = found.textKeys.length
    ? found.withTextKeys(await resolveTextKeys(target, db, found.textKeys))
    : found;
  const statementRows = rowsPerStatement(target);
  // A list filtered by text keys may be kept whole: its page by position, its count by its length.
  const kept = built.kept ? await keptKeys(target, db, built.kept) : null;
  if (built.kept && kept) {
    const keys = pageOf(kept, built.kept.desc, built.limit, built.offset, built.afterKey);
    return withNext(built, await rowsOfKeys(db, built, keys, statementRows), kept.length);
  }
  const key = memoKey(built.matching, budget);
  const known = recall(memo, key);
  const [page, counted] = await Promise.all([
    pageRows(db, built, statementRows),
    known ?? countWithinBudget(target, db, built, budget),
  ]);
  if (!known && (counted.estimated || (counted as { ms: number }).ms >= CONTAGEM.caraMs))
    remember(memo, key, counted.count, counted.estimated);
  const result = withNext(built, page, counted.count);
  // A short first page is the whole list, whatever was counted or remembered.
  if (built.offset === 0 && !built.seeking && page.rows.length < built.limit)
    return { ...result, count: page.rows.length };
  if (!counted.estimated) return result;
  // Never below what the page proves exists.
  return { ...result, count: Math.max(counted.count, built.offset + page.rows.length), countEstimated: true };
}

/** The page and its count, with `next` when the page is full and its order can continue. */
function withNext(
  built: BuiltFind,
  page: { rows: Record<string, unknown>[]; last?: unknown[] },
  count: number,
) {
  const result: FindResult = { rows: page.rows, count };
  if (built.seekable && page.rows.length === built.limit && page.last !== undefined) result.next = page.last;
  return result;
}

const isTimeout = (err: unknown) => (err as { code?: string } | null)?.code === '57014';

/** The exact count under the budget, or the planner's estimate when counting would exceed it. */
async function countWithinBudget(
  target: Queryable,
  db: Queryable,
  built: BuiltFind,
  budget: CountBudget,
): Promise<Counted & { ms: number }> {
  const started = countMemo.now();
  const done = (count: number, estimated: boolean) => ({ count, estimated, ms: countMemo.now() - started });
  const server = target as Partial<Db>;
  if (server.kind === 'postgres' && server.transaction) {
    try {
      const count = await server.transaction(async (tx) => {
        await tx.query(`SET LOCAL statement_timeout = ${Math.max(1, Math.trunc(budget.ms))}`);
        const q = built.keysReusable ? reusable(built.count) : built.count;
        return (await tx.query<{ count: number }>(q))[0]?.count ?? 0;
      });
      return done(count, false);
    } catch (err) {
      if (!isTimeout(err)) throw err;
      return done(await estimateRows(db, built.matching), true);
    }
  }
  // The embedded database cannot interrupt a statement (db/client.ts): the planner's cost of the
  // count decides before it runs.
  const plan = await explain(db, built.count);
  if (plan.cost <= budget.cost)
    return done((await db.query<{ count: number }>(built.count))[0]?.count ?? 0, false);
  return done(plan.innerRows, true);
}

/**
 * Joined rows one statement of a find may build: the whole cost bound on a server; on the embedded
 * database, whose statements cannot be interrupted and hold the only connection, a small part of it
 * (issue #12 item 2).
 */
export function rowsPerStatement(db: Queryable): number {
  return (db as { kind?: string }).kind === 'pglite' ? FIND_COST.embeddedStatementRows : FIND_COST.joinedRows;
}

type PageRow = { row: Record<string, unknown>; cursor: unknown[] | null };

/**
 * The page's rows. On a PostgreSQL server: its keys first (planned for the filter's values), then
 * the rows of those keys in a statement whose text is the same for every page of the grid, prepared
 * once per connection (`reusable`): building a CTR row's 53 fields through the view costs ~1.5 ms
 * of parsing and planning against 0.5 ms of execution, so the two statements cost the server about
 * a third of the one (issue #17). On the embedded database, which plans nothing ahead: in one
 * statement when it fits `statementRows`, otherwise keys first and the rows in slices of keys, so
 * that other requests' statements run in between (db/gate.ts).
 */
async function pageRows(db: Queryable, built: BuiltFind, statementRows: number) {
  const perStatement = Math.max(1, Math.floor(statementRows / built.rowsPerFound));
  if (built.limit <= perStatement && (db as Partial<Db>).kind !== 'postgres') {
    const list = await db.query<PageRow>(built.rows);
    return { rows: list.map((r) => r.row), last: list.at(-1)?.cursor ?? undefined };
  }
  const keys = (await db.query<{ key: unknown }>(built.keysReusable ? reusable(built.keys) : built.keys)).map(
    (r) => r.key,
  );
  return rowsOfKeys(db, built, keys, statementRows);
}

/** The rows of the page's keys, in slices of what one statement may build. */
async function rowsOfKeys(db: Queryable, built: BuiltFind, keys: unknown[], statementRows: number) {
  const perStatement = Math.max(1, Math.floor(statementRows / built.rowsPerFound));
  const list: PageRow[] = [];
  for (let i = 0; i < keys.length; i += perStatement)
    list.push(...(await db.query<PageRow>(reusable(built.rowsByKeys(keys.slice(i, i + perStatement))))));
  return { rows: list.map((r) => r.row), last: list.at(-1)?.cursor ?? undefined };
}

interface PlanNode {
  'Plan Rows': number;
  'Total Cost': number;
  Plans?: PlanNode[];
}

/** The planner's plan of `q` (EXPLAIN plans, it does not run the query). */
async function explain(db: Queryable, q: SqlFragment) {
  const plan = await db.query<{ 'QUERY PLAN': unknown }>(sql`EXPLAIN (FORMAT JSON) ${q}`);
  const raw = plan[0]?.['QUERY PLAN'];
  const parsed = (typeof raw === 'string' ? JSON.parse(raw) : raw) as Array<{ Plan: PlanNode }>;
  const top = parsed[0]?.Plan;
  // For a count: the aggregate's input estimates the matching rows.
  return {
    cost: top?.['Total Cost'] ?? 0,
    rows: Math.round(top?.['Plan Rows'] ?? 0),
    innerRows: Math.round(top?.Plans?.[0]?.['Plan Rows'] ?? top?.['Plan Rows'] ?? 0),
  };
}

async function estimateRows(db: Queryable, matching: SqlFragment): Promise<number> {
  return (await explain(db, matching)).rows;
}
