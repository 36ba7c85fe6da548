import { Alert, Box, Button, Center, Loader, Modal, Paper, Stack, Text } from '@mantine/core';
import { MSG, MSG_ACESSO } from '@rcc/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { landingPath } from '../../shared/auth/landing';
import { api } from '../../shared/api/client';
import { sessionStore } from '../../shared/auth/session-store';
import type { SessionUser } from '../../shared/auth/types';
import { notify } from '../../shared/notify';
import { usePageTitle } from '../../shared/page-title';
import { cadastroApi } from '../../shared/cadastro/cadastro-api';
import { SelfRegistrationForm } from '../../shared/cadastro/SelfRegistrationForm';
import type { SelfRegistrationResult } from '../../shared/cadastro/types';
import { readSocialOutcome, type SocialOutcome } from '../../shared/auth/social';
import { useSocialAutoLogin } from './use-social-auto-login';

/** Spec 1 §9: login messages stay 8 s. */
const TOAST_MS = 8000;

/**
 * /social-login: where the API sends the browser back from a provider (spec 1 §2.2). A known
 * account arrives with its session; an unknown one opens the registration popup prefilled.
 */
export default function SocialLoginPage({
  go = (url: string) => window.location.assign(url),
}: {
  go?: (url: string) => void;
}) {
  usePageTitle('Entrar com rede social');
  const navigate = useNavigate();
  // Read once, then take the outcome out of the address bar and the history.
  const [outcome] = useState<SocialOutcome>(() => readSocialOutcome(window.location.hash));
  const [registered, setRegistered] = useState<SelfRegistrationResult | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (window.location.hash) window.history.replaceState(null, '', window.location.pathname);
    if (started.current) return;
    started.current = true;
    if (outcome.kind === 'sessao') {
      api
        .post<{ user: SessionUser }>('/validate-login', {}, { skipAuthHandler: true })
        .then(({ user }) => {
          sessionStore.setSession(user);
          navigate(landingPath(user.rights), { replace: true });
        })
        .catch(() => {
          notify.error(MSG.login.falha, { duration: TOAST_MS });
          navigate('/login', { replace: true });
        });
    } else if (outcome.kind === 'erro') {
      notify.error(outcome.message, { duration: TOAST_MS });
      navigate('/login', { replace: true });
    } else if (outcome.kind === 'none') {
      navigate('/login', { replace: true });
    }
  }, [outcome, navigate]);

  const ticket = outcome.kind === 'cadastro' ? outcome : null;
  const prefill = useQuery({
    queryKey: ['social-ticket', ticket?.ticket],
    queryFn: () => cadastroApi.ticket(ticket!.ticket),
    enabled: ticket !== null,
    retry: false,
  });

  useSocialAutoLogin(registered, go);

  const toLogin = () => navigate('/login', { replace: true });

  return (
    <Box component="main" id="conteudo" bg="gray.1" mih="100dvh">
      <Center mih="100dvh" p="md">
        <Paper withBorder shadow="sm" radius="md" p="xl" w="100%" maw={480}>
          <Stack>
            {!ticket && (
              <Center>
                <Loader aria-label="Entrando" />
              </Center>
            )}
            {ticket && prefill.isError && (
              <>
                <Alert color="red">{MSG_ACESSO.social.ticketInvalido}</Alert>
                <Button onClick={toLogin}>Voltar para o login</Button>
              </>
            )}
            {registered && (
              <>
                <Alert color="blue" title="Aguardando confirmação de E-mail">
                  {registered.socialId && registered.pessoa?.tipoPessoa === 'F'
                    ? 'Cadastro feito com sucesso. Entrando com a sua conta…'
                    : MSG_ACESSO.aguardandoConfirmacao}
                </Alert>
                <Button variant="default" onClick={toLogin}>
                  Voltar para o login
                </Button>
              </>
            )}
            {ticket && !registered && prefill.isSuccess && (
              <Text size="sm">Preencha as informações complementares para concluir seu cadastro.</Text>
            )}
          </Stack>
        </Paper>
      </Center>
      <Modal
        opened={Boolean(ticket && prefill.isSuccess && !registered)}
        onClose={toLogin}
        title="Informações Complementares"
        size="90vw"
        styles={{ content: { height: '90vh', maxHeight: '90vh' } }}
        closeButtonProps={{ 'aria-label': 'Fechar' }}
      >
        {ticket && prefill.data && (
          <SelfRegistrationForm
            social={{
              ticket: ticket.ticket,
              provider: ticket.provider,
              email: prefill.data.email,
              nome: prefill.data.nome,
            }}
            onCancel={toLogin}
            onFinished={setRegistered}
          />
        )}
      </Modal>
    </Box>
  );
}
