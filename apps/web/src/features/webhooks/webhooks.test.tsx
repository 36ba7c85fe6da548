import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../shared/auth/session-store';
import { mockApi, ok } from '../../test/api-mock';
import { makeUser } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import WebhooksPage from './WebhooksPage';

const endpoint = {
  id: 7,
  url: 'https://frota.exemplo.com.br/rcc',
  descricao: 'Sistema da frota',
  eventos: ['ctr.situacao_alterada'],
  ativo: true,
  criadoEm: '2026-11-26T10:00:00.000Z',
  desativadoEm: null,
  segredo: null,
};
const entrega = {
  id: 31,
  idEndpoint: 7,
  mensagemId: 'evt_900',
  tipo: 'ctr.situacao_alterada',
  situacao: 'falhou',
  tentativas: 12,
  ultimoStatus: 503,
  ultimoErro: 'resposta 503',
  ultimaTentativaEm: '2026-11-26T11:00:00.000Z',
  entregueEm: null,
  criadoEm: '2026-11-25T11:00:00.000Z',
};

beforeEach(() => sessionStore.clear('empty'));
afterEach(() => vi.unstubAllGlobals());

describe('Integrações › Webhooks (issue #18)', { timeout: 20_000 }, () => {
  it('validates with the domain schema, shows the new secret once, and lists deliveries with reenviar', async () => {
    sessionStore.setSession(makeUser({}));
    let rows: Array<typeof endpoint> = [];
    const api = mockApi({
      'GET /api/webhook': () => ok({ rows, count: rows.length }),
      'POST /api/webhook': () => {
        rows = [endpoint];
        return {
          body: {
            success: true,
            data: { ...endpoint, segredo: 'whsec_c2VncmVkbw==' },
            message: 'Cadastrado.',
          },
        };
      },
      'GET /api/webhook/7/entregas': () => ok({ rows: [entrega], count: 1 }),
      'POST /api/webhook/entrega/31/reenviar': () => ({
        body: { success: true, data: { ...entrega, situacao: 'pendente' }, message: 'Reenviada.' },
      }),
    });
    renderWithProviders(<WebhooksPage />);
    expect(await screen.findByText('Nenhum endereço cadastrado.')).toBeTruthy();
    // Submitted as the browser would after its own required-field check (jsdom skips the form).
    fireEvent.submit(screen.getByRole('button', { name: 'Cadastrar endereço' }).closest('form')!);
    expect(await screen.findByText('Informe o endereço (URL) que receberá os eventos.')).toBeTruthy();
    expect(api.callsTo('/api/webhook').filter((c) => c.method === 'POST')).toHaveLength(0);

    fireEvent.change(screen.getByRole('textbox', { name: /Endereço \(URL\)/ }), {
      target: { value: endpoint.url },
    });
    fireEvent.click(screen.getByRole('combobox', { name: /Eventos/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Mudança de situação de uma CTR minha' }));
    fireEvent.submit(screen.getByRole('button', { name: 'Cadastrar endereço' }).closest('form')!);
    expect(await screen.findByText('whsec_c2VncmVkbw==')).toBeTruthy();
    const post = api.callsTo('/api/webhook').find((c) => c.method === 'POST')!;
    expect(post.body).toMatchObject({ url: endpoint.url, eventos: ['ctr.situacao_alterada'] });

    expect(await screen.findByText('Ativo')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Entregas' }));
    expect(await screen.findByText('Falhou')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Reenviar' }));
    await waitFor(() => expect(api.callsTo('/api/webhook/entrega/31/reenviar')).toHaveLength(1));
  });
});
