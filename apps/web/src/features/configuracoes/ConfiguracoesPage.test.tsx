import { F } from '@rcc/domain/features';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../shared/auth/session-store';
import { mockApi, ok } from '../../test/api-mock';
import { makeUser } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import ConfiguracoesPage from './ConfiguracoesPage';

const saved = {
  id: 1,
  servidorSmtp: 'smtp.slu.df.gov.br',
  portaSmtp: 587,
  criptografiaSmtp: 'SSL/TLS',
  loginSmtp: 'rcc@slu.df.gov.br',
  passSmtp: '********',
  emailEnvioSmtp: 'nao-responda@slu.df.gov.br',
  qtdDiasLogradouros: 7,
  qtdHorasTransporteCacamba: 24,
  qtdHorasTransporteRcc: 12,
  emailDuvidas: 'duvidas@slu.df.gov.br',
  emailSugestoes: 'sugestoes@slu.df.gov.br',
  emailReclamacoes: 'reclamacoes@slu.df.gov.br',
  nomeOrgao: 'Serviço de Limpeza Urbana do Distrito Federal (SLU/DF)',
  telefoneOrgao: '162',
};

beforeEach(() => sessionStore.clear('empty'));
afterEach(() => vi.unstubAllGlobals());

describe('Configurações do Sistema', { timeout: 20_000 }, () => {
  it('hides the save button without altera', async () => {
    sessionStore.setSession(makeUser({ [F.CONFIGURACOES]: { consulta: true } }));
    mockApi({ 'POST /api/Parametro/find': () => ok({ rows: [saved], count: 1 }) });
    renderWithProviders(<ConfiguracoesPage />);
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /Servidor SMTP/ })).toHaveProperty(
        'value',
        saved.servidorSmtp,
      ),
    );
    expect(screen.queryByRole('button', { name: 'Salvar' })).toBeNull();
  });

  it('checks the e-mails with the spec rule, then saves with the password mask', async () => {
    sessionStore.setSession(makeUser({ [F.CONFIGURACOES]: { consulta: true, altera: true } }));
    const api = mockApi({
      'POST /api/Parametro/find': () => ok({ rows: [saved], count: 1 }),
      'PUT /api/Parametro/1': () => ok({ id: 1 }),
    });
    renderWithProviders(<ConfiguracoesPage />);
    const login = await screen.findByRole('textbox', { name: /Login SMTP/ });
    await waitFor(() => expect(login).toHaveProperty('value', saved.loginSmtp));
    fireEvent.change(login, { target: { value: 'sem-arroba' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('O campo Login SMTP deve ser um e-mail válido')).toBeTruthy();
    expect(api.callsTo('/api/Parametro/1')).toHaveLength(0);

    fireEvent.change(login, { target: { value: 'rcc@slu.df.gov.br' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Configurações alteradas com sucesso!')).toBeTruthy();
    expect(api.callsTo('/api/Parametro/1')[0]?.body).toMatchObject({
      passSmtp: '********',
      portaSmtp: '587',
    });
  });

  it("checks the authority's phone with the domain rule and saves its name and phone for the footer", async () => {
    sessionStore.setSession(makeUser({ [F.CONFIGURACOES]: { consulta: true, altera: true } }));
    const api = mockApi({
      'POST /api/Parametro/find': () => ok({ rows: [saved], count: 1 }),
      'PUT /api/Parametro/1': () => ok({ id: 1 }),
    });
    renderWithProviders(<ConfiguracoesPage />);
    const nome = await screen.findByRole('textbox', { name: /Nome do órgão/ });
    await waitFor(() => expect(nome).toHaveProperty('value', saved.nomeOrgao));
    const telefone = screen.getByRole('textbox', { name: /Telefone do órgão/ });
    expect(telefone).toHaveProperty('value', '162');
    fireEvent.change(telefone, { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(
      await screen.findByText(/O Telefone do órgão deve ser um número de utilidade pública/),
    ).toBeTruthy();
    expect(api.callsTo('/api/Parametro/1')).toHaveLength(0);

    fireEvent.change(nome, { target: { value: 'Secretaria de Obras de Exemplo' } });
    fireEvent.change(telefone, { target: { value: '(61) 3213-0000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Configurações alteradas com sucesso!')).toBeTruthy();
    expect(api.callsTo('/api/Parametro/1')[0]?.body).toMatchObject({
      nomeOrgao: 'Secretaria de Obras de Exemplo',
      telefoneOrgao: '(61) 3213-0000',
    });
  });
});
