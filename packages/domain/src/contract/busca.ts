import { z } from 'zod';
import { ok } from './envelope';

/** A search term worth sending: 2 characters or more, or a one-digit CTR number (CTR nº 7). */
export const buscaPronta = (q: string): boolean => {
  const term = q.trim();
  return term.length >= 2 || /^\d$/.test(term);
};

/** `GET /api/busca?q=` (issue #15 item 2): the command palette's search. */
export const buscaQuerySchema = z.object({
  q: z
    .string({ error: 'Informe o que buscar.' })
    .trim()
    .max(100, { error: 'A busca aceita no máximo 100 caracteres.' })
    .refine(buscaPronta, { error: 'Digite ao menos 2 caracteres para buscar.' }),
});

/** What was found: a CTR by number, a person by CPF/CNPJ or name, a vehicle by plate, a work site by name. */
const buscaItem = z.object({
  tipo: z.enum(['ctr', 'pessoa', 'veiculo', 'obra']),
  id: z.number().int(),
  titulo: z.string(),
  descricao: z.string(),
});
export type BuscaItem = z.input<typeof buscaItem>;

export const buscaContract = {
  buscar: ok(z.object({ itens: z.array(buscaItem) })),
};
