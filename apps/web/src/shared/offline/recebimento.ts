import type { RecebimentoLoteResult } from '@rcc/domain/contract/ctr';
import { sessionStore } from '../auth/session-store';
import { enviarOuGuardar } from './fila';

/** The receipts of the signed-in user kept on this device (issue #16), as the removals are. */
export const grupoRecebimento = (idUsuario: number | undefined) => `recebimento:${idUsuario ?? 0}`;

/**
 * PUT /RecebimentoResiduo/:id (DESIGN §3): `receber` true receives (Destinada), false rejects with
 * the observation; kept on the device and sent later, under the same Idempotency-Key, when there is
 * no network.
 */
export function receberOuGuardar(id: number, receber: boolean, observacao: string) {
  const idUsuario = sessionStore.getState().user?.id;
  return enviarOuGuardar<unknown>({
    grupo: grupoRecebimento(idUsuario),
    descricao: receber ? `Receber o resíduo da CTR ${id}` : `Rejeitar o resíduo da CTR ${id}`,
    idCtr: id,
    metodo: 'PUT',
    caminho: `/RecebimentoResiduo/${id}`,
    corpo: { tipo: 'json', valor: { avaliacao: receber, observacao: observacao || undefined } },
    ...(idUsuario ? { idUsuario } : {}),
  });
}

/**
 * POST /RecebimentoResiduo/lote ('Receber em Lote'): one action and one key for the batch; after a
 * sync, the CTRs the server refused are shown with its message (the others were received).
 */
export function receberLoteOuGuardar(ids: readonly number[], observacao: string) {
  const idUsuario = sessionStore.getState().user?.id;
  return enviarOuGuardar<RecebimentoLoteResult>({
    grupo: grupoRecebimento(idUsuario),
    descricao: `Receber em lote o resíduo das CTRs ${ids.join(', ')}`,
    idsCtr: [...ids],
    respostaPorCtr: true,
    metodo: 'POST',
    caminho: '/RecebimentoResiduo/lote',
    corpo: { tipo: 'json', valor: { ids, observacao: observacao || undefined } },
    ...(idUsuario ? { idUsuario } : {}),
  });
}
