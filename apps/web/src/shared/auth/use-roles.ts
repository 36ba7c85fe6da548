import { TIPO_PERFIL } from '@rcc/domain/profiles';
import { useSession } from './use-session';

/** Who the user acts as on master-data screens (the server decides the same from the session). */
export function useRoles() {
  const { user } = useSession();
  const tipos = new Set((user?.perfis ?? []).map((p) => p.idTipoPerfil));
  const isAdmin = tipos.has(TIPO_PERFIL.ADMINISTRADOR);
  const isStaff = isAdmin || tipos.has(TIPO_PERFIL.SECRETARIA);
  return { user, isAdmin, isStaff };
}

/** Route actions of the forms: /x/add, /x/edit/:id, /x/view/:id. */
export type FormAction = 'add' | 'edit' | 'view';
export const toAction = (value: string | undefined): FormAction =>
  value === 'edit' || value === 'view' ? value : 'add';
