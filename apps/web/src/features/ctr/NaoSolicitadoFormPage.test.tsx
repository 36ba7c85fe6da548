import { F } from '@rcc/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../shared/auth/session-store';
import { fail, mockApi, ok } from '../../test/api-mock';
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

  it('finds a registered generator by its exact CPF and asks no contact data again (issue #12)', async () => {
    const api = mockApi({
      'POST /api/TipoResiduo/find': () => ok({ rows: [], count: 0 }),
      'POST /api/enviar_transporte_nao_solicitado/gerador': (body) =>
        (body as { cpfCnpj: string }).cpfCnpj === '52998224725'
          ? ok({ idPessoa: 7, nomeRazaoSocial: 'Maria Gerador', cpfCnpj: '***.982.247-**', idGerador: 70 })
          : fail(
              404,
              'NOT_FOUND',
              'Nenhuma pessoa cadastrada com este CPF/CNPJ: preencha os dados do gerador.',
            ),
    });
    renderWithProviders(<NaoSolicitadoFormPage />);
    const cpf = (await screen.findByRole('textbox', { name: 'CPF' }, { timeout: 5000 })) as HTMLInputElement;
    fireEvent.input(cpf, { target: { value: '52998224725' } });
    await waitFor(() => expect(cpf.value).toBe('529.982.247-25'));
    fireEvent.blur(cpf);
    const nome = (await screen.findByDisplayValue('Maria Gerador')) as HTMLInputElement;
    expect(nome.readOnly).toBe(true);
    expect(screen.queryByRole('textbox', { name: 'E-mail' })).toBeNull();
    expect(api.callsTo('/api/enviar_transporte_nao_solicitado/gerador')[0]!.body).toEqual({
      cpfCnpj: '52998224725',
    });
    expect(api.callsTo('/api/Pessoa/find')).toHaveLength(0);
    // Another document nobody has: back to a new generator, contact fields asked again.
    fireEvent.input(cpf, { target: { value: '11144477735' } });
    await waitFor(() => expect(cpf.value).toBe('111.444.777-35'));
    fireEvent.blur(cpf);
    expect(await screen.findByRole('textbox', { name: 'E-mail' })).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Nome' }) as HTMLInputElement).value).toBe('');
  });
});
