import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, mockApi, ok } from '../../test/api-mock';
import { renderWithProviders } from '../../test/render';
import { SelfRegistrationForm } from './SelfRegistrationForm';

afterEach(() => vi.unstubAllGlobals());

const TIPOS_ARQUIVO = [
  { id: 3, descricao: 'CNPJ', obrigatorioPj: true, obrigatorioPf: false, somentePdf: false },
  { id: 18, descricao: 'Licença ambiental', obrigatorioPj: true, obrigatorioPf: true, somentePdf: true },
  { id: 23, descricao: 'Outros', obrigatorioPj: false, obrigatorioPf: false, somentePdf: false },
];

const baseApi = {
  'POST /api/TipoArquivo/find': () => ok({ rows: TIPOS_ARQUIVO, count: 3 }),
  'POST /api/Estado/find': () => ok({ rows: [{ uf: 'DF', nome: 'Distrito Federal' }], count: 1 }),
  'POST /api/findbycpfcnpj': () => fail(404, 'NOT_FOUND', 'Nenhuma pessoa cadastrada com este CPF/CNPJ.'),
};

const text = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });
const choose = async (label: string, option: RegExp) => {
  fireEvent.click(screen.getByRole('combobox', { name: new RegExp(`^${label}`) }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
};

function render(onFinished = vi.fn()) {
  renderWithProviders(<SelfRegistrationForm onFinished={onFinished} onCancel={() => {}} />);
  return onFinished;
}

describe('self-registration form', { timeout: 30_000 }, () => {
  it('asks for the person type first', async () => {
    mockApi(baseApi);
    render();
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findAllByText('Selecione um tipo de pessoa.')).not.toHaveLength(0);
    expect(within(screen.getByRole('alert')).getByText('Selecione um tipo de pessoa.')).toBeTruthy();
  });

  it('registers a natural person as citizen and sends the payload the API expects', async () => {
    const api = mockApi({
      ...baseApi,
      'POST /api/pessoa-api/cadastrar': () =>
        ok({ pessoa: { id: 40, tipoPessoa: 'F' }, socialId: null, ativo: 'S', aguardandoConfirmacao: 1 }),
    });
    const onFinished = render();
    fireEvent.click(screen.getByRole('radio', { name: 'Pessoa Física' }));
    await choose('Tipo de Perfil', /Cidadão/);
    fireEvent.change(text('Nome'), { target: { value: 'Joana Cidadã' } });
    fireEvent.input(text('CPF'), { target: { value: '52998224725' } });
    fireEvent.change(text('E-mail'), { target: { value: 'joana@exemplo.com.br' } });
    fireEvent.change(text('Confirmar e-mail'), { target: { value: 'joana@exemplo.com.br' } });
    fireEvent.change(screen.getByLabelText(/^Senha/), { target: { value: 'Senha@123' } });
    fireEvent.change(screen.getByLabelText(/^Confirmar senha/), { target: { value: 'Senha@123' } });
    fireEvent.input(text('Celular'), { target: { value: '61998765432' } });
    fireEvent.input(text('CEP'), { target: { value: '70040010' } });
    fireEvent.change(text('Número'), { target: { value: '10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));

    await waitFor(() => expect(onFinished).toHaveBeenCalledWith(expect.objectContaining({ ativo: 'S' })));
    const body = api.callsTo('/api/pessoa-api/cadastrar')[0]!.body as FormData;
    expect(body.get('tipoPessoa')).toBe('F');
    expect(JSON.parse(String(body.get('perfisDaPessoa')))).toEqual([
      expect.objectContaining({ idTipoPerfil: 7 }),
    ]);
    expect(JSON.parse(String(body.get('usuarioPessoaFisica')))).toMatchObject({
      nome: 'Joana Cidadã',
      cpf: '52998224725',
      email: 'joana@exemplo.com.br',
      celular: '61998765432',
      cep: '70040010',
      numero: '10',
    });
  });

  it('shows the spec messages of the user fields in the validation summary', async () => {
    const api = mockApi(baseApi);
    render();
    fireEvent.click(screen.getByRole('radio', { name: 'Pessoa Física' }));
    await choose('Tipo de Perfil', /Cidadão/);
    fireEvent.input(text('CPF'), { target: { value: '12345678900' } });
    fireEvent.change(text('E-mail'), { target: { value: 'joana' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    const summary = await screen.findByRole('alert');
    expect(within(summary).getByText('O preenchimento do campo: Nome é obrigatório.')).toBeTruthy();
    expect(within(summary).getByText('CPF Inválido')).toBeTruthy();
    expect(
      within(summary).getByText(
        'O campo de email está incorreto, deve estar no formato: "usuario@servidor"...',
      ),
    ).toBeTruthy();
    expect(within(summary).getByText('O campo de senha é obrigatório')).toBeTruthy();
    expect(api.callsTo('/api/pessoa-api/cadastrar')).toHaveLength(0);
  });

  it('requires responsibles, a user and every document of a legal-person transporter', async () => {
    const api = mockApi(baseApi);
    render();
    fireEvent.click(screen.getByRole('radio', { name: 'Pessoa Jurídica' }));
    await choose('Tipo de Perfil', /Transportador \(PJ\)/);
    expect(await screen.findByText('Licença ambiental (PDF)')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    const summary = await screen.findByRole('alert');
    expect(within(summary).getByText('CNPJ inválido')).toBeTruthy();
    expect(within(summary).getByText('Registre os responsáveis pela empresa')).toBeTruthy();
    expect(
      within(summary).getByText('É necessário cadastrar ao menos um usuário para a pessoa jurídica.'),
    ).toBeTruthy();
    expect(within(summary).getByText('É necessário anexar todos os documentos')).toBeTruthy();
    expect(api.callsTo('/api/pessoa-api/cadastrar')).toHaveLength(0);
  });

  it('adds a user only after a profile, and validates the user popup', async () => {
    mockApi(baseApi);
    render();
    fireEvent.click(screen.getByRole('radio', { name: 'Pessoa Jurídica' }));
    expect(await screen.findByText('Adicione um perfil antes de cadastrar usuários.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Adicionar usuário' })).toHaveProperty('disabled', true);
    await choose('Tipo de Perfil', /Gerador \(PJ\)/);
    fireEvent.click(screen.getByRole('button', { name: 'Adicionar usuário' }));
    const dialog = await screen.findByRole('dialog', { name: 'Usuário' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    expect(await within(dialog).findByText('Selecione um perfil')).toBeTruthy();
  });
});
