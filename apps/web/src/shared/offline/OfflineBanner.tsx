import { Alert } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';

/** Issue #16: says so when the device has no connection (the field screens keep working). */
export function OfflineBanner() {
  const { online } = useNetwork();
  if (online) return null;
  return (
    <Alert color="yellow" variant="filled" radius={0} role="status" title="Sem conexão (offline)">
      Você está sem internet. As telas de campo continuam funcionando e as ações do Destino Rápido, da
      Retirada de Caçamba e do Recebimento de Resíduos ficam guardadas neste aparelho até a conexão voltar.
    </Alert>
  );
}
