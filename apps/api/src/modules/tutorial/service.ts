import { AppError, type TutorialVideo } from '@rcc/domain';
import { z } from 'zod';
import type { Db, Queryable } from '../../db/client';
import { sql } from '../../db/sql';
import type { AuthUser } from '../auth/user';
import { sanitizeRichText } from '../mensagens/sanitize';

export type Video = TutorialVideo;

export const videoBody = z.object({
  titulo: z
    .string({ error: 'O título é obrigatório.' })
    .trim()
    .min(1, 'O título é obrigatório.')
    .max(150, 'O título aceita até 150 caracteres.'),
  subtitulo: z.string().trim().max(200, 'O subtítulo aceita até 200 caracteres.').nullish(),
  url: z
    .string({ error: 'O endereço do vídeo é obrigatório.' })
    .trim()
    .max(500)
    .regex(/^(https:\/\/|\/)[^\s"'<>]+$/, 'Informe um endereço https:// ou um caminho do próprio sistema.'),
  descricaoHtml: z.string().max(50_000).nullish(),
  tiposPerfil: z
    .array(z.number().int().min(1).max(10))
    .min(1, 'Selecione ao menos um tipo de perfil.')
    .max(10),
  ordem: z.number().int().min(0).max(10_000).default(0),
  ativo: z.boolean().default(true),
});
export type VideoBody = z.infer<typeof videoBody>;

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

export async function salvarVideo(db: Db, id: number | null, b: VideoBody) {
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
