import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../shared/auth/session-store';
import { fail, mockApi, ok } from '../../test/api-mock';
import { renderApp } from '../../test/render';

beforeEach(() => sessionStore.clear('empty'));
afterEach(() => vi.unstubAllGlobals());

describe('unlock link (issue #12 item 3)', { timeout: 20_000 }, () => {
  it('sends the e-mailed link once and shows the answer', async () => {
    const api = mockApi({
      'POST /api/login-desbloqueio': () =>
        ok({ message: 'Acesso desbloqueado. Entre com seu e-mail e senha.' }),
    });
    renderApp('/desbloqueio/42/abc123');
    expect(await screen.findByRole('heading', { name: 'Liberação de acesso' })).toBeTruthy();
    expect(await screen.findByText('Acesso desbloqueado. Entre com seu e-mail e senha.')).toBeTruthy();
    expect(api.callsTo('/api/login-desbloqueio')).toHaveLength(1);
    expect(api.callsTo('/api/login-desbloqueio')[0]?.body).toEqual({ hash: 'abc123', id: '42' });
    expect(screen.getByRole('button', { name: 'Voltar para o login' })).toBeTruthy();
  });

  it('shows the server message for a used or expired link', async () => {
    const message = 'Este link de desbloqueio é inválido, expirou ou já foi usado.';
    mockApi({ 'POST /api/login-desbloqueio': () => fail(409, 'CONFLICT', message) });
    renderApp('/desbloqueio/42/usado');
    expect(await screen.findByText(message)).toBeTruthy();
  });
});
