import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../shared/auth/session-store';
import { mockApi, ok } from '../../test/api-mock';
import { makeUser } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import FilasPage from './FilasPage';

const filas = [
  { nome: 'email.enviar', criadas: 2, ativas: 1, novaTentativa: 3, falhas: 1, concluidas: 40 },
  { nome: 'webhooks.entregar', criadas: 0, ativas: 0, novaTentativa: 0, falhas: 0, concluidas: 7 },
];
const falha = {
  id: '00000000-0000-8000-8000-00000000002a',
  fila: 'email.enviar',
  tentativas: 11,
  erro: 'SMTP não configurado (Configurações do Sistema)',
  dados: '{"id": 42}',
  criadaEm: '2026-11-26T10:00:00.000Z',
  falhouEm: '2026-11-26T13:00:00.000Z',
};
const entrega = {
  id: 9,
  url: 'https://frota.exemplo.com.br/rcc',
  pessoa: 'Transportes Exemplo Ltda',
  tipo: 'ctr.criada',
  situacao: 'falhou',
  tentativas: 14,
  ultimoStatus: 503,
  ultimoErro: 'resposta 503',
  ultimaTentativaEm: '2026-11-26T11:00:00.000Z',
};

beforeEach(() => sessionStore.clear('empty'));
afterEach(() => vi.unstubAllGlobals());

describe('Administração › Filas e entregas (issue #18)', { timeout: 20_000 }, () => {
  it('shows jobs per queue and state, the failed job with its error and retries it, and the failing deliveries', async () => {
    sessionStore.setSession(makeUser({}));
    const api = mockApi({
      'GET /api/filas': () => ok({ filas }),
      'GET /api/filas/falhas': () => ok({ rows: [falha], count: 1 }),
      'GET /api/filas/entregas': () => ok({ rows: [entrega], count: 1 }),
      'POST /api/filas/tentar-de-novo': () => ({
        body: { success: true, data: { reenviadas: 1 }, message: '1 tarefa voltou para a fila.' },
      }),
    });
    renderWithProviders(<FilasPage />);
    const linha = await screen.findByRole('row', { name: /Envio de e-mails/ });
    const celulas = within(linha)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(celulas).toEqual(['Envio de e-mailsemail.enviar', '2', '1', '3', '1', '40']);
    expect(await screen.findByText('SMTP não configurado (Configurações do Sistema)')).toBeTruthy();
    expect(await screen.findByText('Transportes Exemplo Ltda')).toBeTruthy();
    // Status in words, not by colour alone.
    expect(screen.getByText('Desistida')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: /Tentar de novo a tarefa .* de Envio de e-mails/ }));
    await waitFor(() => expect(api.callsTo('/api/filas/tentar-de-novo')).toHaveLength(1));
    expect(api.callsTo('/api/filas/tentar-de-novo')[0]!.body).toEqual({ fila: 'email.enviar', id: falha.id });

    fireEvent.click(screen.getByRole('button', { name: 'Tentar todas de novo' }));
    const dialogo = await screen.findByRole('dialog');
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Tentar todas de novo' }));
    await waitFor(() => expect(api.callsTo('/api/filas/tentar-de-novo')).toHaveLength(2));
    expect(api.callsTo('/api/filas/tentar-de-novo')[1]!.body).toEqual({ todas: true });
  });
});
