import crypto from 'node:crypto';
import { AppError, TIPOS_EVENTO, type TipoEvento } from '@rcc/domain';
import type { Queryable } from '../../db/client';
import { sql } from '../../db/sql';

const MSG_LINK_INVALIDO =
  'Link de descadastro inválido ou alterado. Use o link completo do e-mail ou altere suas preferências em Minha conta › Notificações.';

/** The signing key, created at random on first use and kept in the database (shared by instances). */
export async function chaveDescadastro(db: Queryable): Promise<string> {
  const [row] = await db.query<{ chave: string }>(sql`SELECT chave FROM notificacao_segredo WHERE id = 1`);
  if (row) return row.chave;
  await db.query(sql`
    INSERT INTO notificacao_segredo (id, chave) VALUES (1, ${crypto.randomBytes(32).toString('base64url')})
    ON CONFLICT (id) DO NOTHING`);
  const [criada] = await db.query<{ chave: string }>(sql`SELECT chave FROM notificacao_segredo WHERE id = 1`);
  return criada!.chave;
}

const assinar = (segredo: string, corpo: string) =>
  crypto.createHmac('sha256', segredo).update(corpo).digest('base64url');

/**
 * What a link unsubscribes from: the e-mails of one event type, or ('resumo') the daily digest,
 * i.e. every type the user had sent to the digest.
 */
export type AlvoDescadastro = TipoEvento | 'resumo';

/** The one-click unsubscribe token of an e-mail: HMAC-signed {idUsuario, tipo}; no login needed. */
export function tokenDescadastro(chave: string, idUsuario: number, tipo: AlvoDescadastro): string {
  const corpo = Buffer.from(JSON.stringify({ u: idUsuario, t: tipo })).toString('base64url');
  return `${corpo}.${assinar(chave, corpo)}`;
}

/** Checks the signature and reads the token; a tampered or malformed token is a 400. */
export async function lerTokenDescadastro(
  db: Queryable,
  token: string,
): Promise<{ idUsuario: number; tipo: AlvoDescadastro }> {
  const invalido = new AppError('VALIDATION', MSG_LINK_INVALIDO);
  const [corpo, assinatura, ...resto] = token.split('.');
  if (!corpo || !assinatura || resto.length) throw invalido;
  const esperada = Buffer.from(assinar(await chaveDescadastro(db), corpo));
  const recebida = Buffer.from(assinatura);
  if (esperada.length !== recebida.length || !crypto.timingSafeEqual(esperada, recebida)) throw invalido;
  let dados: { u?: unknown; t?: unknown };
  try {
    dados = JSON.parse(Buffer.from(corpo, 'base64url').toString('utf8'));
  } catch {
    throw invalido;
  }
  const { u, t } = dados;
  if (!Number.isInteger(u) || (t !== 'resumo' && !(TIPOS_EVENTO as readonly unknown[]).includes(t)))
    throw invalido;
  return { idUsuario: u as number, tipo: t as AlvoDescadastro };
}
