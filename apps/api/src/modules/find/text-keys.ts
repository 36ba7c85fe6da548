import type { Db, Queryable } from '../../db/client';
import { prepared, sql } from '../../db/sql';

/**
 * The keys of a text filter looked up through another table (registry `textVia`), kept between
 * requests (issue #17 item 3). Localizar CTR filtered by `nomeObra ILIKE '%Residencial Jatobá%'`
 * spent most of its time finding the 938 matching work sites by trigram (~4.6 ms of the server's CPU
 * of ~7.3 for the page's keys), and a grid asks the same filter again for each page, refresh and
 * count. A kept list is used only while the looked-up table is unchanged: `busca_texto_versao`
 * (migration 1020) counts its changes, and the list was read in the same snapshot as the count it
 * carries. Before using a kept list a request reads the counter (one prepared one-row statement);
 * a work site added, renamed or removed since makes it read the keys afresh, so the owner of a new
 * work site finds it at once. Only the database itself keeps lists, never a transaction (whose own
 * uncommitted writes the counter does not show yet).
 */

/** A text filter that wants its keys: the field's textVia lookup and the pattern. */
export interface TextKeysWanted {
  /** `SELECT <key> FROM <table> WHERE <text column>` (registry textVia.lookup). */
  lookup: string;
  pattern: string;
  /** The row of busca_texto_versao that counts the changes of the looked-up table. */
  versao: string;
}

/**
 * Keys found per wanted filter (`textKeyOf`), as the text of an SQL array (`{11,331,…}`): written
 * once per kept list, where handing the driver the numbers cost ~0.2 ms per statement for 938 keys.
 */
export type TextKeys = ReadonlyMap<string, string>;

export const textKeyOf = (w: { lookup: string; pattern: string }) => `${w.lookup}\u0000${w.pattern}`;

/** Kept lists per database: at most this many, and this many keys in all (the oldest use goes first). */
export const TEXT_KEYS_LIMITS = { entries: 200, keys: 300_000 };

interface Kept {
  versao: number;
  /** The keys as an SQL array's text, and how many. */
  ids: string;
  n: number;
}
type Memo = Map<string, Kept>;
const memos = new WeakMap<object, { map: Memo; keys: number }>();

function memoOf(db: object) {
  let m = memos.get(db);
  if (!m) {
    m = { map: new Map(), keys: 0 };
    memos.set(db, m);
  }
  return m;
}

/** Statements of this module (tests count them); reset by `textKeysMemo.clear`. */
export const textKeysMemo = {
  /** Fresh lookups run (the trigram search), since the last clear. */
  lookups: 0,
  clear(db: object) {
    memos.delete(db);
    textKeysMemo.lookups = 0;
  },
};

function keep(memo: { map: Memo; keys: number }, key: string, kept: Kept) {
  const old = memo.map.get(key);
  if (old) {
    memo.map.delete(key);
    memo.keys -= old.n;
  }
  if (kept.n > TEXT_KEYS_LIMITS.keys) return;
  while (memo.map.size >= TEXT_KEYS_LIMITS.entries || memo.keys + kept.n > TEXT_KEYS_LIMITS.keys) {
    const [oldest, v] = memo.map.entries().next().value as [string, Kept];
    memo.map.delete(oldest);
    memo.keys -= v.n;
  }
  memo.map.set(key, kept);
  memo.keys += kept.n;
}

const isDb = (q: Queryable): q is Db => typeof (q as Partial<Db>).kind === 'string';

async function counter(db: Queryable, versao: string): Promise<number | null> {
  const [r] = await db.query<{ versao: number | string }>(
    prepared(sql`SELECT versao FROM busca_texto_versao WHERE tabela = ${versao}`),
  );
  return r ? Number(r.versao) : null;
}

/** The keys afresh, with the counter of the same snapshot; the array's text as the server writes it. */
async function lookup(db: Queryable, w: TextKeysWanted): Promise<Kept> {
  textKeysMemo.lookups++;
  const [r] = await db.query<{ versao: number | string | null; ids: string; n: number }>(
    sql`SELECT k.versao, k.ids::text AS ids, cardinality(k.ids) AS n
      FROM (SELECT (SELECT versao FROM busca_texto_versao WHERE tabela = ${w.versao}) AS versao,
        ARRAY(${sql.raw(w.lookup)} ILIKE ${w.pattern}) AS ids) k`,
  );
  return {
    versao: r?.versao === null || r?.versao === undefined ? Number.NaN : Number(r.versao),
    ids: r?.ids ?? '{}',
    n: Number(r?.n ?? 0),
  };
}

/**
 * The keys of each wanted filter: kept ones whose table is unchanged, the others looked up (and
 * kept when `db` is the database). `exec` runs the statements (the find's lane); `db` owns the memo.
 */
export async function resolveTextKeys(
  db: Queryable,
  exec: Queryable,
  wanted: readonly TextKeysWanted[],
): Promise<TextKeys> {
  const found = new Map<string, string>();
  if (wanted.length === 0) return found;
  const memo = isDb(db) ? memoOf(db) : null;
  const counters = new Map<string, Promise<number | null>>();
  for (const w of wanted) {
    const key = textKeyOf(w);
    if (found.has(key)) continue;
    const hit = memo?.map.get(key);
    if (hit && memo) {
      let now = counters.get(w.versao);
      if (!now) {
        now = counter(exec, w.versao);
        counters.set(w.versao, now);
      }
      if ((await now) === hit.versao) {
        // The most recently used last: the oldest use is evicted first.
        memo.map.delete(key);
        memo.map.set(key, hit);
        found.set(key, hit.ids);
        continue;
      }
    }
    const fresh = await lookup(exec, w);
    if (memo && Number.isFinite(fresh.versao)) keep(memo, key, fresh);
    found.set(key, fresh.ids);
  }
  return found;
}
