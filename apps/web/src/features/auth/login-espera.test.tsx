import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../shared/auth/session-store';
import { fail, mockApi, ok } from '../../test/api-mock';
import { renderApp } from '../../test/render';

/** Issue #12 item 3: a throttled answer tells how long to wait, on the login screen. */
const AGUARDE = 'Muitas tentativas. Aguarde 4 segundos e tente novamente.';
const usernameField = () => screen.getByRole('textbox', { name: 'E-mail ou CPF' });

beforeEach(() => sessionStore.clear('empty'));
afterEach(() => vi.unstubAllGlobals());

describe('login waits', { timeout: 20_000 }, () => {
  it('shows the server text when the person lookup is throttled', async () => {
    mockApi({ 'POST /api/find-available-pessoa': () => fail(429, 'TOO_MANY_REQUESTS', AGUARDE) });
    renderApp('/');
    await screen.findByRole('heading', { name: 'Acesso ao sistema' });
    fireEvent.change(usernameField(), { target: { value: 'maria@exemplo.com.br' } });
    fireEvent.blur(usernameField());
    expect(await screen.findByText(AGUARDE)).toBeTruthy();
  });

  it('shows the masked names the API sends', async () => {
    mockApi({
      'POST /api/find-available-pessoa': () =>
        ok({ rows: [{ id: 3, nome_razao_social: 'Ma*** da S.', tipo_pessoa: 'F' }], count: 1 }),
    });
    renderApp('/');
    await screen.findByRole('heading', { name: 'Acesso ao sistema' });
    fireEvent.change(usernameField(), { target: { value: 'maria@exemplo.com.br' } });
    fireEvent.blur(usernameField());
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Acessar como' })).toHaveProperty(
        'value',
        'Ma*** da S. (Pessoa Física)',
      ),
    );
  });
});
