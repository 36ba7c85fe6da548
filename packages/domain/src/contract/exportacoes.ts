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

/** Rows one spreadsheet of a list holds at most (the synchronous and the background export). */
export const MAX_LINHAS_PLANILHA = 100_000;

/** Above this many rows the export popup offers to make the spreadsheet in the background. */
export const PLANILHA_SEGUNDO_PLANO = 20_000;

const maxLinhas = `No máximo ${MAX_LINHAS_PLANILHA.toLocaleString('pt-BR')} registros por planilha.`;

/**
 * A list's spreadsheet made in the background: the generic find's request of the list (its filters,
 * order and includes), the columns of the sheet and how many rows at most.
 */
export const exportacaoPlanilhaBody = z
  .object({
    where: z.unknown().optional(),
    fields: z.unknown().optional(),
    include: z.unknown().optional(),
    order: z.unknown().optional(),
    reverse: z.boolean({ error: 'Parâmetro reverse inválido.' }).optional(),
    limit: z
      .number({ error: 'Informe quantos registros exportar.' })
      .int('Informe quantos registros exportar.')
      .min(1, 'Informe ao menos um registro.')
      .max(MAX_LINHAS_PLANILHA, maxLinhas),
    columns: z
      .array(z.object({ field: z.string().max(100), header: z.string().max(150) }), {
        error: 'Informe as colunas da planilha.',
      })
      .min(1, 'Informe ao menos uma coluna.')
      .max(100, 'No máximo 100 colunas por planilha.'),
  })
  .strict();
export type ExportacaoPlanilhaBody = z.output<typeof exportacaoPlanilhaBody>;

export const exportacaoRow = z.object({
  id: z.number().int(),
  tipo: z.enum(['fichas-ctr', 'planilha']),
  situacao: z.enum(['pendente', 'gerando', 'pronta', 'falhou']),
  /** 0–100. */
  progresso: z.number().int(),
  /** CTRs asked for (sheets), or rows of the spreadsheet: at most the limit, exact once counted. */
  total: z.number().int(),
  nomeArquivo: z.string().nullable(),
  erro: z.string().nullable(),
  criadaEm: dateTime,
  concluidaEm: dateTime.nullable(),
});

export const exportacaoContract = {
  criar: ok(exportacaoRow).extend({ message: z.string() }),
  situacao: ok(exportacaoRow),
  arquivo: z.any().describe('O arquivo pronto (PDF ou planilha xlsx), só para quem pediu a exportação.'),
};
