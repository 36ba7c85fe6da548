import { z } from 'zod';
import { ok, okId } from './envelope';

export const perfilContract = {
  add: ok(z.object({ id: z.number().int(), idTipoPerfil: z.number().int() })),
  update: okId,
  remove: okId,
  situacao: ok(z.object({ id: z.number().int(), situacaoValidacao: z.enum(['P', 'A', 'I']) })),
};
