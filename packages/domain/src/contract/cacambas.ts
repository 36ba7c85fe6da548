import { z } from 'zod';
import { ok } from './envelope';

const criada = z.object({ id: z.number().int(), numeroIdentificacao: z.string() });

export const cacambasCriadas = z.object({
  id: z.number().int(),
  rows: z.array(criada),
  count: z.number().int(),
});
export type CacambasCriadas = z.output<typeof cacambasCriadas>;

export const cacambaContract = {
  /** `POST /Cacamba`: the bins created at once (1–50), each with its generated number. */
  create: ok(cacambasCriadas),
};
