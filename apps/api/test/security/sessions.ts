import { createSession } from '../../src/modules/auth/service';
import { sql } from '../../src/db/sql';
import { DEMO, type DemoRole, type TestContext } from '../helpers';
import type { Rights } from './routes';

export const ROLES = Object.keys(DEMO) as DemoRole[];

/**
 * Session tokens for the demo logins, minted without the password round-trip (argon2 costs ~50 ms
 * and a revoked session must be replaced quickly). The token is a real session, used over HTTP.
 */
export async function mintToken(t: TestContext, email: string): Promise<string> {
  const [u] = await t.db.query<{ id: number; idPessoa: number }>(
    sql`SELECT id, id_pessoa AS "idPessoa" FROM usuario WHERE lower(email) = lower(${email}) ORDER BY id LIMIT 1`,
  );
  if (!u) throw new Error(`usuário ${email} não existe`);
  const { token } = await createSession(t.db, u.id, u.idPessoa, {
    ip: '127.0.0.1',
    userAgent: 'security-test',
  });
  return token;
}

export interface RoleSession {
  role: DemoRole | 'anon';
  email: string | null;
  token: string | null;
  rights: Rights | null;
}

/** Logs every demo role in (through /api/login, as a person would) and reads its rights from /api/me. */
export async function roleSessions(t: TestContext): Promise<RoleSession[]> {
  const out: RoleSession[] = [{ role: 'anon', email: null, token: null, rights: null }];
  for (const role of ROLES) {
    const token = await t.login(role);
    const me = await t.call('GET', '/api/me', { token });
    if (me.statusCode !== 200) throw new Error(`/api/me ${role}: ${me.body}`);
    out.push({ role, email: DEMO[role], token, rights: me.json().data.rights as Rights });
  }
  return out;
}

/** True while the token still opens a session (a route under test may have ended it, e.g. logout). */
export async function isAlive(t: TestContext, token: string): Promise<boolean> {
  return (await t.call('GET', '/api/me', { token })).statusCode === 200;
}
