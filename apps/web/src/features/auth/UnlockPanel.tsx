import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../../shared/api/api-error';
import { authApi } from '../../shared/auth/auth-api';

interface UnlockPanelProps {
  id: string;
  hash: string;
  onFinished: () => void;
}

type State = { kind: 'sending' } | { kind: 'done'; message: string } | { kind: 'failed'; message: string };

/** The e-mailed link that ends the slowdown of failed logins (issue #12 item 3): sent on arrival. */
export function UnlockPanel({ id, hash, onFinished }: UnlockPanelProps) {
  const [state, setState] = useState<State>({ kind: 'sending' });
  const sent = useRef(false);

  useEffect(() => {
    if (sent.current) return; // StrictMode runs effects twice; the link is single-use
    sent.current = true;
    authApi
      .unlock(hash, id)
      .then((data) => setState({ kind: 'done', message: data.message }))
      .catch((err: unknown) =>
        setState({
          kind: 'failed',
          message: err instanceof ApiError ? err.message : 'Não foi possível liberar o acesso.',
        }),
      );
  }, [hash, id]);

  return (
    <Stack gap="sm" aria-live="polite">
      {state.kind === 'sending' && (
        <Group gap="sm">
          <Loader size="sm" aria-hidden="true" />
          <Text>Liberando o acesso...</Text>
        </Group>
      )}
      {state.kind === 'done' && (
        <Alert color="green" title="Acesso liberado">
          {state.message}
        </Alert>
      )}
      {state.kind === 'failed' && (
        <Alert
          color="red"
          title="Falha no desbloqueio"
          styles={{ label: { color: 'var(--mantine-color-red-9)' } }}
        >
          {state.message}
        </Alert>
      )}
      {state.kind !== 'sending' && (
        <Button variant="default" onClick={onFinished}>
          Voltar para o login
        </Button>
      )}
    </Stack>
  );
}
