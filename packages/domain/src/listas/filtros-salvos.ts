import { z } from 'zod';
import { ok, okEmpty, okId } from '../contract/envelope';

/**
 * Named filters a user saves per grid (issue #17 item 5): the grid's address query (filters, sort,
 * page size) under a name, kept on the server per user, so they follow the user to any browser.
 */
export const FILTRO_SALVO_LIMITE = 50;

/** A grid's key (its `columnsKey`, e.g. `localizar-ctr`). */
const grade = z
  .string()
  .trim()
  .regex(/^[a-z0-9-]{1,60}$/, 'Grade inválida.');

export const filtroSalvoSchema = z.object({
  grade,
  nome: z.string().trim().min(1, 'Informe um nome para o filtro.').max(80, 'Use até 80 caracteres.'),
  /** The address query without `?` (column filters, `ordem`, `porPagina`; never the page). */
  consulta: z.string().max(2000, 'O filtro é longo demais: use até 2.000 caracteres.'),
});
export type FiltroSalvoInput = z.input<typeof filtroSalvoSchema>;

export const filtroSalvoRow = z.object({
  id: z.number().int(),
  grade: z.string(),
  nome: z.string(),
  consulta: z.string(),
});
export type FiltroSalvo = z.output<typeof filtroSalvoRow>;

export const filtrosSalvosContract = {
  list: ok(z.object({ rows: z.array(filtroSalvoRow), count: z.number().int() })),
  save: okId.extend({ message: z.string() }),
  remove: okEmpty.extend({ message: z.string() }),
};

export const MSG_FILTROS = {
  salvo: 'Filtro salvo.',
  excluido: 'Filtro excluído.',
  limite: `Você já tem ${FILTRO_SALVO_LIMITE} filtros salvos nesta lista: exclua algum antes de salvar outro.`,
  naoEncontrado: 'Filtro não encontrado.',
} as const;
