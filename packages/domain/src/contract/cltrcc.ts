import { z } from 'zod';
import { dateTime, ok } from './envelope';

/** The public check of a CLTRCC by its verification code (a natural person's CPF masked). */
export const cltrccVerificacao = z.object({
  codigo: z.string().nullable(),
  nomeRazaoSocial: z.string(),
  cpfCnpj: z.string(),
  municipio: z.string().nullable(),
  uf: z.string().nullable(),
  dataAprovacao: dateTime.nullable(),
  dataValidadeCltrcc: dateTime.nullable(),
  valido: z.boolean(),
  situacao: z.enum(['Válido', 'Vencido', 'Inválido']),
});
export type CltrccVerificacao = z.input<typeof cltrccVerificacao>;

export const cltrccContract = {
  pdf: z.any().describe('Arquivo PDF (application/pdf) do certificado CLTRCC.'),
  verificar: ok(cltrccVerificacao),
};
