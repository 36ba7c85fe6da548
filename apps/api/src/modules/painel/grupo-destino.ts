import { F, type PainelCard, SITUACAO_CTR as S } from '@rcc/domain';
import type { Queryable } from '../../db/client';
import { sql } from '../../db/sql';
import type { AuthUser } from '../auth/user';
import { ctrScope } from '../ctr/access';
import {
  CAMPOS_CTR,
  type CardConsulta,
  constante,
  consultarCards,
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

/** Destino Final: CTRs coming to it, being weighed, received without sorting; the month's volume. */
export function grupoDestino(db: Queryable, user: AuthUser, now: Date): Promise<PainelCard[]> {
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
      order: [['dataHoraRecebimento', 'ASC']],
      fields: [...CAMPOS_CTR, 'dataHoraRecebimento', 'nomeTransportador'],
      link: linkLista('/controle-residuos-triados', { situacao: S.DESTINADA, triagem: 'pendente' }),
      item: itemCtr('dataHoraRecebimento', (r) => juntar(r.nomeTransportador, r.nomeGerador)),
    },
  ]);
  return consultarCards(db, [...listas, volumeMes(user, now)]);
}

/** This month's (Brasília) received CTRs and their volume, over the destination's own CTRs. */
function volumeMes(user: AuthUser, now: Date): CardConsulta {
  const scope = ctrScope(user, 't') ?? sql`true`;
  return {
    colunas: [
      sql`
      SELECT jsonb_build_object('n', count(*), 'volume', coalesce(sum(t.volume_aproximado_m3), 0))
      FROM solicitacao_transporte t
      WHERE ${scope} AND t.situacao = ${constante(S.DESTINADA)}
        AND t.data_hora_recebimento >= date_trunc('month', ${now}::timestamptz AT TIME ZONE 'America/Sao_Paulo')
          AT TIME ZONE 'America/Sao_Paulo'`,
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
