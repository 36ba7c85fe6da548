import { F } from '@rcc/domain';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../shared/auth/session-store';
import { mockApi, ok } from '../../test/api-mock';
import { makeUser } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import NaoSolicitadoFormPage from './NaoSolicitadoFormPage';

beforeEach(() =>
  sessionStore.setSession(
    makeUser(
      { [F.ENVIAR_NAO_SOLICITADO]: { consulta: true, inclui: true } },
      { perfis: [{ id: 50, idTipoPerfil: 2, descricao: 'Transportador', situacaoValidacao: 'A' }] },
    ),
  ),
);
afterEach(() => vi.unstubAllGlobals());

describe("'Enviar Transporte não Solicitado' form (spec 2 §2, §5)", { timeout: 45_000 }, () => {
  it('resets the form when switching between CPF and CNPJ', async () => {
    mockApi({ 'POST /api/TipoResiduo/find': () => ok({ rows: [], count: 0 }) });
    renderWithProviders(<NaoSolicitadoFormPage />);
    const nome = await screen.findByRole('textbox', { name: 'Nome' }, { timeout: 5000 });
    fireEvent.change(nome, { target: { value: 'Maria da Silva' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Número' }), { target: { value: '12' } });
    fireEvent.click(screen.getByRole('radio', { name: 'CNPJ' }));
    const razao = await screen.findByRole('textbox', { name: 'Razão Social' });
    expect((razao as HTMLInputElement).value).toBe('');
    expect((screen.getByRole('textbox', { name: 'Número' }) as HTMLInputElement).value).toBe('');
    expect(screen.getByRole('textbox', { name: 'CNPJ' })).toBeTruthy();
  });

  it('lists the spec messages in the summary and sends nothing when the form is invalid', async () => {
    const api = mockApi({ 'POST /api/TipoResiduo/find': () => ok({ rows: [], count: 0 }) });
    renderWithProviders(<NaoSolicitadoFormPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Enviar' }, { timeout: 5000 }));
    const summary = await screen.findByRole('alert', { name: /Verifique os campos/ });
    for (const message of [
      'CPF/CNPJ não foi preenchido',
      'Nenhum resíduo foi inserido',
      'Selecione um veículo',
    ]) {
      expect(within(summary).getByText(message)).toBeTruthy();
    }
    expect(api.callsTo('/api/enviar_transporte_nao_solicitado')).toHaveLength(0);
  });
});
