import { z } from 'zod';
import { idResult, ok } from './envelope';

export const parametroContract = {
  /** Saved settings: the id and the text the screen shows. */
  salvar: ok(idResult).extend({ message: z.string() }),
  /** The authority's contact addresses from Configurações, public (site footer, issue #15). */
  contato: ok(
    z.object({
      emailDuvidas: z.string().nullable(),
      emailSugestoes: z.string().nullable(),
      emailReclamacoes: z.string().nullable(),
    }),
  ),
};
