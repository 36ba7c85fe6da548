import type { Evento, SituacaoCtr } from '@rcc/domain';
import type { Queryable } from '../../db/client';
import { type SqlFragment, sql } from '../../db/sql';
import { emUmComando } from '../notificacoes/fanout';
import { publicarJuntos } from './publicar';

const RESPOSTA_CANCELAMENTO = {
  aceitarCancelamento: 'aceito',
  recusarCancelamento: 'recusado',
  destinar: 'destinado',
} as const;

/** The parties a CTR event names (its payload's owners). */
export interface DonosCtr {
  idGerador: number;
  idTransportador: number;
  idDestino: number | null;
}

/**
 * The events of one CTR status change, in the transaction that wrote its history row:
 * ctr.situacao_alterada always, plus the cancellation request or answer it is. The owners are read
 * after the update, so a destination chosen by this change is already in the payload (`donos`: the
 * caller's UPDATE … RETURNING already read them). `antes`: the change's history and audit INSERTs,
 * written in the same statement as the events (eventos/publicar.ts).
 */
export async function publicarMudancaCtr(
  tx: Queryable,
  change: { id: number; acao: string; de: SituacaoCtr | null; para: SituacaoCtr; motivo?: string | null },
  autor: number | null,
  opts: { donos?: DonosCtr; antes?: readonly SqlFragment[] } = {},
): Promise<void> {
  const antes = opts.antes ?? [];
  const donos =
    opts.donos ??
    (
      await tx.query<DonosCtr>(sql`
    SELECT id_gerador AS "idGerador", id_transportador AS "idTransportador", id_destino_final AS "idDestino"
    FROM solicitacao_transporte WHERE id = ${change.id}`)
    )[0];
  if (!donos) {
    if (antes.length) await tx.query(emUmComando(antes, sql`SELECT 1`));
    return;
  }
  const base = {
    id: change.id,
    idGerador: donos.idGerador,
    idTransportador: donos.idTransportador,
    idDestino: donos.idDestino,
  };
  const eventos: Evento[] = [
    {
      tipo: 'ctr.situacao_alterada',
      payload: { ...base, numero: String(change.id), acao: change.acao, de: change.de, para: change.para },
    },
  ];
  const motivo = change.motivo?.slice(0, 500) ?? null;
  if (change.acao === 'solicitarCancelamento') {
    eventos.push({ tipo: 'ctr.cancelamento_solicitado', payload: { ...base, motivo } });
  } else if (change.acao in RESPOSTA_CANCELAMENTO) {
    const resposta = RESPOSTA_CANCELAMENTO[change.acao as keyof typeof RESPOSTA_CANCELAMENTO];
    eventos.push({ tipo: 'ctr.cancelamento_respondido', payload: { ...base, resposta, motivo } });
  }
  await publicarJuntos(tx, eventos, autor, antes);
}
