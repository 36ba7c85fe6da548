import { api } from '../../shared/api/client';

/** PUT RecebimentoResiduo/:id (DESIGN §3): avaliacao true receives, false rejects. */
export const avaliarRecebimento = (id: number, avaliacao: boolean, observacao: string) =>
  api.put(`/RecebimentoResiduo/${id}`, { avaliacao, observacao: observacao || undefined });

/**
 * 'Receber em Lote' (spec 2 §2): the spec does not show a batch path, so each CTR is received by
 * its own call; the CTRs that fail are reported together (spec 2 §8 message).
 */
export async function receberLote(ids: readonly number[], observacao: string): Promise<number[]> {
  const results = await Promise.allSettled(ids.map((id) => avaliarRecebimento(id, true, observacao)));
  return ids.filter((_, i) => results[i]?.status === 'rejected');
}
