import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, mockApi, ok } from '../../test/api-mock';
import { renderApp } from '../../test/render';

const local = (id: number, tipo: 'PEV' | 'ATT', nome: string | null, bairro: string) => ({
  id,
  tipo,
  nome,
  endereco: `Quadra ${id}`,
  numero: id === 1 ? '10' : null,
  bairro,
  cep: '72000002',
  lat: id === 1 ? -15.84 : null,
  lon: id === 1 ? -48.05 : null,
});

describe('/onde-descartar', { timeout: 20_000 }, () => {
  it('lists the PEV and ATT with address, CEP and map link, never a missing name, and filters by neighbourhood', async () => {
    const api = mockApi({
      'GET /api/publico/onde-descartar': () =>
        ok([local(1, 'PEV', 'PEV Taguatinga Sul', 'Taguatinga'), local(2, 'ATT', null, 'Ceilândia Norte')]),
    });
    renderApp('/onde-descartar');
    const pev = (await screen.findByRole('heading', { name: 'PEV Taguatinga Sul' })).closest('article')!;
    const c = within(pev as HTMLElement);
    expect(c.getByText('Quadra 1, nº 10 — Taguatinga')).toBeTruthy();
    expect(c.getByText('CEP 72000-002')).toBeTruthy();
    expect(c.getByText('PEV')).toBeTruthy();
    expect(c.getByRole('link', { name: /no mapa/ }).getAttribute('href')).toContain(
      'mlat=-15.84&mlon=-48.05',
    );
    // A destination without a published name reads as its kind, with no map link when it has no position.
    const att = screen.getByRole('heading', { name: 'Área de transbordo e triagem' }).closest('article')!;
    expect(within(att as HTMLElement).queryByRole('link')).toBeNull();
    expect(screen.getByText('2 locais encontrados.')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Filtrar por bairro ou endereço'), {
      target: { value: 'ceilandia' },
    });
    expect(screen.getByText('1 local encontrado.')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'PEV Taguatinga Sul' })).toBeNull();
    fireEvent.change(screen.getByLabelText('Filtrar por bairro ou endereço'), { target: { value: 'Gama' } });
    expect(screen.getByText('Nenhum local encontrado.')).toBeTruthy();
    expect(api.callsTo('/api/publico/onde-descartar')).toHaveLength(1);
  });

  it('says so when the list cannot be loaded', async () => {
    mockApi({ 'GET /api/publico/onde-descartar': () => fail(500, 'INTERNAL', 'Erro') });
    renderApp('/onde-descartar');
    expect(await screen.findByText(/Não foi possível carregar os locais de descarte/)).toBeTruthy();
  });
});
