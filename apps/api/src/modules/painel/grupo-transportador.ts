import {
  F,
  FILTRO_PADRAO_ALOCACAO,
  FILTRO_PADRAO_RETIRADA,
  type PainelCard,
  SITUACAO_CTR as S,
} from '@rcc/domain';
import type { Queryable } from '../../db/client';
import { sql } from '../../db/sql';
import type { AuthUser } from '../auth/user';
import { naoLidasSql } from '../mensagens/service';
import {
  CAMPOS_CTR,
  type CardConsulta,
  consultarCardsDoUsuario,
  ctrPorSituacao,
  emLista,
  ITENS_POR_CARD,
  itemCtr,
  juntar,
  type ListaCard,
  linkLista,
  listasVisiveis,
  numero,
  podeVer,
  VIEW_CTR,
} from './cards';

const LOCALIZAR: ListaCard['direito'] = [F.LOCALIZAR_CTR, 'consulta'];

const addDias = (iso: unknown, dias: number) =>
  iso ? new Date(new Date(String(iso)).getTime() + dias * 86_400_000).toISOString() : null;

/** Transportador (issue #14 item 1): its requests, bins to place and remove, problems, papers, messages. */
export function grupoTransportador(db: Queryable, user: AuthUser, idPerfil: number): Promise<PainelCard[]> {
  return consultarCardsDoUsuario(db, user, 'transportador', () => cardsTransportador(user, idPerfil));
}

function cardsTransportador(user: AuthUser, idPerfil: number): CardConsulta[] {
  const respostas = [S.RESIDUO_REJEITADO, S.CANCELAMENTO_RECUSADO];
  const listas = listasVisiveis(user, [
    {
      chave: 'solicitadas',
      titulo: 'Solicitações aguardando resposta',
      direito: [F.AVALIAR_SOLICITACAO, 'consulta'],
      entity: VIEW_CTR,
      where: { situacao: S.SOLICITADA },
      manual: ctrPorSituacao(user, [S.SOLICITADA], 'data_hora_solicitacao'),
      order: [['dataHoraSolicitacao', 'ASC']],
      fields: [...CAMPOS_CTR, 'dataHoraSolicitacao'],
      link: '/avaliar-solicitacao-transporte',
      item: (r) => ({ ...itemCtr('dataHoraSolicitacao')(r), idTransportador: numero(r.idTransportador) }),
      acao: podeVer(user, [F.AVALIAR_SOLICITACAO, 'altera']) ? 'avaliar' : null,
    },
    {
      chave: 'enviadas',
      titulo: 'Enviadas para alocar',
      direito: [F.ALOCAR_CACAMBA, 'consulta'],
      entity: VIEW_CTR,
      where: { situacao: { $in: [...FILTRO_PADRAO_ALOCACAO] } },
      manual: ctrPorSituacao(user, FILTRO_PADRAO_ALOCACAO, 'data_hora_envio'),
      order: [['dataHoraEnvio', 'ASC']],
      fields: [...CAMPOS_CTR, 'dataHoraEnvio'],
      link: '/alocar-cacamba',
      item: itemCtr('dataHoraEnvio'),
    },
    {
      chave: 'alocadas',
      titulo: 'Caçambas na rua (prazo mais próximo primeiro)',
      direito: [F.RETIRAR_CACAMBA, 'consulta'],
      entity: VIEW_CTR,
      where: { situacao: { $in: [...FILTRO_PADRAO_RETIRADA] } },
      manual: ctrPorSituacao(user, FILTRO_PADRAO_RETIRADA, 'data_hora_alocacao'),
      order: [['dataHoraAlocacao', 'ASC']],
      fields: [...CAMPOS_CTR, 'dataHoraAlocacao', 'numeroIdentificacaoCacamba'],
      link: '/retirar-cacamba',
      // spec 2 §4: a bin becomes Irregular qtd_dias_logradouros days after its allocation.
      extra: sql`SELECT qtd_dias_logradouros FROM parametro WHERE id = 1`,
      item: (r, dias) => ({
        ...itemCtr('dataHoraAlocacao', (x) => juntar(x.numeroIdentificacaoCacamba, x.enderecoObra))(r),
        quando: addDias(r.dataHoraAlocacao, numero(dias ?? 0)),
      }),
    },
    {
      chave: 'irregulares',
      titulo: 'Irregulares',
      direito: LOCALIZAR,
      entity: VIEW_CTR,
      where: { situacao: S.IRREGULAR },
      manual: ctrPorSituacao(user, [S.IRREGULAR], null),
      order: [['id', 'DESC']],
      fields: [...CAMPOS_CTR, 'dataHoraAlocacao'],
      link: linkLista('/localizar-ctr', { situacao: S.IRREGULAR }),
      item: itemCtr('dataHoraAlocacao'),
    },
    {
      chave: 'respostas',
      titulo: 'Resíduo rejeitado ou cancelamento recusado',
      direito: LOCALIZAR,
      entity: VIEW_CTR,
      where: { situacao: { $in: respostas } },
      manual: ctrPorSituacao(user, respostas, null),
      order: [['id', 'DESC']],
      fields: [...CAMPOS_CTR, 'dataHoraRecebimento', 'motivoRecSolCancelamento', 'observacaoRecebimento'],
      link: linkLista('/localizar-ctr', { situacao: respostas }),
      item: itemCtr('dataHoraRecebimento', (r) =>
        juntar(r.situacao, r.observacaoRecebimento ?? r.motivoRecSolCancelamento),
      ),
    },
  ]);
  return [
    ...listas,
    ...(podeVer(user, [F.DOCUMENTOS, 'consulta']) ? [documentos(idPerfil)] : []),
    mensagens(user),
  ];
}

/**
 * The transporter's papers: its CLTRCC when it expires within 30 days (or has expired) and its
 * documents refused by the validation (situacao 'P', with the reason), all shown on 'Documentos'.
 */
function documentos(idPerfil: number): CardConsulta {
  return {
    colunas: [
      emLista(sql`
        SELECT pf.id, 'CLTRCC ' || CASE WHEN pf.data_validade_cltrcc < now() THEN 'vencido' ELSE 'vence em breve' END AS titulo,
          pf.codigo_cltrcc AS detalhe, to_char(pf.data_validade_cltrcc AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS quando
        FROM perfil pf
        WHERE pf.id = ${idPerfil} AND pf.data_validade_cltrcc < now() + interval '30 days'
        UNION ALL
        SELECT * FROM (
          SELECT a.id, 'Documento recusado: ' || ta.descricao, a.descricao_pendencia,
            to_char(a.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')
          FROM arquivo a JOIN tipo_arquivo ta ON ta.id = a.id_tipo_arquivo
          WHERE a.id_perfil = ${idPerfil} AND a.situacao = 'P'
          ORDER BY a.updated_at
        ) recusados`),
    ],
    montar: ([lista]) => {
      const rows = lista as Array<{
        id: number;
        titulo: string;
        detalhe: string | null;
        quando: string | null;
      }>;
      return {
        chave: 'documentos',
        titulo: 'CLTRCC a vencer e documentos recusados',
        contagem: rows.length,
        valor: null,
        link: '/pendencia-documentos',
        linkTexto: 'Ver documentos',
        itens: rows.slice(0, ITENS_POR_CARD).map((r) => ({ ...r, link: '/pendencia-documentos' })),
        acao: null,
      };
    },
  };
}

/** The same unread messages as the notice after login (modules/mensagens). */
function mensagens(user: AuthUser): CardConsulta {
  return {
    colunas: [emLista(naoLidasSql(user))],
    montar: ([lista]) => {
      const rows = lista as Array<{ id: number; titulo: string; createdAt: string }>;
      return {
        chave: 'mensagens',
        titulo: 'Mensagens não lidas',
        contagem: rows.length,
        valor: null,
        link: null,
        linkTexto: 'Ler mensagens',
        itens: rows.slice(0, ITENS_POR_CARD).map((m) => ({
          id: m.id,
          titulo: m.titulo,
          detalhe: null,
          quando: new Date(m.createdAt).toISOString(),
          link: null,
        })),
        acao: null,
      };
    },
  };
}
