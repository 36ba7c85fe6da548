import { z } from 'zod';
import { ok } from './envelope';

export const reclamacaoContract = {
  /** `POST /reclamacao`: the record, the queued mail (null without a configured address) and the text shown. */
  enviar: ok(
    z.object({
      id: z.number().int(),
      idEmail: z.number().int().nullable(),
      anexos: z.number().int(),
      mensagem: z.string(),
    }),
  ),
};
