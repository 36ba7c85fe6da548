import { dataBrasilia, F, type PainelCard, SITUACAO_CTR as S } from '@rcc/domain';
import type { Queryable } from '../../db/client';
import { sql } from '../../db/sql';
import type { AuthUser } from '../auth/user';
import { ctrScopeUmDono } from '../ctr/access';
import {
  CAMPOS_CTR,
  type CardConsulta,
  constante,
  consultarCardsDoUsuario,
  ITENS_POR_CARD,
  itemCtr,
  juntar,
  type ListaCard,
  linkLista,
  listasVisiveis,
  numero,
  VIEW_CTR,
} from './cards';

const RECEBIMENTO = '/avaliar-recebimento-solicitacao';

/**
 * A CTR on its way or being weighed: its link opens Analisar Recebimento on that CTR alone, where
 * the destination records the weighing and receives it (one click from the work).
 */
const itemRecebimento = (situacao: string, quando: string) => (r: Record<string, unknown>) => ({
  ...itemCtr(quando, (x) => juntar(x.nomeTransportador, x.placa))(r),
  link: linkLista(RECEBIMENTO, { situacao, id: String(r.id) }),
});

/**
 * Destino Final: CTRs coming to it, being weighed, received without sorting; the month's volume.
 * The statement depends on the user and the month (Brasília), not on the instant: built once a
 * minute per user and month, then only executed; every count is counted on each call.
 */
export function grupoDestino(db: Queryable, user: AuthUser, now: Date): Promise<PainelCard[]> {
  const mes = `${dataBrasilia(now).slice(0, 7)}-01`;
  return consultarCardsDoUsuario(db, user, `destino|${mes}`, () => cardsDestino(user, mes));
}

function cardsDestino(user: AuthUser, mes: string): CardConsulta[] {
  const direito: ListaCard['direito'] = [F.ANALISAR_RECEBIMENTO, 'consulta'];
  const listas = listasVisiveis(user, [
    {
      chave: 'a-caminho',
      titulo: 'A caminho (Retirada)',
      direito,
      entity: VIEW_CTR,
      base: 'SolicitacaoTransporte',
      where: { situacao: { $in: [S.RETIRADA] } },
      order: [['dataHoraRetirada', 'ASC']],
      fields: [...CAMPOS_CTR, 'dataHoraRetirada', 'nomeTransportador', 'placa'],
      link: linkLista(RECEBIMENTO, { situacao: S.RETIRADA }),
      item: itemRecebimento(S.RETIRADA, 'dataHoraRetirada'),
    },
    {
      chave: 'em-pesagem',
      titulo: 'Em pesagem',
      direito,
      entity: VIEW_CTR,
      base: 'SolicitacaoTransporte',
      where: { situacao: { $in: [S.EM_PESAGEM] } },
      order: [['dataHoraPesagem', 'ASC']],
      fields: [...CAMPOS_CTR, 'dataHoraPesagem', 'nomeTransportador', 'placa'],
      link: linkLista(RECEBIMENTO, { situacao: S.EM_PESAGEM }),
      item: itemRecebimento(S.EM_PESAGEM, 'dataHoraPesagem'),
    },
    {
      chave: 'triagem',
      titulo: 'Recebidas aguardando triagem',
      direito: [F.CONTROLAR_TRIADOS, 'consulta'],
      entity: VIEW_CTR,
      where: { situacao: S.DESTINADA, idTriagem: null },
      manual: aguardandoTriagem(user),
      order: [['dataHoraRecebimento', 'ASC']],
      fields: [...CAMPOS_CTR, 'dataHoraRecebimento', 'nomeTransportador'],
      link: linkLista('/controle-residuos-triados', { situacao: S.DESTINADA, triagem: 'pendente' }),
      item: itemCtr('dataHoraRecebimento', (r) => juntar(r.nomeTransportador, r.nomeGerador)),
    },
  ]);
  return [...listas, volumeMes(user, mes)];
}

/**
 * Received (Destinada) and not sorted, as the list's `idTriagem: null` on the view (its id_triagem
 * is the CTR's triagem row, null when there is none), over the base table with the status as text:
 * the count and the oldest five walk index st_destino_recebimento (migration 1010) for the
 * destination instead of testing every received CTR of the view, and the page stops at its fifth
 * unsorted CTR instead of sorting them all.
 */
function aguardandoTriagem(user: AuthUser) {
  const pendentes = sql`FROM solicitacao_transporte t
    WHERE t.situacao = ${constante(S.DESTINADA)} AND ${ctrScopeUmDono(user, 't')}
      AND NOT EXISTS (SELECT 1 FROM triagem tg WHERE tg.id_solicitacao_transporte = t.id)`;
  return {
    count: sql`SELECT count(*)::int AS count ${pendentes}`,
    keys: sql`SELECT t.id ${pendentes}
      ORDER BY t.data_hora_recebimento ASC NULLS FIRST, t.id DESC LIMIT ${ITENS_POR_CARD}`,
  };
}

/**
 * This month's (Brasília) received CTRs and their volume, over the destination's own CTRs: a range
 * of index st_destino_recebimento (migration 1010) instead of the whole city's month.
 */
function volumeMes(user: AuthUser, mes: string): CardConsulta {
  return {
    colunas: [
      sql`
      SELECT jsonb_build_object('n', count(*), 'volume', coalesce(sum(t.volume_aproximado_m3), 0))
      FROM solicitacao_transporte t
      WHERE ${ctrScopeUmDono(user, 't')} AND t.situacao = ${constante(S.DESTINADA)}
        AND t.data_hora_recebimento >= ${mes}::date::timestamp AT TIME ZONE 'America/Sao_Paulo'`,
    ],
    montar: ([r]) => {
      const { n, volume } = r as { n: number; volume: number | string };
      return {
        chave: 'volume-mes',
        titulo: 'Recebido neste mês',
        contagem: numero(n),
        valor: `${Number(volume).toLocaleString('pt-BR', { maximumFractionDigits: 2 })} m³`,
        link: null,
        linkTexto: '',
        itens: [],
        acao: null,
      };
    },
  };
}
