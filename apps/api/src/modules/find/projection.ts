import { type SqlFragment, sql } from '../../db/sql';
import type { AuthUser } from '../auth/user';
import { FIND_COST, checkIncludeLevel } from './cost';
import { bad, field } from './filters';
import { allowedFields } from './policy';
import { type EntityDef, findEntity } from './registry';

// The generic find's projection: the selected fields of a row and its includes (nested rows read under
// their own entity's access, field policy and scope) as one jsonb object.

interface IncludeReq {
  name: string;
  fields?: string[];
  include: IncludeReq[];
}

export function parseIncludes(raw: unknown, depth = 0): IncludeReq[] {
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

export function includeDef(def: EntityDef, name: string) {
  const key = Object.keys(def.includes ?? {}).find((k) => k.toLowerCase() === name.toLowerCase());
  if (!key) throw bad(`Inclusão desconhecida: ${name.slice(0, 60)}`);
  return { key, inc: def.includes![key]! };
}

export function selectedFields(def: EntityDef, requested: unknown, user: AuthUser | null): string[] {
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

/**
 * json object of the chosen fields (+ nested includes) of one row of `def` under `alias`. The
 * includes' aliases are numbered within the statement (`seq`), so the same request renders the same
 * text every time and the server can keep its plan (db/sql.ts `reusable`, issue #17).
 */
export function jsonObject(
  def: EntityDef,
  alias: string,
  fields: string[],
  includes: IncludeReq[],
  user: AuthUser | null,
  seq: { n: number } = { n: 0 },
): SqlFragment {
  const pairs: SqlFragment[] = fields.map(
    (k) => sql`${sql.raw(`'${k}'`)}, ${sql.raw(def.fields[k]!.sql.replace(/\bt\./g, `${alias}.`))}`,
  );
  for (const inc of includes)
    pairs.push(
      sql`${sql.raw(`'${includeKey(def, inc.name)}'`)}, ${includeSubquery(def, alias, inc, user, seq)}`,
    );
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
  seq: { n: number },
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
  const alias = `i${++seq.n}`;
  const fields = selectedFields(child, inc.fields, user);
  const obj = jsonObject(child, alias, fields, inc.include, user, seq);
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
