import { z } from 'zod';
import { dateTime, ok, okPage } from './envelope';

/** An integration key of the person (Editar meus dados): the key itself only once, on creation. */
export const chaveRow = z.object({
  id: z.number().int(),
  clientId: z.string(),
  clientKeyHint: z.string().nullable(),
  idPessoa: z.number().int(),
  idUsuario: z.number().int(),
  excluido: z.enum(['S', 'N']),
  createdAt: dateTime,
  /** The clear key: in the answer that creates it, null everywhere else. */
  clientKey: z.string().nullable(),
});
export type ChaveRow = z.input<typeof chaveRow>;

export const chaveContract = {
  list: okPage(chaveRow),
  save: ok(chaveRow).extend({ message: z.string() }),
};
