import { z } from 'zod';
import { ok } from './envelope';

const criada = z.object({ id: z.number().int(), numeroIdentificacao: z.string() });

export const cacambaContract = {
  /** `POST /Cacamba`: the bins created at once (1–50), each with its generated number. */
  create: ok(z.object({ id: z.number().int(), rows: z.array(criada), count: z.number().int() })),
};
