import { F } from '@rcc/domain/features';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../shared/auth/session-store';
import { mockApi, ok } from '../../test/api-mock';
import { CEP_ASA_NORTE, makeUser } from '../../test/fixtures';
import { renderApp } from '../../test/render';

beforeEach(() =>
  sessionStore.setSession(makeUser({ [F.MANTER_OBRA]: { consulta: true, inclui: true, altera: true } })),
);
afterEach(() => vi.unstubAllGlobals());

describe('work-site wizard', { timeout: 60_000 }, () => {
  it('keeps the user in step 1 until its required fields are filled', async () => {
    mockApi({});
    renderApp('/obra/add');
    fireEvent.click(await screen.findByRole('button', { name: 'Próximo' }, { timeout: 25_000 }));
    expect(
      (await screen.findAllByText('Alguns campos obrigatórios não foram preenchidos.')).length,
    ).toBeGreaterThan(0);
    expect(screen.getByRole('textbox', { name: /^Nome da obra/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Adicionar transportador' })).toBeNull();
  });

  it('fills the address from the CEP and shows the permit number only when the answer is Sim', async () => {
    const api = mockApi({
      'POST /api/findAddress': () => ok(CEP_ASA_NORTE),
    });
    renderApp('/obra/add');
    const cep = await screen.findByRole('textbox', { name: /^CEP/ }, { timeout: 25_000 });
    fireEvent.input(cep, { target: { value: '70040010' } });
    await waitFor(() => expect(api.callsTo('/api/findAddress')).toHaveLength(1));
    await waitFor(() =>
      expect((screen.getByRole('textbox', { name: /^Bairro/ }) as HTMLInputElement).value).toBe('Asa Norte'),
    );
    expect((screen.getByRole('textbox', { name: /^Município/ }) as HTMLInputElement).value).toBe('Brasília');
    expect(screen.queryByRole('textbox', { name: /^Número do alvará/ })).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: 'Sim' }));
    expect(await screen.findByRole('textbox', { name: /^Número do alvará/ })).toBeTruthy();
  });
});
