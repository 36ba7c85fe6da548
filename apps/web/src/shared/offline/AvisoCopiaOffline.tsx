import { Alert } from '@mantine/core';
import dayjs from 'dayjs';

/** Issue #16: the list on screen is the device's copy, not the server's answer of now. */
export function AvisoCopiaOffline({ de }: { de: string | undefined }) {
  if (!de) return null;
  return (
    <Alert
      color="yellow"
      variant="light"
      role="status"
      mb="xs"
      title={`Sem conexão — dados de ${dayjs(de).format('DD/MM HH:mm')}`}
    >
      A lista mostra a última consulta feita neste aparelho; ela se atualiza quando a conexão voltar.
    </Alert>
  );
}
