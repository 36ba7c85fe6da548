import { AppError, MSG_ACESSO } from '@rcc/domain';
import type { Queryable } from '../../db/client';
import { newToken, sha256 } from '../../lib/tokens';
import * as q from './queries';

/** The identity an OpenID Connect provider vouched for (what a registration ticket carries). */
export type { SocialIdentity } from './queries';

/** An unknown social account has this long to finish the registration popup. */
const TICKET_TTL_MS = 30 * 60 * 1000;

/**
 * A registration ticket for an unknown social identity: 32 random bytes, stored hashed, short-lived
 * and single-use. The identity is kept on the server, so the client cannot forge or alter it.
 */
export async function issueRegistrationTicket(db: Queryable, identity: q.SocialIdentity): Promise<string> {
  const ticket = newToken(32);
  await q.insertTicket(db, sha256(ticket), identity, TICKET_TTL_MS);
  return ticket;
}

/** What the popup may prefill (GET /auth/cadastro/:ticket); the ticket stays valid. */
export async function peekRegistrationTicket(db: Queryable, ticket: string) {
  const id = await q.findTicket(db, sha256(ticket));
  if (!id) throw new AppError('NOT_FOUND', MSG_ACESSO.social.ticketInvalido);
  return { authType: id.authType, email: id.email, nome: id.nome };
}

/** Used inside the registration transaction: the ticket is spent only if the registration commits. */
export async function consumeRegistrationTicket(tx: Queryable, ticket: string): Promise<q.SocialIdentity> {
  const id = await q.consumeTicket(tx, sha256(ticket));
  if (!id)
    throw new AppError('VALIDATION', MSG_ACESSO.social.ticketInvalido, {
      socialTicket: MSG_ACESSO.social.ticketInvalido,
    });
  return id;
}
