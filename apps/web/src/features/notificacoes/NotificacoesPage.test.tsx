import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../shared/auth/session-store';
import { fail, mockApi, ok } from '../../test/api-mock';
import { makeUser } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import NotificacoesPage from './NotificacoesPage';

const lida = {
  id: 40,
  tipo: 'ctr.situacao_alterada',
  titulo: 'CTR nº 899: Retirada',
  texto: 'A caçamba da CTR nº 899 foi retirada da obra.',
  link: null,
  criadaEm: '2026-05-10T13:00:00.000Z',
  lidaEm: '2026-05-10T14:00:00.000Z',
};

beforeEach(() => {
  sessionStore.clear('empty');
  sessionStore.setSession(makeUser({}));
});
afterEach(() => vi.unstubAllGlobals());

/** The page's list states (issue #15 item 6): the shared ListState, as every list shows them. */
describe('/notificacoes list states', { timeout: 20_000 }, () => {
  it('shows the loading state, then the error with its message and "Tentar novamente", which loads again', async () => {
    let falhar = true;
    const api = mockApi({
      'GET /api/notificacoes': () =>
        falhar ? fail(500, 'INTERNAL', 'Erro interno no servidor.') : ok({ rows: [lida], count: 1 }),
    });
    renderWithProviders(<NotificacoesPage />);
    expect(screen.getByRole('status').textContent).toContain('Carregando as notificações…');
    const erro = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(erro.textContent).toContain('Não foi possível carregar as notificações.');
    expect(erro.textContent).toContain('Erro interno no servidor.');
    const antes = api.callsTo('/api/notificacoes').length;
    falhar = false;
    fireEvent.click(within(erro).getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('heading', { name: 'CTR nº 899: Retirada' })).toBeTruthy();
    expect(api.callsTo('/api/notificacoes').length).toBe(antes + 1);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('tells "no notification yet" from "no unread one", and "Ver todas" turns the filter off', async () => {
    const api = mockApi({
      'GET /api/notificacoes': () => ok({ rows: [], count: 0 }),
    });
    renderWithProviders(<NotificacoesPage />);
    expect(await screen.findByText('Você ainda não tem notificações.')).toBeTruthy();
    expect(screen.getByText(/o aviso aparece aqui/)).toBeTruthy();
    fireEvent.click(screen.getByRole('switch', { name: 'Somente não lidas' }));
    expect(await screen.findByText('Você não tem notificações não lidas.')).toBeTruthy();
    expect(api.callsTo('/api/notificacoes').at(-1)!.url).toContain('naoLidas=true');
    fireEvent.click(screen.getByRole('button', { name: 'Ver todas' }));
    expect(await screen.findByText('Você ainda não tem notificações.')).toBeTruthy();
    expect(screen.getByRole('switch', { name: 'Somente não lidas' })).toHaveProperty('checked', false);
  });
});
