import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../shared/auth/session-store';
import { fail, mockApi, ok } from '../../test/api-mock';
import { makeUser } from '../../test/fixtures';
import { renderApp } from '../../test/render';

beforeEach(() => sessionStore.clear('empty'));
afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

/** The API redirects to /social-login with the outcome in the fragment. */
const arriveWith = (fragment: string) => window.history.replaceState(null, '', `/social-login#${fragment}`);

describe('/social-login', { timeout: 20_000 }, () => {
  it('loads the user of the session cookie for a known account and clears the address bar', async () => {
    const api = mockApi({ 'POST /api/validate-login': () => ok({ user: makeUser({}) }) });
    arriveWith('sessao=1');
    const { router } = renderApp('/social-login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(sessionStore.getState()).toMatchObject({ status: 'success', user: { name: 'Maria da Silva' } });
    expect(api.callsTo('/api/validate-login')[0]?.headers['auth-token']).toBeUndefined();
    expect(window.location.hash).toBe('');
  });

  it('opens the registration popup, prefilled, for an unknown account', async () => {
    mockApi({
      'GET /api/auth/cadastro/tkt-123': () =>
        ok({ authType: 'google', email: 'novo@exemplo.com.br', nome: 'Novo Usuário' }),
      'POST /api/TipoArquivo/find': () => ok({ rows: [], count: 0 }),
      'POST /api/Estado/find': () => ok({ rows: [], count: 0 }),
    });
    arriveWith('cadastro=tkt-123&provedor=google');
    renderApp('/social-login');
    const dialog = await screen.findByRole('dialog', { name: 'Informações Complementares' });
    expect(within(dialog).getByText(/Complete seu cadastro para entrar com a conta Google/)).toBeTruthy();
  });

  it('returns to the login with the message when the provider refused', async () => {
    mockApi({});
    arriveWith(
      `erro=${encodeURIComponent('Usuário ou senha não conferem ou seus dados ainda não foram validados')}`,
    );
    const { router } = renderApp('/social-login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(
      await screen.findByText('Usuário ou senha não conferem ou seus dados ainda não foram validados'),
    ).toBeTruthy();
  });

  it('says the ticket expired when the server no longer knows it', async () => {
    mockApi({ 'GET /api/auth/cadastro/velho': () => fail(404, 'NOT_FOUND', 'x') });
    arriveWith('cadastro=velho&provedor=facebook');
    renderApp('/social-login');
    expect(
      await screen.findByText('O cadastro pela rede social expirou. Entre novamente pela rede social.'),
    ).toBeTruthy();
  });
});
