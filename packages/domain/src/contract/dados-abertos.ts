import { z } from 'zod';
import { dateTime, ok } from './envelope';

/**
 * Open data (issue #19 items 3–4): the public datasets, their data dictionary and their rows. The
 * same field names are used in the JSON and the CSV downloads. A cell built from fewer than
 * 5 CTRs, occurrences or persons is suppressed: null in JSON, empty in CSV.
 */
export const CONJUNTOS_DADOS_ABERTOS = [
  'indicadores-mensais',
  'volume-por-classe',
  'volume-por-tipo-destino',
] as const;
export type ConjuntoDadosAbertos = (typeof CONJUNTOS_DADOS_ABERTOS)[number];

export const campoDicionario = z.object({
  campo: z.string(),
  tipo: z.enum(['texto', 'inteiro', 'decimal']),
  unidade: z.string().nullable(),
  significado: z.string(),
});
export type CampoDicionario = z.infer<typeof campoDicionario>;

const SUPRIMIDO = ' Vazio quando calculado a partir de menos de 5 CTRs ou pessoas.';
const comuns: CampoDicionario[] = [
  { campo: 'mes', tipo: 'texto', unidade: 'AAAA-MM', significado: 'Mês civil (horário de Brasília).' },
  {
    campo: 'regiao_codigo',
    tipo: 'texto',
    unidade: null,
    significado: 'Código da região administrativa; "cidade" para o total da cidade (inclui CTRs sem região).',
  },
  { campo: 'regiao_nome', tipo: 'texto', unidade: null, significado: 'Nome da região administrativa.' },
];
const volume = (categoria: CampoDicionario): CampoDicionario[] => [
  ...comuns,
  categoria,
  {
    campo: 'ctrs',
    tipo: 'inteiro',
    unidade: 'CTRs',
    significado: `CTRs recebidas no destino no mês.${SUPRIMIDO}`,
  },
  {
    campo: 'volume_m3',
    tipo: 'decimal',
    unidade: 'm³',
    significado: `Volume declarado dos resíduos das CTRs recebidas no mês.${SUPRIMIDO}`,
  },
];

/** Title, description and data dictionary of each dataset. */
export const DICIONARIO_DADOS_ABERTOS: Record<
  ConjuntoDadosAbertos,
  { titulo: string; descricao: string; campos: CampoDicionario[] }
> = {
  'indicadores-mensais': {
    titulo: 'Indicadores mensais por região',
    descricao:
      'CTRs abertas, destinadas e que ficaram Irregulares, tempo médio da alocação ao recebimento, ocorrências, transportadores licenciados e caçambas.',
    campos: [
      ...comuns,
      {
        campo: 'ctrs_abertas',
        tipo: 'inteiro',
        unidade: 'CTRs',
        significado: `CTRs solicitadas no mês.${SUPRIMIDO}`,
      },
      {
        campo: 'ctrs_destinadas',
        tipo: 'inteiro',
        unidade: 'CTRs',
        significado: `CTRs recebidas no destino final no mês.${SUPRIMIDO}`,
      },
      {
        campo: 'ctrs_irregulares',
        tipo: 'inteiro',
        unidade: 'CTRs',
        significado: `CTRs solicitadas no mês que ficaram Irregulares (em qualquer momento).${SUPRIMIDO}`,
      },
      {
        campo: 'percentual_irregular',
        tipo: 'decimal',
        unidade: '%',
        significado: `ctrs_irregulares / ctrs_abertas × 100, uma casa decimal.${SUPRIMIDO}`,
      },
      {
        campo: 'horas_medias_alocacao_recebimento',
        tipo: 'decimal',
        unidade: 'horas',
        significado: `Média, nas CTRs recebidas no mês, do tempo entre a alocação da caçamba e o recebimento.${SUPRIMIDO}`,
      },
      {
        campo: 'ocorrencias_registradas',
        tipo: 'inteiro',
        unidade: 'ocorrências',
        significado: `Ocorrências registradas no mês; na região cuja sede é a mais próxima do ponto da ocorrência.${SUPRIMIDO}`,
      },
      {
        campo: 'ocorrencias_respondidas',
        tipo: 'inteiro',
        unidade: 'ocorrências',
        significado: `Ocorrências respondidas pelo órgão no mês; na região cuja sede é a mais próxima do ponto da ocorrência.${SUPRIMIDO}`,
      },
      {
        campo: 'transportadores_licenciados',
        tipo: 'inteiro',
        unidade: 'transportadores',
        significado: `Transportadores aprovados com CLTRCC válido no fim do mês (ou na data do cálculo, no mês corrente; só no total da cidade).${SUPRIMIDO}`,
      },
      {
        campo: 'cacambas',
        tipo: 'inteiro',
        unidade: 'caçambas',
        significado: `Caçambas cadastradas e não excluídas no fim do mês (só no total da cidade).${SUPRIMIDO}`,
      },
    ],
  },
  'volume-por-classe': {
    titulo: 'Volume recebido por classe de resíduo',
    descricao: 'Volume das CTRs recebidas no mês, por região e classe de resíduo (CONAMA 307).',
    campos: volume({ campo: 'classe', tipo: 'texto', unidade: null, significado: 'Classe do resíduo.' }),
  },
  'volume-por-tipo-destino': {
    titulo: 'Volume recebido por tipo de destino',
    descricao:
      'Volume das CTRs recebidas no mês, por região e tipo de destino final (ATT, Aterro, PEV, Recicladora).',
    campos: volume({
      campo: 'tipo_destino',
      tipo: 'texto',
      unidade: null,
      significado: 'Tipo do destino final.',
    }),
  },
};

const conjuntoInfo = z.object({
  id: z.enum(CONJUNTOS_DADOS_ABERTOS),
  titulo: z.string(),
  descricao: z.string(),
  campos: z.array(campoDicionario),
  urlJson: z.string(),
  urlCsv: z.string(),
  calculadoEm: dateTime.nullable(),
});

const regiao = z.object({ codigo: z.string(), nome: z.string() });

const celula = z.union([z.string(), z.number(), z.null()]);

export const dadosAbertosQuery = z.object({
  de: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Use o mês no formato AAAA-MM.')
    .optional(),
  ate: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Use o mês no formato AAAA-MM.')
    .optional(),
  regiao: z.string().trim().max(20).optional(),
});
export type DadosAbertosQuery = z.infer<typeof dadosAbertosQuery>;

export const dadosAbertosContract = {
  conjuntos: ok(
    z.object({
      conjuntos: z.array(conjuntoInfo),
      regioes: z.array(regiao),
      calculadoEm: dateTime.nullable(),
    }),
  ),
  linhas: ok(
    z.object({
      conjunto: z.enum(CONJUNTOS_DADOS_ABERTOS),
      calculadoEm: dateTime.nullable(),
      linhas: z.array(z.record(z.string(), celula)),
    }),
  ),
  csv: z.any().describe('Arquivo CSV (text/csv; UTF-8, separador vírgula, célula suprimida vazia).'),
  atualizar: ok(z.object({ calculadoEm: dateTime, duracaoMs: z.number().int() })),
};
/** The answers as the web receives them. */
export type DadosAbertosConjuntos = z.input<typeof dadosAbertosContract.conjuntos>['data'];
export type DadosAbertosLinhas = z.input<typeof dadosAbertosContract.linhas>['data'];
