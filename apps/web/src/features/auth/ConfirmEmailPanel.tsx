import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { MSG_ACCESS as MSG } from '@rcc/domain/messages/access';
import { useEffect, useRef, useState } from 'react';
import { authApi } from '../../shared/auth/auth-api';

/** Spec 1 §2.2: after a confirmation the user returns to the root after 4 s. */
const CONFIRMED_REDIRECT_MS = 4000;

interface ConfirmEmailPanelProps {
  id: string;
  hash: string;
  onFinished: () => void;
}

type State = 'confirming' | 'confirmed' | 'failed';

/** On the confirmed route the hash and id are sent automatically. */
export function ConfirmEmailPanel({ id, hash, onFinished }: ConfirmEmailPanelProps) {
  const [state, setState] = useState<State>('confirming');
  const sent = useRef(false);

  useEffect(() => {
    if (sent.current) return; // StrictMode runs effects twice; the link is single-use
    sent.current = true;
    authApi
      .confirmEmail(hash, id)
      .then(() => setState('confirmed'))
      .catch(() => setState('failed'));
  }, [hash, id]);

  useEffect(() => {
    if (state !== 'confirmed') return;
    const timer = setTimeout(onFinished, CONFIRMED_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [state, onFinished]);

  return (
    <Stack gap="sm" aria-live="polite">
      {state === 'confirming' && (
        <Group gap="sm">
          <Loader size="sm" aria-hidden="true" />
          <Text>{MSG.confirmacaoEmail.confirmando}</Text>
        </Group>
      )}
      {state === 'confirmed' && (
        <Alert
          color="green"
          title="E-mail confirmado"
          // Green 9 on the light green background is below 4.5:1; a darker green keeps the title readable.
          styles={{ label: { color: '#1b5e20' } }}
        >
          {MSG.confirmacaoEmail.confirmado}
        </Alert>
      )}
      {state === 'failed' && (
        <Alert
          color="red"
          title="Falha na confirmação"
          styles={{ label: { color: 'var(--mantine-color-red-9)' } }}
        >
          {MSG.confirmacaoEmail.falha}
        </Alert>
      )}
      {state !== 'confirming' && (
        <Button variant="default" onClick={onFinished}>
          Voltar para o login
        </Button>
      )}
    </Stack>
  );
}

export function AwaitingConfirmationPanel({ onCancel }: { onCancel: () => void }) {
  return (
    <Stack gap="sm">
      <Alert color="blue" title="Verifique seu e-mail">
        Seu cadastro foi recebido. Você receberá um e-mail de confirmação: abra a mensagem e siga o link para
        confirmar o endereço. Depois da confirmação, seus dados serão validados para que você possa acessar o
        sistema.
      </Alert>
      <Button variant="default" onClick={onCancel}>
        Voltar para o login
      </Button>
    </Stack>
  );
}
