import { F } from '@rcc/domain/features';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../shared/auth/session-store';
import { mockApi, ok } from '../../test/api-mock';
import { makeUser } from '../../test/fixtures';
import { renderApp } from '../../test/render';

const transportador = () =>
  makeUser(
    { [F.MANTER_VEICULO]: { consulta: true, inclui: true, altera: true, exclui: true } },
    { perfis: [{ id: 21, idTipoPerfil: 2, descricao: 'Transportador', situacaoValidacao: 'A' }] },
  );

const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });

beforeEach(() => sessionStore.setSession(transportador()));
afterEach(() => vi.unstubAllGlobals());

describe('vehicle form', { timeout: 60_000 }, () => {
  it('shows the spec messages for missing fields and the missing document', async () => {
    mockApi({});
    renderApp('/veiculo/add');
    fireEvent.click(await screen.findByRole('button', { name: 'Salvar' }, { timeout: 25_000 }));
    expect(await screen.findByText('Placa é obrigatório')).toBeTruthy();
    expect(screen.getByText('Marca é obrigatório')).toBeTruthy();
    expect(screen.getByText('Modelo é obrigatório')).toBeTruthy();
    expect(screen.getByText('Renavam é obrigatório')).toBeTruthy();
    expect(screen.getByText('Token é obrigatório')).toBeTruthy();
    expect(screen.getByText('Nenhum documento foi anexado a este veículo')).toBeTruthy();
    // The transporter field is for staff only.
    expect(screen.queryByRole('textbox', { name: /Transportador/ })).toBeNull();
  });

  it('warns when the plate is already one of the transporter’s vehicles', async () => {
    const api = mockApi({
      'POST /api/find-veiculos-prestador': () =>
        ok({
          exists: true,
          proprio: true,
          message: 'Veículo já cadastrado anteriormente, tente uma outra placa',
        }),
    });
    renderApp('/veiculo/add');
    const placa = await screen.findByRole('textbox', { name: /^Placa/ }, { timeout: 25_000 });
    fireEvent.input(placa, { target: { value: 'ABC1D23' } });
    fireEvent.blur(placa);
    await waitFor(() => expect(api.callsTo('/api/find-veiculos-prestador')).toHaveLength(1));
    expect(api.callsTo('/api/find-veiculos-prestador')[0]?.body).toEqual({ placa: 'ABC1D23' });
    expect(
      (await screen.findAllByText('Veículo já cadastrado anteriormente, tente uma outra placa')).length,
    ).toBeGreaterThan(0);
  });

  it('copies and locks the data of another transporter’s vehicle once the user confirms (prestador)', async () => {
    mockApi({
      'POST /api/find-veiculos-prestador': () =>
        ok({
          exists: true,
          proprio: false,
          transportador: 'Transportes Candango Ltda',
          veiculo: {
            placa: 'ABC1D23',
            marca: 'Mercedes-Benz',
            modelo: 'Atego',
            renavam: '12345678901',
            ano: 2022,
            tipo: 'Basculante',
            volumeM3: 10,
          },
        }),
    });
    renderApp('/veiculo/add');
    const placa = await screen.findByRole('textbox', { name: /^Placa/ }, { timeout: 25_000 });
    fireEvent.input(placa, { target: { value: 'ABC1D23' } });
    fireEvent.blur(placa);
    fireEvent.click(await screen.findByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect((field('Marca') as HTMLInputElement).value).toBe('Mercedes-Benz'));
    expect((field('Marca') as HTMLInputElement).readOnly).toBe(true);
    expect(screen.getByText('Veículo de prestador de serviço')).toBeTruthy();
  });

  it('shows the poliguindaste kind only for Poliguindaste vehicles', async () => {
    mockApi({});
    renderApp('/veiculo/add');
    await screen.findByRole('button', { name: 'Salvar' }, { timeout: 25_000 });
    expect(screen.queryByRole('combobox', { name: /^Poliguindaste/ })).toBeNull();
    fireEvent.click(screen.getByRole('combobox', { name: /^Tipo/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Poliguindaste' }));
    expect(await screen.findByRole('combobox', { name: /^Poliguindaste/ })).toBeTruthy();
  });
});
