import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, mockApi, ok } from '../../test/api-mock';
import { renderApp } from '../../test/render';

const local = (
  id: number,
  tipo: 'PEV' | 'ATT',
  nome: string | null,
  bairro: string,
  distanciaKm: number | null = null,
) => ({
  id,
  tipo,
  nome,
  endereco: `Quadra ${id}`,
  numero: id === 1 ? '10' : null,
  bairro,
  cep: '72000002',
  regiao: id === 1 ? 'Taguatinga' : null,
  lat: id === 1 ? -15.84 : null,
  lon: id === 1 ? -48.05 : null,
  horarioFuncionamento: id === 1 ? 'Segunda a sábado, 7h às 18h' : null,
  limitePequenoGeradorM3: id === 1 ? 1 : null,
  classesAceitas: id === 1 ? ['Classe A', 'Classe B'] : [],
  distanciaKm,
});

describe('/onde-descartar', { timeout: 20_000 }, () => {
  it('lists the places with address, hours, classes, limit and map link, and filters by neighbourhood', async () => {
    const api = mockApi({
      'GET /api/publico/onde-descartar': () =>
        ok({
          origem: null,
          locais: [
            local(1, 'PEV', 'PEV Taguatinga Sul', 'Taguatinga'),
            local(2, 'ATT', null, 'Ceilândia Norte'),
          ],
        }),
      'GET /api/config/mapa': () =>
        ok({ tileUrl: 'data:,', maxZoom: 19, center: { lat: -15.8, lon: -47.9 }, zoom: 4, attribution: '' }),
    });
    renderApp('/onde-descartar');
    const pev = (await screen.findByRole('heading', { name: 'PEV Taguatinga Sul' })).closest('article')!;
    const c = within(pev as HTMLElement);
    expect(c.getByText('Quadra 1, nº 10 — Taguatinga (Taguatinga)')).toBeTruthy();
    expect(c.getByText('CEP 72000-002')).toBeTruthy();
    expect(c.getByText('PEV')).toBeTruthy();
    expect(c.getByText('Segunda a sábado, 7h às 18h')).toBeTruthy();
    expect(c.getByText('Classe A, Classe B')).toBeTruthy();
    expect(c.getByText('1 m³')).toBeTruthy();
    expect(c.getByRole('link', { name: /no mapa/ }).getAttribute('href')).toContain(
      'mlat=-15.84&mlon=-48.05',
    );
    // A destination without a published name reads as its kind, with no map link when it has no position.
    const att = screen.getByRole('heading', { name: 'Área de transbordo e triagem' }).closest('article')!;
    expect(within(att as HTMLElement).queryByRole('link')).toBeNull();
    expect(within(att as HTMLElement).getByText(/não informado — confirme antes de ir/)).toBeTruthy();
    expect(screen.getByText('2 locais encontrados.')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Filtrar por bairro ou endereço'), {
      target: { value: 'ceilandia' },
    });
    expect(screen.getByText('1 local encontrado.')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'PEV Taguatinga Sul' })).toBeNull();
    fireEvent.change(screen.getByLabelText('Filtrar por bairro ou endereço'), { target: { value: 'Gama' } });
    expect(screen.getByText('Nenhum local encontrado.')).toBeTruthy();
    // The list's "nothing with this filter" state (issue #15 item 6) clears the filter.
    expect(screen.getByText('Nenhum local neste bairro ou endereço.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Limpar o filtro' }));
    expect(screen.getByText('2 locais encontrados.')).toBeTruthy();
    expect(screen.getByLabelText('Filtrar por bairro ou endereço')).toHaveProperty('value', '');
    expect(api.callsTo('/api/publico/onde-descartar')).toHaveLength(1);
  });

  it('asks the API for the nearest from a CEP and says how far each is', async () => {
    let n = 0;
    const api = mockApi({
      'GET /api/publico/onde-descartar': () =>
        n++ > 0
          ? ok({
              origem: { lat: -15.82, lon: -48.05, endereco: 'CNA 1, Taguatinga Norte' },
              locais: [
                local(1, 'PEV', 'PEV Taguatinga Sul', 'Taguatinga', 1.5),
                local(2, 'ATT', null, 'Ceilândia', 6.2),
              ],
            })
          : ok({ origem: null, locais: [] }),
      'GET /api/config/mapa': () =>
        ok({ tileUrl: 'data:,', maxZoom: 19, center: { lat: -15.8, lon: -47.9 }, zoom: 4, attribution: '' }),
    });
    renderApp('/onde-descartar');
    await screen.findByText('Nenhum local encontrado.');
    expect(screen.getByText('Nenhum local de descarte publicado ainda.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/CEP ou endereço/), { target: { value: 'ab' } });
    fireEvent.click(screen.getByRole('button', { name: 'Procurar o mais próximo' }));
    expect(await screen.findByText('Informe ao menos 3 letras do endereço.')).toBeTruthy();
    expect(api.callsTo('/api/publico/onde-descartar')).toHaveLength(1);
    fireEvent.change(screen.getByLabelText(/CEP ou endereço/), { target: { value: '72010-010' } });
    fireEvent.click(screen.getByRole('button', { name: 'Procurar o mais próximo' }));
    expect(
      await screen.findByText(/do mais próximo ao mais distante de CNA 1, Taguatinga Norte/),
    ).toBeTruthy();
    expect(screen.getByText(/O mais próximo: a 1,5 km em linha reta/)).toBeTruthy();
    expect(screen.getByText(/a 6,2 km em linha reta/)).toBeTruthy();
    const calls = api.callsTo('/api/publico/onde-descartar');
    expect(calls.at(-1)!.url).toContain('cep=72010-010');
  });

  it('says so when the list cannot be loaded, and shows the API message for an unknown CEP', async () => {
    let resposta = () => fail(500, 'INTERNAL', 'Erro interno no servidor.');
    mockApi({
      'GET /api/publico/onde-descartar': () => resposta(),
      'GET /api/config/mapa': () =>
        ok({ tileUrl: 'data:,', maxZoom: 19, center: { lat: -15.8, lon: -47.9 }, zoom: 4, attribution: '' }),
    });
    renderApp('/onde-descartar');
    const erro = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(erro.textContent).toContain('Não foi possível carregar os locais de descarte.');
    resposta = () => ok({ origem: null, locais: [local(1, 'PEV', 'PEV Taguatinga Sul', 'Taguatinga')] });
    fireEvent.click(within(erro).getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('heading', { name: 'PEV Taguatinga Sul' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();

    resposta = () => fail(404, 'NOT_FOUND', 'CEP não encontrado.');
    fireEvent.change(screen.getByLabelText(/CEP ou endereço/), { target: { value: '72999-999' } });
    fireEvent.click(screen.getByRole('button', { name: 'Procurar o mais próximo' }));
    const cep = await screen.findByRole('alert');
    expect(cep.textContent).toContain('CEP não encontrado.');
    expect(cep.textContent).toContain('Confira o CEP ou o endereço e procure de novo.');
  });
});
