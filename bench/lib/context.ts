import { GERADOR_IDS, TIPO_PERFIL, TRANSPORTADOR_IDS } from '@rcc/domain/profiles';
import { DEMO_PASSWORD } from '../../apps/api/src/db/seed/demo';
import { findEntity } from '../../apps/api/src/modules/find/registry';
import type { BenchContext, Case, Role } from '../cases/types';
import type { Capture } from './capture';

export const LOGINS: Record<Exclude<Role, 'publico'>, string> = {
  secretaria: 'secretaria@rcc.demo',
  grande: 'grande@rcc.bench',
  destino: 'destino@rcc.demo',
  gerador: 'gerador@rcc.demo',
};

async function loginBody(cap: Capture, email: string) {
  const found = await cap.inject('POST', '/api/find-available-pessoa', { email });
  const idPessoa = JSON.parse(found.body).data?.rows?.[0]?.id;
  if (!idPessoa) throw new Error(`Usuário ${email} não encontrado: rode npm run bench:data antes.`);
  return { username: email, password: DEMO_PASSWORD, idPessoa };
}

/**
 * The login case's accounts: `n` bench transporters (t2@rcc.bench…), one per client, as real traffic
 * is — many people, each logging in now and then. Twenty clients logging in ONE account from one
 * address are what a password guesser looks like, and the login throttle (issue #12, auth/throttle.ts:
 * at most 5 attempts of one account from one address in flight or failed) answers 429 to the excess,
 * which the 2026-11-26 quiet run counted as 72 errors in 1559. The person ids come from SQL, not from
 * the 'Acessar como' lookup, which is throttled per address too.
 */
export async function loginBodies(cap: Capture, n: number) {
  const emails = Array.from({ length: n }, (_, i) => `t${i + 2}@rcc.bench`);
  const rows = (
    await cap.sql.query(
      `SELECT lower(email) AS email, id_pessoa FROM usuario WHERE lower(email) = ANY($1::text[]) AND ativo = 'S'
       ORDER BY id`,
      [emails],
    )
  ).rows;
  if (rows.length < n)
    throw new Error(`Faltam contas de transportador (t2…t${n + 1}@rcc.bench): rode npm run bench:data.`);
  return rows.map((r) => ({
    username: String(r.email),
    password: DEMO_PASSWORD,
    idPessoa: Number(r.id_pessoa),
  }));
}

export async function makeContext(cap: Capture, url: string): Promise<BenchContext> {
  const tokens = {} as BenchContext['tokens'];
  for (const [role, email] of Object.entries(LOGINS) as Array<[keyof typeof LOGINS, string]>) {
    const res = await cap.inject('POST', '/api/login', await loginBody(cap, email));
    if (res.statusCode !== 200) throw new Error(`login de ${email} falhou: ${res.body}`);
    tokens[role] = JSON.parse(res.body).data.token;
  }
  const one = async (text: string, values: unknown[] = []) =>
    Number((await cap.sql.query(text, values)).rows[0]?.id ?? 0);
  const perfilOf = (email: string, tipos: readonly number[]) =>
    one(
      `SELECT pf.id FROM usuario u JOIN perfil pf ON pf.id_pessoa = u.id_pessoa
       WHERE lower(u.email) = $1 AND pf.id_tipo_perfil = ANY($2::int[]) ORDER BY pf.id LIMIT 1`,
      [email, tipos],
    );
  const userOf = (email: string) => one('SELECT id FROM usuario WHERE lower(email) = $1 LIMIT 1', [email]);
  return {
    url,
    tokens,
    sql: cap.sql,
    ids: {
      grandePerfil: await perfilOf(LOGINS.grande, TRANSPORTADOR_IDS),
      grandeUsuario: await userOf(LOGINS.grande),
      destinoPerfil: await perfilOf(LOGINS.destino, [TIPO_PERFIL.DESTINO_FINAL]),
      geradorPerfil: await perfilOf(LOGINS.gerador, GERADOR_IDS),
      geradorUsuario: await userOf(LOGINS.gerador),
      secretariaUsuario: await userOf(LOGINS.secretaria),
    },
  };
}

/** Is the case's route registered (a specific route, or an entity of the generic find)? */
export function registered(routes: Array<{ method: string; url: string }>, c: Case): boolean {
  const pattern = c.path.replace(/\/\d+(?=\/|$)/g, '/:id');
  if (routes.some((r) => r.method === c.method && r.url === pattern)) return true;
  // A route with a named parameter other than an id (e.g. /api/painel/:grupo).
  const matches = (url: string) => new RegExp(`^${url.replace(/:[^/]+/g, '[^/]+')}$`).test(c.path);
  if (routes.some((r) => r.method === c.method && matches(r.url))) return true;
  const generic = /^\/api\/([^/]+)\/find$/.exec(c.path);
  return Boolean(generic && c.method === 'POST' && findEntity(generic[1]!));
}

export const headersFor = (ctx: BenchContext, c: Case): Record<string, string> =>
  c.as === 'publico' ? {} : { 'auth-token': ctx.tokens[c.as] };
