import { TIPO_PERFIL } from '@rcc/domain';
import { sql } from '../../src/db/sql';
import type { AuthUser } from '../../src/modules/auth/user';
import { userFromToken } from '../../src/modules/auth/service';
import { allowedFields, mayUse } from '../../src/modules/find/policy';
import { type EntityDef, findEntity } from '../../src/modules/find/registry';
import { DEMO, type DemoRole, type TestContext } from '../helpers';
import { createPessoaComPerfil } from './factories';
import { mintToken } from './sessions';

/** A caller of the walk: a demo login, a user without profiles, or nobody. */
export interface Caller {
  role: DemoRole | 'sem-perfil' | 'anon';
  token: string | null;
  /** The acting user exactly as the server resolves it from the token. */
  user: AuthUser | null;
  idPessoa: number | null;
}

export async function callers(t: TestContext): Promise<Caller[]> {
  const out: Caller[] = [{ role: 'anon', token: null, user: null, idPessoa: null }];
  const add = async (role: Caller['role'], token: string) => {
    const user = await userFromToken(t.db, token);
    if (!user) throw new Error(`sessão de ${role} não abriu`);
    out.push({ role, token, user, idPessoa: user.idPessoa });
  };
  for (const role of Object.keys(DEMO) as DemoRole[]) await add(role, await mintToken(t, DEMO[role]));
  // A user whose only profile is inactive: logged in, no role, no rights.
  const p = await createPessoaComPerfil(t, { tipoPerfil: TIPO_PERFIL.CIDADAO, tipoPessoa: 'F' });
  await t.db.query(sql`UPDATE perfil SET situacao_validacao = 'I' WHERE id = ${p.idPerfil}`);
  await add('sem-perfil', await mintToken(t, p.email));
  return out;
}

/** The name under which the entity's key is exposed, if it is a field. */
export function keyField(def: EntityDef): string | undefined {
  const key = `t.${def.key ?? 'id'}`;
  return Object.keys(def.fields).find((k) => def.fields[k]!.sql === key);
}

/**
 * Of the given keys, those outside what `def`'s own scope lets this user see: the oracle for every
 * row a find returns, at the top level and inside includes (issue #12).
 */
export async function outsideScope(
  t: TestContext,
  def: EntityDef,
  user: AuthUser | null,
  keys: unknown[],
  topLevel: boolean,
): Promise<unknown[]> {
  if (keys.length === 0) return [];
  const conds = [def.scope?.(user, 't'), topLevel ? def.listFilter?.(user, 't') : null].filter(
    (c): c is NonNullable<typeof c> => !!c,
  );
  const col = sql.raw(`t.${def.key ?? 'id'}`);
  const where = conds.length ? sql`AND ${sql.join(conds, ' AND ')}` : sql``;
  const seen = await t.db.query<{ k: unknown }>(
    sql`SELECT ${col}::text AS k FROM ${sql.raw(`${def.from} t`)} WHERE ${col}::text = ANY(${keys.map(String)}::text[]) ${where}`,
  );
  const ok = new Set(seen.map((r) => String(r.k)));
  return keys.filter((k) => !ok.has(String(k)));
}

export type Violations = string[];

const SECRET_KEY = /token|senha|password|hash|client_?key|chave/i;

/** Every key of every object in an answer, recursively (for the secret-name check). */
export function secretKeys(value: unknown, path = ''): string[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => secretKeys(v, `${path}[${i}]`));
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value as Record<string, unknown>).flatMap(([k, v]) => [
    ...(SECRET_KEY.test(k) ? [`${path}.${k}`] : []),
    ...secretKeys(v, `${path}.${k}`),
  ]);
}

/**
 * Checks the rows a find returned for `def` (top level or as an include): every key within the
 * role's field list (plus the requested include names), every row within the entity's scope.
 */
export async function checkRows(
  t: TestContext,
  caller: Caller,
  def: EntityDef,
  rows: Array<Record<string, unknown>>,
  includeNames: string[],
  topLevel: boolean,
  where: string,
  out: Violations,
): Promise<void> {
  const allowed = allowedFields(def, caller.user);
  if (allowed.size === 0 && rows.length) {
    out.push(`${caller.role} ${where}: ${rows.length} linha(s) de ${def.name}, que não pode ler`);
    return;
  }
  for (const row of rows) {
    for (const k of Object.keys(row)) {
      if (!allowed.has(k) && !includeNames.includes(k))
        out.push(`${caller.role} ${where}: campo ${k} fora da lista`);
    }
  }
  const kf = keyField(def);
  if (!kf || !allowed.has(kf)) return;
  const bad = await outsideScope(
    t,
    def,
    caller.user,
    rows.map((r) => r[kf]).filter((k) => k !== null && k !== undefined),
    topLevel,
  );
  if (bad.length)
    out.push(`${caller.role} ${where}: linhas fora do escopo de ${def.name}: ${bad.slice(0, 5).join(', ')}`);
}

/** The included rows of one include name over a page of parent rows (one-includes as lists). */
export function includedRows(
  rows: Array<Record<string, unknown>>,
  name: string,
): Array<Record<string, unknown>> {
  return rows.flatMap((r) => {
    const v = r[name];
    if (v === null || v === undefined) return [];
    return (Array.isArray(v) ? v : [v]) as Array<Record<string, unknown>>;
  });
}

/** The included entity of `def`'s include `name`. */
export const childOf = (def: EntityDef, name: string): EntityDef => findEntity(def.includes![name]!.entity)!;

export const canUse = (def: EntityDef, caller: Caller) => mayUse(def.access, caller.user);
