import { generateCnpj, generateCpf } from '@rcc/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/helpers';
import {
  cidadaoPf,
  DOCS_PF,
  DOCS_PJ,
  documentos,
  PDF,
  PNG,
  responsavel,
  toForm,
  transportadorPj,
  usuario,
} from '../../../test/support/cadastro';
import { linkIn, startSmtpServer, type TestSmtp } from '../../../test/support/smtp';

let t: TestContext;
let smtp: TestSmtp;
let ipSeq = 0;
let seed = 7100;

beforeAll(async () => {
  t = await createTestContext();
  smtp = await startSmtpServer();
  await smtp.configure(t.db);
});
afterAll(async () => {
  await smtp.close();
  await t.close();
});

const ip = () => `192.0.2.${++ipSeq}`;
const cadastrar = (
  payload: Record<string, unknown>,
  files: Record<string, Buffer> = {},
  remoteAddress = ip(),
) =>
  t.app.inject({
    method: 'POST',
    url: '/api/pessoa-api/cadastrar',
    payload: toForm(payload, files),
    remoteAddress,
  });
const countPessoas = async () => (await t.db.query<{ n: number }>('SELECT count(*) AS n FROM pessoa'))[0]!.n;

describe('POST /api/pessoa-api/cadastrar — legal-person transporter', () => {
  it('registers with every document, pending validation, and mails a confirmation link that confirms', async () => {
    const s = ++seed;
    const payload = transportadorPj(s, {
      usuariosPj: [usuario(s), usuario(s + 1000, { perfis: [{ idTipoPerfil: 2 }] })],
    });
    const res = await cadastrar(
      payload,
      documentos(DOCS_PJ, (id) => (id === 24 ? PNG : PDF)),
    );
    expect(res.statusCode).toBe(201);
    const data = res.json().data;
    expect(data).toMatchObject({
      message: 'Cadastro feito com sucesso',
      pessoa: { tipoPessoa: 'J', situacao: 'Aguardando validação' },
      socialId: null,
      ativo: 'S',
      aguardandoConfirmacao: 2,
    });
    const id = data.pessoa.id;
    const [pessoa] = await t.db.query<Record<string, unknown>>('SELECT * FROM pessoa WHERE id = $1', [id]);
    expect(pessoa).toMatchObject({
      cpf_cnpj: generateCnpj(s),
      situacao: 'Aguardando validação',
      cep: '70040010',
    });
    const perfis = await t.db.query<Record<string, unknown>>('SELECT * FROM perfil WHERE id_pessoa = $1', [
      id,
    ]);
    expect(perfis).toEqual([
      expect.objectContaining({ id_tipo_perfil: 2, situacao_validacao: 'P', forma_cobranca: 1 }),
    ]);
    expect(perfis[0]!.data_alteracao_forma_cobranca).toBeInstanceOf(Date);
    const usuarios = await t.db.query<Record<string, unknown>>(
      'SELECT u.*, (SELECT count(*) FROM usuario_perfil up WHERE up.id_usuario = u.id) AS perfis FROM usuario u WHERE id_pessoa = $1 ORDER BY id',
      [id],
    );
    expect(usuarios).toHaveLength(2);
    for (const u of usuarios) {
      expect(u).toMatchObject({ ativo: 'S', email_validado: 'N', perfis: 1 });
      expect(String(u.senha_hash)).toMatch(/^\$argon2id\$/);
    }
    const responsaveis = await t.db.query('SELECT * FROM responsavel WHERE id_pessoa = $1', [id]);
    expect(responsaveis).toEqual([
      expect.objectContaining({ cpf: generateCpf(s + 500), ids_tipo_de_perfil: [2] }),
    ]);
    const arquivos = await t.db.query<{
      id_tipo_arquivo: number;
      situacao: string;
      content_type: string;
      tamanho: number;
    }>(
      `SELECT a.id_tipo_arquivo, a.situacao, a.content_type, x.tamanho FROM arquivo a JOIN anexo x ON x.id = a.id_anexo
       WHERE a.id_perfil = $1 ORDER BY a.id_tipo_arquivo`,
      [perfis[0]!.id],
    );
    expect(arquivos.map((a) => a.id_tipo_arquivo)).toEqual([...DOCS_PJ].sort((a, b) => a - b));
    expect(arquivos.every((a) => a.situacao === 'N')).toBe(true);
    expect(arquivos.find((a) => a.id_tipo_arquivo === 24)).toMatchObject({
      content_type: 'image/png',
    });
    const audit = await t.db.query(
      "SELECT dados FROM auditoria WHERE entidade = 'Pessoa' AND id_registro = $1 AND acao = 'autocadastro'",
      [String(id)],
    );
    expect(audit).toHaveLength(1);

    // The confirmation e-mails were queued in the same transaction; the worker delivers them.
    await t.app.jobs.runDue();
    const mail = smtp.received.find((m) => m.to.includes(usuario(s).email));
    expect(mail).toBeDefined();
    const link = linkIn(mail!, 'confirmed');
    expect(link.id).toBe(usuarios[0]!.id);
    expect(mail!.text).toContain(`http://localhost:3000/confirmed/${link.id}/`);

    const confirm = await t.app.inject({
      method: 'POST',
      url: '/api/login-confirme-email',
      payload: { hash: link.token, id: link.id },
      remoteAddress: ip(),
    });
    expect(confirm.statusCode).toBe(200);
    expect(confirm.json().data.message).toBe(
      'Olá, seu email foi confirmado e seus dados serão validados para que você possa acessar o sistema.',
    );
    const [after] = await t.db.query<{ email_validado: string }>(
      'SELECT email_validado FROM usuario WHERE id = $1',
      [link.id],
    );
    expect(after!.email_validado).toBe('S');
    // A link opened twice (double click, mail scanner) still answers success; never another user.
    const twice = await t.app.inject({
      method: 'POST',
      url: '/api/login-confirme-email',
      payload: { hash: link.token, id: link.id },
    });
    expect(twice.statusCode).toBe(200);
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/login-confirme-email',
      payload: { hash: link.token, id: usuarios[1]!.id },
    });
    expect(other.statusCode).toBe(409);

    // Still awaiting the authority's validation: the login gives the spec's single message.
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: usuario(s).email, password: 'Senha@123', idPessoa: id },
      remoteAddress: ip(),
    });
    expect(login.statusCode).toBe(401);
    expect(login.json().error.message).toBe(
      'Usuário ou senha não conferem ou seus dados ainda não foram validados',
    );
  });

  it('refuses a transporter without one of the documents, and stores nothing', async () => {
    const before = await countPessoas();
    const res = await cadastrar(transportadorPj(++seed), documentos(DOCS_PJ.filter((d) => d !== 26)));
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      message: 'É necessário anexar todos os documentos',
      fields: { arquivo_26: 'Certidão negativa de débitos da Receita Federal' },
    });
    expect(await countPessoas()).toBe(before);
    expect(await t.db.query("SELECT 1 FROM email_fila WHERE para LIKE 'usuario" + seed + "@%'")).toHaveLength(
      0,
    );
  });

  it('answers 409 Usuário já cadastrado for a CNPJ already registered', async () => {
    const s = ++seed;
    expect((await cadastrar(transportadorPj(s), documentos(DOCS_PJ))).statusCode).toBe(201);
    const again = await cadastrar(transportadorPj(s), documentos(DOCS_PJ));
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('Usuário já cadastrado');
  });

  it('checks the file type from its bytes: 415 for a non-PDF licence and for a disguised file', async () => {
    const licencaPng = await cadastrar(
      transportadorPj(++seed),
      documentos(DOCS_PJ, (id) => (id === 18 ? PNG : PDF)),
    );
    expect(licencaPng.statusCode).toBe(415);
    expect(licencaPng.json().error.message).toBe('O documento "Licença ambiental" deve ser um arquivo PDF.');

    const fake = await cadastrar(
      transportadorPj(++seed),
      documentos(DOCS_PJ, (id) => (id === 3 ? Buffer.from('MZ executável disfarçado de PDF') : PDF)),
    );
    expect(fake.statusCode).toBe(415);
    expect(fake.json().error.message).toBe('Só é permitido anexar arquivos PDF ou imagens (PNG, JPEG).');

    const unknownType = await cadastrar(transportadorPj(++seed), {
      ...documentos(DOCS_PJ),
      arquivo_999: PDF,
    });
    expect(unknownType.statusCode).toBe(400);
    expect(unknownType.json().error.message).toBe('Tipo de documento desconhecido.');
  });
});

describe('POST /api/pessoa-api/cadastrar — natural persons', () => {
  it('registers a citizen from plain JSON, linking the user to its profiles', async () => {
    const s = ++seed;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/pessoa-api/cadastrar',
      payload: cidadaoPf(s, { perfisDaPessoa: [{ idTipoPerfil: 7 }, { idTipoPerfil: 8 }] }),
      remoteAddress: ip(),
    });
    expect(res.statusCode).toBe(201);
    const id = res.json().data.pessoa.id;
    const [p] = await t.db.query<Record<string, unknown>>('SELECT * FROM pessoa WHERE id = $1', [id]);
    expect(p).toMatchObject({
      tipo_pessoa: 'F',
      cpf_cnpj: generateCpf(s),
      nome_razao_social: `Usuário ${s}`,
    });
    const links = await t.db.query(
      'SELECT 1 FROM usuario_perfil up JOIN usuario u ON u.id = up.id_usuario WHERE u.id_pessoa = $1',
      [id],
    );
    expect(links).toHaveLength(2);
  });

  it('requires every document of a natural-person transporter (profile 9)', async () => {
    const payload = cidadaoPf(++seed, { perfisDaPessoa: [{ idTipoPerfil: 9 }] });
    const missing = await cadastrar(payload, documentos(DOCS_PF.filter((d) => d !== 19)));
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.message).toBe('É necessário anexar todos os documentos');
    expect((await cadastrar(payload, documentos(DOCS_PF))).statusCode).toBe(201);
  });
});

describe('POST /api/pessoa-api/cadastrar — validation messages (doc 1 §5)', () => {
  const pj = () => transportadorPj(++seed);
  const withUser = (u: Record<string, unknown>) =>
    transportadorPj(++seed, { usuariosPj: [usuario(seed, u)] });
  const withResp = (r: Record<string, unknown>) =>
    transportadorPj(++seed, { responsaveis: [responsavel(seed, r)] });
  const cases: Array<[string, Record<string, unknown>, string]> = [
    ['no person type', { ...pj(), tipoPessoa: undefined }, 'Selecione um tipo de pessoa.'],
    ['no profile', { ...pj(), perfisDaPessoa: [] }, 'É necessário adicionar um ou mais perfis'],
    [
      'a profile without type',
      { ...pj(), perfisDaPessoa: [{ idTipoPerfil: '' }] },
      'Por favor selecione pelo menos um perfil',
    ],
    [
      'a repeated profile type',
      { ...pj(), perfisDaPessoa: [{ idTipoPerfil: 2 }, { idTipoPerfil: 2 }] },
      'Cada tipo de perfil pode ser escolhido apenas uma vez.',
    ],
    [
      'a profile of the other person type',
      { ...pj(), perfisDaPessoa: [{ idTipoPerfil: 9 }] },
      'Tipo de perfil não permitido para este tipo de pessoa.',
    ],
    [
      'Administrador by self-registration',
      cidadaoPf(++seed, { perfisDaPessoa: [{ idTipoPerfil: 10 }] }),
      'Tipo de perfil não permitido para este tipo de pessoa.',
    ],
    [
      'a final destination without its type',
      cidadaoPf(++seed, { perfisDaPessoa: [{ idTipoPerfil: 3 }] }),
      'O preenchimento do campo: Tipo de Destino Final é obrigatório.',
    ],
    [
      'an invalid CNPJ',
      transportadorPj(++seed, { pessoaPj: { ...pj().pessoaPj, cpfCnpj: '11.111.111/1111-11' } }),
      'CNPJ inválido',
    ],
    [
      'no razão social',
      transportadorPj(++seed, { pessoaPj: { ...pj().pessoaPj, nomeRazaoSocial: ' ' } }),
      'O preenchimento do campo: Razão Social é obrigatório.',
    ],
    [
      'no company celular',
      transportadorPj(++seed, { pessoaPj: { ...pj().pessoaPj, celular: '' } }),
      'O preenchimento do campo: Celular é obrigatório.',
    ],
    ['no responsible', { ...pj(), responsaveis: [] }, 'Registre os responsáveis pela empresa'],
    [
      'no user',
      { ...pj(), usuariosPj: [] },
      'É necessário cadastrar ao menos um usuário para a pessoa jurídica.',
    ],
    [
      'an invalid natural-person CPF',
      cidadaoPf(++seed, { usuarioPessoaFisica: usuario(seed, { cpf: '123.456.789-00' }) }),
      'CPF Inválido',
    ],
    ['a user without name', withUser({ nome: '' }), 'O preenchimento do campo: Nome é obrigatório.'],
    [
      'a user with an invalid CPF',
      withUser({ cpf: '111.111.111-11' }),
      'O campo de cpf não está preenchido corretamente',
    ],
    [
      'a user with a short celular',
      withUser({ celular: '(61) 9999-999' }),
      'O campo de celular não está preenchido corretamente',
    ],
    [
      'a user with a malformed e-mail',
      withUser({ email: 'usuario.servidor' }),
      'O campo de email está incorreto, deve estar no formato: "usuario@servidor"...',
    ],
    [
      'a different e-mail confirmation',
      withUser({ confirmarEmail: 'outro@empresa.com.br' }),
      'O campo de email precisa ser igual ao campo de confirmar email',
    ],
    [
      'a user without password',
      withUser({ senha: '', confirmarSenha: '' }),
      'O campo de senha é obrigatório',
    ],
    [
      'a short password',
      withUser({ senha: '12345', confirmarSenha: '12345' }),
      'O campo de senha deve ter no mínimo 6 digítos, e no máximo 15 digítos',
    ],
    [
      'a different password confirmation',
      withUser({ confirmarSenha: 'Outra@123' }),
      'O campo de senha precisa ser igual ao campo de confirmar senha',
    ],
    ['a user without profile', withUser({ perfis: [] }), 'Selecione um perfil'],
    ['a user without CEP', withUser({ cep: '' }), 'O preenchimento do campo: CEP é obrigatório.'],
    ['a user without número', withUser({ numero: '' }), 'O preenchimento do campo: Número é obrigatório.'],
    [
      'a user name over 150',
      withUser({ nome: 'x'.repeat(151) }),
      'O texto deve ter no máximo 150 caracteres.',
    ],
    [
      'a responsible without type',
      withResp({ tipoResponsavel: '' }),
      'O preenchimento do campo: Tipo de Responsável é obrigatório.',
    ],
    [
      'a responsible without cargo',
      withResp({ cargo: '' }),
      'O preenchimento do campo: Cargo é obrigatório.',
    ],
    [
      'a responsible without profissão',
      withResp({ profissao: '' }),
      'O preenchimento do campo: Profissão é obrigatório.',
    ],
    ['a responsible without RG', withResp({ rg: '' }), 'O preenchimento do campo: RG é obrigatório.'],
    [
      'a responsible RG over 15',
      withResp({ rg: '1'.repeat(16) }),
      'O texto deve ter no máximo 15 caracteres.',
    ],
    [
      'a responsible without e-mail',
      withResp({ email: '', confirmarEmail: '' }),
      'O preenchimento do campo: E-mail é obrigatório.',
    ],
  ];

  it.each(cases)('refuses %s', async (_name, payload, message) => {
    const before = await countPessoas();
    const res = await cadastrar(payload, documentos(DOCS_PJ));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(message);
    expect(await countPessoas()).toBe(before);
  });

  it('refuses an expired or unknown social ticket', async () => {
    const res = await cadastrar({ ...cidadaoPf(++seed), socialTicket: 'x'.repeat(43) });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(
      'O cadastro pela rede social expirou. Entre novamente pela rede social.',
    );
  });
});

describe('POST /api/findbycpfcnpj', () => {
  it('answers 200 for a registered CPF/CNPJ and 404 otherwise', async () => {
    const found = await t.app.inject({
      method: 'POST',
      url: '/api/findbycpfcnpj',
      payload: { cpfCnpj: '123.456.789-09' },
    });
    expect(found.statusCode).toBe(200);
    expect(found.json().data).toMatchObject({ exists: true });
    const none = await t.app.inject({
      method: 'POST',
      url: '/api/findbycpfcnpj',
      payload: { cpfCnpj: generateCnpj(999_001) },
    });
    expect(none.statusCode).toBe(404);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/findbycpfcnpj',
      payload: { cpfCnpj: '123' },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('limits the lookups of one address with 429', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/findbycpfcnpj',
        payload: { cpfCnpj: generateCpf(800_000 + i) },
        remoteAddress: '198.51.100.50',
      });
      codes.push(res.statusCode);
    }
    expect(codes.slice(0, 10).every((c) => c === 404)).toBe(true);
    expect(codes[10]).toBe(429);
  });
});
