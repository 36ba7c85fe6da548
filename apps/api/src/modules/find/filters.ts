import { AppError } from '@rcc/domain';
import { type SqlFragment, sql } from '../../db/sql';
import type { AuthUser } from '../auth/user';
import { allowedFields } from './policy';
import type { EntityDef, FieldDef } from './registry';
import { type TextKeys, type TextKeysWanted, textKeyOf } from './text-keys';

// The generic find's filters (DESIGN §3): the `where` tree, each field checked against the user's field
// policy and each value against the field's type, turned into parameterised SQL.

export const bad = (message: string) => new AppError('VALIDATION', message);
/** The where-clause operators a find accepts (the fuzz tests draw from the same list). */
export const FIND_OPERATORS = [
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
] as const;
const OPERATORS: ReadonlySet<string> = new Set(FIND_OPERATORS);

/** A field this user may read, filter or order by; any other (secret, or outside the role's policy) is unknown. */
export function field(def: EntityDef, name: unknown, user: AuthUser | null): FieldDef {
  if (typeof name !== 'string') throw bad('Campo inválido na consulta.');
  const fd = Object.hasOwn(def.fields, name) ? def.fields[name] : undefined;
  if (!fd || fd.secret || !allowedFields(def, user).has(name))
    throw bad(`Campo desconhecido: ${name.slice(0, 60)}`);
  return fd;
}

/** Checks one value against the field's type; a mismatch is a 400, never a database error. */
export function value(fd: FieldDef, v: unknown, name: string): unknown {
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
export function castOf(type: FieldDef['type'], values: unknown[]): string {
  if (type === 'number' && values.every((x) => typeof x === 'number' && Number.isSafeInteger(x)))
    return 'int8';
  return CAST[type] ?? 'text';
}

function typed(fd: FieldDef, v: unknown, name: string): SqlFragment {
  const val = value(fd, v, name);
  return sql`${val}::${sql.raw(castOf(fd.type, [val]))}`;
}

/**
 * Text filters looked up through a key (textVia): the keys already found for some (`known`, from
 * find/text-keys.ts) and the filters that could use them (`wanted`, filled by buildWhere).
 */
export interface TextKeysContext {
  known?: TextKeys;
  wanted: TextKeysWanted[];
  /**
   * Set by buildWhere when a condition's values may change its plan: every condition but a text
   * filter whose keys are known, given as an array the planner cannot see into (the same plan for
   * any keys). Without it the find's statements may be prepared and kept (find/builder.ts).
   */
  valuesPlanned?: boolean;
  /**
   * Known keys written as an array the planner sees (`key = ANY($1::int8[])`): for the planner's
   * estimate of the matching rows (find/run.ts), which an array it cannot see into makes a guess of
   * ten keys (62 CTRs estimated for 5,058).
   */
  visible?: boolean;
}

function condition(
  def: EntityDef,
  name: string,
  cond: unknown,
  alias: string,
  user: AuthUser | null,
  texts?: TextKeysContext,
): SqlFragment {
  const fd = field(def, name, user);
  const col = sql.raw(fd.sql.replace(/\bt\./g, `${alias}.`));
  // Every condition's values reach the planner but a known text filter's keys (set back below).
  const planned = texts?.valuesPlanned;
  if (texts) texts.valuesPlanned = true;
  if (cond === null) return sql`${col} IS NULL`;
  if (Array.isArray(cond)) return condition(def, name, { $in: cond }, alias, user, texts);
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
        // One value is an equality: PostgreSQL 15 walks an index in the list's order after `col =
        // $n` (the Alocar list: transporter, `situacao`, id DESC, ten entries), not after `= ANY`,
        // which reads every match and sorts them (4,105 Alocada CTRs of the largest transporter).
        if (op === '$in' && vals.length === 1) {
          parts.push(sql`${col} = ${vals[0]}::${sql.raw(castOf(fd.type, vals))}`);
          break;
        }
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
          const { lookup, versao } = fd.textVia;
          // The keys found before (find/text-keys.ts), as an array the planner cannot see into:
          // the list is read by the key's index per key, as the lookup below would be.
          const ids = texts?.known?.get(textKeyOf({ lookup, pattern: v }));
          if (ids !== undefined) {
            parts.push(
              texts?.visible
                ? sql`${key} = ANY(${ids}::int8[])`
                : sql`${key} = ANY(ARRAY(SELECT unnest(${ids}::int8[])))`,
            );
            if (texts && Object.keys(cond as object).length === 1) texts.valuesPlanned = planned;
            break;
          }
          if (versao && texts) texts.wanted.push({ lookup, pattern: v, versao });
          parts.push(sql`${key} = ANY(ARRAY(${sql.raw(lookup)} ILIKE ${v}))`);
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

export function buildWhere(
  def: EntityDef,
  where: unknown,
  user: AuthUser | null,
  alias = 't',
  depth = 0,
  texts?: TextKeysContext,
): SqlFragment | null {
  if (where === undefined || where === null) return null;
  if (depth > 6) throw bad('Consulta aninhada demais.');
  if (Array.isArray(where)) {
    const parts = where
      .map((w) => buildWhere(def, w, user, alias, depth + 1, texts))
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
        .map((c) => buildWhere(def, c, user, alias, depth + 1, texts))
        .filter((x): x is SqlFragment => !!x);
      if (sub.length) parts.push(sql`(${sql.join(sub, key === '$or' ? ' OR ' : ' AND ')})`);
    } else {
      parts.push(condition(def, key, cond, alias, user, texts));
    }
  }
  return parts.length ? sql.join(parts, ' AND ') : null;
}
