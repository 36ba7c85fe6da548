import { AppError, MSG } from '@rcc/domain';
import type { Db } from '../../db/client';
import { sha256 } from '../../lib/tokens';
import { clearAccount } from '../auth/throttle';
import { queueUnlockMail } from './links';
import * as q from './queries';

const cpfOf = (login: string) => {
  const digits = login.replace(/\D/g, '');
  return digits.length === 11 && !login.includes('@') ? digits : null;
};

/**
 * Failed logins reached LOGIN_THROTTLE.desbloqueioApos for `login`: its owner gets the unlock link
 * (once per window — the caller sends it only when the count reaches the threshold exactly).
 * Nothing is sent for a login that names no active user, and the caller's answer is the same.
 */
export async function sendUnlockMail(db: Db, login: string, publicUrl: string): Promise<void> {
  const user = await q.findUsuarioAtivoByLogin(db, login.trim(), cpfOf(login.trim()));
  if (!user) return;
  await db.transaction(async (tx) => {
    await queueUnlockMail(tx, publicUrl, user);
  });
}

/** POST /login-desbloqueio: the link is used once and clears the account's counters everywhere. */
export async function unlockAccount(db: Db, input: { id: number; hash: string }, ip: string) {
  await db.transaction(async (tx) => {
    const token = await q.consumeToken(tx, input.id, 'desbloqueio', sha256(input.hash));
    if (!token) throw new AppError('CONFLICT', MSG.sistema.acesso.desbloqueioInvalido);
    const logins = await q.findLoginsDoUsuario(tx, input.id);
    await clearAccount(tx, [logins?.email ?? '', logins?.cpf ?? '']);
    await q.insertAuditoria(tx, {
      entidade: 'usuario',
      idRegistro: input.id,
      acao: 'desbloquear-acesso',
      idUsuario: input.id,
      ip,
    });
  });
  return { message: MSG.sistema.acesso.desbloqueada };
}
