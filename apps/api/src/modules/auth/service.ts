import { AppError, computeRights } from '@rcc/domain';
import type { Db, Queryable } from '../../db/client';
import { verifyPassword } from '../../lib/password';
import { newToken, sha256 } from '../../lib/tokens';
import * as q from './queries';
import { assertNotBlocked, clearFailures, registerFailure, sleep } from './throttle';
import type { AuthUser } from './user';

export const SESSION_TTL_MS = 24 * 60 * 60 * 1000;
export const LOGIN_FAILED = 'Usuário ou senha não conferem ou seus dados ainda não foram validados';

const loginKey = (username: string) => `login:user:${username.trim().toLowerCase()}`;
const ipKey = (ip: string) => `login:ip:${ip}`;
const cpfOf = (login: string) => {
  const digits = login.replace(/\D/g, '');
  return digits.length === 11 && !login.includes('@') ? digits : null;
};

export function findAvailablePessoa(db: Queryable, email: string) {
  const login = email.trim();
  return q.findPessoasByLogin(db, login, cpfOf(login));
}

/** Builds the acting user: profiles, and rights from the permission table (doc 1 §6). */
export async function loadUser(
  db: Queryable,
  idUsuario: number,
  via: AuthUser['via'],
): Promise<AuthUser | null> {
  const u = await q.findUsuarioById(db, idUsuario);
  // An inactivated user or person loses every session at once.
  if (u?.ativo !== 'S' || u.pessoaSituacao === 'Inativo') return null;
  const perfis = await q.findPerfisDoUsuario(db, u.id, u.idPessoa);
  const permissoes = await q.findPermissoes(db, [...new Set(perfis.map((p) => p.idTipoPerfil))]);
  return {
    id: u.id,
    name: u.nome,
    email: u.email,
    idPessoa: u.idPessoa,
    pessoa: {
      id: u.idPessoa,
      nomeRazaoSocial: u.pessoaNome,
      tipoPessoa: u.tipoPessoa,
      situacao: u.pessoaSituacao,
      acessoApi: u.acessoApi,
      contratadaSlu: u.contratadaSlu,
    },
    perfis,
    rights: computeRights(perfis, permissoes),
    via,
  };
}

/** A person that may log in: user active with a confirmed e-mail, person validated (or pending documents). */
const mayLogIn = (u: q.UsuarioRow) =>
  u.ativo === 'S' &&
  u.emailValidado === 'S' &&
  (u.pessoaSituacao === 'Ativo' || u.pessoaSituacao === 'Pendente');

export async function login(
  db: Db,
  input: { username: string; password: string; idPessoa: number },
  meta: { ip: string; userAgent: string },
): Promise<{ token: string; user: AuthUser }> {
  const keys = [loginKey(input.username), ipKey(meta.ip)];
  await assertNotBlocked(db, keys);
  const login = input.username.trim();
  const u = await q.findUsuarioForLogin(db, login, cpfOf(login), input.idPessoa);
  const passwordOk = await verifyPassword(u?.senhaHash, input.password);
  if (!u || !passwordOk || !mayLogIn(u)) {
    const delay = await registerFailure(db, keys);
    if (delay) await sleep(delay);
    // One message for every cause: nothing tells an attacker which part was wrong.
    throw new AppError('UNAUTHENTICATED', LOGIN_FAILED);
  }
  await clearFailures(db, [loginKey(input.username)]);
  return createSession(db, u.id, u.idPessoa, meta);
}

export async function createSession(
  db: Queryable,
  idUsuario: number,
  idPessoa: number,
  meta: { ip: string; userAgent: string },
) {
  const token = newToken();
  const s = await q.insertSessao(db, {
    tokenHash: sha256(token),
    idUsuario,
    idPessoa,
    ip: meta.ip,
    userAgent: meta.userAgent,
    ttlMs: SESSION_TTL_MS,
  });
  const user = await loadUser(db, idUsuario, 'session');
  if (!user) throw new AppError('UNAUTHENTICATED', LOGIN_FAILED);
  user.sessionId = s.id;
  return { token, user };
}

export async function userFromToken(db: Queryable, token: string): Promise<AuthUser | null> {
  const s = await q.findSessao(db, sha256(token));
  if (!s) return null;
  const user = await loadUser(db, s.idUsuario, 'session');
  if (user) user.sessionId = s.id;
  return user;
}

export async function userFromApiKey(
  db: Queryable,
  clientId: string,
  clientKey: string,
): Promise<AuthUser | null> {
  const c = await q.findChave(db, clientId, sha256(clientKey));
  if (!c) return null;
  return loadUser(db, c.idUsuario, 'apiKey');
}

export async function logout(db: Queryable, user: AuthUser | null): Promise<void> {
  if (user?.sessionId) await q.revokeSessao(db, user.sessionId);
}

export { revokeSessoesDoUsuario } from './queries';
