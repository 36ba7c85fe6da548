import { AppError, TIPO_PERFIL, type TutorialVideo, type TutorialVideoInput } from '@rcc/domain';
import type { Db, Queryable } from '../../db/client';
import { sql } from '../../db/sql';
import type { AuthUser } from '../auth/user';
import { sanitizeRichText } from '../mensagens/sanitize';

export type Video = TutorialVideo;

const tipos = (u: AuthUser) => u.perfis.filter((p) => p.situacaoValidacao !== 'I').map((p) => p.idTipoPerfil);

const SELECT = sql`SELECT id, titulo, subtitulo, url, descricao_html AS "descricaoHtml", tipos_perfil AS "tiposPerfil",
  ordem, ativo FROM tutorial_video`;

/** Spec 3 §2 'Tutorial': a video shows only if the user has one of its profile types. */
export async function videosDoUsuario(db: Queryable, u: AuthUser, todos: boolean): Promise<Video[]> {
  if (todos) return db.query<Video>(sql`${SELECT} ORDER BY ordem, id`);
  return db.query<Video>(
    sql`${SELECT} WHERE ativo AND tipos_perfil && ${tipos(u)}::int[] ORDER BY ordem, id`,
  );
}

/** Issue #19: the videos for the public (those shown to the Cidadão profile), linked from the portal. */
export function videosPublicos(db: Queryable) {
  return db.query<Pick<Video, 'id' | 'titulo' | 'subtitulo' | 'url'>>(sql`
    SELECT id, titulo, subtitulo, url FROM tutorial_video
    WHERE ativo AND ${TIPO_PERFIL.CIDADAO}::int = ANY (tipos_perfil) ORDER BY ordem, id`);
}

export async function salvarVideo(db: Db, id: number | null, b: TutorialVideoInput) {
  const html = b.descricaoHtml ? sanitizeRichText(b.descricaoHtml) : null;
  const [row] = id
    ? await db.query<{ id: number }>(sql`
        UPDATE tutorial_video SET titulo = ${b.titulo}, subtitulo = ${b.subtitulo ?? null}, url = ${b.url},
          descricao_html = ${html}, tipos_perfil = ${b.tiposPerfil}::int[], ordem = ${b.ordem}, ativo = ${b.ativo}
        WHERE id = ${id} RETURNING id`)
    : await db.query<{ id: number }>(sql`
        INSERT INTO tutorial_video (titulo, subtitulo, url, descricao_html, tipos_perfil, ordem, ativo)
        VALUES (${b.titulo}, ${b.subtitulo ?? null}, ${b.url}, ${html}, ${b.tiposPerfil}::int[], ${b.ordem}, ${b.ativo})
        RETURNING id`);
  if (!row) throw new AppError('NOT_FOUND', 'Vídeo não encontrado.');
  return { id: row.id, descricaoHtml: html };
}

export async function excluirVideo(db: Db, id: number) {
  const rows = await db.query(sql`DELETE FROM tutorial_video WHERE id = ${id} RETURNING id`);
  if (!rows.length) throw new AppError('NOT_FOUND', 'Vídeo não encontrado.');
}
