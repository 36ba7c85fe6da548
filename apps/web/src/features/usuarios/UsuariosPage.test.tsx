import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { sessionStore } from '../../shared/auth/session-store';
import { mockApi, ok } from '../../test/api-mock';
import { makeUser } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import UsuariosPage from './UsuariosPage';

const ana = { id: 5, nome: 'Ana Souza', email: 'ana@x.br', cpf: null, ativo: 'S', idPessoa: 9, pessoa: null };

beforeEach(() => sessionStore.clear('empty'));

describe('Usuários › Inativar asks first (issue #15 item 6)', { timeout: 20_000 }, () => {
  it('sends nothing when the confirmation is cancelled, and inactivates when confirmed', async () => {
    sessionStore.setSession(makeUser({}));
    const api = mockApi({
      'POST /api/Usuario/find': () => ok({ rows: [ana], count: 1 }),
      'PUT /api/Usuario/5': () => ok({ ...ana, ativo: 'N' }),
    });
    renderWithProviders(<UsuariosPage />);
    const inativar = await screen.findByRole('button', { name: 'Inativar Ana Souza' });

    fireEvent.click(inativar);
    let dialog = await screen.findByRole('dialog', { name: 'Inativar usuário' });
    expect(dialog.textContent).toContain('não conseguirá mais entrar');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('/api/Usuario/5')).toHaveLength(0);

    fireEvent.click(inativar);
    dialog = await screen.findByRole('dialog', { name: 'Inativar usuário' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Inativar' }));
    await waitFor(() => expect(api.callsTo('/api/Usuario/5')).toHaveLength(1));
    expect(api.callsTo('/api/Usuario/5')[0]?.body).toEqual({ ativo: 'N' });
  });
});
