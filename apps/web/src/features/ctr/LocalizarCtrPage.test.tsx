import { F } from '@rcc/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../shared/auth/session-store';
import { mockApi, ok } from '../../test/api-mock';
import { makeUser } from '../../test/fixtures';
import { renderApp } from '../../test/render';

const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000).toISOString();
const row = (id: number, over: Record<string, unknown> = {}) => ({
  id,
  situacao: 'Solicitada',
  idGerador: 11,
  idTransportador: 50,
  editado: false,
  dataHoraSolicitacao: hoursAgo(1),
  nomeObra: `Obra ${id}`,
  ...over,
});
const ROWS = [
  row(1),
  row(2, { editado: true }),
  row(3, { dataHoraSolicitacao: hoursAgo(25) }),
  row(4, { situacao: 'Cancelamento Solicitado' }),
];

const rights = {
  [F.LOCALIZAR_CTR]: { consulta: true },
  [F.EDITAR_CTR]: { altera: true },
  [F.SOLICITAR_CANCELAMENTO]: { altera: true },
} as const;

function login(idTipoPerfil: number) {
  const user = makeUser(rights, {
    perfis: [{ id: 11, idTipoPerfil, descricao: 'Perfil', situacaoValidacao: 'A' }],
  });
  sessionStore.setSession('token-teste', user);
}

const editButton = (id: number) => screen.queryByRole('button', { name: `Editar CTR CTR ${id}` });

// The route is lazy: load its chunk once so that the first test does not pay for it.
beforeAll(() => import('./LocalizarCtrPage'), 30_000);
beforeEach(() => sessionStore.clear('empty'));
afterEach(() => vi.unstubAllGlobals());

describe('Localizar CTR: edit eligibility (spec 2 §4)', { timeout: 20_000 }, () => {
  it('offers Editar CTR to the generator once, within 24 h, and asks to confirm the only edit', async () => {
    mockApi({ 'POST /api/ViewSolicitacaoTransporte/find': () => ok({ rows: ROWS, count: ROWS.length }) });
    login(8);
    const { router } = renderApp('/localizar-ctr');
    await screen.findByRole('cell', { name: 'Obra 1' }, { timeout: 8000 });
    expect(editButton(1)).toBeTruthy();
    expect(editButton(2)).toBeNull();
    expect(editButton(3)).toBeNull();
    expect(editButton(4)).toBeNull();
    expect(screen.getByRole('button', { name: 'Solic. Cancelamento CTR 1' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Solic. Cancelamento CTR 4' })).toBeNull();

    fireEvent.click(editButton(1) as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'Editar CTR' });
    expect(within(dialog).getByText(/só pode ser alterada uma única vez/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/editar-solicitacao-transporte/1'));
  });

  it('lets the Secretaria edit any open CTR without the once-only warning', async () => {
    mockApi({ 'POST /api/ViewSolicitacaoTransporte/find': () => ok({ rows: ROWS, count: ROWS.length }) });
    login(4);
    const { router } = renderApp('/localizar-ctr');
    await screen.findByRole('cell', { name: 'Obra 1' }, { timeout: 8000 });
    for (const id of [1, 2, 3, 4]) expect(editButton(id)).toBeTruthy();
    fireEvent.click(editButton(3) as HTMLElement);
    await waitFor(() => expect(router.state.location.pathname).toBe('/editar-solicitacao-transporte/3'));
    expect(screen.queryByRole('dialog', { name: 'Editar CTR' })).toBeNull();
  });
});
