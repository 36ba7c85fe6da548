import { AppError, computeRights, mascararNome, TIPO_PERFIL } from '@rcc/domain';
import type { Db, Queryable } from '../../db/client';
import { verifyPassword } from '../../lib/password';
import { newToken, sha256 } from '../../lib/tokens';
import { sendUnlockMail } from '../acesso/unlock-service';
import {
  LOGIN_THROTTLE,
  loginKeys,
  refundLoginAttempt,
  registerLoginFailure,
  throttledLookup,
  reserveLoginAttempt,
} from './throttle';
import * as q from './queries';
import type { AuthUser } from './user';

const SESSION_TTL_MS = 24 * 60 * 60 * 1000;
export const LOGIN_FAILED = 'Usuário ou senha não conferem ou seus dados ainda não foram validados';

/** Idle limits in minutes (SESSION_IDLE_MIN, SESSION_IDLE_MIN_OUTROS): staff, everybody else. */
export interface SessionIdle {
  staffMin: number;
  outrosMin: number;
}
const DEFAULT_SESSION_IDLE: SessionIdle = { staffMin: 30, outrosMin: 120 };
const STAFF = new Set<number>([TIPO_PERFIL.ADMINISTRADOR, TIPO_PERFIL.SECRETARIA]);
/** A session's last activity is written when older than this, not on every request. */
const SESSION_TOUCH_MS = 60_000;
const cpfOf = (login: string) => {
  const digits = login.replace(/\D/g, '');
  return digits.length === 11 && !login.includes('@') ? digits : null;
};

/**
 * 'Acessar como' before login: throttled per address, and each person only as the select needs it
 * — its id (what the login sends back), a masked name and its type; never the full name.
 */
export async function findAvailablePessoa(db: Queryable, email: string, ip: string) {
  const login = email.trim();
  const rows = await throttledLookup(db, `ip:${ip}`, () => q.findPessoasByLogin(db, login, cpfOf(login)));
  return rows.map((r) => ({
    id: r.id,
    nome_razao_social: mascararNome(r.nome_razao_social),
    tipo_pessoa: r.tipo_pessoa,
  }));
}

/** Builds the acting user: profiles, and rights from the permission table (doc 1 §6). */
async function loadUser(db: Queryable, idUsuario: number, via: AuthUser['via']): Promise<AuthUser | null> {
  return toAuthUser(await q.findUsuarioCompleto(db, idUsuario), via);
}

/** The acting user by id, for work done later on its behalf (a background export keeps its scope). */
export const usuarioPorId = (db: Queryable, idUsuario: number) => loadUser(db, idUsuario, 'session');

function toAuthUser(u: q.UsuarioCompleto | undefined, via: AuthUser['via']): AuthUser | null {
  // An inactivated user or person loses every session at once.
  if (u?.ativo !== 'S' || u.pessoaSituacao === 'Inativo') return null;
  const user: AuthUser = {
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
    perfis: u.perfis,
    rights: computeRights(u.perfis, u.permissoes),
    via,
  };
  if (u.sessionId != null) user.sessionId = Number(u.sessionId);
  return user;
}

/** A person that may log in: user active with a confirmed e-mail, person validated (or pending documents). */
const mayLogIn = (u: q.UsuarioRow) =>
  u.ativo === 'S' &&
  u.emailValidado === 'S' &&
  (u.pessoaSituacao === 'Ativo' || u.pessoaSituacao === 'Pendente');

export async function login(
  db: Db,
  input: { username: string; password: string; idPessoa: number },
  meta: { ip: string; userAgent: string; publicUrl: string; idle?: SessionIdle },
): Promise<{ token: string; user: AuthUser }> {
  const keys = loginKeys(input.username, meta.ip);
  // Counted before the password is checked, so parallel guesses cannot slip through a wait.
  await reserveLoginAttempt(db, keys);
  const login = input.username.trim();
  const u = await q.findUsuarioForLogin(db, login, cpfOf(login), input.idPessoa);
  const passwordOk = await verifyPassword(u?.senhaHash, input.password);
  if (!u || !passwordOk || !mayLogIn(u)) {
    const falhasConta = await registerLoginFailure(db, keys);
    if (falhasConta === LOGIN_THROTTLE.desbloqueioApos) await sendUnlockMail(db, login, meta.publicUrl);
    // One message for every cause: nothing tells an attacker which part was wrong.
    throw new AppError('UNAUTHENTICATED', LOGIN_FAILED);
  }
  await refundLoginAttempt(db, keys);
  return createSession(db, u.id, u.idPessoa, meta);
}

export async function createSession(
  db: Queryable,
  idUsuario: number,
  idPessoa: number,
  meta: { ip: string; userAgent: string; idle?: SessionIdle },
) {
  const user = await loadUser(db, idUsuario, 'session');
  if (!user) throw new AppError('UNAUTHENTICATED', LOGIN_FAILED);
  const idle = meta.idle ?? DEFAULT_SESSION_IDLE;
  const token = newToken();
  const s = await q.insertSessao(db, {
    tokenHash: sha256(token),
    idUsuario,
    idPessoa,
    ip: meta.ip,
    userAgent: meta.userAgent,
    ttlMs: SESSION_TTL_MS,
    inatividadeMin: user.perfis.some((p) => STAFF.has(p.idTipoPerfil)) ? idle.staffMin : idle.outrosMin,
  });
  user.sessionId = s.id;
  return { token, user };
}

/** The session's user; idle or expired sessions give null (401, as any expiry). */
export async function userFromToken(db: Queryable, token: string): Promise<AuthUser | null> {
  const row = await q.findUsuarioDaSessao(db, sha256(token), SESSION_TOUCH_MS);
  if (row?.sessionStale && row.sessionId != null) await q.touchSessao(db, Number(row.sessionId));
  return toAuthUser(row, 'session');
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
