import { z } from 'zod';
import { dateTime, ok } from './envelope';

/** Long exports on the job queue (issue #18): requested, followed by their progress, downloaded when done. */

/** More sheets than the 500 of one on-screen PDF, up to this many per export. */
export const MAX_FICHAS_EXPORTACAO = 5000;

export const exportacaoFichasBody = z.object({
  ids: z
    .array(z.number().int().positive('Identificador inválido.'), { error: 'Informe as CTRs.' })
    .min(1, 'Informe ao menos uma CTR.')
    .max(MAX_FICHAS_EXPORTACAO, `No máximo ${MAX_FICHAS_EXPORTACAO} CTRs por exportação.`),
});

export const exportacaoRow = z.object({
  id: z.number().int(),
  tipo: z.enum(['fichas-ctr']),
  situacao: z.enum(['pendente', 'gerando', 'pronta', 'falhou']),
  /** 0–100. */
  progresso: z.number().int(),
  total: z.number().int(),
  nomeArquivo: z.string().nullable(),
  erro: z.string().nullable(),
  criadaEm: dateTime,
  concluidaEm: dateTime.nullable(),
});

export const exportacaoContract = {
  criar: ok(exportacaoRow).extend({ message: z.string() }),
  situacao: ok(exportacaoRow),
  arquivo: z.any().describe('O arquivo pronto (PDF), só para quem pediu a exportação.'),
};
