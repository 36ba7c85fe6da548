import { AppError, MSG } from '@rcc/domain';
import type { Db } from '../../db/client';
import { hashPassword } from '../../lib/password';
import { sha256 } from '../../lib/tokens';
import { revokeSessoesDoUsuario } from '../auth/service';
import { assertNotBlocked, registerFailure } from '../auth/throttle';
import { queueRecoveryMail } from './links';
import * as q from './queries';

interface Meta {
  ip: string;
  publicUrl: string;
}

const cpfOf = (login: string) => {
  const digits = login.replace(/\D/g, '');
  return digits.length === 11 && !login.includes('@') ? digits : null;
};

/** 'maria@example.com' → 'ma***@example.com': a CPF typed in must not reveal the whole address. */
function maskEmail(email: string): string {
  const [user = '', domain = ''] = email.split('@');
  return `${user.slice(0, 2)}***@${domain}`;
}

/**
 * POST /login-recovery. Every request counts against the address and the account, so the link
 * cannot be used to flood a mailbox or probe accounts (429 after THROTTLE.blockAfter).
 */
export async function requestRecovery(db: Db, input: { username: string; idPessoa: number }, meta: Meta) {
  const login = input.username.trim();
  const keys = [`recovery:ip:${meta.ip}`, `recovery:user:${login.toLowerCase()}`];
  await assertNotBlocked(db, keys);
  await registerFailure(db, keys);
  const user = await q.findUsuarioByLogin(db, login, cpfOf(login), input.idPessoa);
  if (user?.ativo !== 'S') throw new AppError('NOT_FOUND', MSG.recuperacao.usuarioNaoEncontrado);
  await db.transaction(async (tx) => {
    await queueRecoveryMail(tx, meta.publicUrl, user);
    await q.insertAuditoria(tx, {
      entidade: 'usuario',
      idRegistro: user.id,
      acao: 'solicitar-recuperacao-senha',
      idUsuario: null,
      ip: meta.ip,
    });
  });
  const shown = login.includes('@') ? user.email : maskEmail(user.email);
  return { message: MSG.recuperacao.enviada(shown), email: shown };
}

/** POST /login-update: the link is used once; the new password ends every other session. */
export async function updatePassword(
  db: Db,
  input: { id: number; hash: string; password: string },
  ip: string,
) {
  const senhaHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    const token = await q.consumeToken(tx, input.id, 'recuperacao', sha256(input.hash));
    if (!token) throw new AppError('CONFLICT', MSG.senha.falhaAtualizar);
    if (!(await q.updateSenha(tx, input.id, senhaHash)))
      throw new AppError('CONFLICT', MSG.senha.falhaAtualizar);
    await revokeSessoesDoUsuario(tx, input.id);
    await q.insertAuditoria(tx, {
      entidade: 'usuario',
      idRegistro: input.id,
      acao: 'recuperar-senha',
      idUsuario: input.id,
      ip,
    });
  });
  return { message: MSG.senha.atualizada };
}

/**
 * POST /login-confirme-email. Opening the same valid link again answers success (mail scanners
 * and double clicks), but a link never confirms anything else.
 */
export async function confirmEmail(db: Db, input: { id: number; hash: string }, ip: string) {
  const tokenHash = sha256(input.hash);
  await db.transaction(async (tx) => {
    const token = await q.consumeToken(tx, input.id, 'confirmacao', tokenHash);
    if (token) {
      if (!(await q.confirmEmail(tx, input.id))) throw new AppError('CONFLICT', MSG.confirmacaoEmail.falha);
      await q.insertAuditoria(tx, {
        entidade: 'usuario',
        idRegistro: input.id,
        acao: 'confirmar-email',
        idUsuario: input.id,
        ip,
      });
      return;
    }
    const again =
      (await q.findUsedToken(tx, input.id, 'confirmacao', tokenHash)) &&
      (await q.isEmailValidado(tx, input.id));
    if (!again) throw new AppError('CONFLICT', MSG.confirmacaoEmail.falha);
  });
  return { message: MSG.confirmacaoEmail.confirmado };
}
