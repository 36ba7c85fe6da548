import { createHash } from 'node:crypto';
import { type Queryable, heavyLane } from '../../db/client';
import { type SqlFragment, sql } from '../../db/sql';
import { type BuiltFind, COUNT_CAP } from './builder';
import { FIND_COST } from './cost';

/** How long a list found above the cap answers its estimate without counting again. */
export const ESTIMATE_TTL_MS = 60_000;
const MEMO_MAX = 2000;
type Memo = Map<string, { count: number; until: number }>;
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
 * Lists recently found to exceed the cap (issue #7): per query text and parameters — so per filter
 * and per user scope — the planner's estimate is kept for ESTIMATE_TTL_MS and the next pages and
 * refreshes of the same list skip both the capped count and the EXPLAIN. The answer still says
 * `countEstimated: true`; a list that drops below the cap is counted exactly again within a minute.
 * Per database handle, at most MEMO_MAX entries (the oldest goes first). `now` and `clear` are for
 * tests.
 */
export const countMemo = {
  now: () => Date.now(),
  clear: () => {
    for (const m of all) m.clear();
  },
};

function memoKey(q: SqlFragment, cap: number): string {
  const { text, values } = q.render();
  return createHash('sha1')
    .update(`${cap}\0${text}\0`)
    .update(JSON.stringify(values, (_k, v) => (typeof v === 'bigint' ? v.toString() : v)))
    .digest('base64');
}

function recall(memo: Memo, key: string): number | null {
  const hit = memo.get(key);
  if (!hit) return null;
  if (hit.until <= countMemo.now()) {
    memo.delete(key);
    return null;
  }
  return hit.count;
}

function remember(memo: Memo, key: string, count: number) {
  memo.delete(key);
  if (memo.size >= MEMO_MAX) memo.delete(memo.keys().next().value as string);
  memo.set(key, { count, until: countMemo.now() + ESTIMATE_TTL_MS });
}

export interface FindResult {
  rows: Record<string, unknown>[];
  count: number;
  /** Present (true) when `count` is the planner's estimate rather than an exact count. */
  countEstimated?: true;
}

/**
 * Runs a built find: the page and a count that never scans millions of rows (issue #7). Up to
 * COUNT_CAP matching rows the count is exact; above it, it is the planner's estimate of the same
 * query (never below what was actually counted) and the answer says `countEstimated: true`.
 */
export async function runFind(target: Queryable, built: BuiltFind, cap = COUNT_CAP): Promise<FindResult> {
  const memo = memoOf(target);
  // Finds yield to other requests' statements on the embedded database (issue #12, db/gate.ts).
  const db = heavyLane(target);
  const key = memoKey(built.matching, cap);
  const known = recall(memo, key);
  const statementRows = rowsPerStatement(target);
  if (known !== null) {
    return { rows: await pageRows(db, built, statementRows), count: known, countEstimated: true };
  }
  const capped =
    cap === COUNT_CAP
      ? built.countCapped
      : sql`SELECT count(*)::int AS count FROM (${built.matching} LIMIT ${cap + 1}) c`;
  const [result, counted] = await Promise.all([
    pageRows(db, built, statementRows),
    db.query<{ count: number }>(capped),
  ]);
  const exact = counted[0]?.count ?? 0;
  if (exact <= cap) return { rows: result, count: exact };
  const count = Math.max(await estimateRows(db, built), cap + 1);
  remember(memo, key, count);
  return { rows: result, count, countEstimated: true };
}

/**
 * Joined rows one statement of a find may build: the whole cost bound on a server; on the embedded
 * database, whose statements cannot be interrupted and hold the only connection, a small part of it
 * (issue #12 item 2).
 */
export function rowsPerStatement(db: Queryable): number {
  return (db as { kind?: string }).kind === 'pglite' ? FIND_COST.embeddedStatementRows : FIND_COST.joinedRows;
}

/**
 * The page's rows: in one statement when it fits `statementRows`; otherwise its keys first, then
 * the rows in slices of keys, so that other requests' statements run in between (db/gate.ts).
 */
async function pageRows(db: Queryable, built: BuiltFind, statementRows: number) {
  type Rows = Array<{ row: Record<string, unknown> }>;
  const perStatement = Math.max(1, Math.floor(statementRows / built.rowsPerFound));
  if (built.limit <= perStatement)
    return (await db.query<{ row: Record<string, unknown> }>(built.rows)).map((r) => r.row);
  const keys = (await db.query<{ key: unknown }>(built.keys)).map((r) => r.key);
  const rows: Record<string, unknown>[] = [];
  for (let i = 0; i < keys.length; i += perStatement) {
    const slice: Rows = await db.query(built.rowsByKeys(keys.slice(i, i + perStatement)));
    for (const r of slice) rows.push(r.row);
  }
  return rows;
}

/** The planner's row estimate for the matching rows (EXPLAIN plans, it does not run the query). */
async function estimateRows(db: Queryable, built: BuiltFind): Promise<number> {
  const plan = await db.query<{ 'QUERY PLAN': unknown }>(sql`EXPLAIN (FORMAT JSON) ${built.matching}`);
  const raw = plan[0]?.['QUERY PLAN'];
  const parsed = (typeof raw === 'string' ? JSON.parse(raw) : raw) as Array<{
    Plan: { 'Plan Rows': number };
  }>;
  return Math.round(parsed[0]?.Plan['Plan Rows'] ?? 0);
}
