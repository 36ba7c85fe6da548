import { dataBrasilia, F, type PainelCard, type PainelItem, SITUACAO_CTR as S } from '@rcc/domain';
import type { Queryable } from '../../db/client';
import { sql } from '../../db/sql';
import type { AuthUser } from '../auth/user';
import { ctrScope } from '../ctr/access';
import { findEntity } from '../find/registry';
import {
  CAMPOS_CTR,
  type CardConsulta,
  cardsVisiveis,
  constante,
  consultarCardsDoUsuario,
  emLista,
  ITENS_POR_CARD,
  itemCtr,
  juntar,
  linkLista,
  listasVisiveis,
  numero,
  podeVer,
  texto,
} from './cards';

type Row = Record<string, unknown>;
const AGUARDANDO = 'Aguardando resposta';

/** An OpenStreetMap address for a GeoJSON point (the public destinations, bins, occurrences). */
function linkMapa(shape: unknown): string | null {
  const c = (shape as { coordinates?: [number, number] } | null)?.coordinates;
  if (!c || !Number.isFinite(c[0]) || !Number.isFinite(c[1])) return null;
  const [lon, lat] = c;
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=17/${lat}/${lon}`;
}

const itemOcorrencia = (r: Row): PainelItem => ({
  id: numero(r.id),
  titulo: `Ocorrência ${r.id}${r.descricaoIrregularidade ? ` — ${r.descricaoIrregularidade}` : ''}`,
  detalhe: juntar(r.situacao, r.respostaOrgao ?? r.local),
  quando: texto(r.dataHoraRegistro),
  link: `/registrar-ocorrencia/view/${r.id}`,
});

const CAMPOS_OCORRENCIA = [
  'id',
  'descricaoIrregularidade',
  'situacao',
  'local',
  'respostaOrgao',
  'dataHoraRegistro',
];

/** Occurrences waiting for an answer, oldest first, as 'Acompanhar Ocorrência' lists them. */
const ocorrenciasAguardando = {
  chave: 'ocorrencias',
  titulo: 'Ocorrências aguardando resposta',
  direito: [F.ACOMPANHAR_OCORRENCIA, 'consulta'] as [typeof F.ACOMPANHAR_OCORRENCIA, 'consulta'],
  entity: 'ViewOcorrencia',
  base: 'Ocorrencia',
  where: { situacao: AGUARDANDO },
  order: [['dataHoraRegistro', 'ASC']] as Array<[string, 'ASC']>,
  fields: CAMPOS_OCORRENCIA,
  link: linkLista('/acompanhar-ocorrencia', { situacao: AGUARDANDO }),
  item: (r: Row) => ({ ...itemOcorrencia(r), link: `/acompanhar-ocorrencia/map/${r.id}` }),
};

/**
 * CTRs that turned Irregular today (Brasília) and still are, from their history rows (index
 * historico_ctr_irregular); the link opens Localizar CTR on the same day of its 'Irregular desde'
 * column (the last time it turned Irregular, which for a CTR still Irregular is within the day
 * exactly when one of its marks is).
 *
 * Written from the day's marks outwards: each marked CTR is looked up by its key in a scalar
 * sub-select, which PostgreSQL never turns into a join. As `t.id IN (marks)`, the plan kept for
 * every call (it cannot see the day, so it expects ~11,000 marks) hashed the marks and walked every
 * Irregular CTR of the city against them: 32,000 index entries on the bench city, most of the
 * authority's statement, for two marks (docs/performance.md, "Painel (issue #14)").
 */
function irregularesHoje(user: AuthUser, dia: string): CardConsulta {
  const scope = ctrScope(user, 't') ?? sql`true`;
  const irregular = constante(S.IRREGULAR);
  const marcadas = sql`
    FROM (SELECT DISTINCT h.id_solicitacao_transporte AS id FROM historico_ctr h
      WHERE h.situacao_para = ${irregular}
        AND h.data_hora >= ${dia}::date::timestamp AT TIME ZONE 'America/Sao_Paulo') m
    WHERE (SELECT t.situacao = ${irregular} AND ${scope} FROM solicitacao_transporte t WHERE t.id = m.id)`;
  return {
    colunas: [
      sql`SELECT count(*)::int ${marcadas}`,
      // The keys first, then the view's names for those five alone.
      emLista(sql`
        SELECT s.id, v.nome_obra AS "nomeObra", v.nome_transportador AS "nomeTransportador",
          to_char(s.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS quando
        FROM solicitacao_transporte s JOIN view_solicitacao_transporte v ON v.id = s.id
        WHERE s.id = ANY(ARRAY(SELECT m.id ${marcadas} ORDER BY m.id DESC LIMIT ${ITENS_POR_CARD}))
        ORDER BY s.id DESC`),
    ],
    montar: ([total, rows]) => ({
      chave: 'irregulares-hoje',
      titulo: 'CTRs que ficaram irregulares hoje',
      contagem: numero(total ?? 0),
      valor: null,
      link: linkLista('/localizar-ctr', { situacao: S.IRREGULAR, dataHoraIrregular: dia }),
      linkTexto: 'Ver todas',
      itens: (rows as Row[]).map(itemCtr('quando', (r) => juntar(r.nomeTransportador))),
      acao: null,
    }),
  };
}

/**
 * People with a profile waiting for validation: the rows of 'Cadastro de Pessoas' filtered by
 * "perfil pendente" (view_pessoa: not deleted, EXISTS a profile 'P'), with the entity's own scope,
 * written so the count starts from the pending profiles (index perfil_pendente) instead of testing
 * every person.
 */
function validacao(user: AuthUser): CardConsulta {
  const scope = findEntity('ViewPessoa')?.scope?.(user, 'p') ?? sql`true`;
  const onde = sql`p.excluido = 'N' AND ${scope}
    AND p.id IN (SELECT x.id_pessoa FROM perfil x WHERE x.situacao_validacao = 'P')`;
  return {
    colunas: [
      sql`SELECT count(*)::int FROM pessoa p WHERE ${onde}`,
      emLista(sql`
        SELECT p.id, p.nome_razao_social AS nome, p.email, m.nome AS municipio
        FROM pessoa p LEFT JOIN municipio m ON m.cod_ibge = p.cod_ibge
        WHERE ${onde} ORDER BY p.id LIMIT ${ITENS_POR_CARD}`),
    ],
    montar: ([total, lista]) => ({
      chave: 'validacao',
      titulo: 'Cadastros aguardando validação',
      contagem: numero(total ?? 0),
      valor: null,
      link: linkLista('/pessoa', { filtro: 'perfil' }),
      linkTexto: 'Ver todos',
      itens: (
        lista as Array<{ id: number; nome: string; email: string | null; municipio: string | null }>
      ).map((r) => ({
        id: r.id,
        titulo: r.nome,
        detalhe: juntar(r.email, r.municipio),
        quando: null,
        link: `/pessoa-view/${r.id}`,
      })),
      acao: null,
    }),
  };
}

/**
 * Secretaria / Administrador: validations, cancellations, unanswered occurrences, today's Irregular.
 * The statement depends on the user and on the day (Brasília), not on the instant: it is built and
 * rendered once a minute per user and day (`consultarCardsDoUsuario`), then only executed; every
 * count is still counted on each call.
 */
export function grupoSecretaria(db: Queryable, user: AuthUser, now: Date): Promise<PainelCard[]> {
  const dia = dataBrasilia(now);
  return consultarCardsDoUsuario(db, user, `secretaria|${dia}`, () => [
    ...(podeVer(user, [F.CADASTRO_PESSOAS, 'consulta']) ? [validacao(user)] : []),
    ...listasVisiveis(user, [
      {
        chave: 'cancelamentos',
        titulo: 'Pedidos de cancelamento a analisar',
        direito: [F.ANALISAR_CANCELAMENTO, 'consulta'],
        entity: 'ViewSolicitacaoTransporte',
        base: 'SolicitacaoTransporte',
        where: { situacao: S.CANCELAMENTO_SOLICITADO },
        order: [['id', 'ASC']],
        fields: [...CAMPOS_CTR, 'motivoSolCancelamento', 'nomeTransportador', 'dataHoraSolicitacao'],
        link: '/cancelamento-ctr',
        // Each request opens its analysis (Aceitar, Recusar or Destinar).
        item: (r) => ({
          ...itemCtr('dataHoraSolicitacao', (x) => juntar(x.nomeTransportador, x.motivoSolCancelamento))(r),
          link: `/cancelamento-ctr/editar/${r.id}`,
        }),
      },
      ocorrenciasAguardando,
    ]),
    ...(podeVer(user, [F.LOCALIZAR_CTR, 'consulta']) ? [irregularesHoje(user, dia)] : []),
  ]);
}

/** Fiscalização: occurrences waiting for an answer (oldest first) and irregular bins with their place. */
export function grupoFiscalizacao(db: Queryable, user: AuthUser): Promise<PainelCard[]> {
  return cardsVisiveis(db, user, [
    ocorrenciasAguardando,
    {
      chave: 'cacambas-irregulares',
      titulo: 'Caçambas irregulares',
      direito: [F.LOCALIZAR_CACAMBA, 'consulta'],
      entity: 'ViewSituacaoCacamba',
      where: { situacao: S.IRREGULAR },
      order: [['dataHoraAlocacao', 'ASC']],
      fields: ['id', 'numeroIdentificacao', 'transportador', 'local', 'dataHoraAlocacao', 'shape'],
      link: linkLista('/localizar-cacamba', { situacao: S.IRREGULAR }),
      item: (r) => ({
        id: numero(r.id),
        titulo: `Caçamba ${r.numeroIdentificacao}`,
        detalhe: juntar(r.transportador, r.local),
        quando: texto(r.dataHoraAlocacao),
        link: linkMapa(r.shape),
      }),
    },
  ]);
}

/** The citizen's shortcut to the occurrence map (a point, then the form), for who may register one. */
const registrarOcorrencia = (user: AuthUser): PainelCard[] =>
  podeVer(user, [F.REGISTRAR_OCORRENCIA, 'inclui'])
    ? [
        {
          chave: 'registrar-ocorrencia',
          titulo: 'Registrar ocorrência',
          contagem: null,
          valor: null,
          link: '/registrar-ocorrencia/map',
          linkTexto: 'Registrar nova ocorrência',
          itens: [],
          acao: null,
        },
      ]
    : [];

/**
 * Cidadão: its occurrences with their status and the authority's answer, the shortcut to register
 * a new one, and where to take small volumes (PEV, ATT).
 */
export async function grupoCidadao(db: Queryable, user: AuthUser): Promise<PainelCard[]> {
  const cards = await cardsVisiveis(db, user, [
    {
      chave: 'minhas-ocorrencias',
      titulo: 'Minhas ocorrências',
      direito: [F.REGISTRAR_OCORRENCIA, 'consulta'],
      entity: 'ViewOcorrencia',
      base: 'Ocorrencia',
      where: {},
      order: [['id', 'DESC']],
      fields: CAMPOS_OCORRENCIA,
      link: '/registrar-ocorrencia',
      item: itemOcorrencia,
    },
    {
      chave: 'destinos',
      titulo: 'Onde entregar pequenos volumes (PEV e ATT)',
      direito: null,
      entity: 'ViewDestinoFinal',
      where: { tipoDestinoFinal: { $in: ['PEV', 'ATT'] }, situacaoValidacao: 'A', situacao: 'Ativo' },
      order: [['nomeRazaoSocial', 'ASC']],
      fields: ['id', 'nomeRazaoSocial', 'tipoDestinoFinal', 'endereco', 'numero', 'bairro', 'shape'],
      link: null,
      linkTexto: '',
      item: (r) => ({
        id: numero(r.id),
        titulo: `${r.nomeRazaoSocial} (${r.tipoDestinoFinal})`,
        detalhe: juntar([r.endereco, r.numero].filter(Boolean).join(', '), r.bairro),
        quando: null,
        link: linkMapa(r.shape),
      }),
    },
  ]);
  cards.splice(cards.findIndex((c) => c.chave === 'minhas-ocorrencias') + 1, 0, ...registrarOcorrencia(user));
  return cards;
}
