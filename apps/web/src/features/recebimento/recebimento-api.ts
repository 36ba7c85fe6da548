import type { RecebimentoLoteResult } from '@rcc/domain/contract/ctr';
import { api } from '../../shared/api/client';

/** 'Receber em Lote' (spec 2 §2): each CTR is received on its own; the answer lists the failures. */
export async function receberLote(ids: readonly number[], observacao: string): Promise<number[]> {
  const data = await api.post<RecebimentoLoteResult>('/RecebimentoResiduo/lote', {
    ids,
    observacao: observacao || undefined,
  });
  return data.falhas;
}
