import { z } from 'zod';
import { situacaoCtr } from './ctr';
import { dateTime, ok } from './envelope';

/** GET FichaCTR/verificar/:codigo (public): the CTR a printed sheet's code belongs to, and its dates. */
export const fichaVerificacaoResult = z.object({
  id: z.number().int(),
  situacao: situacaoCtr,
  dataHoraSolicitacao: dateTime,
  dataHoraEnvio: dateTime.nullable(),
  dataHoraAlocacao: dateTime.nullable(),
  dataHoraRetirada: dateTime.nullable(),
  dataHoraPesagem: dateTime.nullable(),
  dataHoraRecebimento: dateTime.nullable(),
  /** The latest history row; null only for a CTR without history (none is created so). */
  dataHoraUltimaAlteracao: dateTime.nullable(),
});
export type FichaVerificacaoResult = z.input<typeof fichaVerificacaoResult>;

export const fichaCtrContract = {
  verificar: ok(fichaVerificacaoResult),
  pdf: z.any().describe('Arquivo PDF (application/pdf) com uma ficha por CTR.'),
};
