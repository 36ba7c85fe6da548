import type { SituacaoCtr } from '@rcc/domain';
import type { Queryable } from '../../db/client';
import { sql } from '../../db/sql';
import { publicar } from './publicar';

const RESPOSTA_CANCELAMENTO = {
  aceitarCancelamento: 'aceito',
  recusarCancelamento: 'recusado',
  destinar: 'destinado',
} as const;

/**
 * The events of one CTR status change, in the transaction that wrote its history row:
 * ctr.situacao_alterada always, plus the cancellation request or answer it is. The owners are read
 * after the update, so a destination chosen by this change is already in the payload.
 */
export async function publicarMudancaCtr(
  tx: Queryable,
  change: { id: number; acao: string; de: SituacaoCtr | null; para: SituacaoCtr; motivo?: string | null },
  autor: number | null,
): Promise<void> {
  const [donos] = await tx.query<{
    idGerador: number;
    idTransportador: number;
    idDestino: number | null;
  }>(sql`
    SELECT id_gerador AS "idGerador", id_transportador AS "idTransportador", id_destino_final AS "idDestino"
    FROM solicitacao_transporte WHERE id = ${change.id}`);
  if (!donos) return;
  const base = { id: change.id, ...donos };
  await publicar(
    tx,
    {
      tipo: 'ctr.situacao_alterada',
      payload: { ...base, numero: String(change.id), acao: change.acao, de: change.de, para: change.para },
    },
    autor,
  );
  const motivo = change.motivo?.slice(0, 500) ?? null;
  if (change.acao === 'solicitarCancelamento') {
    await publicar(tx, { tipo: 'ctr.cancelamento_solicitado', payload: { ...base, motivo } }, autor);
  } else if (change.acao in RESPOSTA_CANCELAMENTO) {
    const resposta = RESPOSTA_CANCELAMENTO[change.acao as keyof typeof RESPOSTA_CANCELAMENTO];
    await publicar(
      tx,
      { tipo: 'ctr.cancelamento_respondido', payload: { ...base, resposta, motivo } },
      autor,
    );
  }
}
