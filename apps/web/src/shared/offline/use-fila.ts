import { useEffect, useSyncExternalStore } from 'react';
import { type AcaoOffline, iniciarFilaOffline, lerFila, ouvirFila } from './fila';

/** The queue of one screen: what still waits to be sent and what the server refused. */
export function useFilaOffline(grupo: string): { pendentes: AcaoOffline[]; recusadas: AcaoOffline[] } {
  useEffect(() => iniciarFilaOffline(), []);
  const todas = useSyncExternalStore(ouvirFila, lerFila, lerFila);
  const doGrupo = todas.filter((a) => a.grupo === grupo);
  return {
    pendentes: doGrupo.filter((a) => a.situacao === 'pendente'),
    recusadas: doGrupo.filter((a) => a.situacao === 'recusada'),
  };
}
