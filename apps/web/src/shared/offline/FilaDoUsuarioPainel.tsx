import { Stack } from '@mantine/core';
import { useSession } from '../auth/use-session';
import { FilaOfflinePainel } from './FilaOfflinePainel';
import { grupoRecebimento } from './recebimento';
import { grupoRetirar } from './retirar';

/**
 * The signed-in user's actions kept on this device (issue #16) — removals and receipts — shown in
 * the shell on every page, so a refusal after sync is seen wherever the person is.
 */
export function FilaDoUsuarioPainel() {
  const { user } = useSession();
  if (!user) return null;
  return (
    <Stack gap="sm">
      <FilaOfflinePainel grupo={grupoRetirar(user.id)} />
      <FilaOfflinePainel grupo={grupoRecebimento(user.id)} />
    </Stack>
  );
}
