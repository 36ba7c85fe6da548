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
 * "Onde descartar" (issue #19): an active, validated destination that receives from the public (PEV
 * and ATT by default, others flagged by the authority), with its address, position, opening hours,
 * accepted waste classes and small-generator volume limit. No person data: the name only when the
 * destination is a company (a natural person's name is never published), no document, e-mail or phone.
 */
export const localDescartePublico = z.object({
  id: z.number().int(),
  tipo: z.enum(['PEV', 'ATT', 'Aterro', 'Recicladora']),
  nome: texto,
  endereco: texto,
  numero: texto,
  bairro: texto,
  cep: texto,
  regiao: texto,
  lat: z.number().nullable(),
  lon: z.number().nullable(),
  horarioFuncionamento: texto,
  limitePequenoGeradorM3: z.number().nullable(),
  classesAceitas: z.array(z.string()),
  /** From the visitor's point (CEP, address or device), when one was given. */
  distanciaKm: z.number().nullable(),
});
export type LocalDescartePublico = z.input<typeof localDescartePublico>;

/** Where the distances were measured from (the CEP's or address's point, or the device's). */
const origemDescarte = z.object({ lat: z.number(), lon: z.number(), endereco: texto });

/** What the authority edits on a destination for the public, and the classes to choose from. */
export const atendimentoPublico = z.object({
  idPerfil: z.number().int(),
  tipoDestinoFinal: texto,
  recebePublico: z.boolean().nullable(),
  /** The flag applied: the explicit choice, or the type's default. */
  recebePublicoEfetivo: z.boolean(),
  horarioFuncionamento: texto,
  limitePequenoGeradorM3: z.number().nullable(),
  classesAceitas: z.array(z.number().int()),
  classesDisponiveis: z.array(z.object({ id: z.number().int(), classe: z.string() })),
});
export type AtendimentoPublico = z.input<typeof atendimentoPublico>;

/** A tutorial video for the public, linked from the portal. */
const tutorialPublico = z.object({
  id: z.number().int(),
  titulo: z.string(),
  subtitulo: texto,
  url: z.string(),
});
export type TutorialPublico = z.input<typeof tutorialPublico>;

export const publicoContract = {
  tutoriais: ok(z.array(tutorialPublico)),
  transportadores: okPage(transportadorPublico),
  ondeDescartar: ok(z.object({ origem: origemDescarte.nullable(), locais: z.array(localDescartePublico) })),
  atendimentoPublico: ok(atendimentoPublico),
};
export type OndeDescartarResultado = z.input<typeof publicoContract.ondeDescartar>['data'];
