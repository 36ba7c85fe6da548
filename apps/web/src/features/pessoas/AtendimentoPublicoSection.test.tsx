import { F } from '@rcc/domain/features';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../shared/auth/session-store';
import { mockApi, ok } from '../../test/api-mock';
import { makeUser } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { AtendimentoPublicoSection } from './AtendimentoPublicoSection';

const saved = {
  idPerfil: 7,
  tipoDestinoFinal: 'Recicladora',
  recebePublico: null,
  recebePublicoEfetivo: false,
  horarioFuncionamento: null,
  limitePequenoGeradorM3: null,
  classesAceitas: [],
  classesDisponiveis: [
    { id: 1, classe: 'Classe A' },
    { id: 2, classe: 'Classe B' },
  ],
};

beforeEach(() => sessionStore.clear('empty'));
afterEach(() => vi.unstubAllGlobals());

describe('Atendimento ao público on the destination profile', { timeout: 20_000 }, () => {
  it('the authority opens a recycler to the public with hours, limit and classes', async () => {
    sessionStore.setSession(makeUser({ [F.CADASTRO_PESSOAS]: { consulta: true, altera: true } }));
    const api = mockApi({
      'GET /api/locais-descarte/7': () => ok(saved),
      'PUT /api/locais-descarte/7': (body) =>
        ok({ ...saved, ...(body as object), recebePublicoEfetivo: true }),
    });
    renderWithProviders(<AtendimentoPublicoSection idPerfil={7} readOnly={false} />);
    expect(await screen.findByText(/não aparece na página pública/)).toBeTruthy();
    fireEvent.click(screen.getByRole('combobox', { name: 'Recebe entulho do público' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Sim, recebe do público' }));
    fireEvent.change(screen.getByLabelText('Horário de funcionamento'), {
      target: { value: 'Seg. a sáb., 7h–18h' },
    });
    fireEvent.change(screen.getByLabelText('Limite por entrega do pequeno gerador (m³)'), {
      target: { value: '1,5' },
    });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Classe A' }));
    fireEvent.click(screen.getByRole('button', { name: 'Salvar atendimento ao público' }));
    await waitFor(() =>
      expect(api.callsTo('/api/locais-descarte/7').some((c) => c.method === 'PUT')).toBe(true),
    );
    const put = api.callsTo('/api/locais-descarte/7').find((c) => c.method === 'PUT')!;
    expect(put.body).toEqual({
      recebePublico: true,
      horarioFuncionamento: 'Seg. a sáb., 7h–18h',
      limitePequenoGeradorM3: 1.5,
      classesAceitas: [1],
    });
  });

  it('shows nothing without the right', async () => {
    sessionStore.setSession(makeUser({}));
    const api = mockApi({ 'GET /api/locais-descarte/7': () => ok(saved) });
    renderWithProviders(<AtendimentoPublicoSection idPerfil={7} readOnly={false} />);
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByText(/Atendimento ao público/)).toBeNull();
    expect(api.calls).toHaveLength(0);
  });

  it('shows the values without a save button when it may only look', async () => {
    sessionStore.setSession(makeUser({ [F.CADASTRO_PESSOAS]: { consulta: true } }));
    mockApi({ 'GET /api/locais-descarte/7': () => ok({ ...saved, horarioFuncionamento: '7h às 18h' }) });
    renderWithProviders(<AtendimentoPublicoSection idPerfil={7} readOnly={false} />);
    expect(await screen.findByDisplayValue('7h às 18h')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Salvar atendimento ao público' })).toBeNull();
  });
});
