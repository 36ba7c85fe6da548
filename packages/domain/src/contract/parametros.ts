import { z } from 'zod';
import { idResult, ok } from './envelope';

export const parametroContract = {
  /** Saved settings: the id and the text the screen shows. */
  salvar: ok(idResult).extend({ message: z.string() }),
  /** The authority's name, phone and contact addresses from Configurações, public (site footer, issue #15). */
  contato: ok(
    z.object({
      nomeOrgao: z.string().nullable(),
      telefoneOrgao: z.string().nullable(),
      emailDuvidas: z.string().nullable(),
      emailSugestoes: z.string().nullable(),
      emailReclamacoes: z.string().nullable(),
    }),
  ),
};

/** What the footer route answers (GET /api/parametro/contato). */
export type ContatoOrgao = z.infer<typeof parametroContract.contato>['data'];
