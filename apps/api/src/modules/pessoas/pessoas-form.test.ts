import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/helpers';
import {
  cnpj,
  cpf,
  pessoaFisica,
  pessoaJuridica,
  responsavel,
  usuario,
} from '../../../test/pessoas-factories';

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

async function incluir(body: unknown, token = sec) {
  return t.call('POST', '/api/pessoa-api/incluir', { token, body });
}
async function carregar(idPessoa: number) {
  const res = await t.call('POST', '/api/Pessoa/find', {
    token: sec,
    body: { where: { id: idPessoa }, include: ['perfis', 'usuarios', 'responsaveis'] },
  });
  return res.json().data.rows[0];
}

describe('POST /pessoa-api/incluir (staff registration)', () => {
  it('needs a session and inclui on Cadastro de Pessoas', async () => {
    expect((await t.call('POST', '/api/pessoa-api/incluir', { body: pessoaJuridica() })).statusCode).toBe(
      401,
    );
    expect((await incluir(pessoaJuridica(), transp)).statusCode).toBe(403);
  });

  it.each([
    ['no person type', { tipoPessoa: undefined }, 'Selecione um tipo de pessoa.'],
    [
      'an invalid CNPJ',
      { pessoaPj: { ...pessoaJuridica().pessoaPj, cpfCnpj: '11222333000180' } },
      'CNPJ inválido',
    ],
    ['no responsible', { responsaveis: [] }, 'Registre os responsáveis pela empresa'],
    ['no user', { usuariosPj: [] }, 'É necessário cadastrar ao menos um usuário para a pessoa jurídica.'],
    ['no profile', { perfisDaPessoa: [] }, 'É necessário adicionar um ou mais perfis'],
    [
      'a profile without type',
      { perfisDaPessoa: [{ status: 'insert' }] },
      'Por favor selecione pelo menos um perfil',
    ],
    [
      'no razão social',
      { pessoaPj: { ...pessoaJuridica().pessoaPj, nomeRazaoSocial: '' } },
      'O preenchimento do campo: Razão Social é obrigatório.',
    ],
  ])('refuses a legal person with %s', async (_name, change, message) => {
    const res = await incluir({ ...pessoaJuridica(), ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(message);
  });

  it.each([
    ['an invalid CPF', { cpf: '12345678900' }, 'CPF Inválido'],
    [
      'a bad e-mail',
      { email: 'sem-arroba' },
      'O campo de email está incorreto, deve estar no formato: "usuario@servidor"...',
    ],
    [
      'a different confirmation e-mail',
      { confirmarEmail: 'outro@x.com' },
      'O campo de email precisa ser igual ao campo de confirmar email',
    ],
    ['no password', { senha: '', confirmarSenha: '' }, 'O campo de senha é obrigatório'],
    [
      'a short password',
      { senha: '12345', confirmarSenha: '12345' },
      'O campo de senha deve ter no mínimo 6 digítos, e no máximo 15 digítos',
    ],
    [
      'a different confirmation',
      { confirmarSenha: 'Outra@123' },
      'O campo de senha precisa ser igual ao campo de confirmar senha',
    ],
    ['a short celular', { celular: '6199123' }, 'O campo de celular não está preenchido corretamente'],
    ['no nome', { nome: '' }, 'O preenchimento do campo: Nome é obrigatório.'],
    ['no número', { numero: '' }, 'O preenchimento do campo: Número é obrigatório.'],
  ])('refuses a natural person with %s', async (_name, change, message) => {
    const base = pessoaFisica();
    const res = await incluir({ ...base, usuarioPessoaFisica: { ...base.usuarioPessoaFisica, ...change } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(message);
  });

  it('refuses a repeated profile type and a type the actor may not give', async () => {
    const rep = await incluir(
      pessoaJuridica(1, { perfisDaPessoa: [{ idTipoPerfil: 1 }, { idTipoPerfil: 1 }] }),
    );
    expect(rep.statusCode).toBe(400);
    expect(rep.json().error.message).toBe(
      'Cada tipo de perfil pode ser escolhido apenas uma vez por pessoa.',
    );
    const adm = await incluir(pessoaFisica(10));
    expect(adm.statusCode).toBe(400);
    expect((await incluir(pessoaFisica(10), admin)).statusCode).toBe(200);
  });

  it('creates a legal person with profile, responsible and an active user; duplicates are 409', async () => {
    const body = pessoaJuridica(1);
    const res = await incluir(body);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Cadastro feito com sucesso');
    const { idPessoa, usuarios, perfis } = res.json().data;
    const p = await carregar(idPessoa);
    expect(p).toMatchObject({ situacao: 'Ativo', tipoPessoa: 'J', cpfCnpj: body.pessoaPj.cpfCnpj });
    expect(p.perfis).toEqual([expect.objectContaining({ idTipoPerfil: 1, situacaoValidacao: 'A' })]);
    expect(p.responsaveis).toHaveLength(1);
    expect(p.usuarios).toEqual([expect.objectContaining({ id: usuarios[0].id, ativo: 'S' })]);
    const [link] = await t.db.query(
      `SELECT 1 FROM usuario_perfil WHERE id_usuario = ${usuarios[0].id} AND id_perfil = ${perfis[0].id}`,
    );
    expect(link).toBeTruthy();
    const dup = await incluir({ ...pessoaJuridica(1), pessoaPj: body.pessoaPj });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().error.message).toMatch(/^Usuário já cadastrado/);
  });

  it('creates a transporter waiting for validation, with the charging method dated', async () => {
    const res = await incluir(pessoaJuridica(2));
    expect(res.statusCode).toBe(200);
    const p = await carregar(res.json().data.idPessoa);
    expect(p.situacao).toBe('Aguardando validação');
    expect(p.perfis[0]).toMatchObject({ situacaoValidacao: 'P', formaCobranca: 0 });
    expect(p.perfis[0].dataAlteracaoFormaCobranca).toBeTruthy();
  });
});

describe('PUT /pessoa-api/editar', () => {
  let body: ReturnType<typeof pessoaJuridica>;
  let idPessoa: number;
  let ids: { perfis: Array<{ id: number }>; usuarios: Array<{ id: number }> };

  beforeAll(async () => {
    body = pessoaJuridica(1);
    const res = await incluir(body);
    idPessoa = res.json().data.idPessoa;
    ids = res.json().data;
  });

  it('needs altera on Cadastro de Pessoas', async () => {
    expect(
      (await t.call('PUT', '/api/pessoa-api/editar', { body: { ...body, id: idPessoa } })).statusCode,
    ).toBe(401);
    const res = await t.call('PUT', '/api/pessoa-api/editar', {
      token: transp,
      body: { ...body, id: idPessoa },
    });
    expect(res.statusCode).toBe(403);
  });

  it('changes the CNPJ only as administrator', async () => {
    const novo = {
      ...body,
      id: idPessoa,
      pessoaPj: { ...body.pessoaPj, cpfCnpj: cnpj() },
      perfisDaPessoa: [],
      responsaveis: [],
      usuariosPj: [],
    };
    const bySec = await t.call('PUT', '/api/pessoa-api/editar', { token: sec, body: novo });
    expect(bySec.statusCode).toBe(403);
    expect(bySec.json().error.message).toBe('Somente um administrador pode alterar o CNPJ.');
    const byAdmin = await t.call('PUT', '/api/pessoa-api/editar', { token: admin, body: novo });
    expect(byAdmin.statusCode).toBe(200);
    body.pessoaPj.cpfCnpj = novo.pessoaPj.cpfCnpj;
  });

  it('inserts, updates and removes profiles, responsibles and users in one go', async () => {
    const [resp] = (await carregar(idPessoa)).responsaveis;
    const u2 = usuario();
    const res = await t.call('PUT', '/api/pessoa-api/editar', {
      token: sec,
      body: {
        ...body,
        id: idPessoa,
        perfisDaPessoa: [
          {
            status: 'insert',
            idTipoPerfil: 3,
            tipoDestinoFinal: 'ATT',
            capacidadeMaximaSuportada: 1200.5,
            matricula: 'X',
          },
        ],
        responsaveis: [
          { status: 'update', id: resp.id, ...responsavel({ nome: 'Nome Novo' }) },
          { status: 'insert', ...responsavel({ tipoResponsavel: 'Gestor' }) },
        ],
        usuariosPj: [
          { status: 'insert', ...u2, confirmarEmail: u2.email, idsTipoPerfil: [3] },
          { status: 'remove', id: ids.usuarios[0]!.id, ...usuario() },
        ],
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Edições feitas com sucesso');
    const p = await carregar(idPessoa);
    expect(p.perfis.map((x: { idTipoPerfil: number }) => x.idTipoPerfil).sort()).toEqual([1, 3]);
    const destino = p.perfis.find((x: { idTipoPerfil: number }) => x.idTipoPerfil === 3);
    expect(destino).toMatchObject({
      tipoDestinoFinal: 'ATT',
      capacidadeMaximaSuportada: 1200.5,
      matricula: null,
    });
    expect(p.responsaveis.map((r: { nome: string }) => r.nome).sort()).toEqual([
      'João Responsável',
      'Nome Novo',
    ]);
    expect(p.usuarios.map((u: { email: string }) => u.email)).toEqual([u2.email]);
  });

  it('will not remove a profile a user holds (409 with the users) nor the last responsible', async () => {
    const p = await carregar(idPessoa);
    const destino = p.perfis.find((x: { idTipoPerfil: number }) => x.idTipoPerfil === 3);
    const res = await t.call('PUT', '/api/pessoa-api/editar', {
      token: sec,
      body: {
        ...body,
        id: idPessoa,
        perfisDaPessoa: [{ status: 'remove', id: destino.id, idTipoPerfil: 3 }],
      },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toMatch(
      /^Não foi possível remover este perfil, pois ele está atribuíto ao\(s\) usuário\(s\): Usuária Teste/,
    );
    const semResp = await t.call('PUT', '/api/pessoa-api/editar', {
      token: sec,
      body: {
        ...body,
        id: idPessoa,
        perfisDaPessoa: [],
        usuariosPj: [],
        responsaveis: p.responsaveis.map((r: { id: number }) => ({
          status: 'remove',
          id: r.id,
          ...responsavel(),
        })),
      },
    });
    expect(semResp.statusCode).toBe(409);
    expect(semResp.json().error.message).toBe('Registre os responsáveis pela empresa');
  });

  it('answers 404 for an unknown person', async () => {
    const res = await t.call('PUT', '/api/pessoa-api/editar', { token: sec, body: { ...body, id: 999999 } });
    expect(res.statusCode).toBe(404);
  });
});

describe('Responsavel, Perfil and the 90-day charging lock', () => {
  let idPessoa: number;
  beforeAll(async () => {
    idPessoa = (await incluir(pessoaJuridica(2))).json().data.idPessoa;
  });

  it('POST/PUT/DELETE /Responsavel with messages, scoping and the minimum of one', async () => {
    expect(
      (await t.call('POST', '/api/Responsavel', { token: transp, body: { ...responsavel(), idPessoa } }))
        .statusCode,
    ).toBe(403);
    const bad = await t.call('POST', '/api/Responsavel', {
      token: sec,
      body: { ...responsavel({ cpf: '111' }), idPessoa },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe('O campo de cpf não está preenchido corretamente');
    const noRg = await t.call('POST', '/api/Responsavel', {
      token: sec,
      body: { ...responsavel({ rg: '' }), idPessoa },
    });
    expect(noRg.json().error.message).toBe('O preenchimento do campo: RG é obrigatório.');
    const ok = await t.call('POST', '/api/Responsavel', { token: sec, body: { ...responsavel(), idPessoa } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().message).toBe('Responsável cadastrado com sucesso');
    const id = ok.json().data.id;
    const upd = await t.call('PUT', `/api/Responsavel/${id}`, {
      token: sec,
      body: responsavel({ nome: 'Outro Nome' }),
    });
    expect(upd.json().message).toBe('Responsável atualizado com sucesso');
    const del = await t.call('DELETE', `/api/Responsavel/${id}`, { token: sec });
    expect(del.json().message).toBe('Responsável removido com sucesso');
    const [last] = await t.db.query<{ id: number }>(
      `SELECT id FROM responsavel WHERE id_pessoa = ${idPessoa}`,
    );
    expect((await t.call('DELETE', `/api/Responsavel/${last!.id}`, { token: sec })).statusCode).toBe(409);
    expect((await t.call('DELETE', '/api/Responsavel/999999', { token: sec })).statusCode).toBe(404);
  });

  it('POST /perfil/add/, PUT /perfil/update/:id and DELETE /Perfil/:id', async () => {
    expect(
      (await t.call('POST', '/api/perfil/add/', { token: transp, body: { idPessoa, idTipoPerfil: 1 } }))
        .statusCode,
    ).toBe(403);
    const add = await t.call('POST', '/api/perfil/add/', { token: sec, body: { idPessoa, idTipoPerfil: 1 } });
    expect(add.statusCode).toBe(200);
    const dup = await t.call('POST', '/api/perfil/add', { token: sec, body: { idPessoa, idTipoPerfil: 1 } });
    expect(dup.statusCode).toBe(409);
    const wrongType = await t.call('POST', '/api/perfil/add', {
      token: sec,
      body: { idPessoa, idTipoPerfil: 8 },
    });
    expect(wrongType.statusCode).toBe(400);
    const del = await t.call('DELETE', `/api/Perfil/${add.json().data.id}`, { token: sec });
    expect(del.statusCode).toBe(200);
    expect((await t.call('DELETE', `/api/Perfil/${add.json().data.id}`, { token: sec })).statusCode).toBe(
      404,
    );
  });

  it('changes the charging method only 90 days after the last change', async () => {
    const [pf] = await t.db.query<{ id: number }>(
      `SELECT id FROM perfil WHERE id_pessoa = ${idPessoa} AND id_tipo_perfil = 2`,
    );
    const locked = await t.call('PUT', `/api/perfil/update/${pf!.id}`, {
      token: sec,
      body: { formaCobranca: 1 },
    });
    expect(locked.statusCode).toBe(409);
    expect(locked.json().error.message).toMatch(
      /^A forma de cobrança só pode ser alterada 90 dias após a última alteração, ou seja, a partir de \d\d\/\d\d\/\d{4}\.$/,
    );
    await t.db.query(
      `UPDATE perfil SET data_alteracao_forma_cobranca = now() - interval '91 days' WHERE id = ${pf!.id}`,
    );
    const ok = await t.call('PUT', `/api/perfil/update/${pf!.id}`, {
      token: sec,
      body: { formaCobranca: 1 },
    });
    expect(ok.statusCode).toBe(200);
    const [after] = await t.db.query<{ f: number; recent: boolean }>(
      `SELECT forma_cobranca AS f, data_alteracao_forma_cobranca > now() - interval '1 minute' AS recent FROM perfil WHERE id = ${pf!.id}`,
    );
    expect(after).toEqual({ f: 1, recent: true });
    const again = await t.call('PUT', `/api/perfil/update/${pf!.id}`, {
      token: sec,
      body: { formaCobranca: 0 },
    });
    expect(again.statusCode).toBe(409);
    const same = await t.call('PUT', `/api/perfil/update/${pf!.id}`, {
      token: sec,
      body: { formaCobranca: 1 },
    });
    expect(same.statusCode).toBe(200);
  });
});

describe('users: cadastrar-usuario, usuario/add, /Usuario, /UsuarioPerfil', () => {
  let idPessoa: number;
  let idPerfil: number;
  beforeAll(async () => {
    const res = await incluir(pessoaJuridica(1));
    idPessoa = res.json().data.idPessoa;
    idPerfil = res.json().data.perfis[0].id;
  });

  it('POST /usuario-api/cadastrar-usuario: 403, messages, 409 and success', async () => {
    const u = usuario();
    expect(
      (
        await t.call('POST', '/api/usuario-api/cadastrar-usuario', {
          token: transp,
          body: { ...u, idPessoa },
        })
      ).statusCode,
    ).toBe(403);
    const noProfile = await t.call('POST', '/api/usuario-api/cadastrar-usuario', {
      token: sec,
      body: { ...u, idPessoa },
    });
    expect(noProfile.statusCode).toBe(400);
    expect(noProfile.json().error.message).toBe('Selecione um perfil');
    const badCpf = await t.call('POST', '/api/usuario-api/cadastrar-usuario', {
      token: sec,
      body: { ...u, cpf: '00000000000', idPessoa, perfis: [idPerfil] },
    });
    expect(badCpf.json().error.message).toBe('O campo de cpf não está preenchido corretamente');
    const ok = await t.call('POST', '/api/usuario-api/cadastrar-usuario', {
      token: sec,
      body: { ...u, idPessoa, perfis: [idPerfil] },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().message).toBe('Usuário criado com sucesso');
    const dup = await t.call('POST', '/api/usuario-api/cadastrar-usuario', {
      token: sec,
      body: { ...u, cpf: cpf(), idPessoa, perfis: [idPerfil] },
    });
    expect(dup.statusCode).toBe(409);
  });

  it('POST usuario/add without password mails a link to set it', async () => {
    const { senha: _s, confirmarSenha: _c, ...u } = usuario();
    const res = await t.call('POST', '/api/usuario/add', {
      token: sec,
      body: { ...u, idPessoa, perfis: [idPerfil] },
    });
    expect(res.statusCode).toBe(200);
    const id = res.json().data.user.id;
    const mails = await t.db.query<{ texto: string }>(
      `SELECT texto FROM email_fila WHERE para = '${u.email}'`,
    );
    expect(mails[0]!.texto).toContain(`/recovery/${id}/`);
  });

  it('PUT /usuario/update/:id: CPF only by an administrator; profiles linked and unlinked', async () => {
    const [u] = await t.db.query<{ id: number }>(
      `SELECT id FROM usuario WHERE id_pessoa = ${idPessoa} ORDER BY id LIMIT 1`,
    );
    const bySec = await t.call('PUT', `/api/usuario/update/${u!.id}`, { token: sec, body: { cpf: cpf() } });
    expect(bySec.statusCode).toBe(403);
    expect(bySec.json().error.message).toBe('Somente um administrador pode alterar o CPF do usuário.');
    expect(
      (await t.call('PUT', `/api/usuario/update/${u!.id}`, { token: admin, body: { cpf: cpf() } }))
        .statusCode,
    ).toBe(200);
    const unlink = await t.call('PUT', `/api/usuario/update/${u!.id}`, {
      token: sec,
      body: { nome: 'Nome Trocado', perfis: [{ id: idPerfil, action: 'delete' }] },
    });
    expect(unlink.statusCode).toBe(200);
    expect(unlink.json().message).toBe('Usuário atualizado com sucesso');
    const link = await t.call('POST', '/api/UsuarioPerfil', {
      token: sec,
      body: { idUsuario: u!.id, idPerfil },
    });
    expect(link.statusCode).toBe(200);
    const [demoPerfil] = await t.db.query<{ id: number }>(
      "SELECT pf.id FROM perfil pf JOIN pessoa p ON p.id = pf.id_pessoa WHERE p.cpf_cnpj = '11222333000181'",
    );
    const foreign = await t.call('POST', '/api/UsuarioPerfil', {
      token: sec,
      body: { idUsuario: u!.id, idPerfil: demoPerfil!.id },
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('POST /Usuario creates the user of a natural person from its data', async () => {
    const body = pessoaFisica(7);
    const { idPessoa: idPf, usuarios } = (await incluir(body)).json().data;
    const refused = await t.call('POST', '/api/Usuario', { token: sec, body: { idPessoa: idPf } });
    expect(refused.statusCode).toBe(409);
    await t.call('PUT', `/api/Usuario/${usuarios[0].id}`, { token: sec, body: { excluido: 'S' } });
    const res = await t.call('POST', '/api/Usuario', { token: sec, body: { idPessoa: idPf } });
    expect(res.statusCode).toBe(200);
    const [u] = await t.db.query<{ email: string; cpf: string }>(
      `SELECT email, cpf FROM usuario WHERE id = ${res.json().data.id}`,
    );
    expect(u).toEqual({
      email: body.usuarioPessoaFisica.email,
      cpf: body.usuarioPessoaFisica.cpf.replace(/\D/g, ''),
    });
  });
});
