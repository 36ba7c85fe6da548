import {
  F,
  FILTRO_PADRAO_ALOCACAO,
  FILTRO_PADRAO_RETIRADA,
  type PainelCard,
  SITUACAO_CTR as S,
} from '@rcc/domain';
import type { Queryable } from '../../db/client';
import { prepared, sql } from '../../db/sql';
import type { AuthUser } from '../auth/user';
import { ctrScope } from '../ctr/access';
import { naoLidas } from '../mensagens/service';
import {
  CAMPOS_CTR,
  ITENS_POR_CARD,
  itemCtr,
  juntar,
  type ListaCard,
  linkLista,
  listaCard,
  numero,
  podeVer,
} from './cards';

const VIEW_CTR = 'ViewSolicitacaoTransporte';
const LOCALIZAR: ListaCard['direito'] = [F.LOCALIZAR_CTR, 'consulta'];

/** Cards whose right the user has, their queries at once (a server's pool runs them side by side). */
export function cardsVisiveis(db: Queryable, user: AuthUser, specs: ListaCard[]): Promise<PainelCard[]> {
  return Promise.all(
    specs.filter((spec) => podeVer(user, spec.direito)).map((spec) => listaCard(db, user, spec)),
  );
}

const addDias = (iso: unknown, dias: number) =>
  iso ? new Date(new Date(String(iso)).getTime() + dias * 86_400_000).toISOString() : null;

/** Transportador (issue #14 item 1): its requests, bins to place and remove, problems, papers, messages. */
export async function grupoTransportador(
  db: Queryable,
  user: AuthUser,
  idPerfil: number,
): Promise<PainelCard[]> {
  const [param] = await db.query<{ dias: number }>(
    prepared(sql`SELECT qtd_dias_logradouros AS dias FROM parametro WHERE id = 1`),
  );
  const dias = param?.dias ?? 0;
  const respostas = [S.RESIDUO_REJEITADO, S.CANCELAMENTO_RECUSADO];
  const cards = await cardsVisiveis(db, user, [
    {
      chave: 'solicitadas',
      titulo: 'Solicitações aguardando resposta',
      direito: [F.AVALIAR_SOLICITACAO, 'consulta'],
      entity: VIEW_CTR,
      base: 'SolicitacaoTransporte',
      where: { situacao: S.SOLICITADA },
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
      base: 'SolicitacaoTransporte',
      where: { situacao: { $in: [...FILTRO_PADRAO_ALOCACAO] } },
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
      base: 'SolicitacaoTransporte',
      where: { situacao: { $in: [...FILTRO_PADRAO_RETIRADA] } },
      order: [['dataHoraAlocacao', 'ASC']],
      fields: [...CAMPOS_CTR, 'dataHoraAlocacao', 'numeroIdentificacaoCacamba'],
      link: '/retirar-cacamba',
      // spec 2 §4: a bin becomes Irregular qtd_dias_logradouros days after its allocation.
      item: (r) => ({
        ...itemCtr('dataHoraAlocacao', (x) => juntar(x.numeroIdentificacaoCacamba, x.enderecoObra))(r),
        quando: addDias(r.dataHoraAlocacao, dias),
      }),
    },
    {
      chave: 'irregulares',
      titulo: 'Irregulares',
      direito: LOCALIZAR,
      entity: VIEW_CTR,
      base: 'SolicitacaoTransporte',
      where: { situacao: S.IRREGULAR },
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
      base: 'SolicitacaoTransporte',
      where: { situacao: { $in: respostas } },
      order: [['id', 'DESC']],
      fields: [...CAMPOS_CTR, 'dataHoraRecebimento', 'motivoRecSolCancelamento', 'observacaoRecebimento'],
      link: linkLista('/localizar-ctr', { situacao: respostas }),
      item: itemCtr('dataHoraRecebimento', (r) =>
        juntar(r.situacao, r.observacaoRecebimento ?? r.motivoRecSolCancelamento),
      ),
    },
  ]);
  const [documentos, mensagens] = await Promise.all([
    podeVer(user, [F.DOCUMENTOS, 'consulta']) ? documentosCard(db, idPerfil) : null,
    mensagensCard(db, user),
  ]);
  return [...cards, ...(documentos ? [documentos] : []), mensagens];
}

/**
 * The transporter's papers: its CLTRCC when it expires within 30 days (or has expired) and its
 * documents refused by the validation (situacao 'P', with the reason), all shown on 'Documentos'.
 */
async function documentosCard(db: Queryable, idPerfil: number): Promise<PainelCard> {
  const rows = await db.query<{
    id: number;
    titulo: string;
    detalhe: string | null;
    quando: string | null;
  }>(
    prepared(sql`
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
  );
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
}

/** The same unread messages as the notice after login (modules/mensagens). */
async function mensagensCard(db: Queryable, user: AuthUser): Promise<PainelCard> {
  const { rows, count } = await naoLidas(db, user);
  return {
    chave: 'mensagens',
    titulo: 'Mensagens não lidas',
    contagem: count,
    valor: null,
    link: null,
    linkTexto: 'Ler mensagens',
    itens: rows.slice(0, ITENS_POR_CARD).map((m) => ({
      id: m.id,
      titulo: m.titulo,
      detalhe: null,
      quando: m.createdAt.toISOString(),
      link: null,
    })),
    acao: null,
  };
}

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

/** Gerador: its open CTRs by work site and status, the request shortcut, cancellations. */
export async function grupoGerador(db: Queryable, user: AuthUser): Promise<PainelCard[]> {
  const lista = '/solicitacao-transporte';
  const direito: ListaCard['direito'] = [F.SOLICITAR_TRANSPORTE, 'consulta'];
  const cards: PainelCard[] = [];
  if (podeVer(user, direito)) cards.push(await obrasCard(db, user));
  if (podeVer(user, [F.SOLICITAR_TRANSPORTE, 'inclui']))
    cards.push({
      chave: 'solicitar',
      titulo: 'Solicitar transporte',
      contagem: null,
      valor: null,
      link: `${lista}/add`,
      linkTexto: 'Solicitar transporte',
      itens: [],
      acao: null,
    });
  const cancelamento = [S.CANCELAMENTO_SOLICITADO, S.CANCELAMENTO_RECUSADO];
  cards.push(
    ...(await cardsVisiveis(db, user, [
      {
        chave: 'cancelamentos',
        titulo: 'Cancelamentos pedidos e respondidos',
        direito,
        entity: VIEW_CTR,
        base: 'SolicitacaoTransporte',
        where: { situacao: { $in: cancelamento } },
        order: [['id', 'DESC']],
        fields: [...CAMPOS_CTR, 'motivoSolCancelamento', 'motivoRecSolCancelamento', 'dataHoraSolicitacao'],
        link: linkLista(lista, { situacao: cancelamento }),
        item: itemCtr('dataHoraSolicitacao', (r) =>
          juntar(r.situacao, r.motivoRecSolCancelamento ?? r.motivoSolCancelamento),
        ),
      },
    ])),
  );
  return cards;
}

/** Open CTRs grouped by work site: the count is the filtered list's, the items one per obra. */
async function obrasCard(db: Queryable, user: AuthUser): Promise<PainelCard> {
  const card = await listaCard(db, user, {
    chave: 'obras',
    titulo: 'Obras com CTRs em andamento',
    direito: [F.SOLICITAR_TRANSPORTE, 'consulta'],
    entity: VIEW_CTR,
    where: { situacao: { $in: ABERTAS_GERADOR } },
    order: [['id', 'DESC']],
    fields: ['id'],
    link: linkLista('/solicitacao-transporte', { situacao: ABERTAS_GERADOR }),
    linkTexto: 'Ver todas',
    item: (r) => ({ id: numero(r.id), titulo: '', detalhe: null, quando: null, link: null }),
  });
  const scope = ctrScope(user, 't') ?? sql`true`;
  const obras = await db.query<{
    id: number;
    nome: string;
    situacoes: Record<string, number>;
    ultima: string;
  }>(
    prepared(sql`
    SELECT o.id, o.nome_obra AS nome, jsonb_object_agg(x.situacao, x.n) AS situacoes, max(x.ultima)::text AS ultima
    FROM (
      SELECT t.id_obra, t.situacao, count(*)::int AS n, max(t.data_hora_solicitacao) AS ultima
      FROM solicitacao_transporte t
      WHERE ${scope} AND t.situacao = ANY(${ABERTAS_GERADOR}::text[])
      GROUP BY t.id_obra, t.situacao
    ) x JOIN obra o ON o.id = x.id_obra
    GROUP BY o.id, o.nome_obra
    ORDER BY max(x.ultima) DESC
    LIMIT ${ITENS_POR_CARD}`),
  );
  card.itens = obras.map((o) => ({
    id: o.id,
    titulo: o.nome,
    detalhe: Object.entries(o.situacoes)
      .map(([s, n]) => `${n} ${s}`)
      .join(', '),
    quando: new Date(o.ultima).toISOString(),
    link: null,
  }));
  return card;
}

/** Destino Final: CTRs coming to it, being weighed, received without sorting; the month's volume. */
export async function grupoDestino(db: Queryable, user: AuthUser, now: Date): Promise<PainelCard[]> {
  const recebimento = '/avaliar-recebimento-solicitacao';
  const direito: ListaCard['direito'] = [F.ANALISAR_RECEBIMENTO, 'consulta'];
  const cards = await cardsVisiveis(db, user, [
    {
      chave: 'a-caminho',
      titulo: 'A caminho (Retirada)',
      direito,
      entity: VIEW_CTR,
      base: 'SolicitacaoTransporte',
      where: { situacao: { $in: [S.RETIRADA] } },
      order: [['dataHoraRetirada', 'ASC']],
      fields: [...CAMPOS_CTR, 'dataHoraRetirada', 'nomeTransportador', 'placa'],
      link: linkLista(recebimento, { situacao: S.RETIRADA }),
      item: itemCtr('dataHoraRetirada', (r) => juntar(r.nomeTransportador, r.placa)),
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
      link: linkLista(recebimento, { situacao: S.EM_PESAGEM }),
      item: itemCtr('dataHoraPesagem', (r) => juntar(r.nomeTransportador, r.placa)),
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
  cards.push(await volumeMesCard(db, user, now));
  return cards;
}

/** This month's (Brasília) received CTRs and their volume, over the destination's own CTRs. */
async function volumeMesCard(db: Queryable, user: AuthUser, now: Date): Promise<PainelCard> {
  const scope = ctrScope(user, 't') ?? sql`true`;
  const [r] = await db.query<{ n: number; volume: string | null }>(
    prepared(sql`
    SELECT count(*)::int AS n, sum(t.volume_aproximado_m3)::text AS volume
    FROM solicitacao_transporte t
    WHERE ${scope} AND t.situacao = ${S.DESTINADA}
      AND t.data_hora_recebimento >= date_trunc('month', ${now}::timestamptz AT TIME ZONE 'America/Sao_Paulo')
        AT TIME ZONE 'America/Sao_Paulo'`),
  );
  const volume = Number(r?.volume ?? 0);
  return {
    chave: 'volume-mes',
    titulo: 'Recebido neste mês',
    contagem: r?.n ?? 0,
    valor: `${volume.toLocaleString('pt-BR', { maximumFractionDigits: 2 })} m³`,
    link: null,
    linkTexto: '',
    itens: [],
    acao: null,
  };
}
