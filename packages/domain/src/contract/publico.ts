import { z } from 'zod';
import { dateTime, okPage } from './envelope';

const texto = z.string().nullable();

/** A licensed transporter of the public list (doc 1 §2.3): a validated transporter profile. */
export const transportadorPublico = z.object({
  id: z.number().int(),
  idTipoPerfil: z.number().int(),
  situacaoValidacao: z.enum(['P', 'A', 'I']),
  dataValidadeCltrcc: dateTime,
  quantidadeCacambas: z.number().int(),
  quantidadeVeiculos: z.number().int(),
  pessoa: z.object({
    id: z.number().int(),
    tipoPessoa: z.enum(['F', 'J']),
    nomeRazaoSocial: z.string(),
    siglaNome: texto,
    email: texto,
    celular: texto,
    telefone: texto,
    cep: texto,
    uf: texto,
    codIbge: z.number().int().nullable(),
    bairro: texto,
    endereco: texto,
    complemento: texto,
    numero: texto,
    municipio: z.object({ codIbge: z.number().int(), nome: z.string(), uf: z.string() }).nullable(),
  }),
});
export type TransportadorPublico = z.input<typeof transportadorPublico>;
/** The row as the database gives it (the validity a Date). */
export type TransportadorPublicoRow = z.output<typeof transportadorPublico>;

export const publicoContract = {
  transportadores: okPage(transportadorPublico),
};
