import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../shared/auth/session-store';
import { mockApi, ok } from '../../test/api-mock';
import { renderApp } from '../../test/render';

const ctr = (id: number, classe: number, cacamba: string) => ({
  id,
  idResiduoPredominante: classe === 1 ? 1 : 2,
  cacamba: { numeroIdentificacao: cacamba },
  residuoPredominante: { id: classe, nome: classe === 1 ? 'Concreto' : 'Madeira', idClasseMaterial: classe },
});

function setup(veiculo: { tipo: string; poliguindaste: string | null }, naPesagem = [ctr(9, 1, 'C-09')]) {
  return mockApi({
    'GET /api/destinoRapido/findVeiculo/ABC1D23/123456': () =>
      ok({ id: 1, placa: 'ABC1D23', idPerfil: 5, ...veiculo }),
    'POST /api/destinoRapido/searchCtr': () =>
      ok({ rows: [ctr(10, 1, 'C-10'), ctr(11, 2, 'C-11')], count: 2 }),
    'POST /api/destinoRapido/searchCtr/': () => ok({ rows: naPesagem, count: naPesagem.length }),
    'GET /api/destinoRapido/destinoFinal': () =>
      ok({ rows: [{ id: 3, nomeRazaoSocial: 'ATT Candanga' }], count: 1 }),
    'GET /api/destinoRapido/localidade': () =>
      ok({ rows: [{ id: 7, codigo: 'RA IX', nome: 'Ceilândia' }], count: 1 }),
    'PUT /api/destinoRapido/solicitacaoTransporte/11': () => ok({ id: 11, situacao: 'Em Pesagem' }),
    'PUT /api/destinoRapido/solicitacaoTransporte/10': () => ok({ id: 10, situacao: 'Em Pesagem' }),
    'PUT /api/destinoRapido/deleteSolicitacaoTransporte/9': () => ok({ id: 9, situacao: 'Retirada' }),
  });
}

/** The gate's CTRs are check boxes (issue #16 item 5: no combobox chunk on the gate). */
async function marcar(ctr: RegExp) {
  fireEvent.click(await screen.findByRole('checkbox', { name: ctr }));
}

/** Destino Final and Origem are native selects. */
async function escolher(label: string, option: RegExp) {
  const select = screen.getByRole('combobox', { name: label }) as HTMLSelectElement;
  const opcao = (await within(select).findByRole('option', { name: option })) as HTMLOptionElement;
  fireEvent.change(select, { target: { value: opcao.value } });
}

async function fill(ctrs: RegExp[]) {
  await screen.findByRole('heading', { name: 'Destino Rápido' });
  await waitFor(() => expect(screen.getByRole('cell', { name: 'C-09' })).toBeTruthy());
  for (const c of ctrs) await marcar(c);
  await escolher('Destino Final', /ATT Candanga/);
  await escolher('Origem', /Ceilândia/);
}

const adicionar = () => fireEvent.click(screen.getByRole('button', { name: 'Adicionar' }));

beforeAll(() => import('./PesagemPage'), 30_000);
beforeEach(() => sessionStore.clear('empty'));
afterEach(() => vi.unstubAllGlobals());

describe('quick destination weighing (spec 2 §4, §5)', { timeout: 20_000 }, () => {
  it('after a reload without a connection, lists the CTRs from the gate copy with its date (issue #16)', async () => {
    setup({ tipo: 'Poliguindaste', poliguindaste: 'Duplo' });
    const online = renderApp('/destino-rapido/ABC1D23/123456');
    await screen.findByRole('checkbox', { name: /CTR 10/ });
    online.unmount();
    // The service worker answers the GETs; the CTR lists (POSTs) find no network.
    const semRede = () => Promise.reject(new TypeError('Failed to fetch'));
    const api = setup({ tipo: 'Poliguindaste', poliguindaste: 'Duplo' });
    const handlers = api.fetchMock.getMockImplementation()!;
    api.fetchMock.mockImplementation((input, init) =>
      String(input).includes('/searchCtr') ? semRede() : handlers(input, init),
    );
    renderApp('/destino-rapido/ABC1D23/123456');
    expect(await screen.findByText(/Sem conexão — dados de/)).toBeTruthy();
    // The two lists come from the copy one after the other: the notice may show before the second.
    expect(await screen.findByRole('checkbox', { name: /CTR 11/ })).toBeTruthy();
    expect(await screen.findByRole('cell', { name: 'C-09' })).toBeTruthy();
    localStorage.clear();
  });

  it('requires CTR, Destino Final and Origem', async () => {
    setup({ tipo: 'Poliguindaste', poliguindaste: 'Duplo' });
    renderApp('/destino-rapido/ABC1D23/123456');
    await screen.findByRole('heading', { name: 'Destino Rápido' });
    adicionar();
    expect(await screen.findByText('CTR é obrigatorio')).toBeTruthy();
    expect(screen.getByText('Destino Final é obrigatorio')).toBeTruthy();
    expect(screen.getByText('Origem é obrigatorio')).toBeTruthy();
  });

  it('refuses more CTRs than a Poliguindaste Duplo carries', async () => {
    const api = setup({ tipo: 'Poliguindaste', poliguindaste: 'Duplo' });
    renderApp('/destino-rapido/ABC1D23/123456');
    await fill([/CTR 10/, /CTR 11/]);
    adicionar();
    expect(await screen.findByText('Esse veículo só permite a pesagem de 2 CTRs')).toBeTruthy();
    expect(api.calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
  });

  it('refuses a second CTR on a Basculante', async () => {
    setup({ tipo: 'Basculante', poliguindaste: null });
    renderApp('/destino-rapido/ABC1D23/123456');
    await fill([/CTR 10/]);
    adicionar();
    expect(await screen.findByText('Veículo Basculante só permite a pesagem de 1 CTR')).toBeTruthy();
  });

  it('asks before mixing class A with another class, then adds the CTR', async () => {
    const api = setup({ tipo: 'Poliguindaste', poliguindaste: 'Duplo' });
    renderApp('/destino-rapido/ABC1D23/123456');
    await fill([/CTR 11/]);
    adicionar();
    const dialog = await screen.findByRole('dialog', { name: 'Mistura de classes' });
    expect(within(dialog).getByText(/Carga Mista/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('CTR Adiciona com sucesso')).toBeTruthy();
    expect(api.callsTo('/api/destinoRapido/solicitacaoTransporte/11')[0]?.body).toMatchObject({
      idDestinoFinal: 3,
      idLocalidade: 7,
      idVeiculo: 1,
      situacao: 'Em Pesagem',
      placa: 'ABC1D23',
      token: '123456',
    });
  });

  it('removes a CTR from the weighing after confirmation', async () => {
    const api = setup({ tipo: 'Poliguindaste', poliguindaste: 'Duplo' });
    renderApp('/destino-rapido/ABC1D23/123456');
    fireEvent.click(await screen.findByRole('button', { name: 'Remover CTR 9' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remover CTR' });
    expect(within(dialog).getByText('Tem certeza que deseja remover esta CTR?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('CTR Removida com sucesso')).toBeTruthy();
    expect(api.callsTo('/api/destinoRapido/deleteSolicitacaoTransporte/9')[0]?.body).toEqual({
      placa: 'ABC1D23',
      token: '123456',
    });
  });
});
