import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, mockApi, ok } from '../../test/api-mock';
import { renderApp } from '../../test/render';

afterEach(() => vi.unstubAllGlobals());

const placa = () => screen.getByRole('textbox', { name: 'Placa' });
const token = () => screen.getByRole('textbox', { name: 'Token' });
const entrar = () => screen.getByRole('button', { name: 'Entrar' });

describe('/destino-rapido access form', { timeout: 20_000 }, () => {
  it('asks for the plate and the token', async () => {
    const api = mockApi({});
    renderApp('/destino-rapido');
    await screen.findByRole('heading', { name: 'Acesso ao Destino Rápido' });
    fireEvent.click(entrar());
    expect(await screen.findByText('placa é obrigatoria')).toBeTruthy();
    expect(screen.getByText('token é obrigatorio')).toBeTruthy();
    expect(token()).toHaveProperty('maxLength', 6);
    expect(api.callsTo('/api/destinoRapido/findVeiculo/ABC1D23/123456')).toHaveLength(0);
  });

  it('sends the plate upper-cased without the dash and opens the weighing route', async () => {
    const api = mockApi({
      'GET /api/destinoRapido/findVeiculo/ABC1D23/123456': () =>
        ok({
          id: 1,
          placa: 'ABC1D23',
          tipo: 'Poliguindaste',
          poliguindaste: 'Duplo',
          idPerfil: 2,
          token: '123456',
        }),
    });
    const { router } = renderApp('/destino-rapido');
    await screen.findByRole('heading', { name: 'Acesso ao Destino Rápido' });
    fireEvent.input(placa(), { target: { value: 'abc1d23' } });
    await waitFor(() => expect((placa() as HTMLInputElement).value).toBe('ABC-1D23'));
    fireEvent.change(token(), { target: { value: '123456' } });
    fireEvent.click(entrar());
    await waitFor(() => expect(router.state.location.pathname).toBe('/destino-rapido/ABC1D23/123456'));
    expect(api.callsTo('/api/destinoRapido/findVeiculo/ABC1D23/123456')).toHaveLength(1);
  });

  it('stays on the form with the spec message when nothing matches, and another for other failures', async () => {
    mockApi({
      'GET /api/destinoRapido/findVeiculo/ABC1D23/000000': () =>
        fail(404, 'NOT_FOUND', 'Nenhum veículo foi encontrado a partir desta placa e deste token'),
      'GET /api/destinoRapido/findVeiculo/ABC1D23/999999': () => fail(500, 'INTERNAL', 'x'),
    });
    const { router } = renderApp('/destino-rapido');
    await screen.findByRole('heading', { name: 'Acesso ao Destino Rápido' });
    fireEvent.input(placa(), { target: { value: 'ABC1D23' } });
    fireEvent.change(token(), { target: { value: '000000' } });
    fireEvent.click(entrar());
    expect(
      await screen.findByText('Nenhum veículo foi encontrado a partir desta placa e deste token'),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/destino-rapido');
    fireEvent.change(token(), { target: { value: '999999' } });
    fireEvent.click(entrar());
    expect(
      await screen.findByText(
        'Não foi possível buscar o veículo, por favor, contate um administrador do sistema',
      ),
    ).toBeTruthy();
  });
});
