import { F } from '@rcc/domain/features';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../shared/auth/session-store';
import { a11yPrefs } from '../../shared/ui/shell/a11y-prefs';
import { type MockReply, mockApi, ok } from '../../test/api-mock';
import { makeUser } from '../../test/fixtures';
import { renderApp, renderWithProviders } from '../../test/render';
import { palettePages } from '../palette-pages';
import { ROUTES } from '../routes';
import { AccessibilityBar } from './AccessibilityBar';
import { SideMenu } from './SideMenu';

const nav = () => screen.getByRole('navigation', { name: 'Menu principal' });

beforeEach(() => {
  sessionStore.clear('empty');
  window.localStorage.clear();
  a11yPrefs.reset();
});
afterEach(() => vi.unstubAllGlobals());

function loggedIn(rights: Parameters<typeof makeUser>[0], extra: Record<string, () => MockReply> = {}) {
  window.localStorage.setItem('rcc.sessao', '1');
  sessionStore.reset();
  return mockApi({ 'POST /api/validate-login': () => ok({ user: makeUser(rights) }), ...extra });
}

describe('e-MAG accessibility bar', () => {
  it('offers the four skip links with access keys 1 to 4, each to its landmark', async () => {
    loggedIn(
      { [F.AUDITORIA]: { consulta: true } },
      { 'POST /api/Auditoria/find': () => ok({ rows: [], count: 0 }) },
    );
    renderApp('/auditoria');
    const bar = await screen.findByRole('navigation', { name: 'Atalhos de teclado' });
    const links = within(bar).getAllByRole('link');
    expect(
      links.map((link) => [link.textContent, link.getAttribute('accesskey'), link.getAttribute('href')]),
    ).toEqual([
      ['Ir para o conteúdo [1]', '1', '#conteudo'],
      ['Ir para o menu [2]', '2', '#menu'],
      ['Ir para a busca [3]', '3', '#busca'],
      ['Ir para o rodapé [4]', '4', '#rodape'],
    ]);
    for (const id of ['conteudo', 'menu', 'busca', 'rodape'])
      expect(document.getElementById(id)).not.toBeNull();
    expect(document.getElementById('conteudo')?.tagName).toBe('MAIN');
    expect(document.getElementById('rodape')?.tagName).toBe('FOOTER');
    // A skip link moves the focus, so the next Tab continues from the target.
    fireEvent.click(within(bar).getByRole('link', { name: 'Ir para o menu [2]' }));
    expect(document.activeElement).toBe(nav());
  });

  it('on a visitor page, offers only the targets that exist', async () => {
    mockApi({});
    renderApp('/login');
    const bar = await screen.findByRole('navigation', { name: 'Atalhos de teclado' });
    expect(
      within(bar)
        .getAllByRole('link')
        .map((link) => link.getAttribute('accesskey')),
    ).toEqual(['1', '4']);
    expect(await screen.findByRole('contentinfo')).toBeTruthy();
  });

  it('"Alto contraste" switches the theme and is remembered', () => {
    renderWithProviders(<AccessibilityBar />);
    const toggle = screen.getByRole('button', { name: 'Alto contraste' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(document.documentElement.hasAttribute('data-alto-contraste')).toBe(true);
    // The high-contrast theme forces Mantine's dark scheme (black surfaces come from global.css).
    expect(document.documentElement.getAttribute('data-mantine-color-scheme')).toBe('dark');
    expect(JSON.parse(window.localStorage.getItem('rcc.acessibilidade') ?? '{}')).toMatchObject({
      highContrast: true,
    });
    fireEvent.click(toggle);
    expect(document.documentElement.hasAttribute('data-alto-contraste')).toBe(false);
  });

  it('A+ and A− scale the root font size within limits, remembered', () => {
    renderWithProviders(<AccessibilityBar />);
    const larger = screen.getByRole('button', { name: /^A\+/ });
    const smaller = screen.getByRole('button', { name: /^A−/ });
    fireEvent.click(larger);
    expect(document.documentElement.style.fontSize).toBe('112.5%');
    for (let i = 0; i < 10; i++) fireEvent.click(larger);
    expect(document.documentElement.style.fontSize).toBe('150%');
    expect(larger).toHaveProperty('disabled', true);
    expect(JSON.parse(window.localStorage.getItem('rcc.acessibilidade') ?? '{}').fontScale).toBe(150);
    for (let i = 0; i < 10; i++) fireEvent.click(smaller);
    expect(document.documentElement.style.fontSize).toBe('87.5%');
    expect(smaller).toHaveProperty('disabled', true);
  });
});

describe('side menu by area', { timeout: 20_000 }, () => {
  it('remembers a group the user opened and marks the current page', async () => {
    sessionStore.setSession(
      makeUser({ [F.MANTER_OBRA]: { consulta: true }, [F.LOCALIZAR_CTR]: { consulta: true } }),
    );
    const first = renderWithProviders(<SideMenu />, '/obra/edit/3');
    const menu = within(nav());
    // The group holding the current page opens by itself; the entry carries aria-current.
    expect((await menu.findByRole('link', { name: 'Manter Obra' })).getAttribute('aria-current')).toBe(
      'page',
    );
    const ctr = menu.getByRole('button', { name: 'CTR' });
    expect(ctr.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(ctr);
    first.unmount();

    renderWithProviders(<SideMenu />, '/obra');
    expect(within(nav()).getByRole('button', { name: 'CTR' }).getAttribute('aria-expanded')).toBe('true');
    expect(JSON.parse(window.localStorage.getItem('rcc.menu.grupos') ?? '{}')).toEqual({ ctr: true });
  });
});

describe('header and breadcrumbs', { timeout: 20_000 }, () => {
  it('shows the service, the user with person and profile, search and Sair; breadcrumbs from the menu', async () => {
    loggedIn(
      { [F.MANTER_OBRA]: { consulta: true, inclui: true } },
      {
        'POST /api/Obra/find': () => ok({ rows: [], count: 0 }),
      },
    );
    renderApp('/obra/add');
    expect(await screen.findByText('RCC — SLU/DF')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Buscar/ }).id).toBe('busca');
    expect(screen.getAllByRole('button', { name: 'Sair' }).length).toBeGreaterThan(0);
    // The account menu shows the user, the person it acts for and the profile.
    fireEvent.click(screen.getByRole('button', { name: /Maria da Silva/ }));
    const account = await screen.findByRole('menu');
    expect(within(account).getByText('Pessoa: Maria da Silva')).toBeTruthy();
    expect(within(account).getByText('Perfil: Gerador')).toBeTruthy();
    expect(within(account).getByRole('menuitem', { name: 'Sair' })).toBeTruthy();
    const crumbs = await screen.findByRole('navigation', { name: 'Você está aqui' });
    await waitFor(() =>
      expect(within(crumbs).getByRole('link', { name: 'Manter Obra' }).getAttribute('href')).toBe('/obra'),
    );
    expect(within(crumbs).getByText('Cadastros')).toBeTruthy();
    expect(within(crumbs).getByRole('link', { name: 'Início' })).toBeTruthy();
  });
});

describe('command palette pages', () => {
  it('lists the menu the rights allow and other addressable routes, never a page without the right', () => {
    const pages = palettePages(
      { [F.LOCALIZAR_CTR]: { consulta: true }, [F.AUDITORIA]: { consulta: true } },
      ROUTES,
    );
    const paths = pages.map((page) => page.path);
    expect(pages).toContainEqual({ path: '/localizar-ctr', label: F.LOCALIZAR_CTR, group: 'CTR' });
    expect(pages).toContainEqual({ path: '/auditoria', label: F.AUDITORIA, group: 'Outras páginas' });
    expect(paths).toContain('/acessibilidade');
    expect(paths).not.toContain('/configuracoes');
    expect(paths).not.toContain('/pessoa');
    expect(paths.some((path) => path.includes(':'))).toBe(false);
    expect(new Set(paths).size).toBe(paths.length);
  });
});

describe('command palette', { timeout: 20_000 }, () => {
  it('Ctrl+K lists the pages the user may open and the records GET /api/busca finds', async () => {
    const api = loggedIn(
      { [F.LOCALIZAR_CTR]: { consulta: true } },
      {
        'POST /api/ViewSolicitacaoTransporte/find': () => ok({ rows: [], count: 0 }),
        'GET /api/busca': () =>
          ok({ itens: [{ tipo: 'ctr', id: 4006, titulo: 'CTR 4006', descricao: 'Enviada · Obra X' }] }),
      },
    );
    renderApp('/localizar-ctr');
    await screen.findByRole('navigation', { name: 'Menu principal' });
    fireEvent.keyDown(document.documentElement, { key: 'k', code: 'KeyK', ctrlKey: true });
    const input = await screen.findByRole('textbox', { name: 'Buscar páginas e registros' });
    fireEvent.change(input, { target: { value: 'locali' } });
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('Localizar CTR')).toBeTruthy();
    // Pages the rights do not allow are not offered.
    expect(within(dialog).queryByText('Localizar Caçamba')).toBeNull();
    fireEvent.change(input, { target: { value: '4006' } });
    expect(await within(dialog).findByText('CTR 4006')).toBeTruthy();
    expect(api.callsTo('/api/busca').length).toBeGreaterThan(0);
  });
});
