import { useSession } from '../auth/use-session';
import { FilaOfflinePainel } from './FilaOfflinePainel';
import { grupoRetirar } from './retirar';

/** The signed-in user's removals kept on this device, shown in the shell on every page. */
export function FilaRetirarPainel() {
  const { user } = useSession();
  if (!user) return null;
  return <FilaOfflinePainel grupo={grupoRetirar(user.id)} />;
}
