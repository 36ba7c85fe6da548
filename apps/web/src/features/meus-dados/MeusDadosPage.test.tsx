import { F } from '@rcc/domain/features';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../shared/auth/session-store';
import { mockApi, ok } from '../../test/api-mock';
import { CEP_ASA_NORTE, makeUser } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import MeusDadosPage from './MeusDadosPage';

const usuario = {
  id: 7,
  nome: 'Maria da Silva',
  email: 'maria@exemplo.com.br',
  celular: '61991234567',
  telefone: '6133221100',
  cep: '70333900',
  uf: 'DF',
  codIbge: 5300108,
  bairro: 'Asa Sul',
  endereco: 'SCS Quadra 8',
  complemento: '',
  numero: '50',
  pessoa: { cpfCnpj: '52998224725' },
};
const rights = { [F.EDITAR_MEUS_DADOS]: { consulta: true as const, altera: true as const } };

beforeEach(() => sessionStore.clear('empty'));
afterEach(() => vi.unstubAllGlobals());

describe('Editar meus dados', { timeout: 20_000 }, () => {
  it('shows no API group without API access and checks the required fields', async () => {
    sessionStore.setSession(makeUser(rights));
    const api = mockApi({ 'POST /api/Usuario/find': () => ok({ rows: [usuario], count: 1 }) });
    renderWithProviders(<MeusDadosPage />);
    const nome = await screen.findByRole('textbox', { name: /^Nome/ });
    await waitFor(() => expect(nome).toHaveProperty('value', 'Maria da Silva'));
    expect(screen.queryByText('Dados da API')).toBeNull();
    expect(screen.getByRole('textbox', { name: 'CPF/CNPJ' })).toHaveProperty('readOnly', true);
    fireEvent.change(nome, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar Alterações' }));
    expect(await screen.findByText('Nome não foi preenchido')).toBeTruthy();
    expect(api.callsTo('/api/usuario-api/alterar-meus-dados')).toHaveLength(0);
  });

  it('fills the address from the CEP and saves the município by its IBGE code', async () => {
    sessionStore.setSession(makeUser(rights));
    const api = mockApi({
      'POST /api/Usuario/find': () => ok({ rows: [usuario], count: 1 }),
      'POST /api/Estado/find': () => ok({ rows: [{ uf: 'DF', nome: 'Distrito Federal' }], count: 1 }),
      'POST /api/Municipio/find': () => ok({ rows: [{ codIbge: 5300108, nome: 'Brasília' }], count: 1 }),
      'POST /api/findAddress': () => ok(CEP_ASA_NORTE),
      'POST /api/usuario-api/alterar-meus-dados': () => ok({}),
    });
    renderWithProviders(<MeusDadosPage />);
    const bairro = await screen.findByRole('textbox', { name: /^Bairro/ });
    await waitFor(() => expect(bairro).toHaveProperty('value', 'Asa Sul'));
    fireEvent.input(screen.getByRole('textbox', { name: /^CEP/ }), { target: { value: '70040010' } });
    await waitFor(() => expect(bairro).toHaveProperty('value', 'Asa Norte'));
    fireEvent.click(screen.getByRole('button', { name: 'Salvar Alterações' }));
    expect(await screen.findByText('Dados alterados com sucesso')).toBeTruthy();
    expect(api.callsTo('/api/usuario-api/alterar-meus-dados')[0]?.body).toMatchObject({
      cep: '70040010',
      bairro: 'Asa Norte',
      endereco: 'SBN Quadra 1',
      codIbge: '5300108',
    });
  });

  it('generates a token and shows it once', async () => {
    sessionStore.setSession(
      makeUser(rights, {
        pessoa: {
          id: 3,
          nomeRazaoSocial: 'Maria',
          tipoPessoa: 'F',
          situacao: 'Ativo',
          acessoApi: 1,
          contratadaSlu: false,
        },
      }),
    );
    const api = mockApi({
      'POST /api/Usuario/find': () => ok({ rows: [usuario], count: 1 }),
      'GET /api/chave': () => ok({ rows: [], count: 0 }),
      'POST /api/chave': () => ok({ id: 1, clientId: 'maria', clientKey: 'chave-secreta-123' }),
    });
    renderWithProviders(<MeusDadosPage />);
    const id = await screen.findByRole('textbox', { name: /Identificador da Chave/ });
    fireEvent.click(screen.getByRole('button', { name: 'Gerar token' }));
    expect(await screen.findByText('Identificador da Chave não foi preenchido')).toBeTruthy();
    fireEvent.change(id, { target: { value: 'maria' } });
    fireEvent.click(screen.getByRole('button', { name: 'Gerar token' }));
    expect(await screen.findByText('chave-secreta-123')).toBeTruthy();
    expect(api.callsTo('/api/chave').find((c) => c.method === 'POST')?.body).toMatchObject({
      clientId: 'maria',
    });
  });
});
