import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, DEMO, DEMO_PASSWORD, type TestContext } from '../../../test/helpers';

let t: TestContext;
let admin: string;
let transp: string;
let idPessoaTransp: number;

beforeAll(async () => {
  t = await createTestContext();
  admin = await t.login('admin');
  transp = await t.login('transportador');
  const me = await t.call('GET', '/api/me', { token: transp });
  idPessoaTransp = me.json().data.pessoa.id;
});
afterAll(() => t.close());

const withKey = (clientId: string, clientKey: string) => ({ 'client-id': clientId, 'client-key': clientKey });

describe('POST /toggle-acesso-api', () => {
  it('needs a session and inclui+altera on Cadastro de Pessoas', async () => {
    expect(
      (await t.call('POST', '/api/toggle-acesso-api', { body: { id: idPessoaTransp } })).statusCode,
    ).toBe(401);
    const res = await t.call('POST', '/api/toggle-acesso-api', {
      token: transp,
      body: { id: idPessoaTransp },
    });
    expect(res.statusCode).toBe(403);
  });

  it('enables only an Ativo person (409 otherwise) and is audited', async () => {
    await t.db.query("UPDATE pessoa SET situacao = 'Inativo' WHERE cpf_cnpj = '13579246828'");
    const [cid] = await t.db.query<{ id: number }>("SELECT id FROM pessoa WHERE cpf_cnpj = '13579246828'");
    const refused = await t.call('POST', '/api/toggle-acesso-api', { token: admin, body: { id: cid!.id } });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(
      'O acesso à API só pode ser habilitado para pessoas com situação Ativo.',
    );
    await t.db.query("UPDATE pessoa SET situacao = 'Ativo' WHERE cpf_cnpj = '13579246828'");

    const on = await t.call('POST', '/api/toggle-acesso-api', { token: admin, body: { id: idPessoaTransp } });
    expect(on.statusCode).toBe(200);
    expect(on.json().data.acessoApi).toBe(1);
    const audit = await t.db.query(
      `SELECT 1 FROM auditoria WHERE entidade = 'Pessoa' AND id_registro = '${idPessoaTransp}' AND acao = 'habilitar_api'`,
    );
    expect(audit).toHaveLength(1);
  });
});

describe('API key lifecycle (GET/POST /chave, PUT /chave/:id)', () => {
  let key1: string;
  let idChave: number;

  it('needs a session', async () => {
    expect((await t.call('GET', '/api/chave')).statusCode).toBe(401);
    expect((await t.call('POST', '/api/chave', { body: { clientId: 'x' } })).statusCode).toBe(401);
  });

  it('refuses a person without API access', async () => {
    const cid = await t.login('cidadao');
    const res = await t.call('POST', '/api/chave', { token: cid, body: { clientId: 'cidadao1' } });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe('O acesso à API não está habilitado para esta pessoa.');
  });

  it('validates the identifier (required, max 12)', async () => {
    const empty = await t.call('POST', '/api/chave', { token: transp, body: { clientId: '' } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toBe('Identificador da Chave não foi preenchido');
    const long = await t.call('POST', '/api/chave', { token: transp, body: { clientId: 'abcdefghijklm' } });
    expect(long.statusCode).toBe(400);
    expect(long.json().error.fields.clientId).toBe(
      'O Identificador da Chave deve ter no máximo 12 caracteres',
    );
  });

  it('generates a key shown once; the key then works in place of a session', async () => {
    const res = await t.call('POST', '/api/chave', {
      token: transp,
      body: { clientId: 'candango', clientKey: '' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Token gerado com sucesso');
    key1 = res.json().data.clientKey;
    idChave = res.json().data.id;
    expect(key1.length).toBeGreaterThanOrEqual(32);
    const [row] = await t.db.query<{ h: string }>(
      `SELECT client_key_hash AS h FROM chave WHERE id = ${idChave}`,
    );
    expect(row!.h).not.toBe(key1);

    const list = await t.call('GET', '/api/chave', { token: transp });
    expect(list.json().data.rows[0]).toMatchObject({ id: idChave, clientId: 'candango', clientKey: null });

    const me = await t.call('GET', '/api/me', { headers: withKey('candango', key1) });
    expect(me.statusCode).toBe(200);
    expect(me.json().data.email).toBe(DEMO.transportador);
    const docs = await t.call('GET', '/api/pendencia-documentos', { headers: withKey('candango', key1) });
    expect(docs.statusCode).toBe(200);
    expect((await t.call('GET', '/api/me', { headers: withKey('candango', `${key1}x`) })).statusCode).toBe(
      401,
    );
  });

  it('does not let a key manage keys', async () => {
    const res = await t.call('POST', '/api/chave', {
      headers: withKey('candango', key1),
      body: { clientId: 'outra' },
    });
    expect(res.statusCode).toBe(403);
  });

  it('regenerating invalidates the previous key at once', async () => {
    const res = await t.call('POST', '/api/chave', { token: transp, body: { clientId: 'candango' } });
    expect(res.statusCode).toBe(200);
    const key2 = res.json().data.clientKey;
    expect(key2).not.toBe(key1);
    expect((await t.call('GET', '/api/me', { headers: withKey('candango', key1) })).statusCode).toBe(401);
    expect((await t.call('GET', '/api/me', { headers: withKey('candango', key2) })).statusCode).toBe(200);
    idChave = res.json().data.id;
    key1 = key2;
  });

  it('saves a new identifier; another person cannot touch the key (404)', async () => {
    const [ger] = await t.db.query<{ id: number }>("SELECT id FROM pessoa WHERE cpf_cnpj = '12345678909'");
    await t.call('POST', '/api/toggle-acesso-api', { token: admin, body: { id: ger!.id } });
    const gerador = await t.login('gerador');
    const other = await t.call('PUT', `/api/chave/${idChave}`, { token: gerador, body: { excluido: 'S' } });
    expect(other.statusCode).toBe(404);

    const taken = await t.call('POST', '/api/chave', { token: gerador, body: { clientId: 'candango' } });
    expect(taken.statusCode).toBe(409);

    const res = await t.call('PUT', `/api/chave/${idChave}`, {
      token: transp,
      body: { clientId: 'cand-2026' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Identificador alterado com sucesso');
    expect((await t.call('GET', '/api/me', { headers: withKey('candango', key1) })).statusCode).toBe(401);
    expect((await t.call('GET', '/api/me', { headers: withKey('cand-2026', key1) })).statusCode).toBe(200);
  });

  it('a disabled API access stops the key; enabled again, it works', async () => {
    await t.call('POST', '/api/toggle-acesso-api', { token: admin, body: { id: idPessoaTransp } });
    expect((await t.call('GET', '/api/me', { headers: withKey('cand-2026', key1) })).statusCode).toBe(401);
    await t.call('POST', '/api/toggle-acesso-api', { token: admin, body: { id: idPessoaTransp } });
    expect((await t.call('GET', '/api/me', { headers: withKey('cand-2026', key1) })).statusCode).toBe(200);
  });

  it('deleting the key stops it at once', async () => {
    const res = await t.call('PUT', `/api/chave/${idChave}`, { token: transp, body: { excluido: 'S' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Token apagado com sucesso');
    expect((await t.call('GET', '/api/me', { headers: withKey('cand-2026', key1) })).statusCode).toBe(401);
    expect((await t.call('GET', '/api/chave', { token: transp })).json().data.rows).toEqual([]);
    expect(
      (await t.call('PUT', `/api/chave/${idChave}`, { token: transp, body: { excluido: 'S' } })).statusCode,
    ).toBe(404);
  });
});

describe('POST /usuario-api/alterar-meus-dados', () => {
  const dados = {
    nome: 'Tiago Transportador',
    email: DEMO.transportador,
    celular: '(61) 99123-4567',
    telefone: '(61) 3322-1100',
    cep: '71200-030',
    uf: 'DF',
    codIbge: 5300108,
    bairro: 'SIA',
    endereco: 'SIA Trecho 3',
    numero: '1200',
    pessoa: {
      nomeRazaoSocial: 'Transportes Candango Ltda',
      email: 'contato@candango.com.br',
      celular: '61991234567',
      telefone: '6133221100',
      cep: '71200030',
      uf: 'DF',
      codIbge: 5300108,
      bairro: 'SIA',
      endereco: 'SIA Trecho 3, Lote 1200',
      numero: '1200',
    },
  };

  it('needs a session', async () => {
    expect((await t.call('POST', '/api/usuario-api/alterar-meus-dados', { body: dados })).statusCode).toBe(
      401,
    );
  });

  it.each([
    [{ nome: '' }, 'Nome não foi preenchido'],
    [{ celular: '' }, 'Celular não foi preenchido'],
    [{ telefone: '' }, 'Telefone Comercial não foi preenchido'],
    [{ email: '' }, 'E-mail não foi preenchido'],
    [{ bairro: '' }, 'Bairro não foi preenchido'],
    [{ numero: '' }, 'Número não foi preenchido'],
    [{ senha: 'Nova@2026', confirmarSenha: 'Outra@2026' }, 'A senhas não coincidem'],
    [{ pessoa: { ...dados.pessoa, email: '' } }, 'E-mail da empresa não foi preenchido'],
    [{ pessoa: { ...dados.pessoa, endereco: '' } }, 'Endereço da empresa não foi preenchido'],
    [{ chave: { clientId: '' } }, 'Identificador da Chave não foi preenchido'],
  ])('refuses %o with the spec message', async (change, message) => {
    const res = await t.call('POST', '/api/usuario-api/alterar-meus-dados', {
      token: transp,
      body: { ...dados, ...change },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(message);
  });

  it('saves the user and the company; a new password ends the other sessions only', async () => {
    const other = await t.call('POST', '/api/login', {
      body: { username: DEMO.transportador, password: DEMO_PASSWORD, idPessoa: idPessoaTransp },
    });
    const otherToken = other.json().data.token;
    const res = await t.call('POST', '/api/usuario-api/alterar-meus-dados', {
      token: transp,
      body: { ...dados, nome: 'Tiago T. Candango', senha: 'Nova@2026', confirmarSenha: 'Nova@2026' },
    });
    expect(res.statusCode).toBe(200);
    const [p] = await t.db.query<{ email: string; bairro: string }>(
      `SELECT email, bairro FROM pessoa WHERE id = ${idPessoaTransp}`,
    );
    expect(p).toEqual({ email: 'contato@candango.com.br', bairro: 'SIA' });
    expect((await t.call('GET', '/api/me', { token: transp })).json().data.name).toBe('Tiago T. Candango');
    expect((await t.call('GET', '/api/me', { token: otherToken })).statusCode).toBe(401);
    const relogin = await t.call('POST', '/api/login', {
      body: { username: DEMO.transportador, password: 'Nova@2026', idPessoa: idPessoaTransp },
    });
    expect(relogin.statusCode).toBe(200);
  });
});
