import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, ok } from '../../test/api-mock';
import { makeUser } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { sessionStore } from '../auth/session-store';
import { useCtr } from './use-ctr';

afterEach(() => vi.unstubAllGlobals());

function Probe({ id }: { id: string }) {
  const ctr = useCtr(id);
  if (!ctr.isSuccess) return <span>carregando</span>;
  return <span>{ctr.data ? `CTR ${ctr.data.id}` : 'CTR não encontrada'}</span>;
}

/** The fixture user is a generator through profile 11. */
const row = (idGerador: number) => ({
  id: 5,
  situacao: 'Solicitada',
  idGerador,
  idTransportador: 20,
  idDestinoFinal: null,
});

describe('useCtr: the CTR scope of the domain on the web', { timeout: 20_000 }, () => {
  it('shows a CTR of the user and hides one of another owner', async () => {
    sessionStore.setSession(makeUser());
    mockApi({ 'POST /api/ViewSolicitacaoTransporte/find': () => ok({ rows: [row(11)], count: 1 }) });
    renderWithProviders(<Probe id="5" />);
    expect(await screen.findByText('CTR 5')).toBeTruthy();
  });

  it('hides a CTR of another generator', async () => {
    sessionStore.setSession(makeUser());
    mockApi({ 'POST /api/ViewSolicitacaoTransporte/find': () => ok({ rows: [row(12)], count: 1 }) });
    renderWithProviders(<Probe id="5" />);
    expect(await screen.findByText('CTR não encontrada')).toBeTruthy();
  });

  it('shows any CTR to the inspection (Fiscalização)', async () => {
    sessionStore.setSession(
      makeUser(
        {},
        { perfis: [{ id: 40, idTipoPerfil: 5, descricao: 'Fiscalização', situacaoValidacao: 'A' }] },
      ),
    );
    mockApi({ 'POST /api/ViewSolicitacaoTransporte/find': () => ok({ rows: [row(12)], count: 1 }) });
    renderWithProviders(<Probe id="5" />);
    expect(await screen.findByText('CTR 5')).toBeTruthy();
  });
});
