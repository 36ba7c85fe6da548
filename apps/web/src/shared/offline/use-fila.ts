import { useEffect, useSyncExternalStore } from 'react';
import { type AcaoOffline, iniciarFilaOffline, lerFila, ouvirFila } from './fila';

/** The queue of one screen: what still waits to be sent and what the server refused. */
export function useFilaOffline(grupo: string): { pendentes: AcaoOffline[]; recusadas: AcaoOffline[] } {
  useEffect(() => iniciarFilaOffline(), []);
  // Toasts are not fetched up front (issue #16 item 5): without a connection, before the service
  // worker holds their chunk, app/OverlaysSobDemanda draws them plainly; the gate asks its
  // questions itself (features/destino-rapido/use-confirmacao).
  const todas = useSyncExternalStore(ouvirFila, lerFila, lerFila);
  const doGrupo = todas.filter((a) => a.grupo === grupo);
  return {
    pendentes: doGrupo.filter((a) => a.situacao === 'pendente'),
    recusadas: doGrupo.filter((a) => a.situacao === 'recusada'),
  };
}
