import { type SqlFragment, sql } from '../../db/sql';
import type { AuthUser } from '../auth/user';
import { checkFindCost } from './cost';
import { bad, buildWhere, type TextKeysContext } from './filters';
import { orderSql, parseOrder, seekCondition } from './order';
import { allowedFields } from './policy';
import { includeDef, jsonObject, parseIncludes, selectedFields } from './projection';
import type { EntityDef } from './registry';
import { KEPT_KEYS_LIMITS, type KeptKeysWanted } from './kept-keys';
import type { TextKeys, TextKeysWanted } from './text-keys';

export interface FindInput {
  where?: unknown;
  fields?: unknown;
  attributes?: unknown;
  include?: unknown;
  order?: unknown;
  limit?: unknown;
  offset?: unknown;
  /** Keyset paging: the order values of the last row of the previous page (its answer's `next`). */
  after?: unknown;
  /** Reads the list in the reverse of its order (the last page first, issue #17). */
  reverse?: unknown;
}

function intParam(v: unknown, dflt: number, min: number, max: number, name: string): number {
  if (v === undefined || v === null || v === '') return dflt;
  const n = typeof v === 'string' ? Number(v) : v;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < min || n > max)
    throw bad(`Parâmetro ${name} inválido.`);
  return n;
}

export interface BuiltFind {
  /** The page: `row` (the json object) and `cursor` (its order values, for the next page). */
  rows: SqlFragment;
  /** Exact count of every matching row (find/run.ts runs it under the count budget). */
  count: SqlFragment;
  /**
   * The matching rows without order or paging, for the planner's estimate (EXPLAIN): known text
   * keys written as an array the planner sees.
   */
  matching: SqlFragment;
  limit: number;
  offset: number;
  fields: string[];
  /** Worst-case rows one found row joins with the requested includes (find/cost.ts). */
  rowsPerFound: number;
  /** The order can continue after a row by its values (every term is never null): `next` is given. */
  seekable: boolean;
  /** The page starts after a cursor (`after`): its offset is not a position in the list. */
  seeking: boolean;
  /** The page's keys in order, and the rows of some of them: the page in several statements. */
  keys: SqlFragment;
  /**
   * `keys` and `count` may be prepared and kept (find/run.ts): no value of the user's filter reaches
   * the planner (no filter, or only text filters whose keys are known, find/filters.ts).
   */
  keysReusable: boolean;
  rowsByKeys: (keys: unknown[]) => SqlFragment;
  /**
   * The whole ordered key list, when it may be kept between requests (find/kept-keys.ts): the
   * entity records its table's changes, the user filters only by known text keys, the order is the
   * key alone and the key is a number.
   */
  kept?: KeptKeysWanted;
  /** The cursor's key (`after`), for a kept list's page. */
  afterKey?: unknown;
  /** Text filters looked up through a key whose keys may be kept between requests (find/text-keys.ts). */
  textKeys: TextKeysWanted[];
  /** The same find with the keys of those filters given (their lookups no longer run). */
  withTextKeys: (known: TextKeys) => BuiltFind;
}

/** From this offset on, the page's keys are found first and only their rows are built. */
export const DEEP_OFFSET = 200;

export function buildFind(
  def: EntityDef,
  input: FindInput,
  user: AuthUser | null,
  maxLimit = 1000,
  known?: TextKeys,
): BuiltFind {
  const fields = selectedFields(def, input.fields ?? input.attributes, user);
  const includes = parseIncludes(input.include);
  for (const inc of includes) includeDef(def, inc.name);
  const texts: TextKeysContext = { known, wanted: [] };
  const where = buildWhere(def, input.where, user, 't', 0, texts);
  const valuesFree = where === null || !texts.valuesPlanned;
  // A user whose roles read nothing of the entity gets no rows (issue #12).
  const scope = allowedFields(def, user).size === 0 ? sql`false` : (def.scope?.(user, 't') ?? null);
  const listFilter = def.listFilter?.(user, 't') ?? null;
  const conds = [where, scope, listFilter].filter((x): x is SqlFragment => !!x);
  const whereOf = (list: SqlFragment[]) =>
    list.length
      ? sql`WHERE ${sql.join(
          list.map((c) => sql`(${c})`),
          ' AND ',
        )}`
      : sql``;
  const whereSql = whereOf(conds);
  // The planner's estimate reads known text keys as an array it sees (find/filters.ts `visible`).
  const estimateWhere = known?.size
    ? whereOf(
        [
          buildWhere(def, input.where, user, 't', 0, { known, wanted: [], visible: true }),
          scope,
          listFilter,
        ].filter((x): x is SqlFragment => !!x),
      )
    : whereSql;
  const limit = intParam(input.limit, 10, 1, maxLimit, 'limit');
  const rowsPerFound = checkFindCost(def, includes, limit, fields);
  const offset = intParam(input.offset, 0, 0, 100_000_000, 'offset');
  const from = sql.raw(`${def.from} t`);
  const obj = jsonObject(def, 't', fields, includes, user);
  if (input.reverse !== undefined && typeof input.reverse !== 'boolean')
    throw bad('Parâmetro reverse inválido.');
  const terms = parseOrder(def, input.order, user).map((o) =>
    input.reverse ? { ...o, dir: o.dir === 'ASC' ? ('DESC' as const) : ('ASC' as const) } : o,
  );
  const order = orderSql(terms);
  const seekable = terms.every((o) => o.seekable);
  const hasAfter = input.after !== undefined && input.after !== null;
  // The page (not the count) starts after the cursor's row.
  const pageWhere = hasAfter ? whereOf([...conds, seekCondition(terms, input.after)]) : whereSql;
  const cursor = seekable
    ? sql`jsonb_build_array(${sql.join(terms.map((o) => sql.raw(o.sql)))})`
    : sql`NULL::jsonb`;
  const key = sql.raw(`t.${def.key ?? 'id'}`);
  // Deep pages (issue #7): skipping rows costs only an index walk when just the key is read (joins
  // of a view that the key does not need are removed by the planner); the row objects, includes
  // and joins are then built for the page's rows alone. A filtered or scoped list does the same on
  // its first pages (issue #17): the rows to sort may be thousands (a work-site name matches ~5,000
  // CTRs of the 1.6-million city), and read in one statement each would be fetched from the table
  // and joined to its work site before the sort kept ten; by key they stay in the index.
  const rows =
    offset >= DEEP_OFFSET || conds.length > 0 || hasAfter
      ? sql`SELECT ${obj} AS row, ${cursor} AS cursor FROM ${from} WHERE ${key} IN (SELECT ${key} FROM ${from} ${pageWhere}
          ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}) ORDER BY ${order}`
      : sql`SELECT ${obj} AS row, ${cursor} AS cursor FROM ${from} ${pageWhere} ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}`;
  const keyTerm = terms.length === 1 && terms[0]!.sql === `t.${def.key ?? 'id'}` ? terms[0]! : null;
  const kept: KeptKeysWanted | undefined =
    def.keysKeptWhile && known?.size && where !== null && valuesFree && keyTerm?.type === 'number'
      ? {
          all: sql`SELECT ${key} AS key FROM ${from} ${whereSql} ORDER BY ${order} LIMIT ${sql.raw(String(KEPT_KEYS_LIMITS.cap + 1))}`,
          table: def.keysKeptWhile,
          desc: keyTerm.dir === 'DESC',
        }
      : undefined;
  return {
    ...(kept ? { kept, afterKey: hasAfter ? (input.after as unknown[])[0] : undefined } : {}),
    rows,
    count: sql`SELECT count(*)::int AS count FROM ${from} ${whereSql}`,
    matching: sql`SELECT 1 FROM ${from} ${estimateWhere}`,
    limit,
    offset,
    fields,
    rowsPerFound,
    seekable,
    seeking: hasAfter,
    // Without a filter of the user's the keys statement's text is the same on every request for the
    // same grid, order, scope and page (size and offset written into it, so that a kept plan is the
    // plan of that page, not of an unknown LIMIT), and only the scope's and cursor's values change,
    // which do not change its plan: planning it over the CTR view cost 0.4 ms per request against
    // 0.01 ms to run it (issue #17). So with a text filter whose keys are known: they travel as an
    // array the planner does not look into. Other filter values may change the plan (a rare status,
    // a common one), so those keys are planned each time.
    keys: sql`SELECT ${key} AS key FROM ${from} ${pageWhere} ORDER BY ${order} ${
      valuesFree ? sql.raw(`LIMIT ${limit} OFFSET ${offset}`) : sql`LIMIT ${limit} OFFSET ${offset}`
    }`,
    keysReusable: valuesFree,
    // The scope again: a row that left the user's scope since its key was read stays out. Only the
    // scope: the filters chose the keys a moment ago (a text filter's lookup would run twice), and
    // without them the text depends on the fields and order alone, so the server keeps its plan for
    // every page of the grid (find/run.ts, db/sql.ts `reusable`).
    rowsByKeys: (keys) =>
      sql`SELECT ${obj} AS row, ${cursor} AS cursor FROM ${from} ${scope ? sql`WHERE (${scope}) AND` : sql`WHERE`} ${key} = ANY(${keys})
        ORDER BY ${order}`,
    textKeys: texts.wanted,
    withTextKeys: (given) => buildFind(def, input, user, maxLimit, given),
  };
}
