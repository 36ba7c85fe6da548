import { AppShell, Box } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { spotlight } from '@mantine/spotlight';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { MensagensPopup } from '../../features/mensagens/MensagensPopup';
import { FilaDoUsuarioPainel } from '../../shared/offline/FilaDoUsuarioPainel';
import { PageLoader } from '../../shared/ui/PageLoader';
import { AccessibilityBar } from './AccessibilityBar';
import { AppHeader } from './AppHeader';
import { Breadcrumbs } from './Breadcrumbs';
import { CommandPalette } from './CommandPalette';
import { SideMenu } from './SideMenu';
import { SiteFooter } from './SiteFooter';

/**
 * The logged-in shell (spec 1 §2.4, issue #15): e-MAG bar, gov.br-style top bar, side menu by
 * area, breadcrumbs, the page, the authority's footer; Ctrl+K opens the command palette.
 */
export default function AppLayout() {
  const [opened, { toggle, close }] = useDisclosure(false);

  return (
    <AppShell
      header={{ height: '6.5rem' }}
      navbar={{ width: 290, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding="md"
    >
      <AppShell.Header>
        <AccessibilityBar targets={['conteudo', 'menu', 'busca', 'rodape']} />
        <Box h="4.25rem">
          <AppHeader menuOpened={opened} onToggleMenu={toggle} onSearch={spotlight.open} />
        </Box>
      </AppShell.Header>
      <AppShell.Navbar p="xs">
        <SideMenu onNavigate={close} />
      </AppShell.Navbar>
      <MensagensPopup />
      <CommandPalette />
      <AppShell.Main id="conteudo" tabIndex={-1}>
        <Breadcrumbs />
        <FilaDoUsuarioPainel />
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </AppShell.Main>
      {/* Beside the main region, not in it (its own landmark), clear of the side menu. */}
      <Box style={{ paddingInlineStart: 'var(--app-shell-navbar-offset, 0rem)' }}>
        <SiteFooter />
      </Box>
    </AppShell>
  );
}
