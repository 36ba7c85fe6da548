import type { Db, Queryable } from '../../db/client';
import { prepared, type SqlFragment, sql } from '../../db/sql';

/**
 * The whole ordered key list of a text-filtered page, kept between requests (issue #17 item 3).
 * Localizar CTR filtered by a work-site name walks the CTR index once per matching work site (938
 * for '%Residencial Jatobá%', 5,058 CTRs) for every page and for the count: ~1.7 ms of the server
 * alone and 3.6 ms with four clients, most of such a request. A kept list answers any page by its
 * position (or after a cursor) and the count exactly, by its length.
 *
 * A list is used only while no transaction that its read could not see has changed the table its
 * rows come from (migration 1032, `mudanca_tabela`): the list carries the snapshot it was read in,
 * and one prepared statement checks that table for a transaction outside that snapshot. A CTR
 * added, moved to another owner or deleted since — committed by any instance — makes the next
 * request read the list afresh. Only a list read by the database itself is kept (never one read
 * inside a transaction, whose own writes are not committed yet), for at most KEPT_KEYS_LIMITS.ageMs.
 */

/** What a find whose list may be kept gives (find/builder.ts `kept`). */
export interface KeptKeysWanted {
  /** The matching keys in the list's order, at most `cap + 1` of them (no page, no cursor). */
  all: SqlFragment;
  /** The table whose changes end the list's validity (migration 1032 records them). */
  table: string;
  /** The order's direction on the key (the list is ordered by its key alone). */
  desc: boolean;
}

export const KEPT_KEYS_LIMITS = {
  /** Keys of one list: a longer list is not kept (its pages read the database as before). */
  cap: 20_000,
  /** Lists per database, and keys in all (the least recently used goes first). */
  entries: 200,
  keys: 300_000,
  /** A list is read again after this long, changed or not (mudanca_tabela keeps 10 minutes). */
  ageMs: 5 * 60_000,
};

interface Kept {
  /** null: more than `cap` keys (not kept; the find reads as before while the table is unchanged). */
  keys: number[] | null;
  snapshot: string;
  at: number;
}
type Memo = { map: Map<string, Kept>; keys: number };
const memos = new WeakMap<object, Memo>();

/** Statements of this module (tests count them) and the clock; reset by `keptKeysMemo.clear`. */
export const keptKeysMemo = {
  reads: 0,
  checks: 0,
  now: () => Date.now(),
  clear(db: object) {
    memos.delete(db);
    keptKeysMemo.reads = 0;
    keptKeysMemo.checks = 0;
  },
};

const sizeOf = (k: Kept) => k.keys?.length ?? 1;

function memoOf(db: object): Memo {
  let m = memos.get(db);
  if (!m) {
    m = { map: new Map(), keys: 0 };
    memos.set(db, m);
  }
  return m;
}

function keep(memo: Memo, id: string, kept: Kept) {
  const old = memo.map.get(id);
  if (old) {
    memo.map.delete(id);
    memo.keys -= sizeOf(old);
  }
  while (memo.map.size >= KEPT_KEYS_LIMITS.entries || memo.keys + sizeOf(kept) > KEPT_KEYS_LIMITS.keys) {
    const first = memo.map.entries().next().value as [string, Kept] | undefined;
    if (!first) break;
    memo.map.delete(first[0]);
    memo.keys -= sizeOf(first[1]);
  }
  memo.map.set(id, kept);
  memo.keys += sizeOf(kept);
}

const isDb = (q: Queryable): q is Db => typeof (q as Partial<Db>).kind === 'string';

/** True when no transaction outside `snapshot` has changed `table` (migration 1032). */
async function unchanged(exec: Queryable, table: string, snapshot: string): Promise<boolean> {
  keptKeysMemo.checks++;
  const [r] = await exec.query<{ ok: boolean }>(
    prepared(sql`SELECT NOT EXISTS (SELECT 1 FROM mudanca_tabela m WHERE m.tabela = ${table}
      AND m.xid >= pg_snapshot_xmin(${snapshot}::pg_snapshot)
      AND NOT pg_visible_in_snapshot(m.xid, ${snapshot}::pg_snapshot)) AS ok`),
  );
  return r?.ok === true;
}

/** The list afresh, with the snapshot of the same statement. */
async function read(exec: Queryable, w: KeptKeysWanted): Promise<Kept> {
  keptKeysMemo.reads++;
  const [r] = await exec.query<{ snapshot: string; keys: string }>(
    sql`SELECT pg_current_snapshot()::text AS snapshot, ARRAY(${w.all})::int8[]::text AS keys`,
  );
  const text = r?.keys ?? '{}';
  const keys = text === '{}' ? [] : text.slice(1, -1).split(',').map(Number);
  return {
    keys: keys.length > KEPT_KEYS_LIMITS.cap ? null : keys,
    snapshot: r?.snapshot ?? '',
    at: keptKeysMemo.now(),
  };
}

/**
 * The kept list of `w` (read afresh when there is none, it is too old or its table changed), or
 * null when the list is longer than KEPT_KEYS_LIMITS.cap. `db` owns the memo, `exec` runs the
 * statements (the find's lane).
 */
export async function keptKeys(db: Queryable, exec: Queryable, w: KeptKeysWanted): Promise<number[] | null> {
  const memo = isDb(db) ? memoOf(db) : null;
  const { text, values } = w.all.render();
  const id = `${text}\u0000${JSON.stringify(values)}`;
  const hit = memo?.map.get(id);
  if (
    hit &&
    memo &&
    keptKeysMemo.now() - hit.at < KEPT_KEYS_LIMITS.ageMs &&
    (await unchanged(exec, w.table, hit.snapshot))
  ) {
    memo.map.delete(id);
    memo.map.set(id, hit);
    return hit.keys;
  }
  const fresh = await read(exec, w);
  if (memo) keep(memo, id, fresh);
  return fresh.keys;
}

/** The page of a kept list: after a cursor on the key, or at an offset. */
export function pageOf(
  keys: readonly number[],
  desc: boolean,
  limit: number,
  offset: number,
  after?: unknown,
): number[] {
  let start = offset;
  if (after !== undefined) {
    const v = Number(after);
    // The first position past the cursor's key, in the list's order (binary search).
    let lo = 0;
    let hi = keys.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (desc ? keys[mid]! >= v : keys[mid]! <= v) lo = mid + 1;
      else hi = mid;
    }
    start = lo + offset;
  }
  return keys.slice(start, start + limit);
}

/**
 * Deletes the change records older than 10 minutes (run every 5 minutes by the jobs): twice the
 * longest a list is kept, so a list never outlives the records that could end it.
 */
export async function limparMudancas(db: Queryable): Promise<number> {
  const rows = await db.query<{ n: number }>(
    sql`WITH d AS (DELETE FROM mudanca_tabela WHERE registrada_em < clock_timestamp() - interval '10 minutes'
      RETURNING 1) SELECT count(*)::int AS n FROM d`,
  );
  return rows[0]?.n ?? 0;
}
