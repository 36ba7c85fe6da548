import type { Queryable } from '../../db/client';
import { newToken, sha256 } from '../../lib/tokens';
import { confirmationMail, recoveryMail, unlockMail } from '../mail/templates';
import { queueMail } from '../mail/outbox';
import * as q from './queries';

/**
 * The single-use links mailed to a user: `${publicUrl}/<path>/:idUsuario/:token`. The token is 32
 * random bytes; only its sha256 is stored. Doc 1 §2.2: recovery links last 24 h, confirmation links
 * a week (people read mail late); issue #12 item 3: an unlock link an hour.
 */
const LINKS = {
  recuperacao: { path: 'recovery', ttlMs: 24 * 60 * 60 * 1000, mail: recoveryMail },
  confirmacao: { path: 'confirmed', ttlMs: 7 * 24 * 60 * 60 * 1000, mail: confirmationMail },
  desbloqueio: { path: 'desbloqueio', ttlMs: 60 * 60 * 1000, mail: unlockMail },
} as const;

async function queueLinkMail(
  tx: Queryable,
  finalidade: keyof typeof LINKS,
  publicUrl: string,
  user: { id: number; nome: string; email: string },
  idUsuarioCriacao: number | null = null,
): Promise<void> {
  const { path, ttlMs, mail } = LINKS[finalidade];
  const token = newToken(32);
  await q.insertToken(tx, {
    idUsuario: user.id,
    finalidade,
    tokenHash: sha256(token),
    ttlMs,
    idUsuarioCriacao,
  });
  await queueMail(tx, mail(user, `${publicUrl.replace(/\/+$/, '')}/${path}/${user.id}/${token}`));
}

/** The recovery link; also used by the people register's 'Recuperar Senha' (who created it). */
export const queueRecoveryMail = (
  tx: Queryable,
  publicUrl: string,
  user: { id: number; nome: string; email: string },
  idUsuarioCriacao: number | null = null,
) => queueLinkMail(tx, 'recuperacao', publicUrl, user, idUsuarioCriacao);

export const queueConfirmationMail = (
  tx: Queryable,
  publicUrl: string,
  user: { id: number; nome: string; email: string },
) => queueLinkMail(tx, 'confirmacao', publicUrl, user);

export const queueUnlockMail = (
  tx: Queryable,
  publicUrl: string,
  user: { id: number; nome: string; email: string },
) => queueLinkMail(tx, 'desbloqueio', publicUrl, user);
