import { F, type PainelCard, SITUACAO_CTR as S } from '@rcc/domain';
import type { Queryable } from '../../db/client';
import { sql } from '../../db/sql';
import type { AuthUser } from '../auth/user';
import { ctrScope } from '../ctr/access';
import {
  CAMPOS_CTR,
  type CardConsulta,
  consultarCardsDoUsuario,
  emLista,
  ITENS_POR_CARD,
  itemCtr,
  juntar,
  type ListaCard,
  linkLista,
  listaConsulta,
  listasVisiveis,
  numero,
  podeVer,
  VIEW_CTR,
} from './cards';

/** Spec 2 §4: the statuses of a request still in course for the generator. */
const ABERTAS_GERADOR = [
  S.SOLICITADA,
  S.ENVIADA,
  S.ALOCADA,
  S.RETIRADA,
  S.EM_PESAGEM,
  S.RESIDUO_REJEITADO,
  S.CANCELAMENTO_SOLICITADO,
  S.CANCELAMENTO_RECUSADO,
];
const LISTA = '/solicitacao-transporte';
const DIREITO: ListaCard['direito'] = [F.SOLICITAR_TRANSPORTE, 'consulta'];

/** Gerador: its open CTRs by work site and status, the request shortcut, cancellations. */
export async function grupoGerador(db: Queryable, user: AuthUser): Promise<PainelCard[]> {
  const cancelamento = [S.CANCELAMENTO_SOLICITADO, S.CANCELAMENTO_RECUSADO];
  const comObras = podeVer(user, DIREITO);
  const cards = await consultarCardsDoUsuario(db, user, 'gerador', () => [
    ...(comObras ? [obrasConsulta(user)] : []),
    ...listasVisiveis(user, [
      {
        chave: 'cancelamentos',
        titulo: 'Cancelamentos pedidos e respondidos',
        direito: DIREITO,
        entity: VIEW_CTR,
        base: 'SolicitacaoTransporte',
        where: { situacao: { $in: cancelamento } },
        order: [['id', 'DESC']],
        fields: [...CAMPOS_CTR, 'motivoSolCancelamento', 'motivoRecSolCancelamento', 'dataHoraSolicitacao'],
        link: linkLista(LISTA, { situacao: cancelamento }),
        item: itemCtr('dataHoraSolicitacao', (r) =>
          juntar(r.situacao, r.motivoRecSolCancelamento ?? r.motivoSolCancelamento),
        ),
      },
    ]),
  ]);
  const obras = comObras ? cards.splice(0, 1) : [];
  const solicitar: PainelCard[] = podeVer(user, [F.SOLICITAR_TRANSPORTE, 'inclui'])
    ? [
        {
          chave: 'solicitar',
          titulo: 'Solicitar transporte',
          contagem: null,
          valor: null,
          link: `${LISTA}/add`,
          linkTexto: 'Solicitar transporte',
          itens: [],
          acao: null,
        },
      ]
    : [];
  return [...obras, ...solicitar, ...cards];
}

/** Open CTRs grouped by work site: the count is the filtered list's, the items one per obra. */
function obrasConsulta(user: AuthUser): CardConsulta {
  const lista = listaConsulta(user, {
    chave: 'obras',
    titulo: 'Obras com CTRs em andamento',
    direito: DIREITO,
    entity: VIEW_CTR,
    base: 'SolicitacaoTransporte',
    where: { situacao: { $in: ABERTAS_GERADOR } },
    order: [['id', 'DESC']],
    fields: ['id'],
    link: linkLista(LISTA, { situacao: ABERTAS_GERADOR }),
    linkTexto: 'Ver todas',
    item: (r) => ({ id: numero(r.id), titulo: '', detalhe: null, quando: null, link: null }),
  });
  const scope = ctrScope(user, 't') ?? sql`true`;
  const obras = emLista(sql`
    SELECT o.id, o.nome_obra AS nome, jsonb_object_agg(x.situacao, x.n) AS situacoes, max(x.ultima) AS ultima
    FROM (
      SELECT t.id_obra, t.situacao, count(*)::int AS n, max(t.data_hora_solicitacao) AS ultima
      FROM solicitacao_transporte t
      WHERE ${scope} AND t.situacao = ANY(${ABERTAS_GERADOR}::text[])
      GROUP BY t.id_obra, t.situacao
    ) x JOIN obra o ON o.id = x.id_obra
    GROUP BY o.id, o.nome_obra
    ORDER BY max(x.ultima) DESC
    LIMIT ${ITENS_POR_CARD}`);
  return {
    colunas: [...lista.colunas, obras],
    montar: (valores) => {
      const linhas = valores.at(-1) as Array<{
        id: number;
        nome: string;
        situacoes: Record<string, number>;
        ultima: string;
      }>;
      return {
        ...lista.montar(valores),
        itens: linhas.map((o) => ({
          id: o.id,
          titulo: o.nome,
          detalhe: Object.entries(o.situacoes)
            .map(([s, n]) => `${n} ${s}`)
            .join(', '),
          quando: new Date(o.ultima).toISOString(),
          link: null,
        })),
      };
    },
  };
}
