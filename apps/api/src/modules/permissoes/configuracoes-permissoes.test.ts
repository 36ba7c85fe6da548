import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/helpers';

let t: TestContext;
let admin: string;
let sec: string;
let transp: string;

beforeAll(async () => {
  t = await createTestContext();
  admin = await t.login('admin');
  sec = await t.login('secretaria');
  transp = await t.login('transportador');
});
afterAll(() => t.close());

const parametro = {
  servidorSmtp: 'smtp.slu.df.gov.br',
  portaSmtp: 587,
  criptografiaSmtp: 'SSL/TLS',
  loginSmtp: 'rcc@slu.df.gov.br',
  passSmtp: 'segredo-smtp',
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

describe('Configurações do Sistema (Parametro find and PUT /Parametro/:id)', () => {
  it('needs consulta to read and altera to save', async () => {
    expect((await t.call('POST', '/api/Parametro/find', { body: {} })).statusCode).toBe(401);
    expect((await t.call('POST', '/api/Parametro/find', { token: transp, body: {} })).statusCode).toBe(403);
    expect((await t.call('POST', '/api/parametro/find', { token: sec, body: {} })).statusCode).toBe(200);
    const bySec = await t.call('PUT', '/api/Parametro/1', { token: sec, body: parametro });
    expect(bySec.statusCode).toBe(403);
  });

  it.each([
    [{ servidorSmtp: '' }, 'O preenchimento do campo: Servidor SMTP é obrigatório.'],
    [{ portaSmtp: 8025 }, 'A porta SMTP deve ser 587, 465, 25 ou 2525'],
    [{ criptografiaSmtp: 'STARTTLS' }, 'O preenchimento do campo: Criptografia SMTP é obrigatório.'],
    [{ loginSmtp: 'naoemail' }, 'O campo Login SMTP deve ser um e-mail válido'],
    [{ emailDuvidas: 'x' }, 'O campo E-mail para dúvidas deve ser um e-mail válido'],
    [{ passSmtp: 'x'.repeat(81) }, 'O campo deve ter no máximo 80 caracteres'],
  ])('refuses %o', async (change, message) => {
    const res = await t.call('PUT', '/api/Parametro/1', { token: admin, body: { ...parametro, ...change } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(message);
  });

  it('saves, never returns the SMTP password, and keeps it when the mask comes back', async () => {
    const res = await t.call('PUT', '/api/Parametro/1', { token: admin, body: parametro });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Configurações alteradas com sucesso!');
    const found = await t.call('POST', '/api/Parametro/find', { token: admin, body: {} });
    expect(found.json().data.rows[0]).toMatchObject({
      servidorSmtp: 'smtp.slu.df.gov.br',
      passSmtp: '********',
    });
    expect(found.body).not.toContain('segredo-smtp');
    await t.call('PUT', '/api/parametro/1', {
      token: admin,
      body: { ...parametro, passSmtp: '********', portaSmtp: 465 },
    });
    const [row] = await t.db.query<{ pass: string; porta: number }>(
      'SELECT pass_smtp AS pass, porta_smtp AS porta FROM parametro',
    );
    expect(row).toEqual({ pass: 'segredo-smtp', porta: 465 });
    const [a] = await t.db.query<{ dados: unknown }>(
      "SELECT dados FROM auditoria WHERE entidade = 'Parametro' ORDER BY id DESC LIMIT 1",
    );
    expect(JSON.stringify(a!.dados)).not.toContain('segredo');
  });
});

describe('Gerenciar permissões (GET TipoPerfil/:id, PUT AtribuicaoPerfil)', () => {
  const funcId = async (descricao: string) =>
    (await t.db.query<{ id: number }>(`SELECT id FROM funcionalidade WHERE descricao = '${descricao}'`))[0]!
      .id;

  it('needs consulta to read and altera to save', async () => {
    expect((await t.call('GET', '/api/TipoPerfil/2')).statusCode).toBe(401);
    expect((await t.call('GET', '/api/TipoPerfil/2', { token: transp })).statusCode).toBe(403);
    expect((await t.call('GET', '/api/TipoPerfil/2', { token: sec })).statusCode).toBe(200);
    const res = await t.call('PUT', '/api/AtribuicaoPerfil', { token: sec, body: { idTipoPerfil: 2 } });
    expect(res.statusCode).toBe(403);
    expect((await t.call('GET', '/api/TipoPerfil/99', { token: admin })).statusCode).toBe(404);
  });

  it("lists the type with its permissions and each feature's offered actions; no public feature", async () => {
    const res = await t.call('GET', '/api/TipoPerfil/2', { token: admin });
    const data = res.json().data;
    expect(data).toMatchObject({ id: 2, descricao: 'Transportador', tipo: 'J' });
    const veic = data.permissoes.find(
      (p: { funcionalidade: { descricao: string } }) => p.funcionalidade.descricao === 'Manter Veículo',
    );
    expect(veic).toMatchObject({ consulta: 'S', inclui: 'S', altera: 'S', exclui: 'S' });
    expect(
      data.permissoes.some((p: { funcionalidade: { publico: string } }) => p.funcionalidade.publico === 'S'),
    ).toBe(false);
    const funcs = await t.call('POST', '/api/Funcionalidade/find', {
      token: admin,
      body: { where: { publico: 'N' }, order: [['descricao', 'ASC']], limit: 100 },
    });
    expect(funcs.statusCode).toBe(200);
    expect(funcs.json().data.rows.every((f: { publico: string }) => f.publico === 'N')).toBe(true);
  });

  it('adds, updates and removes; an entry with no flag is removed; takes effect at once', async () => {
    const cid = await t.login('cidadao');
    expect((await t.call('GET', '/api/TipoPerfil/7', { token: cid })).statusCode).toBe(403);
    const gp = await funcId('Gerenciar permissões');
    const add = await t.call('PUT', '/api/AtribuicaoPerfil', {
      token: admin,
      body: { idTipoPerfil: 7, adds: [{ idFuncionalidade: gp, consulta: 'S' }] },
    });
    expect(add.statusCode).toBe(200);
    expect((await t.call('GET', '/api/TipoPerfil/7', { token: cid })).statusCode).toBe(200);

    const tipo = (await t.call('GET', '/api/TipoPerfil/7', { token: admin })).json().data;
    const perm = tipo.permissoes.find((p: { idFuncionalidade: number }) => p.idFuncionalidade === gp);
    const off = await t.call('PUT', '/api/AtribuicaoPerfil', {
      token: admin,
      body: {
        idTipoPerfil: 7,
        updates: [{ id: perm.id, consulta: 'N', inclui: 'N', altera: 'N', exclui: 'N' }],
      },
    });
    expect(off.statusCode).toBe(200);
    expect((await t.call('GET', '/api/TipoPerfil/7', { token: cid })).statusCode).toBe(403);
    const [gone] = await t.db.query(`SELECT 1 FROM permissao WHERE id = ${perm.id}`);
    expect(gone).toBeUndefined();

    const tut = tipo.permissoes.find(
      (p: { funcionalidade: { descricao: string } }) => p.funcionalidade.descricao === 'Tutorial',
    );
    const rem = await t.call('PUT', '/api/AtribuicaoPerfil', {
      token: admin,
      body: { idTipoPerfil: 7, removes: [tut.id] },
    });
    expect(rem.statusCode).toBe(200);
    const [audit] = await t.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM auditoria WHERE entidade = 'Permissao'",
    );
    expect(audit!.n).toBe(3);
  });

  it("refuses actions a feature does not offer, public features, and another type's entries", async () => {
    const tut = await funcId('Gerenciar permissões');
    const na = await t.call('PUT', '/api/AtribuicaoPerfil', {
      token: admin,
      body: { idTipoPerfil: 7, adds: [{ idFuncionalidade: tut, exclui: 'S' }] },
    });
    expect(na.statusCode).toBe(400);
    expect(na.json().error.message).toBe('A ação exclui não está disponível em Gerenciar permissões.');
    const pub = await funcId('Dúvidas ou Sugestões');
    const p = await t.call('PUT', '/api/AtribuicaoPerfil', {
      token: admin,
      body: { idTipoPerfil: 7, adds: [{ idFuncionalidade: pub, inclui: 'S' }] },
    });
    expect(p.statusCode).toBe(400);
    const [other] = await t.db.query<{ id: number }>(
      'SELECT id FROM permissao WHERE id_tipo_perfil = 2 LIMIT 1',
    );
    const cross = await t.call('PUT', '/api/AtribuicaoPerfil', {
      token: admin,
      body: { idTipoPerfil: 7, removes: [other!.id] },
    });
    expect(cross.statusCode).toBe(404);
  });

  it('the administrator cannot lock itself out of Gerenciar permissões', async () => {
    const [perm] = await t.db.query<{ id: number }>(`
      SELECT pm.id FROM permissao pm JOIN funcionalidade f ON f.id = pm.id_funcionalidade
      WHERE pm.id_tipo_perfil = 10 AND f.descricao = 'Gerenciar permissões'`);
    const res = await t.call('PUT', '/api/AtribuicaoPerfil', {
      token: admin,
      body: { idTipoPerfil: 10, removes: [perm!.id] },
    });
    expect(res.statusCode).toBe(409);
  });
});

describe('generic finds of the people register', () => {
  it('ViewPessoa filters: pending user, pending profile', async () => {
    await t.db.query("UPDATE usuario SET ativo = 'N' WHERE email = 'cidadao@rcc.demo'");
    const res = await t.call('POST', '/api/ViewPessoa/find', {
      token: sec,
      body: { where: { usuarioPendente: 'S' } },
    });
    expect(res.json().data.rows.map((r: { cpfCnpj: string }) => r.cpfCnpj)).toContain('13579246828');
    await t.db.query("UPDATE usuario SET ativo = 'S' WHERE email = 'cidadao@rcc.demo'");
  });

  it('a transporter sees only its own users and responsibles', async () => {
    const mu = (
      await t.db.query<{ id: number }>("SELECT id FROM funcionalidade WHERE descricao = 'Manter Usuário'")
    )[0]!.id;
    await t.call('PUT', '/api/AtribuicaoPerfil', {
      token: admin,
      body: { idTipoPerfil: 2, adds: [{ idFuncionalidade: mu, consulta: 'S' }] },
    });
    const res = await t.call('POST', '/api/Usuario/find', { token: transp, body: { limit: 100 } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.rows.map((u: { email: string }) => u.email)).toEqual(['transportador@rcc.demo']);
    const all = await t.call('POST', '/api/Usuario/find', { token: sec, body: { limit: 100 } });
    expect(all.json().data.count).toBeGreaterThan(5);
  });
});
