import { F } from '@rcc/domain/features';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../shared/auth/session-store';
import { mockApi, ok } from '../test/api-mock';
import { makeUser } from '../test/fixtures';
import { renderApp, renderWithProviders } from '../test/render';
import { SideMenu } from './layout/SideMenu';
import { flattenMenu, MENU, menuTrail, visibleMenu } from './menu';

const nav = () => screen.getByRole('navigation', { name: 'Menu principal' });

beforeEach(() => sessionStore.clear('empty'));
afterEach(() => vi.unstubAllGlobals());

describe('visibleMenu', () => {
  it('keeps only items with consulta and groups with a visible child', () => {
    const entries = visibleMenu({
      [F.MANTER_CACAMBA]: { consulta: true },
      [F.MANTER_VEICULO]: { inclui: true },
    });
    const shape = entries.map((entry) =>
      entry.kind === 'link' ? entry.title : [entry.label, entry.children.map((child) => child.title)],
    );
    expect(shape).toEqual([
      ['Cadastros', [F.MANTER_CACAMBA]],
      ['Ajuda', [F.DUVIDAS_SUGESTOES, 'Acessibilidade']],
    ]);
  });

  it('groups the menu by area, each entry once', () => {
    expect(MENU.map((entry) => (entry.kind === 'group' ? entry.label : entry.title))).toEqual([
      'CTR',
      'Cadastros',
      'Monitoramento',
      'Relatórios',
      'Administração',
      'Ajuda',
    ]);
    const paths = flattenMenu(MENU).map((link) => link.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('places a page in its area and menu entry (breadcrumbs)', () => {
    expect(menuTrail('/obra/edit/12')).toMatchObject({
      group: { label: 'Cadastros' },
      link: { path: '/obra' },
    });
    expect(menuTrail('/solicitacao-transporte')).toMatchObject({
      group: { label: 'CTR' },
      link: { title: F.SOLICITAR_TRANSPORTE },
    });
    expect(menuTrail('/auditoria')).toBeNull();
  });

  it('lists exactly the spec table when every right is granted', () => {
    const all = Object.fromEntries(Object.values(F).map((title) => [title, { consulta: true as const }]));
    expect(visibleMenu(all)).toEqual(MENU);
  });
});

describe('side menu', { timeout: 20_000 }, () => {
  it('hides an item without consulta and a group without visible children', async () => {
    sessionStore.setSession(
      makeUser({ [F.MANTER_CACAMBA]: { consulta: true }, [F.TUTORIAL]: { altera: true } }),
    );
    renderWithProviders(<SideMenu />);
    const menu = within(nav());
    fireEvent.click(menu.getByRole('button', { name: 'Cadastros' }));
    fireEvent.click(menu.getByRole('button', { name: 'Ajuda' }));
    expect(await menu.findByRole('link', { name: 'Manter Caçamba' })).toBeTruthy();
    expect(menu.queryByRole('link', { name: 'Tutorial' })).toBeNull();
    expect(menu.queryByRole('button', { name: 'CTR' })).toBeNull();
    expect(menu.queryByRole('button', { name: 'Relatórios' })).toBeNull();
    expect(menu.getByRole('link', { name: 'Dúvidas ou Sugestões' })).toHaveProperty(
      'href',
      `${window.location.origin}/reclamacoes`,
    );
    expect(menu.getByRole('button', { name: 'Sair' })).toBeTruthy();
  });

  it('shows the CTR group with only the children the user may consult', async () => {
    sessionStore.setSession(makeUser({ [F.LOCALIZAR_CTR]: { consulta: true } }));
    renderWithProviders(<SideMenu />);
    const menu = within(nav());
    const group = menu.getByRole('button', { name: 'CTR' });
    expect(group.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(group);
    expect(group.getAttribute('aria-expanded')).toBe('true');
    expect(await menu.findByRole('link', { name: 'Localizar CTR' })).toBeTruthy();
    expect(menu.queryByRole('link', { name: 'Alocar Caçamba' })).toBeNull();
  });

  it('Sair ends the session and returns to the login', async () => {
    window.localStorage.setItem('rcc.sessao', '1');
    sessionStore.reset();
    const api = mockApi({
      'POST /api/validate-login': () => ok({ user: makeUser({ [F.TUTORIAL]: { consulta: true } }) }),
      'POST /api/logout': () => ok({}),
    });
    const { router } = renderApp('/tutorial');
    fireEvent.click(
      await within(await screen.findByRole('navigation', { name: 'Menu principal' })).findByRole('button', {
        name: 'Sair',
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('heading', { name: 'Acesso ao sistema' })).toBeTruthy();
    expect(api.callsTo('/api/logout')).toHaveLength(1);
    expect(window.localStorage.getItem('rcc.sessao')).toBeNull();
  });
});

describe('route guard', { timeout: 20_000 }, () => {
  it('sends a visitor without a token to the login', async () => {
    mockApi({});
    const { router } = renderApp('/cacamba');
    expect(await screen.findByRole('heading', { name: 'Acesso ao sistema' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });

  it('sends a user without the route right to the landing page', async () => {
    window.localStorage.setItem('rcc.sessao', '1');
    sessionStore.reset();
    mockApi({
      'POST /api/validate-login': () => ok({ user: makeUser({ [F.TUTORIAL]: { consulta: true } }) }),
    });
    const { router } = renderApp('/configuracoes');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('heading', { name: 'Painel' })).toBeTruthy();
  });

  it('opens a screen the user may consult inside the shell', async () => {
    window.localStorage.setItem('rcc.sessao', '1');
    sessionStore.reset();
    mockApi({
      'POST /api/validate-login': () => ok({ user: makeUser({ [F.AUDITORIA]: { consulta: true } }) }),
      'POST /api/Auditoria/find': () => ok({ rows: [], count: 0 }),
    });
    renderApp('/auditoria');
    expect(await screen.findByRole('heading', { name: 'Auditoria' }, { timeout: 10_000 })).toBeTruthy();
    expect(document.title).toBe('Auditoria | RCC');
    expect(within(nav()).getByRole('button', { name: 'Sair' })).toBeTruthy();
  });
});
