import { F } from '@rcc/domain/features';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../shared/auth/session-store';
import { acompanharSessao } from '../../shared/offline/copia-offline';
import { lerFila, usarStore } from '../../shared/offline/fila';
import { filaEmMemoria } from '../../shared/offline/fila-store';
import { mockApi, ok } from '../../test/api-mock';
import { makeUser } from '../../test/fixtures';
import { renderApp } from '../../test/render';

/** The pages are lazy routes: their first import can take long on a busy machine. */
const LAZY = { timeout: 30_000 };
const TRANSPORTADOR = 20;
const usuario = makeUser(
  { [F.RETIRAR_CACAMBA]: { consulta: true, altera: true } },
  {
    id: 12,
    perfis: [{ id: TRANSPORTADOR, idTipoPerfil: 2, descricao: 'Transportador', situacaoValidacao: 'A' }],
    userTypes: [2],
  },
);
const ctr = {
  id: 41,
  situacao: 'Alocada',
  idTransportador: TRANSPORTADOR,
  idGerador: 11,
  idVeiculo: 5,
  placa: 'JKL2E34',
  tipoVeiculo: 'Basculante',
  idResiduoPredominante: 1,
  dataHoraAlocacao: '2026-05-11T10:00:00Z',
  nomeObra: 'Residencial Aurora',
};
const tipos = [
  { id: 1, nome: 'Concreto', idClasseMaterial: 1, classeMaterial: { id: 1, classe: 'A' } },
  { id: 2, nome: 'Madeira', idClasseMaterial: 2, classeMaterial: { id: 2, classe: 'B' } },
];
const destinos = [
  { id: 3, nomeRazaoSocial: 'ATT Ceilândia Reciclagem Ltda' },
  { id: 4, nomeRazaoSocial: 'Aterro de Inertes' },
];

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
}

beforeEach(() => {
  window.localStorage.clear();
  acompanharSessao();
  sessionStore.clear('empty');
  usarStore(filaEmMemoria());
  setOnline(true);
});
afterEach(() => {
  vi.unstubAllGlobals();
  setOnline(true);
});

describe('Retirar Caçamba: the form opens without a connection (issue #16)', { timeout: 90_000 }, () => {
  it('reads ahead from the list online; offline the form comes from the copies and the removal is queued', async () => {
    const api = mockApi({
      'POST /api/validate-login': () => ok({ user: usuario }),
      'POST /api/ViewSolicitacaoTransporte/find': () => ok({ rows: [ctr], count: 1 }),
      'POST /api/SolicitacaoTransporte/find': () =>
        ok({
          rows: [
            {
              id: 41,
              nomeFotoCacamba: null,
              residuos: [{ id: 7, idTipoResiduo: 1, volumeAproximadoM3: '3' }],
            },
          ],
          count: 1,
        }),
      'POST /api/ViewDestinoFinal/find': () => ok({ rows: destinos, count: destinos.length }),
      'POST /api/TipoResiduo/find': () => ok({ rows: tipos, count: tipos.length }),
    });
    window.localStorage.setItem('rcc.sessao', '1');
    sessionStore.reset();
    const online = renderApp('/retirar-cacamba');
    await screen.findAllByText('Residencial Aurora', undefined, LAZY);
    // The read-ahead: the allocated CTRs, their wastes (one request for all), the destinations, the types.
    await waitFor(() => expect(api.callsTo('/api/TipoResiduo/find')).toHaveLength(1));
    await waitFor(() => expect(api.callsTo('/api/ViewDestinoFinal/find')).toHaveLength(1));
    expect(api.callsTo('/api/SolicitacaoTransporte/find')[0]!.body).toMatchObject({
      where: { id: { $in: [41] } },
      include: ['residuos'],
    });
    online.unmount();

    // No network at all now.
    setOnline(false);
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    renderApp('/retirar-cacamba/retirar/41');
    await screen.findByText(/^Sem conexão — dados de \d{2}\/\d{2} \d{2}:\d{2}$/, undefined, LAZY);
    expect(screen.getByRole('heading', { name: 'Retirar caçamba — CTR 41' })).toBeTruthy();
    const residuos = screen.getByRole('table', { name: 'Resíduos' });
    await within(residuos).findByText('Concreto');

    // The destination lookup searches the device's copy.
    const destino = screen.getByRole('textbox', { name: /Destino final/ });
    fireEvent.click(destino);
    fireEvent.change(destino, { target: { value: 'ceilandia' } });
    fireEvent.click(await screen.findByRole('option', { name: 'ATT Ceilândia Reciclagem Ltda' }, LAZY));
    expect(screen.queryByRole('option', { name: 'Aterro de Inertes' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Retirar' }));
    await waitFor(() => expect(lerFila()).toHaveLength(1));
    const [acao] = lerFila();
    expect(acao).toMatchObject({ caminho: '/retirar_cacamba/41', metodo: 'PUT', situacao: 'pendente' });
    const campos = Object.fromEntries(acao!.corpo.tipo === 'form' ? acao!.corpo.campos : []);
    expect(campos).toMatchObject({ idDestinoFinal: '3', idResiduoPredominante: '1', idVeiculo: '5' });
    expect(JSON.parse(String(campos.residuos))).toEqual([{ id: 7, idTipoResiduo: 1, volume: 3 }]);
  });
});
