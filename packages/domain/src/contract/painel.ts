import { z } from 'zod';
import { ok } from './envelope';

/** The Painel's card groups, one per kind of work (issue #14 item 1); one API call each. */
export const GRUPOS_PAINEL = [
  'transportador',
  'gerador',
  'destino',
  'secretaria',
  'fiscalizacao',
  'cidadao',
] as const;
export type GrupoPainel = (typeof GRUPOS_PAINEL)[number];

export const TITULO_GRUPO_PAINEL: Record<GrupoPainel, string> = {
  transportador: 'Transportador',
  gerador: 'Gerador',
  destino: 'Destino Final',
  secretaria: 'Secretaria',
  fiscalizacao: 'Fiscalização',
  cidadao: 'Cidadão',
};

/** One of a card's most urgent rows. `quando` is ISO 8601 text; `link` an app path or a map address. */
const painelItem = z.object({
  id: z.number().int(),
  titulo: z.string(),
  detalhe: z.string().nullable(),
  quando: z.string().nullable(),
  link: z.string().nullable(),
  /** Transporter of a request (the inline accept picks its vehicle and bin). */
  idTransportador: z.number().int().optional(),
});
export type PainelItem = z.input<typeof painelItem>;

/**
 * A card: `contagem` rows of the list that `link` opens already filtered (null: a shortcut or a
 * figure without a list); up to five `itens`; `valor` a figure shown instead of a count.
 */
const painelCard = z.object({
  chave: z.string(),
  titulo: z.string(),
  contagem: z.number().int().nullable(),
  valor: z.string().nullable(),
  link: z.string().nullable(),
  linkTexto: z.string(),
  itens: z.array(painelItem),
  /** An action the card offers on each item ('avaliar': accept or decline a request). */
  acao: z.enum(['avaliar']).nullable(),
});
export type PainelCard = z.input<typeof painelCard>;

const semana = z.object({
  /** Monday of the week (YYYY-MM-DD). */
  inicio: z.string(),
  abertas: z.number().int(),
  recebidas: z.number().int(),
});

/** The city's indicators (Secretaria / Administrador). */
const indicadores = z.object({
  /** When these figures were computed (ISO instant): an API instance keeps them up to a minute. */
  calculadoEm: z.string(),
  abertasSemana: z.number().int(),
  recebidasSemana: z.number().int(),
  volumeMesPorClasse: z.array(z.object({ classe: z.string(), volume: z.number() })),
  semanas: z.array(semana),
});
export type PainelIndicadores = z.input<typeof indicadores>;

const painelGrupo = z.object({
  grupo: z.enum(GRUPOS_PAINEL),
  titulo: z.string(),
  cards: z.array(painelCard),
  indicadores: indicadores.optional(),
});
export type PainelGrupoData = z.input<typeof painelGrupo>;

export const painelContract = {
  grupos: ok(z.object({ grupos: z.array(z.object({ grupo: z.enum(GRUPOS_PAINEL), titulo: z.string() })) })),
  grupo: ok(painelGrupo),
};
