import { type SqlFragment, sql } from '../../db/sql';
import type { AuthUser } from '../auth/user';
import { bad, castOf, field, value } from './filters';
import type { EntityDef, FieldDef } from './registry';

// The generic find's order and keyset paging (issue #17): the ORDER BY terms and the cursor's seek.

export interface OrderTerm {
  sql: string;
  dir: 'ASC' | 'DESC';
  type: FieldDef['type'];
  /** Never null (the key or a notNull column): the list can continue after a row by its value. */
  seekable: boolean;
}

export function parseOrder(def: EntityDef, raw: unknown, user: AuthUser | null): OrderTerm[] {
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

export function orderSql(terms: OrderTerm[]): SqlFragment {
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
export function seekCondition(terms: OrderTerm[], after: unknown): SqlFragment {
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
