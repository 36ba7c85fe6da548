import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../shared/auth/session-store';
import { fail, mockApi, ok } from '../../test/api-mock';
import { makeUser } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import DescadastrarPage from './DescadastrarPage';
import { NotificationBell } from './NotificationBell';
import PreferenciasPage from './PreferenciasPage';

const nova = {
  id: 41,
  tipo: 'ctr.situacao_alterada',
  titulo: 'CTR nº 900: Alocada',
  texto: 'A caçamba da CTR nº 900 foi alocada na obra.',
  link: '/solicitacao-transporte',
  criadaEm: '2026-05-11T13:00:00.000Z',
  lidaEm: null,
};

beforeEach(() => sessionStore.clear('empty'));
afterEach(() => vi.unstubAllGlobals());

describe('notification centre (issue #14)', { timeout: 20_000 }, () => {
  it('the bell names the unread count and lists the latest, marking one read when opened', async () => {
    sessionStore.setSession(makeUser({}));
    const api = mockApi({
      'GET /api/notificacoes/contagem': () => ok({ naoLidas: 3 }),
      'GET /api/notificacoes': () => ok({ rows: [nova], count: 1 }),
      'POST /api/notificacoes/41/lida': () => ok({ marcadas: 1 }),
    });
    renderWithProviders(<NotificationBell />);
    const sino = await screen.findByRole('button', { name: 'Notificações: 3 não lidas' });
    fireEvent.click(sino);
    fireEvent.click(await screen.findByRole('menuitem', { name: /CTR nº 900: Alocada \(não lida\)/ }));
    await waitFor(() => expect(api.callsTo('/api/notificacoes/41/lida')).toHaveLength(1));
    expect(api.callsTo('/api/notificacoes')[0]!.url).toContain('limit=5');
  });

  it('preferences: in-app is always on, the digest follows the e-mail, and saving sends every type', async () => {
    sessionStore.setSession(makeUser({}));
    const prefs = [
      {
        tipo: 'ctr.situacao_alterada',
        rotulo: 'Mudança de situação de uma CTR minha',
        emailConfiguravel: true,
        email: true,
        resumoDiario: false,
      },
      {
        tipo: 'ocorrencia.respondida',
        rotulo: 'Minha ocorrência foi respondida',
        emailConfiguravel: false,
        email: true,
        resumoDiario: false,
      },
    ];
    const api = mockApi({
      'GET /api/notificacoes/preferencias': () => ok(prefs),
      'PUT /api/notificacoes/preferencias': (body) =>
        ok(
          (body as { preferencias: unknown[] }).preferencias.map((p, i) => ({
            ...prefs[i],
            ...(p as object),
          })),
        ),
    });
    renderWithProviders(<PreferenciasPage />);
    const email = await screen.findByRole('checkbox', {
      name: 'Mudança de situação de uma CTR minha: por e-mail',
    });
    expect(
      screen.getByRole('checkbox', { name: 'Mudança de situação de uma CTR minha: no sistema (sempre)' }),
    ).toHaveProperty('disabled', true);
    const resumo = screen.getByRole('checkbox', {
      name: /Mudança de situação de uma CTR minha: no resumo diário/,
    });
    fireEvent.click(resumo);
    expect(resumo).toHaveProperty('checked', true);
    fireEvent.click(email);
    expect(resumo).toHaveProperty('checked', false);
    expect(resumo).toHaveProperty('disabled', true);
    expect(
      screen.getByRole('checkbox', { name: 'Minha ocorrência foi respondida: por e-mail' }),
    ).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Preferências de notificação salvas.')).toBeTruthy();
    expect(api.callsTo('/api/notificacoes/preferencias').find((c) => c.method === 'PUT')!.body).toEqual({
      preferencias: [
        { tipo: 'ctr.situacao_alterada', email: false, resumoDiario: false },
        { tipo: 'ocorrencia.respondida', email: true, resumoDiario: false },
      ],
    });
  });

  it('the unsubscribe page applies the link without a login and says what was turned off', async () => {
    const calls = mockApi({
      'GET /api/notificacoes/descadastrar': () =>
        ok({ tipo: 'ctr.situacao_alterada', rotulo: 'Mudança de situação de uma CTR minha' }),
    });
    renderWithProviders(<DescadastrarPage />, '/notificacoes/descadastrar?t=abc.def');
    expect(
      await screen.findByText(
        /Você não receberá mais e-mails do tipo "Mudança de situação de uma CTR minha"/,
      ),
    ).toBeTruthy();
    expect(calls.callsTo('/api/notificacoes/descadastrar')[0]!.url).toContain('t=abc.def');
  });

  it('a tampered link shows the Portuguese refusal', async () => {
    mockApi({
      'GET /api/notificacoes/descadastrar': () =>
        fail(400, 'VALIDATION', 'Link de descadastro inválido ou alterado.'),
    });
    renderWithProviders(<DescadastrarPage />, '/notificacoes/descadastrar?t=alterado');
    expect(await screen.findByText('Link de descadastro inválido ou alterado.')).toBeTruthy();
  });
});
