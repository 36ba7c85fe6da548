import { F } from '@rcc/domain/features';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../shared/auth/session-store';
import { mockApi, ok } from '../../test/api-mock';
import { makeUser } from '../../test/fixtures';
import { renderApp } from '../../test/render';

beforeEach(() =>
  sessionStore.setSession(
    makeUser({ [F.MANTER_CLASSE_MATERIAL]: { consulta: true, inclui: true, altera: true, exclui: true } }),
  ),
);
afterEach(() => vi.unstubAllGlobals());

describe('material class form', { timeout: 60_000 }, () => {
  it('requires class and description, then posts them', async () => {
    const api = mockApi({
      'POST /api/ClasseMaterial': () => ok({ id: 9 }),
      'POST /api/ClasseMaterial/find': () => ok({ rows: [], count: 0 }),
    });
    renderApp('/classe-material/add');
    fireEvent.click(await screen.findByRole('button', { name: 'Salvar' }, { timeout: 25_000 }));
    expect(await screen.findByText('Classe é obrigatório')).toBeTruthy();
    expect(screen.getByText('Descrição é obrigatório')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: /^Classe/ }), { target: { value: 'Classe E' } });
    fireEvent.change(screen.getByRole('textbox', { name: /^Descrição/ }), { target: { value: 'Teste' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(api.callsTo('/api/ClasseMaterial')).toHaveLength(1));
    expect(api.callsTo('/api/ClasseMaterial')[0]?.body).toEqual({ classe: 'Classe E', descricao: 'Teste' });
  });

  it('shows a record read-only in view mode', async () => {
    mockApi({
      'POST /api/ClasseMaterial/find': () =>
        ok({ rows: [{ id: 1, classe: 'Classe A', descricao: 'Agregados' }], count: 1 }),
    });
    renderApp('/classe-material/view/1');
    await waitFor(() =>
      expect((screen.getByRole('textbox', { name: /^Classe/ }) as HTMLInputElement).value).toBe('Classe A'),
    );
    expect((screen.getByRole('textbox', { name: /^Classe/ }) as HTMLInputElement).readOnly).toBe(true);
    expect(screen.queryByRole('button', { name: 'Salvar' })).toBeNull();
  });
});
