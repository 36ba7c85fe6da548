import { Box, Center, Image, Paper, Stack, Title } from '@mantine/core';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { PageLoader } from '../../shared/ui/PageLoader';
import { landingPath } from '../../shared/auth/landing';
import logoUrl from '../../assets/logo.svg';
import { authApi } from '../../shared/auth/auth-api';
import { returnPathFrom } from '../../shared/auth/return-path';
import { isLoggedIn, sessionStore } from '../../shared/auth/session-store';
import { useSession } from '../../shared/auth/use-session';
import { usePageTitle } from '../../shared/page-title';
import { SocialLoginButtons } from '../../shared/auth/SocialLoginButtons';
import { AwaitingConfirmationPanel, ConfirmEmailPanel } from './ConfirmEmailPanel';
import { LoginPanel } from './LoginPanel';
import { RecoveryPanel } from './RecoveryPanel';
import { UnlockPanel } from './UnlockPanel';
import { UpdatePasswordPanel } from './UpdatePasswordPanel';

// The self-registration popup (modal, masked inputs, selects, its schemas) loads only when it opens,
// keeping the login route within its JavaScript budget (issue #7, scripts/check-bundle.mjs).
const SelfRegistrationModal = lazy(() => import('./SelfRegistrationModal'));

/** Spec 1 §4 "Login panel". */
export type Panel = 'login' | 'recovery' | 'update' | 'confirm' | 'awaiting' | 'unlock';

const PANEL_TITLE: Record<Panel, string> = {
  login: 'Acesso ao sistema',
  recovery: 'Recuperação de senha',
  update: 'Atualização de senha',
  confirm: 'Confirmação de E-mail',
  awaiting: 'Aguardando confirmação de E-mail',
  unlock: 'Liberação de acesso',
};

function initialPanel(pathname: string): Panel {
  if (pathname.startsWith('/recovery/')) return 'update';
  if (pathname.startsWith('/confirmed/')) return 'confirm';
  if (pathname.startsWith('/desbloqueio/')) return 'unlock';
  return 'login';
}

/** '/', '/login', '/recovery/:id/:hash' and '/confirmed/:id/:hash' (spec 1 §2.2). */
export default function LoginPage() {
  const { pathname, search } = useLocation();
  const { id = '', hash = '' } = useParams();
  const navigate = useNavigate();
  const session = useSession();
  const [panel, setPanel] = useState<Panel>(() => initialPanel(pathname));
  const [username, setUsername] = useState('');
  const [registering, setRegistering] = useState(false);
  const isRoot = pathname === '/';
  usePageTitle(PANEL_TITLE[panel]);

  // Opening the login screen explicitly ends any session; '/' instead leads a logged user onwards.
  useEffect(() => {
    if (!isRoot && isLoggedIn(sessionStore.getState())) void authApi.logout();
  }, [isRoot]);

  useEffect(() => setPanel(initialPanel(pathname)), [pathname]);

  const backToLogin = useCallback(() => {
    setPanel('login');
    if (!isRoot) navigate('/', { replace: true });
  }, [isRoot, navigate]);

  if (isRoot && session.isLoggedIn) {
    return session.user ? (
      <Navigate to={returnPathFrom(search) ?? landingPath(session.user.rights)} replace />
    ) : (
      <PageLoader />
    );
  }

  return (
    <Box component="main" id="conteudo" bg="gray.1" mih="100dvh">
      <Center mih="100dvh" p="md">
        <Paper withBorder shadow="sm" radius="md" p="xl" w="100%" maw={440}>
          <Stack gap="md">
            <Center>
              <Image src={logoUrl} alt="RCC - Controle de Transporte de Resíduos" h={72} w="auto" />
            </Center>
            <Title order={1} size="h3" ta="center">
              {PANEL_TITLE[panel]}
            </Title>
            {panel === 'login' && (
              <LoginPanel
                onForgot={(typed) => {
                  setUsername(typed);
                  setPanel('recovery');
                }}
                onRegister={() => setRegistering(true)}
              />
            )}
            {panel === 'login' && <SocialLoginButtons />}
            {panel === 'recovery' && <RecoveryPanel initialUsername={username} onCancel={backToLogin} />}
            {panel === 'update' && (
              <UpdatePasswordPanel id={id} hash={hash} onDone={backToLogin} onCancel={backToLogin} />
            )}
            {panel === 'confirm' && <ConfirmEmailPanel id={id} hash={hash} onFinished={backToLogin} />}
            {panel === 'awaiting' && <AwaitingConfirmationPanel onCancel={backToLogin} />}
            {panel === 'unlock' && <UnlockPanel id={id} hash={hash} onFinished={backToLogin} />}
          </Stack>
        </Paper>
      </Center>
      {registering && (
        <Suspense fallback={<PageLoader />}>
          <SelfRegistrationModal
            onClose={() => setRegistering(false)}
            onFinished={() => {
              setRegistering(false);
              setPanel('awaiting');
            }}
          />
        </Suspense>
      )}
    </Box>
  );
}
