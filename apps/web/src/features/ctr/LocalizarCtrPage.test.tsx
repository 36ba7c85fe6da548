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
  sessionStore.setSession(user);
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

describe('Localizar CTR: transporter and destination filters are lookups (spec 2 §2)', {
  timeout: 30_000,
}, () => {
  it('searches by name, picks one and filters the grid by its id', async () => {
    const transportadores = [
      { id: 50, nomeRazaoSocial: 'Transportes Candango Ltda' },
      { id: 51, nomeRazaoSocial: 'Caçambas Cerrado Eireli' },
    ];
    const destinos = [{ id: 70, nomeRazaoSocial: 'ATT Ceilândia Reciclagem Ltda' }];
    const byName = (rows: Array<{ id: number; nomeRazaoSocial: string }>) => (body: unknown) => {
      const like = (body as { where?: { nomeRazaoSocial?: { $iLike?: string } } }).where?.nomeRazaoSocial
        ?.$iLike;
      const term = (like ?? '').replaceAll('%', '').toLowerCase();
      const found = rows.filter((r) => r.nomeRazaoSocial.toLowerCase().includes(term));
      return ok({ rows: found, count: found.length });
    };
    const api = mockApi({
      'POST /api/ViewSolicitacaoTransporte/find': () => ok({ rows: ROWS, count: ROWS.length }),
      'POST /api/ViewTransportador/find': byName(transportadores),
      'POST /api/ViewDestinoFinal/find': byName(destinos),
    });
    login(4);
    renderApp('/localizar-ctr');
    await screen.findByRole('cell', { name: 'Obra 1' }, { timeout: 8000 });
    const lastWhere = () => {
      const call = api.callsTo('/api/ViewSolicitacaoTransporte/find').at(-1);
      return (call?.body as { where?: unknown } | undefined)?.where;
    };
    /** Waits for the search by name to answer (only the matching option left), then picks it. */
    const pick = async (filtro: string, name: string, others: string[]) => {
      const list = await screen.findByRole('listbox', { name: filtro }, { timeout: 5000 });
      await waitFor(
        () => {
          expect(within(list).getByRole('option', { name })).toBeTruthy();
          for (const other of others) expect(within(list).queryByRole('option', { name: other })).toBeNull();
        },
        { timeout: 8000 },
      );
      fireEvent.click(within(list).getByRole('option', { name }));
    };

    // Transporter: typing searches ViewTransportador by name; picking filters by idTransportador.
    const transportador = screen.getByRole('textbox', { name: 'Filtrar por Transportador' });
    fireEvent.focus(transportador);
    fireEvent.change(transportador, { target: { value: 'Cand' } });
    await pick('Filtrar por Transportador', 'Transportes Candango Ltda', ['Caçambas Cerrado Eireli']);
    expect(
      api
        .callsTo('/api/ViewTransportador/find')
        .some(
          (c) =>
            JSON.stringify((c.body as { where?: unknown }).where) ===
            '{"nomeRazaoSocial":{"$iLike":"%Cand%"}}',
        ),
    ).toBe(true);
    await waitFor(() => expect(lastWhere()).toEqual({ idTransportador: 50 }), { timeout: 5000 });

    // Destination: same, and both filters combine.
    const destino = screen.getByRole('textbox', { name: 'Filtrar por Destino Final' });
    fireEvent.focus(destino);
    fireEvent.change(destino, { target: { value: 'ATT' } });
    await pick('Filtrar por Destino Final', 'ATT Ceilândia Reciclagem Ltda', []);
    await waitFor(() => expect(lastWhere()).toEqual({ idTransportador: 50, idDestinoFinal: 70 }), {
      timeout: 5000,
    });
    // The picked names stay shown in the filter row.
    expect((transportador as HTMLInputElement).value).toBe('Transportes Candango Ltda');

    // Clearing the transporter removes its condition.
    fireEvent.click(within(transportador.parentElement as HTMLElement).getByLabelText('Limpar seleção'));
    await waitFor(() => expect(lastWhere()).toEqual({ idDestinoFinal: 70 }), { timeout: 5000 });
  });
});
