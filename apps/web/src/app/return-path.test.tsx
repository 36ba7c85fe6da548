import { F } from '@rcc/domain/features';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../shared/auth/session-store';
import { mockApi, ok } from '../test/api-mock';
import { makeUser } from '../test/fixtures';
import { renderApp } from '../test/render';
import { loginPathFor, returnPathFrom, safeReturnPath } from '../shared/auth/return-path';

beforeEach(() => sessionStore.clear('empty'));
afterEach(() => vi.unstubAllGlobals());

describe('safeReturnPath (no open redirect)', () => {
  it('keeps a path of this site with its query and fragment', () => {
    expect(safeReturnPath('/cacambas/qualquer-coisa')).toBe('/cacambas/qualquer-coisa');
    expect(safeReturnPath('/obra?pagina=2#lista')).toBe('/obra?pagina=2#lista');
  });

  it.each([
    'https://evil.example/',
    '//evil.example/x',
    '/\\evil.example',
    '\\\\evil.example',
    'javascript:alert(1)',
    '/\t/evil.example',
    'evil.example',
    '',
    '/',
    '/login',
  ])('refuses %j', (raw) => {
    expect(safeReturnPath(raw)).toBeNull();
  });

  it('builds the login address and reads it back', () => {
    const login = loginPathFor({ pathname: '/cacambas/x', search: '?a=1', hash: '' });
    expect(login).toBe('/?voltar=%2Fcacambas%2Fx%3Fa%3D1');
    expect(returnPathFrom(login.slice(1))).toBe('/cacambas/x?a=1');
    expect(returnPathFrom('?voltar=https%3A%2F%2Fevil.example')).toBeNull();
  });
});

async function logIn() {
  await screen.findByRole('heading', { name: 'Acesso ao sistema' });
  fireEvent.change(screen.getByRole('textbox', { name: 'E-mail ou CPF' }), {
    target: { value: 'maria@exemplo.com.br' },
  });
  fireEvent.change(screen.getByLabelText('Senha'), { target: { value: 'Rcc@2026' } });
  fireEvent.keyDown(screen.getByRole('textbox', { name: 'E-mail ou CPF' }), { key: 'Enter' });
}

const loginApi = (user = makeUser({ [F.TUTORIAL]: { consulta: true } })) =>
  mockApi({
    'POST /api/find-available-pessoa': () =>
      ok({ rows: [{ id: 3, nome_razao_social: 'Maria da Silva', tipo_pessoa: 'F' }], count: 1 }),
    'POST /api/login': () => ok({ user }),
  });

describe('an address opened while logged out (issue #12 item 8)', { timeout: 20_000 }, () => {
  it('an unknown address leads to the login, and after it to the 404 page', async () => {
    loginApi();
    const { router } = renderApp('/cacambas/qualquer-coisa');
    await waitFor(() => expect(router.state.location.search).toBe('?voltar=%2Fcacambas%2Fqualquer-coisa'));
    expect(router.state.location.pathname).toBe('/');
    expect(screen.queryByRole('heading', { name: 'Página não encontrada' })).toBeNull();
    await logIn();
    await waitFor(() => expect(router.state.location.pathname).toBe('/cacambas/qualquer-coisa'));
    expect(await screen.findByRole('heading', { name: 'Página não encontrada' })).toBeTruthy();
  });

  it('a known address opens after login', async () => {
    mockApi({
      'POST /api/find-available-pessoa': () =>
        ok({ rows: [{ id: 3, nome_razao_social: 'Maria da Silva', tipo_pessoa: 'F' }], count: 1 }),
      'POST /api/login': () => ok({ user: makeUser({ [F.TUTORIAL]: { consulta: true } }) }),
      'POST /api/Tutorial/find': () => ok({ rows: [], count: 0 }),
    });
    const { router } = renderApp('/tutorial');
    await logIn();
    await waitFor(() => expect(router.state.location.pathname).toBe('/tutorial'));
  });

  it('an address of another site in the query is ignored: the landing page opens', async () => {
    loginApi();
    const { router } = renderApp('/?voltar=%2F%2Fevil.example%2Fx');
    await logIn();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('logged in, an unknown address shows the 404 page', async () => {
    sessionStore.setSession(makeUser({ [F.TUTORIAL]: { consulta: true } }));
    mockApi({});
    const { router } = renderApp('/cacambas/qualquer-coisa');
    expect(await screen.findByRole('heading', { name: 'Página não encontrada' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/cacambas/qualquer-coisa');
  });
});
