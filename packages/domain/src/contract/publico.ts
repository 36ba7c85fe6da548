import { z } from 'zod';
import { dateTime, ok, okPage } from './envelope';

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

/**
 * "Onde descartar" (issue #19): an active, validated PEV or ATT destination, with its address and
 * position. No person data: the name only when the destination is a company (a natural person's
 * name is never published), no document, e-mail or phone.
 */
export const localDescartePublico = z.object({
  id: z.number().int(),
  tipo: z.enum(['PEV', 'ATT']),
  nome: texto,
  endereco: texto,
  numero: texto,
  bairro: texto,
  cep: texto,
  lat: z.number().nullable(),
  lon: z.number().nullable(),
});
export type LocalDescartePublico = z.input<typeof localDescartePublico>;

export const publicoContract = {
  transportadores: okPage(transportadorPublico),
  ondeDescartar: ok(z.array(localDescartePublico)),
};
