import { EMAIL_CONFIGURAVEL, type Evento } from '@rcc/domain';
import type { Queryable } from '../../db/client';
import { sql } from '../../db/sql';
import { queueMail } from '../mail/outbox';
import { chaveDescadastro, tokenDescadastro } from './descadastro';
import { destinatarios } from './destinatarios';
import { emailNotificacao } from './email';
import { textoDe } from './textos';

/**
 * The notification consumer, run by `publicar` inside the business transaction (issue #14): one
 * notificacao row per recipient, and the e-mail queued in the outbox for those whose preference
 * for this type has e-mail on without the daily digest (no preference row: e-mail on, no digest).
 */
export async function notificar(
  tx: Queryable,
  idEvento: number,
  e: Evento,
  autor: number | null,
): Promise<void> {
  const lista = await destinatarios(tx, e, autor);
  if (lista.length === 0) return;
  const ids = lista.map((d) => d.id);
  const prefs = await tx.query<{ idUsuario: number; email: boolean; resumoDiario: boolean }>(sql`
    SELECT id_usuario AS "idUsuario", email, resumo_diario AS "resumoDiario"
    FROM notificacao_preferencia WHERE tipo = ${e.tipo} AND id_usuario = ANY(${ids}::int[])`);
  const porUsuario = new Map(prefs.map((p) => [p.idUsuario, p]));
  const configuravel = EMAIL_CONFIGURAVEL(e.tipo);
  const linhas = lista.map((d) => {
    const p = porUsuario.get(d.id);
    const email = configuravel && (p?.email ?? true);
    const resumo = email && (p?.resumoDiario ?? false);
    // Only a digest-bound row waits for e-mail; the others are settled now (queued below, or
    // unwanted, or — occurrence answers — mailed by the spec's own message).
    return { d, t: textoDe(e, d.papel), imediato: email && !resumo, emailResolvido: !resumo };
  });
  await tx.query(sql`
    INSERT INTO notificacao (id_usuario, id_evento, tipo, titulo, texto, link, enviada_email_em)
    SELECT u, ${idEvento}, ${e.tipo}, t, x, l, CASE WHEN m THEN now() END
    FROM unnest(${ids}::int[], ${linhas.map((l) => l.t.titulo)}::text[], ${linhas.map((l) => l.t.texto)}::text[],
      ${linhas.map((l) => l.t.link)}::text[], ${linhas.map((l) => l.emailResolvido)}::bool[]) AS r(u, t, x, l, m)`);
  if (!linhas.some((l) => l.imediato)) return;
  const chave = await chaveDescadastro(tx);
  for (const l of linhas) {
    if (l.imediato)
      await queueMail(tx, emailNotificacao(l.d, e.tipo, l.t, tokenDescadastro(chave, l.d.id, e.tipo)));
  }
}
