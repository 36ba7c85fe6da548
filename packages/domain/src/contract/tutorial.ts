import { z } from 'zod';
import { ok, okEmpty } from './envelope';

/** A tutorial video (tutorial_video). */
export const tutorialVideo = z.object({
  id: z.number().int(),
  titulo: z.string(),
  subtitulo: z.string().nullable(),
  url: z.string(),
  descricaoHtml: z.string().nullable(),
  tiposPerfil: z.array(z.number().int()),
  ordem: z.number().int(),
  ativo: z.boolean(),
});
export type TutorialVideo = z.output<typeof tutorialVideo>;

export const tutorialContract = {
  videos: ok(z.object({ rows: z.array(tutorialVideo), count: z.number().int() })),
  /** The saved video's id and its description as stored (sanitized HTML). */
  salvar: ok(z.object({ id: z.number().int(), descricaoHtml: z.string().nullable() })),
  excluir: okEmpty,
};
