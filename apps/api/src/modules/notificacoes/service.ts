import {
  AppError,
  EMAIL_CONFIGURAVEL,
  type PreferenciaNotificacao,
  ROTULO_EVENTO,
  TIPOS_EVENTO,
  type TipoEvento,
} from '@rcc/domain';
import type { Db, Queryable } from '../../db/client';
import { sql } from '../../db/sql';
import { lerTokenDescadastro } from './descadastro';

interface Pagina {
  naoLidas: boolean;
  limit: number;
  offset: number;
}

/** The caller's notifications, newest first; every row is scoped to the caller. */
export async function listarNotificacoes(db: Queryable, idUsuario: number, p: Pagina) {
  const soNaoLidas = p.naoLidas ? sql`AND lida_em IS NULL` : sql``;
  const rows = await db.query<{
    id: number;
    tipo: TipoEvento;
    titulo: string;
    texto: string;
    link: string | null;
    criadaEm: Date;
    lidaEm: Date | null;
  }>(sql`
    SELECT id, tipo, titulo, texto, link, criada_em AS "criadaEm", lida_em AS "lidaEm"
    FROM notificacao WHERE id_usuario = ${idUsuario} ${soNaoLidas}
    ORDER BY id DESC LIMIT ${p.limit} OFFSET ${p.offset}`);
  const [n] = await db.query<{ n: number }>(sql`
    SELECT count(*)::int AS n FROM notificacao WHERE id_usuario = ${idUsuario} ${soNaoLidas}`);
  return { rows, count: n?.n ?? 0 };
}

/** The bell's badge: polled every minute by every open page, so one index-only count. */
export async function contarNaoLidas(db: Queryable, idUsuario: number) {
  const [n] = await db.query<{ n: number }>(sql`
    SELECT count(*)::int AS n FROM notificacao WHERE id_usuario = ${idUsuario} AND lida_em IS NULL`);
  return { naoLidas: n?.n ?? 0 };
}

/** Marks one of the caller's notifications read; another user's (or none) is a 404. */
export async function marcarLida(db: Queryable, idUsuario: number, id: number) {
  const rows = await db.query<{ id: number }>(sql`
    UPDATE notificacao SET lida_em = coalesce(lida_em, now())
    WHERE id = ${id} AND id_usuario = ${idUsuario} RETURNING id`);
  if (!rows[0]) throw new AppError('NOT_FOUND', 'Notificação não encontrada.');
  return { marcadas: 1 };
}

export async function marcarTodasLidas(db: Queryable, idUsuario: number) {
  const rows = await db.query<{ id: number }>(sql`
    UPDATE notificacao SET lida_em = now() WHERE id_usuario = ${idUsuario} AND lida_em IS NULL RETURNING id`);
  return { marcadas: rows.length };
}

/** Every event type with the caller's choice (no row: e-mail on, no digest) and its label. */
export async function lerPreferencias(db: Queryable, idUsuario: number) {
  const rows = await db.query<{ tipo: string; email: boolean; resumoDiario: boolean }>(sql`
    SELECT tipo, email, resumo_diario AS "resumoDiario" FROM notificacao_preferencia WHERE id_usuario = ${idUsuario}`);
  const salvas = new Map(rows.map((r) => [r.tipo, r]));
  return TIPOS_EVENTO.map((tipo) => ({
    tipo,
    rotulo: ROTULO_EVENTO[tipo],
    emailConfiguravel: EMAIL_CONFIGURAVEL(tipo),
    email: salvas.get(tipo)?.email ?? true,
    resumoDiario: salvas.get(tipo)?.resumoDiario ?? false,
  }));
}

async function gravar(tx: Queryable, idUsuario: number, p: PreferenciaNotificacao) {
  await tx.query(sql`
    INSERT INTO notificacao_preferencia (id_usuario, tipo, email, resumo_diario)
    VALUES (${idUsuario}, ${p.tipo}, ${p.email}, ${p.email && p.resumoDiario})
    ON CONFLICT (id_usuario, tipo) DO UPDATE SET email = excluded.email, resumo_diario = excluded.resumo_diario`);
}

/** Saves the caller's choices; a digest without e-mail means nothing, so it is kept off. */
export async function salvarPreferencias(db: Db, idUsuario: number, prefs: PreferenciaNotificacao[]) {
  await db.transaction(async (tx) => {
    for (const p of prefs) await gravar(tx, idUsuario, p);
  });
  return lerPreferencias(db, idUsuario);
}

/**
 * The one-click unsubscribe of an e-mail (no login): the signed token names the user and the
 * event type — or the daily digest, which turns e-mail off for every type sent to the digest.
 */
export async function descadastrar(db: Db, token: string) {
  const { idUsuario, tipo } = await lerTokenDescadastro(db, token);
  return db.transaction(async (tx) => {
    const [u] = await tx.query<{ id: number }>(
      sql`SELECT id FROM usuario WHERE id = ${idUsuario} AND excluido = 'N'`,
    );
    if (!u) throw new AppError('NOT_FOUND', 'Usuário do link de descadastro não encontrado.');
    if (tipo === 'resumo') {
      await tx.query(sql`
        UPDATE notificacao_preferencia SET email = false, resumo_diario = false
        WHERE id_usuario = ${idUsuario} AND resumo_diario`);
      // What still waited for the next digest is not sent either.
      await tx.query(sql`
        UPDATE notificacao SET enviada_email_em = now()
        WHERE id_usuario = ${idUsuario} AND enviada_email_em IS NULL AND enviada_resumo_em IS NULL`);
      return { tipo, rotulo: 'Resumo diário por e-mail' };
    }
    await gravar(tx, idUsuario, { tipo, email: false, resumoDiario: false });
    return { tipo, rotulo: ROTULO_EVENTO[tipo] };
  });
}
