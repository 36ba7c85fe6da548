import { DOCUMENTOS_OBRIGATORIOS } from '@rcc/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, DEMO_PASSWORD, type TestContext } from '../../../test/helpers';
import {
  EXE,
  estadoValidacao,
  PDF,
  PNG,
  pessoaFisica,
  pessoaJuridica,
  uploadArquivo,
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

const upload = (token: string, fields: Record<string, unknown>, data: Buffer, name?: string) =>
  uploadArquivo(t, token, fields, data, name);

async function novoTransportador() {
  const res = await t.call('POST', '/api/pessoa-api/incluir', { token: sec, body: pessoaJuridica(2) });
  const { idPessoa, perfis, usuarios } = res.json().data;
  return { idPessoa, idPerfil: perfis[0].id as number, idUsuario: usuarios[0].id as number };
}

describe('Documentos: POST /Arquivo, GET /Arquivo/:id, GET /pendencia-documentos', () => {
  let idPerfilDemo: number;
  beforeAll(async () => {
    const [pf] = await t.db.query<{ id: number }>(
      "SELECT pf.id FROM perfil pf JOIN pessoa p ON p.id = pf.id_pessoa WHERE p.cpf_cnpj = '11222333000181'",
    );
    idPerfilDemo = pf!.id;
  });

  it('needs a session and Documentos or Arquivo rights', async () => {
    expect((await t.call('GET', '/api/pendencia-documentos')).statusCode).toBe(401);
    const ger = await t.login('gerador');
    expect((await t.call('GET', '/api/pendencia-documentos', { token: ger })).statusCode).toBe(403);
    expect((await upload(ger, { idPerfil: idPerfilDemo, idTipoArquivo: 24 }, PDF)).statusCode).toBe(403);
  });

  it('lists the required documents of the transporter', async () => {
    const res = await t.call('GET', '/api/pendencia-documentos', { token: transp });
    expect(res.statusCode).toBe(200);
    const tipos = res.json().data.documentos.map((d: { idTipoArquivo: number }) => d.idTipoArquivo);
    expect(tipos).toEqual(DOCUMENTOS_OBRIGATORIOS.J);
  });

  it('checks the content type by magic bytes and the pdf-only types', async () => {
    const exe = await upload(transp, { idPerfil: idPerfilDemo, idTipoArquivo: 24 }, EXE, 'termo.pdf');
    expect(exe.statusCode).toBe(415);
    expect(exe.json().error.message).toBe('Só é permitido anexar arquivos PDF ou imagens (PNG, JPEG).');
    const img = await upload(transp, { idPerfil: idPerfilDemo, idTipoArquivo: 18 }, PNG, 'licenca.pdf');
    expect(img.statusCode).toBe(415);
    expect(img.json().error.message).toBe('Este documento só aceita arquivos no formato PDF.');
    const big = await upload(
      transp,
      { idPerfil: idPerfilDemo, idTipoArquivo: 24 },
      Buffer.concat([PDF, Buffer.alloc(6 * 1024 * 1024)]),
    );
    expect(big.statusCode).toBe(413);
  });

  it('uploads, replaces (back to N) and downloads, scoped to the owner', async () => {
    const res = await upload(
      transp,
      { idPerfil: idPerfilDemo, idTipoArquivo: 24, validade: '2020-01-01' },
      PDF,
      'termo.pdf',
    );
    expect(res.statusCode).toBe(200);
    const id = res.json().data.id;
    await t.call('PUT', `/api/Arquivo/${id}`, { token: sec, body: { situacao: 'V' } });
    const again = await upload(transp, { idPerfil: idPerfilDemo, idTipoArquivo: 24 }, PNG, 'termo.png');
    expect(again.json().data).toMatchObject({ id, situacao: 'N', substituido: true });

    const get = await t.call('GET', `/api/Arquivo/${id}`, { token: transp });
    expect(get.json().data).toMatchObject({
      contentType: 'image/png',
      situacao: 'N',
      nomeArquivo: 'termo.png',
    });
    // Stored re-encoded without metadata (issue 8 §6): a PNG, not the same bytes.
    expect(Buffer.from(get.json().data.anexo, 'base64').subarray(0, 8).equals(PNG.subarray(0, 8))).toBe(true);
    const raw = await t.call('GET', `/api/Arquivo/${id}?download=1`, { token: sec });
    expect(raw.headers['content-type']).toBe('image/png');

    const other = (await novoTransportador()).idUsuario;
    await t.db.query(`UPDATE usuario SET ativo = 'S' WHERE id = ${other}`);
    const [u] = await t.db.query<{ email: string; idPessoa: number }>(
      `SELECT email, id_pessoa AS "idPessoa" FROM usuario WHERE id = ${other}`,
    );
    await t.db.query(`UPDATE pessoa SET situacao = 'Pendente' WHERE id = ${u!.idPessoa}`);
    await t.db.query(
      `UPDATE usuario SET email_validado = 'S', senha_hash = (SELECT senha_hash FROM usuario WHERE email = 'transportador@rcc.demo') WHERE id = ${other}`,
    );
    const login = await t.call('POST', '/api/login', {
      body: { username: u!.email, password: DEMO_PASSWORD, idPessoa: u!.idPessoa },
    });
    const otherToken = login.json().data.token;
    expect((await t.call('GET', `/api/Arquivo/${id}`, { token: otherToken })).statusCode).toBe(404);
    expect((await upload(otherToken, { idPerfil: idPerfilDemo, idTipoArquivo: 24 }, PDF)).statusCode).toBe(
      404,
    );
    expect(
      (await t.call('GET', `/api/pendencia-documentos/${idPerfilDemo}`, { token: otherToken })).statusCode,
    ).toBe(404);
  });

  it('flags an expired document', async () => {
    await upload(transp, { idPerfil: idPerfilDemo, idTipoArquivo: 25, validade: '2020-01-01' }, PDF);
    const res = await t.call('GET', '/api/pendencia-documentos', { token: transp });
    const d = res.json().data.documentos.find((x: { idTipoArquivo: number }) => x.idTipoArquivo === 25);
    expect(d.vencido).toBe(true);
  });

  it('PUT /Arquivo/:id is for the authority, and a pending document needs its description', async () => {
    const [a] = await t.db.query<{ id: number }>(
      `SELECT id FROM arquivo WHERE id_perfil = ${idPerfilDemo} LIMIT 1`,
    );
    expect(
      (await t.call('PUT', `/api/Arquivo/${a!.id}`, { token: transp, body: { situacao: 'V' } })).statusCode,
    ).toBe(403);
    const p = await t.call('PUT', `/api/Arquivo/${a!.id}`, { token: sec, body: { situacao: 'P' } });
    expect(p.statusCode).toBe(400);
    expect(
      (await t.call('PUT', '/api/Arquivo/999999', { token: sec, body: { situacao: 'V' } })).statusCode,
    ).toBe(404);
  });
});

describe('validation of a transporter by documents (PUT /pessoa-api/validar-documentos/:id)', () => {
  let tr: Awaited<ReturnType<typeof novoTransportador>>;
  let docs: Array<{ id: number; idTipoArquivo: number }>;

  beforeAll(async () => {
    tr = await novoTransportador();
    for (const tipo of [...DOCUMENTOS_OBRIGATORIOS.J, 23])
      await upload(sec, { idPerfil: tr.idPerfil, idTipoArquivo: tipo }, PDF);
    docs = await t.db.query(
      `SELECT id, id_tipo_arquivo AS "idTipoArquivo" FROM arquivo WHERE id_perfil = ${tr.idPerfil}`,
    );
  });

  const estado = () => estadoValidacao(t.db, tr.idPerfil);

  it('needs Arquivo inclui/altera/exclui and Cadastro de Pessoas altera', async () => {
    const body = { documentos: [] };
    expect(
      (await t.call('PUT', `/api/pessoa-api/validar-documentos/${tr.idPerfil}`, { body })).statusCode,
    ).toBe(401);
    expect(
      (await t.call('PUT', `/api/pessoa-api/validar-documentos/${tr.idPerfil}`, { token: transp, body }))
        .statusCode,
    ).toBe(403);
  });

  it('some pending → Pendente with justification (required)', async () => {
    const body = {
      documentos: docs.map((d, i) => ({
        id: d.id,
        situacao: i === 0 ? 'P' : 'V',
        descricaoPendencia: i === 0 ? 'Ilegível' : undefined,
      })),
    };
    const noJust = await t.call('PUT', `/api/pessoa-api/validar-documentos/${tr.idPerfil}`, {
      token: sec,
      body,
    });
    expect(noJust.statusCode).toBe(400);
    expect(noJust.json().error.message).toBe('O preenchimento do campo: Justifique é obrigatório.');
    const res = await t.call('PUT', `/api/pessoa-api/validar-documentos/${tr.idPerfil}`, {
      token: sec,
      body: { ...body, justificativa: 'Termo ilegível' },
    });
    expect(res.statusCode).toBe(200);
    expect(await estado()).toMatchObject({ pessoa: 'Pendente', perfil: 'P', codigo: null });
  });

  it('all N → Aguardando validação', async () => {
    const res = await t.call('PUT', `/api/pessoa-api/validar-documentos/${tr.idPerfil}`, {
      token: sec,
      body: { documentos: docs.map((d) => ({ id: d.id, situacao: 'N' })) },
    });
    expect(res.statusCode).toBe(200);
    expect(await estado()).toMatchObject({ pessoa: 'Aguardando validação', perfil: 'P' });
  });

  it('all required V (a not-required one ignored) → Ativo, A, approval now, validity +1 year, a code', async () => {
    const res = await t.call('PUT', `/api/pessoa-api/validar-documentos/${tr.idPerfil}`, {
      token: sec,
      body: { documentos: docs.map((d) => ({ id: d.id, situacao: d.idTipoArquivo === 23 ? 'N' : 'V' })) },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ situacaoPessoa: 'Ativo', situacaoPerfil: 'A' });
    const e = await estado();
    expect(e).toMatchObject({ pessoa: 'Ativo', perfil: 'A' });
    expect(e.codigo).toMatch(/^[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/);
    expect(Date.now() - new Date(e.aprov!).getTime()).toBeLessThan(60_000);
    const diff = new Date(e.validade!).getFullYear() - new Date(e.aprov!).getFullYear();
    expect(diff).toBe(1);
  });

  it('a document of another profile is 404; a non-transporter profile is 409', async () => {
    const [demo] = await t.db.query<{ id: number }>(
      'SELECT id FROM arquivo WHERE id_perfil <> ' + tr.idPerfil + ' LIMIT 1',
    );
    expect(demo).toBeTruthy();
    const foreign = await t.call('PUT', `/api/pessoa-api/validar-documentos/${tr.idPerfil}`, {
      token: sec,
      body: { documentos: [{ id: demo!.id, situacao: 'V' }] },
    });
    expect(foreign.statusCode).toBe(404);
    const [ger] = await t.db.query<{ id: number }>('SELECT id FROM perfil WHERE id_tipo_perfil = 8 LIMIT 1');
    const res = await t.call('PUT', `/api/pessoa-api/validar-documentos/${ger!.id}`, {
      token: sec,
      body: { documentos: [] },
    });
    expect(res.statusCode).toBe(409);
  });

  it('GET /cltrcc/:idPerfil gives a PDF with the code; the public page verifies it', async () => {
    expect((await t.call('GET', `/api/cltrcc/${tr.idPerfil}`)).statusCode).toBe(401);
    expect((await t.call('GET', `/api/cltrcc/${tr.idPerfil}`, { token: transp })).statusCode).toBe(404);
    const res = await t.call('GET', `/api/cltrcc/${tr.idPerfil}`, { token: sec });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const { codigo } = await estado();
    expect(res.rawPayload.toString('latin1')).toContain(codigo!);

    const pub = await t.call('GET', `/api/cltrcc/verificar/${codigo}`);
    expect(pub.statusCode).toBe(200);
    expect(pub.json().data).toMatchObject({ codigo, valido: true, situacao: 'Válido' });
    const lower = await t.call('GET', `/api/cltrcc/verificar/${codigo!.toLowerCase()}`);
    expect(lower.json().data.valido).toBe(true);
    const none = await t.call('GET', '/api/cltrcc/verificar/XXXX-XXXX-XXXX');
    expect(none.statusCode).toBe(404);
    expect(none.json().error.message).toBe('Código de verificação não encontrado.');
  });

  it('the demo transporter downloads its own certificate; an inactive one gets 409 and shows invalid', async () => {
    const [pf] = await t.db.query<{ id: number }>(
      "SELECT pf.id FROM perfil pf JOIN pessoa p ON p.id = pf.id_pessoa WHERE p.cpf_cnpj = '11222333000181'",
    );
    expect((await t.call('GET', `/api/cltrcc/${pf!.id}`, { token: transp })).statusCode).toBe(200);
    const res = await t.call('PUT', `/api/Pessoa/${tr.idPessoa}`, {
      token: sec,
      body: { situacao: 'Inativo', justificativa: 'Licença cassada' },
    });
    expect(res.statusCode).toBe(200);
    expect((await t.call('GET', `/api/cltrcc/${tr.idPerfil}`, { token: sec })).statusCode).toBe(409);
    const { codigo } = await estado();
    const pub = await t.call('GET', `/api/cltrcc/verificar/${codigo}`);
    expect(pub.json().data).toMatchObject({ valido: false, situacao: 'Inválido' });
  });
});

describe('PUT /Pessoa/:id (Validar, Ativar, Inativar) and PUT /Perfil/:id (Autorizar Perfis)', () => {
  it('needs inclui and altera on Cadastro de Pessoas', async () => {
    const { idPessoa } = (
      await t.call('POST', '/api/pessoa-api/incluir', { token: sec, body: pessoaFisica(8) })
    ).json().data;
    expect(
      (await t.call('PUT', `/api/Pessoa/${idPessoa}`, { body: { situacao: 'Inativo' } })).statusCode,
    ).toBe(401);
    expect(
      (
        await t.call('PUT', `/api/Pessoa/${idPessoa}`, {
          token: transp,
          body: { situacao: 'Inativo', justificativa: 'x' },
        })
      ).statusCode,
    ).toBe(403);
  });

  it('validates the popup fields', async () => {
    const none = await t.call('PUT', '/api/Pessoa/1', { token: sec, body: {} });
    expect(none.json().error.message).toBe('Escolha uma opção como será validado esta pessoa');
    const noJust = await t.call('PUT', '/api/Pessoa/1', { token: sec, body: { situacao: 'Inativo' } });
    expect(noJust.json().error.message).toBe('O preenchimento do campo: Justifique é obrigatório.');
  });

  it("Inativar ends the sessions of the person's users and sets every profile I; Ativar restores", async () => {
    const body = pessoaFisica(8);
    const { idPessoa } = (await t.call('POST', '/api/pessoa-api/incluir', { token: sec, body })).json().data;
    const login = await t.call('POST', '/api/login', {
      body: { username: body.usuarioPessoaFisica.email, password: body.usuarioPessoaFisica.senha, idPessoa },
    });
    const token = login.json().data.token;
    expect((await t.call('GET', '/api/me', { token })).statusCode).toBe(200);
    const ina = await t.call('PUT', `/api/Pessoa/${idPessoa}`, {
      token: sec,
      body: { situacao: 'Inativo', justificativa: 'Fraude' },
    });
    expect(ina.statusCode).toBe(200);
    expect((await t.call('GET', '/api/me', { token })).statusCode).toBe(401);
    const [pf] = await t.db.query<{ s: string }>(
      `SELECT situacao_validacao AS s FROM perfil WHERE id_pessoa = ${idPessoa}`,
    );
    expect(pf!.s).toBe('I');
    expect(
      (
        await t.call('PUT', `/api/Pessoa/${idPessoa}`, {
          token: sec,
          body: { situacao: 'Inativo', justificativa: 'x' },
        })
      ).statusCode,
    ).toBe(409);
    const at = await t.call('PUT', `/api/Pessoa/${idPessoa}`, { token: sec, body: { situacao: 'Ativo' } });
    expect(at.statusCode).toBe(200);
    const pend = await t.call('PUT', `/api/Pessoa/${idPessoa}`, {
      token: sec,
      body: { situacao: 'Pendente', justificativa: 'Docs' },
    });
    expect(pend.json().data.situacao).toBe('Aguardando validação');
  });

  it('a transporter becomes Ativo only through its documents (409)', async () => {
    const tr = await novoTransportador();
    const res = await t.call('PUT', `/api/Pessoa/${tr.idPessoa}`, {
      token: sec,
      body: { situacao: 'Ativo' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe('Não foi possível mudar a situação desta pessoa');
  });

  it('Autorizar Perfis: Ativar from P, Inativar with justification, Pendente only for an active transporter', async () => {
    const tr = await novoTransportador();
    // A transporter's profile is activated with its documents validated (pessoas-validacao-spec.test.ts).
    for (const idTipoArquivo of DOCUMENTOS_OBRIGATORIOS.J)
      await upload(sec, { idPerfil: tr.idPerfil, idTipoArquivo }, PDF);
    await t.db.query(`UPDATE arquivo SET situacao = 'V' WHERE id_perfil = ${tr.idPerfil}`);
    expect(
      (await t.call('PUT', `/api/Perfil/${tr.idPerfil}`, { token: transp, body: { situacaoValidacao: 'A' } }))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await t.call('PUT', `/api/Perfil/${tr.idPerfil}`, {
          token: sec,
          body: { situacaoValidacao: 'P', justificativaValidacao: 'x' },
        })
      ).statusCode,
    ).toBe(409);
    const on = await t.call('PUT', `/api/Perfil/${tr.idPerfil}`, {
      token: sec,
      body: { situacaoValidacao: 'A' },
    });
    expect(on.statusCode).toBe(200);
    const [pf] = await t.db.query<{ codigo: string | null }>(
      `SELECT codigo_cltrcc AS codigo FROM perfil WHERE id = ${tr.idPerfil}`,
    );
    expect(pf!.codigo).toBeTruthy();
    const noJust = await t.call('PUT', `/api/perfil/${tr.idPerfil}`, {
      token: sec,
      body: { situacaoValidacao: 'I' },
    });
    expect(noJust.statusCode).toBe(400);
    const pend = await t.call('PUT', `/api/perfil/${tr.idPerfil}`, {
      token: sec,
      body: { situacaoValidacao: 'P', justificativaValidacao: 'Rever' },
    });
    expect(pend.statusCode).toBe(200);
    expect(
      (await t.call('PUT', '/api/Perfil/999999', { token: sec, body: { situacaoValidacao: 'A' } }))
        .statusCode,
    ).toBe(404);
  });
});

describe('users list actions and the recovery link', () => {
  it('PUT /Usuario/:id: Ativar/Inativar (ends sessions), 409 on the wrong state, excluido S deletes', async () => {
    const body = pessoaFisica(7);
    const { idPessoa, usuarios } = (
      await t.call('POST', '/api/pessoa-api/incluir', { token: sec, body })
    ).json().data;
    const id = usuarios[0].id;
    const login = await t.call('POST', '/api/login', {
      body: { username: body.usuarioPessoaFisica.email, password: body.usuarioPessoaFisica.senha, idPessoa },
    });
    const token = login.json().data.token;
    expect(
      (await t.call('PUT', `/api/Usuario/${id}`, { token: transp, body: { ativo: 'N' } })).statusCode,
    ).toBe(403);
    const off = await t.call('PUT', `/api/Usuario/${id}`, { token: sec, body: { ativo: 'N' } });
    expect(off.statusCode).toBe(200);
    expect((await t.call('GET', '/api/me', { token })).statusCode).toBe(401);
    expect((await t.call('PUT', `/api/Usuario/${id}`, { token: sec, body: { ativo: 'N' } })).statusCode).toBe(
      409,
    );
    expect((await t.call('PUT', `/api/Usuario/${id}`, { token: sec, body: { ativo: 'S' } })).statusCode).toBe(
      200,
    );
    const del = await t.call('PUT', `/api/Usuario/${id}`, { token: admin, body: { excluido: 'S' } });
    expect(del.json().message).toBe('Usuário removido com sucesso');
    expect(
      (await t.call('PUT', `/api/Usuario/${id}`, { token: admin, body: { ativo: 'S' } })).statusCode,
    ).toBe(404);
  });

  it('GET /getLinkRecovery/:id: 403, 409 for an inactive user, a hashed single link, by e-mail too', async () => {
    const body = pessoaFisica(7);
    const { usuarios } = (await t.call('POST', '/api/pessoa-api/incluir', { token: sec, body })).json().data;
    const id = usuarios[0].id;
    expect((await t.call('GET', `/api/getLinkRecovery/${id}`, { token: transp })).statusCode).toBe(403);
    const res = await t.call('GET', `/api/getLinkRecovery/${id}`, { token: sec });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Link gerado com sucesso');
    const link: string = res.json().data.linkSenha;
    const m = new RegExp(`/recovery/${id}/([A-Za-z0-9_-]{40,})$`).exec(link);
    expect(m).toBeTruthy();
    const rows = await t.db.query<{
      token_hash: string;
      finalidade: string;
      horas: number;
      id_usuario_criacao: number;
    }>(
      `SELECT token_hash, finalidade, round(extract(epoch FROM expires_at - now()) / 3600)::int AS horas, id_usuario_criacao
       FROM token_acesso WHERE id_usuario = ${id} AND used_at IS NULL`,
    );
    const crypto = await import('node:crypto');
    expect(rows).toEqual([
      expect.objectContaining({
        token_hash: crypto.createHash('sha256').update(m![1]!).digest('hex'),
        finalidade: 'recuperacao',
        horas: 24,
      }),
    ]);
    const mail = await t.call('GET', `/api/getLinkRecovery/${id}?enviarEmail=S`, { token: sec });
    expect(mail.json().message).toBe(
      `Uma nova senha foi enviada para o usuário ${body.usuarioPessoaFisica.nome}`,
    );
    const [open] = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM token_acesso WHERE id_usuario = ${id} AND used_at IS NULL`,
    );
    expect(open!.n).toBe(1);
    const [q] = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM email_fila WHERE para = '${body.usuarioPessoaFisica.email}'`,
    );
    expect(q!.n).toBe(1);
    const [audit] = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM auditoria WHERE entidade = 'Usuario' AND id_registro = '${id}' AND acao LIKE 'link_recuperacao%'`,
    );
    expect(audit!.n).toBe(2);
    await t.call('PUT', `/api/Usuario/${id}`, { token: sec, body: { ativo: 'N' } });
    const refused = await t.call('GET', `/api/getLinkRecovery/${id}`, { token: sec });
    expect(refused.statusCode).toBe(409);
  });
});
