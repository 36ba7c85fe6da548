import { sessionStore } from '../auth/session-store';
import { camposDoForm, enviarOuGuardar } from './fila';

/** The removal queue of the signed-in user on this device (issue #16). */
export const grupoRetirar = (idUsuario: number | undefined) => `retirar:${idUsuario ?? 0}`;

/** PUT /retirar_cacamba/:id (photo included), or kept on the device when there is no network. */
export function retirarOuGuardar(id: number, form: FormData) {
  const idUsuario = sessionStore.getState().user?.id;
  return enviarOuGuardar<unknown>({
    grupo: grupoRetirar(idUsuario),
    descricao: `Retirar a caçamba da CTR ${id}`,
    idCtr: id,
    metodo: 'PUT',
    caminho: `/retirar_cacamba/${id}`,
    corpo: { tipo: 'form', campos: camposDoForm(form) },
    ...(idUsuario ? { idUsuario } : {}),
  });
}
