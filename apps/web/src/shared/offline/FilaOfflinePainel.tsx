import { Alert, Badge, Button, Group, List, Stack, Text } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { dispensar, sincronizar } from './fila';
import { useFilaOffline } from './use-fila';

/**
 * "Pendente de envio (N)" and the refusals after sync (issue #16), for the screen's own group.
 * A refusal stays until the person dismisses it: nothing is dropped silently.
 */
export function FilaOfflinePainel({ grupo }: { grupo: string }) {
  const { pendentes, recusadas } = useFilaOffline(grupo);
  const { online } = useNetwork();
  if (!pendentes.length && !recusadas.length) return null;
  return (
    <Stack gap="sm" aria-live="polite">
      {pendentes.length > 0 && (
        <Alert color="yellow" variant="light" title={`Pendente de envio (${pendentes.length})`}>
          <Stack gap="xs">
            <Text size="sm">
              {online
                ? 'Enviando ao servidor, na ordem em que foram feitas.'
                : 'Sem conexão: as ações ficam guardadas neste aparelho e serão enviadas, na ordem, quando a conexão voltar.'}
            </Text>
            <List size="sm" aria-label="Ações pendentes de envio">
              {pendentes.map((a) => (
                <List.Item key={a.id}>{a.descricao}</List.Item>
              ))}
            </List>
            {online && (
              <Group>
                <Button size="xs" variant="default" onClick={() => void sincronizar()}>
                  Enviar agora
                </Button>
              </Group>
            )}
          </Stack>
        </Alert>
      )}
      {recusadas.map((a) => (
        <Alert
          key={a.id}
          color="red"
          variant="light"
          title={
            <Group gap="xs">
              <Badge color="red" variant="filled">
                Recusada pelo servidor
              </Badge>
              <span>{a.descricao}</span>
            </Group>
          }
        >
          <Stack gap="xs">
            <Text size="sm" fw={600}>
              {a.recusa?.mensagem}
            </Text>
            <Text size="sm">O que fazer: {a.recusa?.oQueFazer}</Text>
            <Group>
              <Button size="xs" variant="default" onClick={() => void dispensar(a.id!)}>
                Dispensar aviso
              </Button>
            </Group>
          </Stack>
        </Alert>
      ))}
    </Stack>
  );
}
