import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../shared/auth/session-store';
import { fail, mockApi, ok } from '../../test/api-mock';
import { MAPA_CONFIG, makeUser } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import ObraMapPage from './ObraMapPage';

beforeEach(() => {
  sessionStore.clear('empty');
  sessionStore.setSession(makeUser({}));
});
afterEach(() => vi.unstubAllGlobals());

describe('/obra/map list states (issue #15 item 6)', { timeout: 20_000 }, () => {
  it('shows the loading state, the spec error with "Tentar novamente", then the sites on the map', async () => {
    let resposta = () => fail(403, 'FORBIDDEN', 'Acesso negado.');
    mockApi({
      'GET /api/config/mapa': () => ok(MAPA_CONFIG),
      'POST /api/Obra/find': () => resposta(),
    });
    renderWithProviders(<ObraMapPage />, '/obra/map');
    expect(screen.getByRole('status').textContent).toContain('Carregando as obras…');
    const erro = await screen.findByRole('alert');
    expect(erro.textContent).toContain('Ocorreu uma falha ao buscar a lista de obras.');
    resposta = () =>
      ok({
        rows: [
          {
            id: 3,
            nomeObra: 'Reforma Residencial Águas Claras',
            endereco: 'Rua 12 Norte',
            bairro: 'Águas Claras',
            shape: { coordinates: [-48.0263, -15.8344] },
          },
        ],
        count: 1,
      });
    fireEvent.click(within(erro).getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() =>
      expect(
        document.querySelector('.leaflet-marker-icon[title="Reforma Residencial Águas Claras"]'),
      ).toBeTruthy(),
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
