import { useEffect, useSyncExternalStore } from 'react';
import { wantOverlays } from '../overlays-ready';
import { type AcaoOffline, iniciarFilaOffline, lerFila, ouvirFila } from './fila';

/** The queue of one screen: what still waits to be sent and what the server refused. */
export function useFilaOffline(grupo: string): { pendentes: AcaoOffline[]; recusadas: AcaoOffline[] } {
  useEffect(() => iniciarFilaOffline(), []);
  // A screen that works offline fetches its toasts and confirmations up front: without a
  // connection (and before the service worker holds them) they could not be fetched on first use.
  useEffect(wantOverlays, []);
  const todas = useSyncExternalStore(ouvirFila, lerFila, lerFila);
  const doGrupo = todas.filter((a) => a.grupo === grupo);
  return {
    pendentes: doGrupo.filter((a) => a.situacao === 'pendente'),
    recusadas: doGrupo.filter((a) => a.situacao === 'recusada'),
  };
}
