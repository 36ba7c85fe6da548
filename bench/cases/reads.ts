import { CTR_ACTION_FIELDS, CTR_AVALIACAO_RECEBIMENTO_FIELDS } from '@rcc/domain/contract/ctr';
import { SITUACOES_RECEBIMENTO } from '@rcc/domain/ctr/status';
import { requestedFields } from '@rcc/domain/find/fields';
import type { Case } from './types';

const CTR = '/api/ViewSolicitacaoTransporte/find';
/** A work-site name as a user types it: matches about 1 in 300 obras (see bench/data/steps-ctr.ts). */
export const OBRA_TEXT = '%Residencial Jatobá%';
const DEEP = 100_000;
/**
 * The fields a CTR grid asks for (apps/web DataGrid `rowFields`): its shown columns and what their
 * cells read, and what the row actions read (CTR_ACTION_FIELDS), as the grid sends them.
 */
const gridFields = (...shown: string[]) => requestedFields([...shown, ...CTR_ACTION_FIELDS]);
/** Localizar CTR's nine columns shown by default (LocalizarCtrPage). */
const LOCALIZAR_FIELDS = gridFields(
  'situacao',
  'dataHoraSolicitacao',
  'numeroIdentificacaoCacamba',
  'placa',
  'nomeObra',
  'bairroObra',
  'nomeTransportador',
  'nomeDestinoFinal',
);
/** The work site's address column reads its number and complement; the class column, the class. */
const ENDERECO = ['enderecoObra', 'numeroObra', 'complementoObra'];
const CLASSE = ['tipoResiduo', 'classeMaterial'];
/** Alocações de caçamba (AlocarListPage) and Retirada da caçamba (RetirarListPage, with its map button). */
const ALOCAR_FIELDS = gridFields(
  'nomeObra',
  'dataHoraEnvio',
  ...ENDERECO,
  ...CLASSE,
  'numeroIdentificacaoCacamba',
  'placa',
);
const RETIRAR_FIELDS = gridFields(
  'nomeObra',
  ...ENDERECO,
  ...CLASSE,
  'numeroIdentificacaoCacamba',
  'placa',
  'idObra',
);
/** Analisar Recebimento (RecebimentoPage): its columns and what its evaluation popup shows. */
const RECEBIMENTO_FIELDS = gridFields(
  'numeroIdentificacaoCacamba',
  'tipoResiduo',
  'placa',
  'nomeTransportador',
  'cpfCnpjTransportador',
  'dataHoraSolicitacao',
  'situacao',
  ...CTR_AVALIACAO_RECEBIMENTO_FIELDS,
);

/** Who a case's user is, in its label (the bench's users, bench/data). */
const QUEM = {
  grande: 'transportador grande',
  destino: 'destino final de demonstração',
} as const;

const year = new Date().getFullYear();
const iso = (d: Date) => d.toISOString().slice(0, 10);
const today = iso(new Date());
const aYearAgo = iso(new Date(Date.now() - 365 * 86_400_000));
const fiveYearsAgo = `${year - 5}-01-01`;

function localizar(): Case[] {
  const out: Case[] = [];
  const filters = [
    { key: 'todos', label: 'sem filtro', where: undefined },
    { key: 'situacao', label: 'situação Destinada', where: { situacao: 'Destinada' } },
    { key: 'obra', label: `obra ILIKE '${OBRA_TEXT}'`, where: { nomeObra: { $iLike: OBRA_TEXT } } },
  ];
  for (const as of ['secretaria', 'grande'] as const) {
    for (const f of filters) {
      for (const deep of [false, true]) {
        out.push({
          id: `localizar-${as}-${f.key}-${deep ? 'funda' : 'p1'}`,
          label: `Localizar CTR (${as === 'secretaria' ? 'Secretaria' : 'transportador grande'}, ${f.label}, ${
            deep
              ? f.key === 'obra'
                ? 'última página'
                : 'página a 100.000 registros, por cursor'
              : '1ª página'
          })`,
          group: 'lista',
          as,
          method: 'POST',
          path: CTR,
          // A text filter has few results: its deep page is the last one (offset fixed by the runner).
          // Other deep pages are read as the grid walks to them (issue #17): after the cursor of the
          // 100,000th row (`after` fixed by the runner from the API's own `next`).
          body: {
            where: f.where,
            fields: LOCALIZAR_FIELDS,
            order: [['id', 'DESC']],
            limit: 10,
            offset: deep && f.key === 'obra' ? -1 : 0,
            ...(deep && f.key !== 'obra' ? { after: DEEP } : {}),
          },
          compare: true,
        });
      }
    }
  }
  return out;
}

const TODAS_SITUACOES = ['Enviada', 'Em Pesagem', 'Alocada', 'Retirada', 'Irregular'];

/** A bin-map case (CacambaLocation/find as the Secretaria). */
function mapa(id: string, onde: string, body: Record<string, unknown>): Case {
  return {
    id,
    label: `Mapa de caçambas (${onde})`,
    group: 'relatorio',
    as: 'secretaria',
    method: 'POST',
    path: '/api/CacambaLocation/find',
    body,
    compare: true,
  };
}

/** A CTR screen list (the largest transporter's, or the destination's): its statuses, its grid's fields. */
function listaCtr(
  id: string,
  label: string,
  situacoes: readonly string[],
  fields: string[],
  dir: 'ASC' | 'DESC',
  as: keyof typeof QUEM = 'grande',
): Case {
  return {
    id,
    label: `${label} (${QUEM[as]})`,
    group: 'lista',
    as,
    method: 'POST',
    path: CTR,
    body: { where: { situacao: [...situacoes] }, fields, order: [['id', dir]], limit: 10, offset: 0 },
    compare: true,
  };
}

export const READ_CASES: Case[] = [
  ...localizar(),
  {
    id: 'lista-avaliar',
    label: 'Avaliar solicitações (transportador grande)',
    group: 'lista',
    as: 'grande',
    method: 'POST',
    path: '/api/SolicitacaoTransporte/find-solicitadas',
    body: { limit: 10, offset: 0 },
    compare: true,
  },
  listaCtr('lista-alocar', 'Alocar caçamba: lista Enviada', ['Enviada'], ALOCAR_FIELDS, 'ASC'),
  listaCtr('lista-retirar', 'Retirar caçamba: lista Alocada', ['Alocada'], RETIRAR_FIELDS, 'DESC'),
  listaCtr(
    'lista-recebimento',
    'Analisar recebimento: Retirada, Cancelamento Recusado, Em Pesagem',
    SITUACOES_RECEBIMENTO,
    RECEBIMENTO_FIELDS,
    'DESC',
    'destino',
  ),
  {
    id: 'transportadores-publico',
    label: 'Lista pública de transportadores (busca por nome)',
    group: 'lista',
    as: 'publico',
    method: 'POST',
    path: '/api/transportadores/find',
    body: { limit: 10, offset: 0, nomeRazaoSocial: 'Candango' },
    compare: true,
  },
  {
    id: 'transportadores-publico-todos',
    label: 'Lista pública de transportadores (sem filtro)',
    group: 'lista',
    as: 'publico',
    method: 'POST',
    path: '/api/transportadores/find',
    body: { limit: 10, offset: 0 },
    compare: true,
  },
  {
    id: 'rel-att',
    label: 'Relatório ATT (capacidade)',
    group: 'relatorio',
    as: 'secretaria',
    method: 'POST',
    path: '/api/findATT',
    body: { dataInicial: aYearAgo, dataFinal: today, limit: 10, offset: 0 },
    compare: true,
  },
  {
    id: 'rel-movimentacao',
    label: 'Relatório movimentação de resíduos por transportador',
    group: 'relatorio',
    as: 'secretaria',
    method: 'POST',
    path: '/api/findMoveResiduo',
    body: { dataInicial: aYearAgo, dataFinal: today, limit: 10, offset: 0 },
    compare: true,
    p95Ms: 150,
  },
  {
    id: 'rel-regiao',
    label: 'Relatório volume por região',
    group: 'relatorio',
    as: 'secretaria',
    method: 'POST',
    path: '/api/findResiduoRegiao',
    body: { dataInicial: aYearAgo, dataFinal: today, limit: 10, offset: 0 },
    compare: true,
  },
  ...(['year', 'month', 'weekDays'] as const).map(
    (type): Case => ({
      id: `rel-regiao-grafico-${type}`,
      label: `Gráfico volume por região (${type === 'year' ? 'ano' : type === 'month' ? 'mês' : 'semana'})`,
      group: 'relatorio',
      as: 'secretaria',
      method: 'POST',
      path: '/api/find-residuo-regiao/chart',
      body: {
        type,
        startDate:
          type === 'year'
            ? fiveYearsAgo
            : type === 'month'
              ? `${year - 1}-01-01`
              : iso(new Date(Date.now() - 7 * 86_400_000)),
        endDate: today,
      },
      compare: true,
    }),
  ),
  {
    id: 'rel-veiculos-cacambas',
    label: 'Relatório veículos e caçambas',
    group: 'relatorio',
    as: 'secretaria',
    method: 'POST',
    path: '/api/findVeiculoCacamba',
    body: { limit: 10, offset: 0 },
    compare: true,
  },
  {
    id: 'rel-empresas-ctr',
    label: 'Relatório empresas com CTR',
    group: 'relatorio',
    as: 'secretaria',
    method: 'POST',
    path: '/api/findEmpresaCtr',
    body: { dataInicial: aYearAgo, dataFinal: today, limit: 10, offset: 0 },
    compare: true,
  },
  mapa('mapa-cacambas', 'cidade inteira', {
    // Every status shown at the work site, no visible-area box: the whole city.
    situacoes: ['Enviada', 'Alocada', 'Retirada', 'Irregular'],
  }),
  // The visible area a 1280 × 700 map opens with (centre -15.79, -47.88, zoom 11), every status.
  mapa('mapa-cacambas-zoom11', 'Brasília a zoom 11, como o navegador', {
    situacoes: TODAS_SITUACOES,
    shape: [-48.32, -16.02, -47.44, -15.56],
  }),
  mapa('mapa-cacambas-zoom15', 'um bairro a zoom 15', {
    situacoes: TODAS_SITUACOES,
    shape: [-47.9075, -15.805, -47.8525, -15.775],
  }),
  ...painel(),
];

/**
 * Issue #14: one card group of the Painel per call (target p95 ≤ 50 ms at 20 clients for the
 * authority's group, with the city indicators, and the large transporter's).
 */
function painel(): Case[] {
  const grupos = [
    ['secretaria', 'secretaria', 'Secretaria/Administrador, com os indicadores da cidade'],
    ['grande', 'transportador', QUEM.grande],
    ['destino', 'destino', QUEM.destino],
    ['gerador', 'gerador', 'gerador'],
  ] as const;
  return [
    // The first call of every Painel (which groups the user's profiles give): the floor of a call.
    {
      id: 'painel-grupos',
      label: 'Painel: grupos do usuário',
      group: 'lista',
      as: 'grande',
      method: 'GET',
      path: '/api/painel',
    },
    ...grupos.map(
      ([as, grupo, quem]): Case => ({
        id: `painel-${grupo}`,
        label: `Painel (${quem})`,
        group: 'lista',
        as,
        method: 'GET',
        path: `/api/painel/${grupo}`,
      }),
    ),
  ];
}

const EXPORT_COLUMNS = [
  ['id', 'Nº do CTR'],
  ['numeroIdentificacaoCacamba', 'Caçamba'],
  ['placa', 'Placa'],
  ['tipoVeiculo', 'Tipo de veículo'],
  ['nomeObra', 'Obra'],
  ['enderecoObra', 'Endereço'],
  ['cepObra', 'CEP'],
  ['bairroObra', 'Bairro'],
  ['nomeTransportador', 'Transportador'],
  ['classeMaterial', 'Classe'],
  ['tipoResiduo', 'Resíduo predominante'],
  ['volumeAproximadoM3', 'Volume (m³)'],
  ['nomeDestinoFinal', 'Destino final'],
  ['situacao', 'Situação'],
  ['dataHoraSolicitacao', 'Data/hora da solicitação'],
] as const;

/** 100,000 CTRs streamed as xlsx (issue #7: ≤ 10 s, API ≤ 400 MB). */
export const EXPORT_CASE: Case = {
  id: 'exportar-xlsx',
  label: 'Exportar 100.000 CTRs em xlsx',
  group: 'exportacao',
  as: 'secretaria',
  method: 'POST',
  path: CTR,
  // The 'Localizar CTR' grid's columns (spec 2 §2), as the screen's export sends them.
  body: {
    format: 'xlsx',
    order: [['id', 'DESC']],
    limit: 100_000,
    offset: 0,
    fields: EXPORT_COLUMNS.map(([field]) => field),
    columns: EXPORT_COLUMNS.map(([field, header]) => ({ field, header })),
  },
};

export const LOGIN_CASE: Case = {
  id: 'login',
  label: 'Login (argon2id)',
  group: 'login',
  as: 'publico',
  method: 'POST',
  path: '/api/login',
};
