import { AppError } from '@rcc/domain';
import { type SqlFragment, sql } from '../../db/sql';
import type { AuthUser } from '../auth/user';
import { FIND_COST, checkFindCost, checkIncludeLevel } from './cost';
import { allowedFields } from './policy';
import { type EntityDef, type FieldDef, findEntity } from './registry';

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

const bad = (message: string) => new AppError('VALIDATION', message);
const OPERATORS = new Set([
  '$eq',
  '$ne',
  '$in',
  '$notIn',
  '$gt',
  '$gte',
  '$lt',
  '$lte',
  '$between',
  '$iLike',
  '$like',
  '$notILike',
  '$is',
  '$not',
]);

/** A field this user may read, filter or order by; any other (secret, or outside the role's policy) is unknown. */
function field(def: EntityDef, name: unknown, user: AuthUser | null): FieldDef {
  if (typeof name !== 'string') throw bad('Campo inválido na consulta.');
  const fd = Object.hasOwn(def.fields, name) ? def.fields[name] : undefined;
  if (!fd || fd.secret || !allowedFields(def, user).has(name))
    throw bad(`Campo desconhecido: ${name.slice(0, 60)}`);
  return fd;
}

/** Checks one value against the field's type; a mismatch is a 400, never a database error. */
function value(fd: FieldDef, v: unknown, name: string): unknown {
  if (v === null) return null;
  const wrong = () => bad(`Valor inválido para o campo ${name}.`);
  switch (fd.type) {
    case 'number': {
      const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
      if (typeof n !== 'number' || !Number.isFinite(n) || Math.abs(n) > 1e15) throw wrong();
      return n;
    }
    case 'boolean':
      if (typeof v === 'boolean') return v;
      if (v === 'true' || v === 'false') return v === 'true';
      throw wrong();
    case 'date':
    case 'datetime': {
      if (typeof v !== 'string' && typeof v !== 'number') throw wrong();
      const d = new Date(v);
      if (Number.isNaN(d.getTime()) || d.getUTCFullYear() < 1900 || d.getUTCFullYear() > 2200) throw wrong();
      return fd.type === 'date' && typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v)
        ? v
        : d.toISOString();
    }
    case 'string':
      // PostgreSQL text cannot hold NUL: refuse it here rather than fail in the database.
      if (typeof v === 'string' && v.length <= 500 && !v.includes('\u0000')) return v;
      if (typeof v === 'number' && Number.isFinite(v)) return String(v);
      throw wrong();
    default:
      throw bad(`O campo ${name} não pode ser filtrado.`);
  }
}

const CAST: Record<string, string> = {
  number: 'numeric',
  string: 'text',
  boolean: 'boolean',
  date: 'date',
  datetime: 'timestamptz',
};

/**
 * A pattern a trigram index narrows well: three letters or digits in a row. A shorter one ('%a%')
 * matches most rows, better found by walking the list's own order.
 */
const selectiveText = (pattern: string) => /[\p{L}\p{N}]{3}/u.test(pattern);

/**
 * The SQL type a value is compared as. Whole numbers as bigint, not numeric: an integer column
 * compared with a numeric is cast itself, and then no index on it serves the comparison (issue #17:
 * a keyset cursor `id < 5::numeric` walked the whole table).
 */
function castOf(type: FieldDef['type'], values: unknown[]): string {
  if (type === 'number' && values.every((x) => typeof x === 'number' && Number.isSafeInteger(x)))
    return 'int8';
  return CAST[type] ?? 'text';
}

function typed(fd: FieldDef, v: unknown, name: string): SqlFragment {
  const val = value(fd, v, name);
  return sql`${val}::${sql.raw(castOf(fd.type, [val]))}`;
}

function condition(
  def: EntityDef,
  name: string,
  cond: unknown,
  alias: string,
  user: AuthUser | null,
): SqlFragment {
  const fd = field(def, name, user);
  const col = sql.raw(fd.sql.replace(/\bt\./g, `${alias}.`));
  if (cond === null) return sql`${col} IS NULL`;
  if (Array.isArray(cond)) return condition(def, name, { $in: cond }, alias, user);
  if (typeof cond !== 'object') return sql`${col} = ${typed(fd, cond, name)}`;
  const parts: SqlFragment[] = [];
  for (const [op, v] of Object.entries(cond as Record<string, unknown>)) {
    if (!OPERATORS.has(op)) throw bad(`Operador desconhecido: ${op.slice(0, 30)}`);
    switch (op) {
      case '$eq':
        parts.push(v === null ? sql`${col} IS NULL` : sql`${col} = ${typed(fd, v, name)}`);
        break;
      case '$ne':
      case '$not':
        parts.push(v === null ? sql`${col} IS NOT NULL` : sql`${col} IS DISTINCT FROM ${typed(fd, v, name)}`);
        break;
      case '$is':
        if (v !== null) throw bad('O operador $is aceita apenas null.');
        parts.push(sql`${col} IS NULL`);
        break;
      case '$in':
      case '$notIn': {
        if (!Array.isArray(v) || v.length > 1000)
          throw bad(`O operador ${op} exige uma lista (até 1000 itens).`);
        // An empty list checks no value: a field that cannot be filtered must still be refused.
        if (!CAST[fd.type]) throw bad(`O campo ${name} não pode ser filtrado.`);
        const vals = v.map((x) => value(fd, x, name));
        const arr = sql.raw(`${castOf(fd.type, vals)}[]`);
        parts.push(
          op === '$in' ? sql`${col} = ANY(${vals}::${arr})` : sql`NOT (${col} = ANY(${vals}::${arr}))`,
        );
        break;
      }
      case '$gt':
        parts.push(sql`${col} > ${typed(fd, v, name)}`);
        break;
      case '$gte':
        parts.push(sql`${col} >= ${typed(fd, v, name)}`);
        break;
      case '$lt':
        parts.push(sql`${col} < ${typed(fd, v, name)}`);
        break;
      case '$lte':
        parts.push(sql`${col} <= ${typed(fd, v, name)}`);
        break;
      case '$between': {
        if (!Array.isArray(v) || v.length !== 2) throw bad('O operador $between exige dois valores.');
        parts.push(sql`${col} BETWEEN ${typed(fd, v[0], name)} AND ${typed(fd, v[1], name)}`);
        break;
      }
      case '$iLike':
      case '$like':
      case '$notILike': {
        if (typeof v !== 'string' || v.length > 200 || v.includes('\u0000'))
          throw bad(`O operador ${op} exige um texto.`);
        const text = sql.raw(`(${fd.sql.replace(/\bt\./g, `${alias}.`)})::text`);
        if (op === '$iLike' && fd.textVia && selectiveText(v)) {
          const key = sql.raw(fd.textVia.key.replace(/\bt\./g, `${alias}.`));
          parts.push(sql`${key} = ANY(ARRAY(${sql.raw(fd.textVia.lookup)} ILIKE ${v}))`);
          break;
        }
        parts.push(
          op === '$iLike'
            ? sql`${text} ILIKE ${v}`
            : op === '$like'
              ? sql`${text} LIKE ${v}`
              : sql`${text} NOT ILIKE ${v}`,
        );
        break;
      }
    }
  }
  if (parts.length === 0) throw bad(`Condição vazia para o campo ${name}.`);
  return sql`(${sql.join(parts, ' AND ')})`;
}

function buildWhere(
  def: EntityDef,
  where: unknown,
  user: AuthUser | null,
  alias = 't',
  depth = 0,
): SqlFragment | null {
  if (where === undefined || where === null) return null;
  if (depth > 6) throw bad('Consulta aninhada demais.');
  if (Array.isArray(where)) {
    const parts = where
      .map((w) => buildWhere(def, w, user, alias, depth + 1))
      .filter((x): x is SqlFragment => !!x);
    return parts.length ? sql`(${sql.join(parts, ' AND ')})` : null;
  }
  if (typeof where !== 'object') throw bad('A cláusula where deve ser um objeto.');
  const parts: SqlFragment[] = [];
  for (const [key, cond] of Object.entries(where as Record<string, unknown>)) {
    if (key === '$or' || key === '$and') {
      if (!Array.isArray(cond) || cond.length === 0 || cond.length > 50)
        throw bad(`${key} exige uma lista de condições.`);
      const sub = cond
        .map((c) => buildWhere(def, c, user, alias, depth + 1))
        .filter((x): x is SqlFragment => !!x);
      if (sub.length) parts.push(sql`(${sql.join(sub, key === '$or' ? ' OR ' : ' AND ')})`);
    } else {
      parts.push(condition(def, key, cond, alias, user));
    }
  }
  return parts.length ? sql.join(parts, ' AND ') : null;
}

interface IncludeReq {
  name: string;
  fields?: string[];
  include: IncludeReq[];
}

function parseIncludes(raw: unknown, depth = 0): IncludeReq[] {
  if (raw === undefined || raw === null) return [];
  const list = Array.isArray(raw) ? raw : [raw];
  checkIncludeLevel(list.length, depth);
  return list.map((item) => {
    if (typeof item === 'string') return { name: item, include: [] };
    if (!item || typeof item !== 'object') throw bad('Inclusão inválida.');
    const o = item as Record<string, unknown>;
    const name = o.as ?? o.association ?? o.model ?? o.name;
    if (typeof name !== 'string') throw bad('Inclusão inválida.');
    const fields = o.fields ?? o.attributes;
    if (fields !== undefined && (!Array.isArray(fields) || fields.some((x) => typeof x !== 'string'))) {
      throw bad('Campos da inclusão inválidos.');
    }
    return { name, fields: fields as string[] | undefined, include: parseIncludes(o.include, depth + 1) };
  });
}

function includeDef(def: EntityDef, name: string) {
  const key = Object.keys(def.includes ?? {}).find((k) => k.toLowerCase() === name.toLowerCase());
  if (!key) throw bad(`Inclusão desconhecida: ${name.slice(0, 60)}`);
  return { key, inc: def.includes![key]! };
}

function selectedFields(def: EntityDef, requested: unknown, user: AuthUser | null): string[] {
  if (requested === undefined || requested === null) {
    const allowed = allowedFields(def, user);
    return (
      def.defaultFields ??
      Object.keys(def.fields).filter((k) => !def.fields[k]!.hidden && !def.fields[k]!.secret)
    ).filter((k) => allowed.has(k));
  }
  if (!Array.isArray(requested) || requested.length === 0 || requested.length > 200)
    throw bad('Lista de campos inválida.');
  for (const name of requested) field(def, name, user);
  return requested as string[];
}

let aliasSeq = 0;

/** json object of the chosen fields (+ nested includes) of one row of `def` under `alias`. */
function jsonObject(
  def: EntityDef,
  alias: string,
  fields: string[],
  includes: IncludeReq[],
  user: AuthUser | null,
): SqlFragment {
  const pairs: SqlFragment[] = fields.map(
    (k) => sql`${sql.raw(`'${k}'`)}, ${sql.raw(def.fields[k]!.sql.replace(/\bt\./g, `${alias}.`))}`,
  );
  for (const inc of includes)
    pairs.push(sql`${sql.raw(`'${includeKey(def, inc.name)}'`)}, ${includeSubquery(def, alias, inc, user)}`);
  // json_build_object takes at most 100 arguments: chunk and merge.
  const chunks: SqlFragment[] = [];
  for (let i = 0; i < pairs.length; i += 40)
    chunks.push(sql`jsonb_build_object(${sql.join(pairs.slice(i, i + 40))})`);
  return chunks.length ? sql.join(chunks, ' || ') : sql`'{}'::jsonb`;
}

const includeKey = (def: EntityDef, name: string) => includeDef(def, name).key;

function includeSubquery(
  parent: EntityDef,
  parentAlias: string,
  inc: IncludeReq,
  user: AuthUser | null,
): SqlFragment {
  const { inc: idef } = includeDef(parent, inc.name);
  const child = findEntity(idef.entity);
  if (!child) throw bad(`Inclusão desconhecida: ${inc.name}`);
  // Issue #12: an include obeys the included entity's own access, field policy and scope; one the
  // user may not read yields nothing (null, or an empty list), as a row outside its scope would.
  if (allowedFields(child, user).size === 0) {
    // Its field names are still checked: a secret or unknown one is a 400 for everyone.
    for (const name of inc.fields ?? []) {
      if (!Object.hasOwn(child.fields, name) || child.fields[name]!.secret)
        throw bad(`Campo desconhecido: ${name.slice(0, 60)}`);
    }
    return idef.kind === 'one' ? sql`NULL::jsonb` : sql`'[]'::jsonb`;
  }
  const alias = `i${++aliasSeq}`;
  const fields = selectedFields(child, inc.fields, user);
  const obj = jsonObject(child, alias, fields, inc.include, user);
  const scope = child.scope?.(user, alias);
  const on = sql.raw(idef.on(parentAlias, alias));
  const scoped = scope ? sql` AND ${scope}` : sql``;
  const from = sql.raw(`${child.from} ${alias}`);
  if (idef.kind === 'one') return sql`(SELECT ${obj} FROM ${from} WHERE ${on}${scoped} LIMIT 1)`;
  const key = sql.raw(`${alias}.${child.key ?? 'id'}`);
  // At most FIND_COST.manyPerParent rows per parent (issue #12): the cost bound counts on it.
  const first = sql`SELECT * FROM ${from} WHERE ${on}${scoped}
    ORDER BY ${key} LIMIT ${sql.raw(String(FIND_COST.manyPerParent))}`;
  return sql`(SELECT coalesce(jsonb_agg(${obj} ORDER BY ${key}), '[]'::jsonb) FROM (${first}) ${sql.raw(alias)})`;
}

interface OrderTerm {
  sql: string;
  dir: 'ASC' | 'DESC';
  type: FieldDef['type'];
  /** Never null (the key or a notNull column): the list can continue after a row by its value. */
  seekable: boolean;
}

function parseOrder(def: EntityDef, raw: unknown, user: AuthUser | null): OrderTerm[] {
  let list: Array<[string, string]> = [];
  if (raw === undefined || raw === null) list = def.defaultOrder ?? [];
  else if (typeof raw === 'string') list = [[raw, 'ASC']];
  else if (Array.isArray(raw)) {
    const items =
      raw.length === 2 &&
      typeof raw[0] === 'string' &&
      typeof raw[1] === 'string' &&
      /^(asc|desc)$/i.test(raw[1])
        ? [raw]
        : raw;
    if (items.length > 10) throw bad('Ordenação inválida.');
    list = items.map((o) => {
      if (typeof o === 'string') return [o, 'ASC'];
      if (Array.isArray(o) && typeof o[0] === 'string' && (o[1] === undefined || typeof o[1] === 'string')) {
        return [o[0], (o[1] as string | undefined) ?? 'ASC'];
      }
      throw bad('Ordenação inválida.');
    });
  } else throw bad('Ordenação inválida.');
  const key = `t.${def.key ?? 'id'}`;
  const terms: OrderTerm[] = list.map(([name, dir]) => {
    const fd = field(def, name, user);
    const d = dir.toUpperCase();
    if (d !== 'ASC' && d !== 'DESC') throw bad('Direção de ordenação inválida.');
    return { sql: fd.sql, dir: d, type: fd.type, seekable: Boolean(fd.notNull) || fd.sql === key };
  });
  if (!list.some(([n]) => def.fields[n]?.sql === key)) {
    const keyType = Object.values(def.fields).find((fd) => fd.sql === key)?.type ?? 'number';
    terms.push({ sql: key, dir: 'DESC', type: keyType, seekable: true });
  }
  return terms;
}

function orderSql(terms: OrderTerm[]): SqlFragment {
  // A column without nulls keeps the index's own order (no NULLS clause), so `ORDER BY id DESC
  // LIMIT n` walks the index instead of sorting the whole table (issue #7).
  return sql.join(
    terms.map((o) =>
      sql.raw(
        o.seekable
          ? `${o.sql} ${o.dir}`
          : `${o.sql} ${o.dir}${o.dir === 'DESC' ? ' NULLS LAST' : ' NULLS FIRST'}`,
      ),
    ),
  );
}

/** One value of a cursor, typed as its order term (a timestamp keeps its microseconds). */
function seekValue(term: OrderTerm, v: unknown): unknown {
  const wrong = () => bad('Cursor de paginação inválido.');
  if (v === null || v === undefined) throw wrong();
  if (term.type === 'datetime') {
    if (typeof v !== 'string' || v.length > 40 || Number.isNaN(Date.parse(v))) throw wrong();
    return v;
  }
  try {
    return value({ sql: term.sql, type: term.type }, v, 'cursor');
  } catch {
    throw wrong();
  }
}

/**
 * Keyset paging (issue #17 item 4): the rows after the one whose order values are `after`, read by
 * walking the order's index from there instead of skipping `offset` rows. Same directions: a row
 * comparison the index serves; mixed: the lexicographic expansion.
 */
function seekCondition(terms: OrderTerm[], after: unknown): SqlFragment {
  if (!terms.every((o) => o.seekable))
    throw bad('Esta ordenação não permite continuar do último registro: use offset.');
  if (!Array.isArray(after) || after.length !== terms.length) throw bad('Cursor de paginação inválido.');
  const vals = terms.map((o, i) => {
    const v = seekValue(o, after[i]);
    return sql`${v}::${sql.raw(castOf(o.type, [v]))}`;
  });
  const cols = terms.map((o) => sql.raw(o.sql));
  const op = (o: OrderTerm) => sql.raw(o.dir === 'DESC' ? '<' : '>');
  if (terms.every((o) => o.dir === terms[0]!.dir))
    return sql`(${sql.join(cols)}) ${op(terms[0]!)} (${sql.join(vals)})`;
  const alternatives = terms.map((o, i) => {
    const equal = terms.slice(0, i).map((_, j) => sql`${cols[j]!} = ${vals[j]!}`);
    return sql`(${sql.join([...equal, sql`${cols[i]!} ${op(o)} ${vals[i]!}`], ' AND ')})`;
  });
  return sql`(${sql.join(alternatives, ' OR ')})`;
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
  /** The matching rows without order or paging, for the planner's estimate (EXPLAIN). */
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
  rowsByKeys: (keys: unknown[]) => SqlFragment;
}

/** From this offset on, the page's keys are found first and only their rows are built. */
export const DEEP_OFFSET = 200;

export function buildFind(
  def: EntityDef,
  input: FindInput,
  user: AuthUser | null,
  maxLimit = 1000,
): BuiltFind {
  const fields = selectedFields(def, input.fields ?? input.attributes, user);
  const includes = parseIncludes(input.include);
  for (const inc of includes) includeDef(def, inc.name);
  const where = buildWhere(def, input.where, user);
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
  // and joins are then built for the page's rows alone.
  const rows =
    offset >= DEEP_OFFSET
      ? sql`SELECT ${obj} AS row, ${cursor} AS cursor FROM ${from} WHERE ${key} IN (SELECT ${key} FROM ${from} ${pageWhere}
          ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}) ORDER BY ${order}`
      : sql`SELECT ${obj} AS row, ${cursor} AS cursor FROM ${from} ${pageWhere} ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}`;
  return {
    rows,
    count: sql`SELECT count(*)::int AS count FROM ${from} ${whereSql}`,
    matching: sql`SELECT 1 FROM ${from} ${whereSql}`,
    limit,
    offset,
    fields,
    rowsPerFound,
    seekable,
    seeking: hasAfter,
    keys: sql`SELECT ${key} AS key FROM ${from} ${pageWhere} ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}`,
    // The conditions again: a row that left the user's scope since its key was read stays out.
    rowsByKeys: (keys) =>
      sql`SELECT ${obj} AS row, ${cursor} AS cursor FROM ${from} ${conds.length ? sql`${whereSql} AND` : sql`WHERE`} ${key} = ANY(${keys})
        ORDER BY ${order}`,
  };
}
