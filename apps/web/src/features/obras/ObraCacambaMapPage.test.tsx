import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { SituacaoCacamba } from '@rcc/domain/contract/localizar-cacamba';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, ok } from '../../test/api-mock';
import { MAPA_CONFIG } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import ObraCacambaMapPage, { type ObraCacambas, parseIds, pontos } from './ObraCacambaMapPage';

afterEach(() => vi.unstubAllGlobals());

const bin = (id: number, situacao: SituacaoCacamba['situacao']) => ({
  id,
  numeroIdentificacao: `TC-000${id}`,
  situacao,
  transportador: 'Transportes Candango Ltda',
  cpfCnpj: '1',
  idSolicitacaoTransporte: 10 + id,
  nomeObra: 'Reforma Residencial Águas Claras',
  gerador: 'Construtora',
  local: 'Rua 12 Norte',
  dataHoraAlocacao: null,
  idObra: 3,
  shape: { type: 'Point' as const, coordinates: [-48.0263, -15.8344] as [number, number] },
});
const DATA: ObraCacambas = {
  obras: [
    {
      id: 3,
      nomeObra: 'Reforma Residencial Águas Claras',
      local: 'Rua 12 Norte',
      shape: { type: 'Point', coordinates: [-48.0263, -15.8344] },
    },
    { id: 5, nomeObra: 'Sem ponto', local: '', shape: null },
  ],
  rows: [bin(1, 'Alocada'), bin(2, 'Irregular')],
  count: 2,
};

describe('/obra/cacamba-map (Retirar Caçamba)', { timeout: 20_000 }, () => {
  it('reads the work-site ids of the address', () => {
    expect(parseIds('3,5,x,-1,3,0')).toEqual([3, 5]);
    expect(parseIds(null)).toEqual([]);
  });

  it('one marker per located site and per bin, the bins coloured by status with their popup', () => {
    const p = pontos(DATA);
    expect(p.map((x) => x.id)).toEqual(['obra3', 'c1', 'c2']);
    expect(p[0]!.tooltip).toBe('Obra Reforma Residencial Águas Claras');
    expect(p[1]).toMatchObject({ tooltip: 'Caçamba TC-0001 — Alocada', color: '#2f9e44', lat: -15.8344 });
    expect(p[2]!.color).toBe('#e03131');
    expect(String(p[2]!.popup)).toContain('Situação: Irregular');
  });

  it('asks the server for the bins of the given sites and says how many stand there', async () => {
    const api = mockApi({
      'GET /api/config/mapa': () => ok(MAPA_CONFIG),
      'POST /api/ObraCacambaLocation/find': () => ok(DATA),
    });
    renderWithProviders(<ObraCacambaMapPage />, '/obra/cacamba-map?ids=3,5');
    expect(await screen.findByText('2 caçambas na obra')).toBeTruthy();
    expect(api.callsTo('/api/ObraCacambaLocation/find')[0]!.body).toEqual({ ids: [3, 5] });
    // Site 5 has no point: the spec's info message.
    expect(screen.getByText('Não foi encontrada a localização de uma ou mais cacambas.')).toBeTruthy();
    await waitFor(() => expect(document.querySelector('.leaflet-container')).toBeTruthy());
  });

  it('shows the spec error and no markers when the list fails, then "Tentar novamente" loads it', async () => {
    let falhar = true;
    mockApi({
      'GET /api/config/mapa': () => ok(MAPA_CONFIG),
      'POST /api/ObraCacambaLocation/find': () =>
        falhar
          ? { status: 500, body: { success: false, error: { type: 'X', message: 'x' } } }
          : ok({ ...DATA, rows: [], count: 0 }),
    });
    renderWithProviders(<ObraCacambaMapPage />, '/obra/cacamba-map?ids=3');
    expect(screen.getByRole('status').textContent).toContain('Carregando as caçambas das obras…');
    const erro = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(erro.textContent).toContain('Ocorreu uma falha ao buscar a lista de caçambas para o mapa.');
    expect(document.querySelectorAll('.leaflet-marker-icon')).toHaveLength(0);
    falhar = false;
    fireEvent.click(within(erro).getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('Nenhuma caçamba na obra neste momento.')).toBeTruthy();
    expect(screen.queryByText('Ocorreu uma falha ao buscar a lista de caçambas para o mapa.')).toBeNull();
  });
});
