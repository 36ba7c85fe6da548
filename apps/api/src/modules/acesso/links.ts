import type { Queryable } from '../../db/client';
import { newToken, sha256 } from '../../lib/tokens';
import { confirmationMail, recoveryMail, unlockMail } from '../mail/templates';
import { queueMail } from '../mail/outbox';
import * as q from './queries';

/** Doc 1 §2.2: recovery links last 24 h; confirmation links a week (people read mail late). */
const RECOVERY_TTL_MS = 24 * 60 * 60 * 1000;
const CONFIRMATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** Issue #12 item 3: the unlock link of an account slowed by failed logins lasts an hour. */
const UNLOCK_TTL_MS = 60 * 60 * 1000;

const base = (publicUrl: string) => publicUrl.replace(/\/+$/, '');

/**
 * A single-use password link `${publicUrl}/recovery/:idUsuario/:token`. The token is 32 random
 * bytes; only its sha256 is stored. Also used by the people register's 'Recuperar Senha'.
 */
async function issueRecoveryLink(
  tx: Queryable,
  publicUrl: string,
  idUsuario: number,
  idUsuarioCriacao: number | null = null,
): Promise<string> {
  const token = newToken(32);
  await q.insertToken(tx, {
    idUsuario,
    finalidade: 'recuperacao',
    tokenHash: sha256(token),
    ttlMs: RECOVERY_TTL_MS,
    idUsuarioCriacao,
  });
  return `${base(publicUrl)}/recovery/${idUsuario}/${token}`;
}

export async function queueRecoveryMail(
  tx: Queryable,
  publicUrl: string,
  user: { id: number; nome: string; email: string },
  idUsuarioCriacao: number | null = null,
): Promise<void> {
  const link = await issueRecoveryLink(tx, publicUrl, user.id, idUsuarioCriacao);
  await queueMail(tx, recoveryMail(user, link));
}

/** Queues the confirmation e-mail with `${publicUrl}/confirmed/:idUsuario/:token`. */
export async function queueConfirmationMail(
  tx: Queryable,
  publicUrl: string,
  user: { id: number; nome: string; email: string },
): Promise<void> {
  const token = newToken(32);
  await q.insertToken(tx, {
    idUsuario: user.id,
    finalidade: 'confirmacao',
    tokenHash: sha256(token),
    ttlMs: CONFIRMATION_TTL_MS,
    idUsuarioCriacao: null,
  });
  await queueMail(tx, confirmationMail(user, `${base(publicUrl)}/confirmed/${user.id}/${token}`));
}

/** Queues the unlock e-mail with `${publicUrl}/desbloqueio/:idUsuario/:token` (single use). */
export async function queueUnlockMail(
  tx: Queryable,
  publicUrl: string,
  user: { id: number; nome: string; email: string },
): Promise<void> {
  const token = newToken(32);
  await q.insertToken(tx, {
    idUsuario: user.id,
    finalidade: 'desbloqueio',
    tokenHash: sha256(token),
    ttlMs: UNLOCK_TTL_MS,
    idUsuarioCriacao: null,
  });
  await queueMail(tx, unlockMail(user, `${base(publicUrl)}/desbloqueio/${user.id}/${token}`));
}
