import { F } from '@rcc/domain/features';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../shared/auth/session-store';
import { fail, mockApi, ok } from '../../test/api-mock';
import { makeUser } from '../../test/fixtures';
import { renderApp } from '../../test/render';

const FAILURE = 'Usuário ou senha não conferem ou seus dados ainda não foram validados';
const maria = { id: 3, nome_razao_social: 'Maria da Silva', tipo_pessoa: 'F' };
const empresa = { id: 9, nome_razao_social: 'Entulhos Candangos Ltda', tipo_pessoa: 'J' };

function pessoas(rows: unknown[]) {
  return () => ok({ rows, count: rows.length });
}

const usernameField = () => screen.getByRole('textbox', { name: 'E-mail ou CPF' });
const passwordField = () => screen.getByLabelText('Senha') as HTMLInputElement;
const entrar = () => screen.getByRole('button', { name: 'Entrar' });

async function typeCredentials(username = 'maria@exemplo.com.br', password = 'Rcc@2026') {
  await screen.findByRole('heading', { name: 'Acesso ao sistema' });
  fireEvent.change(usernameField(), { target: { value: username } });
  fireEvent.change(passwordField(), { target: { value: password } });
}

beforeEach(() => sessionStore.clear('empty'));
afterEach(() => vi.unstubAllGlobals());

describe('login panel', { timeout: 20_000 }, () => {
  it('keeps Entrar disabled until a person is chosen among several', async () => {
    const api = mockApi({ 'POST /api/find-available-pessoa': pessoas([maria, empresa]) });
    renderApp('/');
    await typeCredentials();
    expect(entrar()).toHaveProperty('disabled', true);
    // 'Acessar como' is not fetched with the page (issue #16 item 5): a disabled field stands in.
    expect(screen.queryByRole('combobox', { name: 'Acessar como' })).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Acessar como' })).toHaveProperty('disabled', true);

    fireEvent.blur(usernameField());
    await waitFor(() => expect(api.callsTo('/api/find-available-pessoa')).toHaveLength(1));
    expect(api.callsTo('/api/find-available-pessoa')[0]?.body).toEqual({ email: 'maria@exemplo.com.br' });
    expect(entrar()).toHaveProperty('disabled', true);

    // The lookup asks for the select, which arrives in its own chunk.
    fireEvent.click(await screen.findByRole('combobox', { name: 'Acessar como' }));
    fireEvent.click(await screen.findByRole('option', { name: /Entulhos Candangos Ltda/ }));
    await waitFor(() => expect(entrar()).toHaveProperty('disabled', false));
  });

  it('selects the person automatically on blur when exactly one matches', async () => {
    mockApi({ 'POST /api/find-available-pessoa': pessoas([maria]) });
    renderApp('/');
    await typeCredentials();
    fireEvent.blur(usernameField());
    await waitFor(() => expect(entrar()).toHaveProperty('disabled', false));
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Acessar como' })).toHaveProperty(
        'value',
        'Maria da Silva (Pessoa Física)',
      ),
    );
  });

  it('tells when no person matches the username', async () => {
    mockApi({ 'POST /api/find-available-pessoa': pessoas([]) });
    renderApp('/');
    await typeCredentials('ninguem@exemplo.com.br');
    fireEvent.blur(usernameField());
    expect(await screen.findByText('Nenhuma pessoa encontrada, por favor, verifique o e-mail')).toBeTruthy();
    expect(entrar()).toHaveProperty('disabled', true);
  });

  it('shows the failure message and clears the password when the login is refused', async () => {
    const api = mockApi({
      'POST /api/find-available-pessoa': pessoas([maria]),
      'POST /api/login': () => fail(401, 'UNAUTHENTICATED', FAILURE),
    });
    renderApp('/');
    await typeCredentials('maria@exemplo.com.br', 'senhaerrada');
    fireEvent.blur(usernameField());
    await waitFor(() => expect(entrar()).toHaveProperty('disabled', false));
    fireEvent.click(entrar());

    expect(await screen.findByText(FAILURE)).toBeTruthy();
    await waitFor(() => expect(passwordField().value).toBe(''));
    expect(api.callsTo('/api/login')[0]?.body).toEqual({
      username: 'maria@exemplo.com.br',
      password: 'senhaerrada',
      idPessoa: 3,
    });
    expect(sessionStore.getState()).toMatchObject({ status: 'empty', user: null });
    // A refused login is not a session expiry.
    expect(screen.queryByText('Sessão expirada. Faça login novamente')).toBeNull();
  });

  it('submits with Enter in the password field and lands on the Painel (issue #14)', async () => {
    const user = makeUser({ [F.LOCALIZAR_CTR]: { consulta: true } });
    const api = mockApi({
      'POST /api/find-available-pessoa': pessoas([maria]),
      'POST /api/login': () => ok({ token: 'tok-123', user }),
    });
    const { router } = renderApp('/');
    await typeCredentials();
    fireEvent.blur(usernameField());
    await waitFor(() => expect(entrar()).toHaveProperty('disabled', false));

    fireEvent.keyDown(passwordField(), { key: 'Enter' });
    expect(await screen.findByRole('heading', { name: 'Painel' }, { timeout: 10_000 })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    expect(api.callsTo('/api/login')).toHaveLength(1);
    // Issue #12 item 9: the token stays in the HttpOnly cookie; the web keeps no copy and sends none.
    expect(JSON.stringify({ ...window.localStorage })).not.toContain('tok-123');
    expect(api.calls.some((call) => 'auth-token' in call.headers)).toBe(false);
  });

  it('submits with Enter in the username field, looking the person up first', async () => {
    const api = mockApi({
      'POST /api/find-available-pessoa': pessoas([maria]),
      'POST /api/login': () => ok({ token: 'tok-9', user: makeUser({}) }),
    });
    const { router } = renderApp('/');
    await typeCredentials();
    fireEvent.keyDown(usernameField(), { key: 'Enter' });
    expect(await screen.findByRole('heading', { name: 'Painel' }, { timeout: 10_000 })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    expect(api.callsTo('/api/login')[0]?.body).toMatchObject({ idPessoa: 3 });
  });

  it('warns when Enter is pressed before a person is chosen', async () => {
    const api = mockApi({ 'POST /api/find-available-pessoa': pessoas([maria, empresa]) });
    renderApp('/');
    await typeCredentials();
    fireEvent.keyDown(passwordField(), { key: 'Enter' });
    expect(await screen.findByText('Por favor selecione uma pessoa')).toBeTruthy();
    expect(api.callsTo('/api/login')).toHaveLength(0);
  });

  // The form is a lazy chunk (login-route budget, issue #7): it appears once loaded.
  it('opens the self-registration popup', { timeout: 20_000 }, async () => {
    mockApi({});
    renderApp('/');
    await screen.findByRole('heading', { name: 'Acesso ao sistema' });
    fireEvent.click(screen.getByRole('button', { name: 'Ainda não sou cadastrado' }));
    const dialog = await screen.findByRole('dialog', { name: 'Informações Complementares' });
    expect(
      await within(dialog).findByRole('radio', { name: 'Pessoa Física' }, { timeout: 15_000 }),
    ).toBeTruthy();
  });
});

describe('login screen panels and session', { timeout: 20_000 }, () => {
  it('recovers the password and reloads to the root', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = mockApi({
      'POST /api/find-available-pessoa': pessoas([maria]),
      'POST /api/login-recovery': () => ok({}),
    });
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign, pathname: '/' });
    renderApp('/');
    await typeCredentials();
    fireEvent.click(screen.getByRole('button', { name: 'Esqueci minha senha' }));
    await screen.findByRole('heading', { name: 'Recuperação de senha' });
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Acessar como' })).toHaveProperty(
        'value',
        'Maria da Silva (Pessoa Física)',
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Recuperar senha' }));

    expect(
      await screen.findByText('Uma nova senha foi enviada para o usuário maria@exemplo.com.br'),
    ).toBeTruthy();
    expect(api.callsTo('/api/login-recovery')[0]?.body).toEqual({
      username: 'maria@exemplo.com.br',
      idPessoa: 3,
    });
    expect(assign).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1300));
    expect(assign).toHaveBeenCalledWith('/');
    vi.useRealTimers();
  });

  it('Cancel in the recovery panel returns to login', async () => {
    mockApi({});
    renderApp('/');
    await screen.findByRole('heading', { name: 'Acesso ao sistema' });
    fireEvent.click(screen.getByRole('button', { name: 'Esqueci minha senha' }));
    await screen.findByRole('heading', { name: 'Recuperação de senha' });
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(await screen.findByRole('heading', { name: 'Acesso ao sistema' })).toBeTruthy();
  });

  it('confirms the e-mail automatically on the confirmed route', async () => {
    const api = mockApi({ 'POST /api/login-confirme-email': () => ok({}) });
    renderApp('/confirmed/42/abc123');
    expect(
      await screen.findByText(
        'Olá, seu email foi confirmado e seus dados serão validados para que você possa acessar o sistema.',
      ),
    ).toBeTruthy();
    expect(api.callsTo('/api/login-confirme-email')[0]?.body).toEqual({ hash: 'abc123', id: '42' });
  });

  it('checks both passwords before updating', async () => {
    const api = mockApi({ 'POST /api/login-update': () => ok({}) });
    renderApp('/recovery/42/abc123');
    await screen.findByRole('heading', { name: 'Atualização de senha' });
    fireEvent.change(screen.getByLabelText(/^Nova senha/), { target: { value: 'Nova@123' } });
    fireEvent.change(screen.getByLabelText(/^Confirme a nova senha/), { target: { value: 'Outra@123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Atualizar senha' }));
    expect(await screen.findByText('A senha inserida nao conferem.')).toBeTruthy();
    expect(api.callsTo('/api/login-update')).toHaveLength(0);

    fireEvent.change(screen.getByLabelText(/^Confirme a nova senha/), { target: { value: 'Nova@123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Atualizar senha' }));
    expect(await screen.findByText('Senha Atualizada con sucesso.')).toBeTruthy();
    expect(api.callsTo('/api/login-update')[0]?.body).toEqual({
      hash: 'abc123',
      id: '42',
      password: 'Nova@123',
    });
  });

  it('/login ends an existing session (one of an older version, that kept the token, too)', async () => {
    window.localStorage.setItem('rcc.auth-token', 'velho');
    sessionStore.reset();
    // The copy left by an older version is erased on load; the cookie still carries the session.
    expect(window.localStorage.getItem('rcc.auth-token')).toBeNull();
    const api = mockApi({
      'POST /api/validate-login': () => ok({ user: makeUser() }),
      'POST /api/logout': () => ok({}),
    });
    renderApp('/login');
    await screen.findByRole('heading', { name: 'Acesso ao sistema' });
    await waitFor(() => expect(api.callsTo('/api/logout')).toHaveLength(1));
    expect(api.callsTo('/api/logout')[0]?.headers['auth-token']).toBeUndefined();
    expect(window.localStorage.getItem('rcc.sessao')).toBeNull();
  });

  it('an expired session on start goes to the login with a warning', async () => {
    window.localStorage.setItem('rcc.sessao', '1');
    sessionStore.reset();
    mockApi({ 'POST /api/validate-login': () => fail(401, 'UNAUTHENTICATED', 'Sessão expirada') });
    const { router } = renderApp('/tutorial');
    expect(await screen.findByText('Sessão expirada. Faça login novamente')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.location.search).toBe('?voltar=%2Ftutorial');
    expect(await screen.findByRole('heading', { name: 'Acesso ao sistema' })).toBeTruthy();
    expect(window.localStorage.getItem('rcc.sessao')).toBeNull();
  });
});
