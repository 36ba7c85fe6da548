import { F } from '@rcc/domain/features';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../shared/auth/session-store';
import { mockApi, ok } from '../../test/api-mock';
import { makeUser } from '../../test/fixtures';
import { renderApp } from '../../test/render';

const rows = [
  {
    id: 1,
    numeroIdentificacao: 'TC-0001',
    numeroInterno: 'INT-1',
    capacidadeM3: 5,
    endereco: 'SIA',
    bairro: 'SIA',
    excluido: 0,
  },
  {
    id: 2,
    numeroIdentificacao: 'TC-0002',
    numeroInterno: 'INT-2',
    capacidadeM3: 5,
    endereco: 'SIA',
    bairro: 'SIA',
    excluido: 1,
  },
];

afterEach(() => vi.unstubAllGlobals());

describe('bin list', { timeout: 60_000 }, () => {
  beforeEach(() =>
    sessionStore.setSession(
      makeUser(
        { [F.MANTER_CACAMBA]: { consulta: true, inclui: true, altera: true, exclui: true } },
        { perfis: [{ id: 21, idTipoPerfil: 2, descricao: 'Transportador', situacaoValidacao: 'A' }] },
      ),
    ),
  );

  it('asks the spec confirmation before a soft delete and sends excluido 1', async () => {
    const api = mockApi({
      'POST /api/Cacamba/find': () => ok({ rows, count: 2 }),
      'PUT /api/cacamba/1': () => ok({ id: 1 }),
    });
    renderApp('/cacamba');
    const row = (await screen.findByText('TC-0001')).closest('tr')!;
    // A transporter has no transporter column and no Restaurar button.
    expect(screen.queryByRole('columnheader', { name: /Transportador/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Restaurar' })).toBeNull();
    fireEvent.click(within(row).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('Tem certeza que deseja excluir esta caçamba?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(api.callsTo('/api/cacamba/1')).toHaveLength(1));
    expect(api.callsTo('/api/cacamba/1')[0]?.body).toEqual({ excluido: 1 });
  });

  it('offers Restaurar to administrators, with the transporter column', async () => {
    sessionStore.setSession(
      makeUser(
        { [F.MANTER_CACAMBA]: { consulta: true, altera: true, exclui: true } },
        { perfis: [{ id: 1, idTipoPerfil: 10, descricao: 'Administrador', situacaoValidacao: 'A' }] },
      ),
    );
    mockApi({ 'POST /api/Cacamba/find': () => ok({ rows, count: 2 }) });
    renderApp('/cacamba');
    const row = (await screen.findByText('TC-0002')).closest('tr')!;
    expect(within(row).getByRole('button', { name: 'Restaurar' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: /Transportador/ })).toBeTruthy();
  });
});
