import { MSG, MSG_ACESSO } from '@rcc/domain';
import type { Db } from '../../db/client';
import { createSession, type SessionIdle } from '../auth/service';
import type { OidcProviderConfig } from './config';
import { finishAuthorization } from './oidc';
import * as q from './queries';
import { issueRegistrationTicket } from './tickets';

export type SocialOutcome =
  | { kind: 'session'; token: string }
  | { kind: 'cadastro'; ticket: string }
  | { kind: 'erro'; message: string };

/** Same rule as the password login: active user, confirmed e-mail, person Ativo or Pendente. */
const mayLogIn = (u: { ativo: string; emailValidado: string; situacao: string }) =>
  u.ativo === 'S' && u.emailValidado === 'S' && (u.situacao === 'Ativo' || u.situacao === 'Pendente');

/**
 * After the provider's redirect: a known account logs in (preferring the person chosen on the
 * login screen); an unknown one gets a registration ticket so the popup opens prefilled.
 */
export async function completeSocialLogin(
  db: Db,
  cfg: OidcProviderConfig,
  authType: string,
  currentUrl: URL,
  checks: { state: string; nonce: string; verifier: string; idPessoa: number | null },
  meta: { ip: string; userAgent: string; idle?: SessionIdle },
  log: { warn(obj: object, msg: string): void },
): Promise<SocialOutcome> {
  let identity: q.SocialIdentity;
  try {
    identity = await finishAuthorization(cfg, authType, currentUrl, checks);
  } catch (err) {
    log.warn({ err, provider: authType }, 'login social recusado');
    return { kind: 'erro', message: MSG_ACESSO.social.falha };
  }
  const users = await q.findSocialUsers(db, identity.authType, identity.idAuth);
  if (users.length === 0) return { kind: 'cadastro', ticket: await issueRegistrationTicket(db, identity) };
  const eligible = users.filter(mayLogIn);
  const chosen = eligible.find((u) => u.idPessoa === checks.idPessoa) ?? eligible[0];
  if (!chosen) return { kind: 'erro', message: MSG.login.falha };
  const { token } = await createSession(db, chosen.id, chosen.idPessoa, meta);
  return { kind: 'session', token };
}
