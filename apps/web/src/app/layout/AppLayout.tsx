import { Anchor, AppShell, Box, Burger, Button, Group, Image, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Suspense } from 'react';
import { Link, Outlet, useNavigate } from 'react-router';
import logoUrl from '../../assets/logo.svg';
import { MensagensPopup } from '../../features/mensagens/MensagensPopup';
import { useCurrentPageTitle } from '../../shared/page-title';
import { PageLoader } from '../../shared/ui/PageLoader';
import { SideMenu } from './SideMenu';

const LOGO_ALT = 'RCC - Controle de Transporte de Resíduos';

/** The logged-in shell (spec 1 §2.4): side menu, top bar with title, back button and logo. */
export default function AppLayout() {
  const [opened, { toggle, close }] = useDisclosure(false);
  const navigate = useNavigate();
  const title = useCurrentPageTitle();

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 290, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding="md"
    >
      <Anchor href="#conteudo" className="rcc-skip-link">
        Ir para o conteúdo
      </Anchor>
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap" miw={0}>
            <Burger
              opened={opened}
              onClick={toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={opened ? 'Fechar menu' : 'Abrir menu'}
              aria-expanded={opened}
            />
            <Button variant="subtle" size="compact-sm" onClick={() => navigate(-1)}>
              Voltar
            </Button>
            <Text fw={600} size="lg" truncate="end" aria-live="polite">
              {title}
            </Text>
          </Group>
          <Link to="/" aria-label="Página inicial do RCC">
            <Image src={logoUrl} alt={LOGO_ALT} h={40} w="auto" />
          </Link>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs">
        <SideMenu onNavigate={close} />
      </AppShell.Navbar>
      <MensagensPopup />
      <AppShell.Main>
        <Box id="conteudo" tabIndex={-1} style={{ outline: 'none' }}>
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </Box>
      </AppShell.Main>
    </AppShell>
  );
}
