import { DOCUMENTOS_OBRIGATORIOS } from '@rcc/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/helpers';
import { estadoValidacao, PDF, pessoaJuridica, uploadArquivo } from '../../../test/pessoas-factories';

/**
 * Issue 12 item 6: the spec's screen validates a transporter with PUT /Arquivo/{id} per document,
 * then PUT /Pessoa/{id} and PUT /Perfil/{id}. PUT /Pessoa {situacao: 'Ativo'} runs the same
 * validation as PUT /pessoa-api/validar-documentos, and only while every required document is V.
 */
let t: TestContext;
let sec: string;

beforeAll(async () => {
  t = await createTestContext();
  sec = await t.login('secretaria');
});
afterAll(() => t.close());

const NAO_MUDAR = 'Não foi possível mudar a situação desta pessoa';

async function transportadorComDocumentos() {
  const res = await t.call('POST', '/api/pessoa-api/cadastrar', { token: sec, body: pessoaJuridica(2) });
  expect(res.statusCode).toBe(201);
  const { idPessoa, perfis } = res.json().data;
  const idPerfil = perfis[0].id as number;
  for (const idTipoArquivo of [...DOCUMENTOS_OBRIGATORIOS.J, 23])
    expect((await uploadArquivo(t, sec, { idPerfil, idTipoArquivo }, PDF)).statusCode).toBe(200);
  const docs = await t.db.query<{ id: number; tipo: number }>(
    `SELECT id, id_tipo_arquivo AS tipo FROM arquivo WHERE id_perfil = ${idPerfil} ORDER BY id`,
  );
  return { idPessoa: idPessoa as number, idPerfil, docs };
}

const estado = (idPerfil: number) => estadoValidacao(t.db, idPerfil);

const putArquivo = (id: number, body: Record<string, unknown>, token = sec) =>
  t.call('PUT', `/api/Arquivo/${id}`, { token, body });
const ativar = (idPessoa: number, token = sec) =>
  t.call('PUT', `/api/Pessoa/${idPessoa}`, { token, body: { situacao: 'Ativo' } });

describe('validation of a transporter by the spec calls: PUT /Arquivo/{id} each, then PUT /Pessoa/{id}', () => {
  it('refuses with the spec text while a required document is not V, then activates as the validation does', async () => {
    const tr = await transportadorComDocumentos();
    const obrigatorios = tr.docs.filter((d) => d.tipo !== 23);
    const [ultimo, ...outros] = obrigatorios;

    const cedo = await ativar(tr.idPessoa);
    expect(cedo.statusCode).toBe(409);
    expect(cedo.json().error.message).toBe(NAO_MUDAR);

    for (const d of outros) expect((await putArquivo(d.id, { situacao: 'V' })).statusCode).toBe(200);
    const umFaltando = await ativar(tr.idPessoa);
    expect(umFaltando.statusCode).toBe(409);
    expect(umFaltando.json().error.message).toBe(NAO_MUDAR);
    await putArquivo(ultimo!.id, { situacao: 'P', descricaoPendencia: 'Ilegível' });
    expect((await ativar(tr.idPessoa)).json().error.message).toBe(NAO_MUDAR);
    expect(await estado(tr.idPerfil)).toMatchObject({
      pessoa: 'Aguardando validação',
      perfil: 'P',
      codigo: null,
    });

    // The document of a type that is not required stays N: it does not count.
    await putArquivo(ultimo!.id, { situacao: 'V' });
    const res = await ativar(tr.idPessoa);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: tr.idPessoa, situacao: 'Ativo' });
    const e = await estado(tr.idPerfil);
    expect(e).toMatchObject({ pessoa: 'Ativo', perfil: 'A' });
    expect(e.codigo).toMatch(/^[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/);
    expect(Date.now() - new Date(e.aprov!).getTime()).toBeLessThan(60_000);
    expect(new Date(e.validade!).getFullYear() - new Date(e.aprov!).getFullYear()).toBe(1);
    const [audit] = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM auditoria WHERE entidade = 'Pessoa' AND id_registro = '${tr.idPessoa}'
         AND acao = 'validar_documentos'`,
    );
    expect(audit!.n).toBe(1);
    // The certificate is issued as after the validation popup.
    expect((await t.call('GET', `/api/cltrcc/${tr.idPerfil}`, { token: sec })).statusCode).toBe(200);

    // The spec's screen then sends PUT /Perfil/{id}: already active, nothing changes.
    const perfil = await t.call('PUT', `/api/Perfil/${tr.idPerfil}`, {
      token: sec,
      body: { situacaoValidacao: 'A' },
    });
    expect(perfil.statusCode).toBe(200);
    expect((await estado(tr.idPerfil)).codigo).toBe(e.codigo);
    // Asking again once Ativo is refused like any other repeated change.
    expect((await ativar(tr.idPessoa)).statusCode).toBe(409);
  });

  it('PUT /Perfil/{id} A on a transporter: the CLTRCC follows the documents, refused while one is not V', async () => {
    const tr = await transportadorComDocumentos();
    const ativarPerfil = () =>
      t.call('PUT', `/api/Perfil/${tr.idPerfil}`, { token: sec, body: { situacaoValidacao: 'A' } });
    const cedo = await ativarPerfil();
    expect(cedo.statusCode).toBe(409);
    expect(cedo.json().error.message).toBe('Não foi possível validar esta pessoa');
    expect(await estado(tr.idPerfil)).toMatchObject({ perfil: 'P', codigo: null });
    for (const d of tr.docs) await putArquivo(d.id, { situacao: 'V' });
    const res = await ativarPerfil();
    expect(res.statusCode).toBe(200);
    const e = await estado(tr.idPerfil);
    expect(e).toMatchObject({ pessoa: 'Ativo', perfil: 'A' });
    expect(e.codigo).toMatch(/^[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/);
  });

  it('a transporter inactivated later is reactivated only with its documents still all V', async () => {
    const tr = await transportadorComDocumentos();
    for (const d of tr.docs) await putArquivo(d.id, { situacao: 'V' });
    expect((await ativar(tr.idPessoa)).statusCode).toBe(200);
    const ina = await t.call('PUT', `/api/Pessoa/${tr.idPessoa}`, {
      token: sec,
      body: { situacao: 'Inativo', justificativa: 'Licença vencida' },
    });
    expect(ina.statusCode).toBe(200);
    await putArquivo(tr.docs[0]!.id, { situacao: 'N' });
    expect((await ativar(tr.idPessoa)).json().error.message).toBe(NAO_MUDAR);
    expect((await estado(tr.idPerfil)).pessoa).toBe('Inativo');
    await putArquivo(tr.docs[0]!.id, { situacao: 'V' });
    expect((await ativar(tr.idPessoa)).statusCode).toBe(200);
    expect(await estado(tr.idPerfil)).toMatchObject({ pessoa: 'Ativo', perfil: 'A' });
  });

  it('only staff with the Validar rights: 401, 403 for other roles and for staff without them', async () => {
    const tr = await transportadorComDocumentos();
    for (const d of tr.docs) await putArquivo(d.id, { situacao: 'V' });
    expect(
      (await t.call('PUT', `/api/Pessoa/${tr.idPessoa}`, { body: { situacao: 'Ativo' } })).statusCode,
    ).toBe(401);
    for (const role of ['transportador', 'gerador', 'destino', 'fiscal', 'cidadao'] as const) {
      const token = await t.login(role);
      expect((await putArquivo(tr.docs[0]!.id, { situacao: 'V' }, token)).statusCode).toBe(403);
      expect((await ativar(tr.idPessoa, token)).statusCode).toBe(403);
    }
    // A Secretaria whose profile type lost 'exclui' on Arquivo may still change people, not validate.
    const semExclui = `
      UPDATE permissao SET exclui = $1
      WHERE id_funcionalidade = (SELECT id FROM funcionalidade WHERE descricao = 'Arquivo')
        AND id_tipo_perfil IN (SELECT pf.id_tipo_perfil FROM usuario u JOIN usuario_perfil up ON up.id_usuario = u.id
          JOIN perfil pf ON pf.id = up.id_perfil WHERE u.email = 'secretaria@rcc.demo')`;
    await t.db.query(semExclui, ['N']);
    try {
      expect((await ativar(tr.idPessoa)).statusCode).toBe(403);
      const popup = await t.call('PUT', `/api/pessoa-api/validar-documentos/${tr.idPerfil}`, {
        token: sec,
        body: { documentos: [] },
      });
      expect(popup.statusCode).toBe(403);
      expect(await estado(tr.idPerfil)).toMatchObject({ pessoa: 'Aguardando validação', perfil: 'P' });
    } finally {
      await t.db.query(semExclui, ['S']);
    }
    expect((await ativar(tr.idPessoa)).statusCode).toBe(200);
  });
});
