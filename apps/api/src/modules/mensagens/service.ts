import { AppError, MSG, type MensagemInput } from '@rcc/domain';
import type { Db, Queryable } from '../../db/client';
import { sql } from '../../db/sql';
import type { AuthUser } from '../auth/user';
import { htmlToText, sanitizeRichText } from './sanitize';
import { mensagemDestinada } from './scope';
import { publicar } from '../eventos/publicar';

const CORPO = MSG.mensagem.corpoObrigatorio;

function cleanBody(b: MensagemInput): string {
  const html = sanitizeRichText(b.mensagem);
  if (!htmlToText(html) && !/<img\b/i.test(html))
    throw new AppError('VALIDATION', CORPO, { mensagem: CORPO });
  return html;
}

async function setTipos(tx: Queryable, id: number, tipos: number[]) {
  await tx.query(sql`DELETE FROM mensagem_tipo_perfil WHERE id_mensagem = ${id}`);
  await tx.query(sql`INSERT INTO mensagem_tipo_perfil (id_mensagem, id_tipo_perfil)
    SELECT ${id}, t FROM unnest(${[...new Set(tipos)]}::int[]) AS t`);
}

export async function criarMensagem(db: Db, user: AuthUser, b: MensagemInput) {
  const html = cleanBody(b);
  return db.transaction(async (tx) => {
    const [row] = await tx.query<{ id: number }>(sql`
      INSERT INTO mensagem (titulo, mensagem, ativa, id_usuario_criacao)
      VALUES (${b.titulo}, ${html}, ${b.ativa}, ${user.id}) RETURNING id`);
    await setTipos(tx, row!.id, b.idTipoPerfil);
    if (b.ativa === 'S') {
      await publicar(
        tx,
        {
          tipo: 'mensagem.recebida',
          payload: { idMensagem: row!.id, titulo: b.titulo, idsTipoPerfil: [...new Set(b.idTipoPerfil)] },
        },
        user.id,
      );
    }
    return { id: row!.id, mensagem: html };
  });
}

export async function alterarMensagem(db: Db, id: number, b: MensagemInput) {
  const html = cleanBody(b);
  return db.transaction(async (tx) => {
    const [row] = await tx.query<{ id: number }>(sql`
      UPDATE mensagem SET titulo = ${b.titulo}, mensagem = ${html}, ativa = ${b.ativa}, updated_at = now()
      WHERE id = ${id} RETURNING id`);
    if (!row) throw new AppError('NOT_FOUND', 'Mensagem não encontrada.');
    await setTipos(tx, id, b.idTipoPerfil);
    return { id, mensagem: html };
  });
}

/** The popup after login (spec 3 §2): active messages for the user's profile types, not yet read. */
export async function naoLidas(db: Queryable, u: AuthUser) {
  const rows = await db.query<{ id: number; titulo: string; mensagem: string; createdAt: Date }>(
    naoLidasSql(u),
  );
  return { rows, count: rows.length };
}

/** The statement of `naoLidas`, also one part of the Painel's statement (its unread-messages card). */
export const naoLidasSql = (u: AuthUser) => sql`
    SELECT m.id, m.titulo, m.mensagem, m.created_at AS "createdAt"
    FROM mensagem m
    WHERE ${mensagemDestinada(u, 'm')}
      AND NOT EXISTS (SELECT 1 FROM leitura_mensagem l WHERE l.id_mensagem = m.id AND l.id_usuario = ${u.id})
    ORDER BY m.id
    LIMIT 50`;

/**
 * 'Ok' on the popup: one read per (message, user), kept once (unique index); only for messages the
 * user may see.
 */
export async function registrarLeituras(db: Db, u: AuthUser, ids: number[]) {
  const perfis = u.perfis.map((p) => p.id);
  return db.transaction(async (tx) => {
    const rows = await tx.query<{ id: number }>(sql`
      INSERT INTO leitura_mensagem (id_mensagem, id_usuario, id_usuario_perfil)
      SELECT m.id, ${u.id}, (SELECT up.id FROM usuario_perfil up WHERE up.id_usuario = ${u.id}
        AND up.id_perfil = ANY(${perfis}::int[]) ORDER BY up.id LIMIT 1)
      FROM mensagem m
      WHERE m.id = ANY(${ids}::int[]) AND ${mensagemDestinada(u, 'm')}
      ON CONFLICT (id_mensagem, id_usuario) DO NOTHING
      RETURNING id`);
    return { registradas: rows.length };
  });
}
