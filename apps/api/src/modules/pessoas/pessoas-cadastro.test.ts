import { DOCUMENTOS_OBRIGATORIOS } from '@rcc/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/helpers';
import { multipart, PDF, pessoaFisica, pessoaJuridica } from '../../../test/pessoas-factories';
import { DOCS_PJ, documentos, toForm, transportadorPj } from '../../../test/support/cadastro';

/**
 * Issue 12 item 5: POST /pessoa-api/cadastrar is one registration for two callers. Staff (inclui on
 * Cadastro de Pessoas) register on behalf of others and may leave a transporter's documents for
 * later; anyone else — anonymous or logged in without that right — registers itself.
 */
let t: TestContext;
let ipSeq = 0;
let seed = 8400;

beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const ip = () => `198.18.40.${++ipSeq}`;
const cadastrar = (body: unknown, token?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/pessoa-api/cadastrar',
    headers: token ? { 'auth-token': token } : {},
    payload: body as object,
    remoteAddress: ip(),
  });
const autocadastro = (payload: Record<string, unknown>, files: Record<string, Buffer>, token?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/pessoa-api/cadastrar',
    headers: token ? { 'auth-token': token } : {},
    payload: toForm(payload, files),
    remoteAddress: ip(),
  });

async function estado(idPessoa: number) {
  const [p] = await t.db.query<{ situacao: string }>(`SELECT situacao FROM pessoa WHERE id = ${idPessoa}`);
  const perfis = await t.db.query<{ tipo: number; situacao: string }>(
    `SELECT id_tipo_perfil AS tipo, situacao_validacao AS situacao FROM perfil WHERE id_pessoa = ${idPessoa}`,
  );
  const usuarios = await t.db.query<{ ativo: string; emailValidado: string; email: string }>(
    `SELECT ativo, email_validado AS "emailValidado", email FROM usuario WHERE id_pessoa = ${idPessoa}`,
  );
  const arquivos = await t.db.query<{ tipo: number }>(
    `SELECT a.id_tipo_arquivo AS tipo FROM arquivo a JOIN perfil pf ON pf.id = a.id_perfil
     WHERE pf.id_pessoa = ${idPessoa} ORDER BY 1`,
  );
  const [audit] = await t.db.query<{ acao: string; idUsuario: number | null }>(
    `SELECT acao, id_usuario AS "idUsuario" FROM auditoria WHERE entidade = 'Pessoa' AND id_registro = '${idPessoa}'
     ORDER BY id LIMIT 1`,
  );
  return { situacao: p!.situacao, perfis, usuarios, arquivos: arquivos.map((a) => a.tipo), audit };
}

const mailsTo = async (email: string) =>
  (await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM email_fila WHERE para = $1`, [email]))[0]!
    .n;

describe('POST /pessoa-api/cadastrar by staff (Cadastrar Nova Pessoa)', () => {
  it.each([
    ['admin', 'J'],
    ['secretaria', 'J'],
    ['secretaria', 'F'],
  ] as const)(
    '%s registers a transporter (%s) without documents: 201, waiting for validation',
    async (role, tipo) => {
      const token = await t.login(role);
      const body = tipo === 'J' ? pessoaJuridica(2) : pessoaFisica(9);
      const res = await cadastrar(body, token);
      expect(res.statusCode).toBe(201);
      const data = res.json().data;
      expect(data).toMatchObject({
        message: 'Cadastro feito com sucesso',
        pessoa: { tipoPessoa: tipo, situacao: 'Aguardando validação' },
        aguardandoConfirmacao: 0,
      });
      const e = await estado(data.pessoa.id);
      expect(e.situacao).toBe('Aguardando validação');
      expect(e.perfis).toEqual([{ tipo: tipo === 'J' ? 2 : 9, situacao: 'P' }]);
      expect(e.arquivos).toEqual([]);
      // Users made by staff can log in once the transporter is validated: no confirmation e-mail.
      expect(e.usuarios).toEqual([expect.objectContaining({ ativo: 'S', emailValidado: 'S' })]);
      expect(await mailsTo(e.usuarios[0]!.email)).toBe(0);
      expect(e.audit).toMatchObject({ acao: 'incluir' });
      expect(e.audit!.idUsuario).toBeTruthy();
    },
  );

  it('registers a non-transporter Ativo, and the documents a transporter does send (keyed by type)', async () => {
    const sec = await t.login('secretaria');
    const gerador = await cadastrar(pessoaJuridica(1), sec);
    expect(gerador.statusCode).toBe(201);
    expect(await estado(gerador.json().data.pessoa.id)).toMatchObject({
      situacao: 'Ativo',
      perfis: [{ tipo: 1, situacao: 'A' }],
    });

    const { payload, headers } = multipart({ payload: pessoaJuridica(2) }, [
      { field: 'arquivo_24', name: 'termo.pdf', data: PDF },
      { field: 'arquivo_2_3', name: 'cnpj.pdf', data: PDF },
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/pessoa-api/cadastrar',
      headers: { ...headers, 'auth-token': sec },
      payload,
      remoteAddress: ip(),
    });
    expect(res.statusCode).toBe(201);
    expect((await estado(res.json().data.pessoa.id)).arquivos).toEqual([3, 24]);
  });

  it("keeps the staff form's rules: 'Contratada pelo SLU' kept, Administrador given only by an administrator", async () => {
    const sec = await t.login('secretaria');
    const body = pessoaJuridica(1);
    const res = await cadastrar({ ...body, pessoaPj: { ...body.pessoaPj, contratadaSlu: true } }, sec);
    expect(res.statusCode).toBe(201);
    const [p] = await t.db.query<{ c: boolean }>(
      `SELECT contratada_slu AS c FROM pessoa WHERE id = ${res.json().data.pessoa.id}`,
    );
    expect(p!.c).toBe(true);
    expect((await cadastrar(pessoaFisica(10), sec)).statusCode).toBe(400);
    expect((await cadastrar(pessoaFisica(10), await t.login('admin'))).statusCode).toBe(201);
  });

  it('the staff screen alias /pessoa-api/incluir is the same registration', async () => {
    const sec = await t.login('secretaria');
    const res = await t.call('POST', '/api/pessoa-api/incluir', { token: sec, body: pessoaJuridica(2) });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.pessoa.situacao).toBe('Aguardando validação');
    expect((await estado(res.json().data.idPessoa)).arquivos).toEqual([]);
  });
});

describe('POST /pessoa-api/cadastrar by anyone else (self-registration)', () => {
  it('anonymous: a transporter without documents is refused with the spec text, nothing stored', async () => {
    const s = ++seed;
    const payload = transportadorPj(s);
    const res = await autocadastro(payload, {});
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('É necessário anexar todos os documentos');
    expect(Object.keys(res.json().error.fields)).toEqual(
      DOCUMENTOS_OBRIGATORIOS.J.map((id) => `arquivo_${id}`),
    );
    const rows = await t.db.query('SELECT 1 FROM pessoa WHERE cpf_cnpj = $1', [
      (payload.pessoaPj as { cpfCnpj: string }).cpfCnpj,
    ]);
    expect(rows).toHaveLength(0);
  });

  it('anonymous: the staff form without documents is no staff registration (400, nothing stored)', async () => {
    const body = pessoaJuridica(2);
    expect((await cadastrar(body)).statusCode).toBe(400);
    expect(
      await t.db.query('SELECT 1 FROM pessoa WHERE cpf_cnpj = $1', [body.pessoaPj.cpfCnpj]),
    ).toHaveLength(0);
  });

  it("anonymous: 'Contratada pelo SLU' is not the self-registering company's to set", async () => {
    const s = ++seed;
    const payload = transportadorPj(s);
    const pessoaPj = { ...(payload.pessoaPj as Record<string, unknown>), contratadaSlu: true };
    const res = await autocadastro({ ...payload, pessoaPj }, documentos(DOCS_PJ));
    expect(res.statusCode).toBe(201);
    const [p] = await t.db.query<{ c: boolean }>(
      `SELECT contratada_slu AS c FROM pessoa WHERE id = ${res.json().data.pessoa.id}`,
    );
    expect(p!.c).toBe(false);
  });

  it.each(['transportador', 'gerador', 'cidadao'] as const)(
    'logged in as %s (no inclui on Cadastro de Pessoas): still self-registration',
    async (role) => {
      const token = await t.login(role);
      const s = ++seed;
      const without = await autocadastro(transportadorPj(s), {}, token);
      expect(without.statusCode).toBe(400);
      expect(without.json().error.message).toBe('É necessário anexar todos os documentos');

      const res = await autocadastro(transportadorPj(s), documentos(DOCS_PJ), token);
      expect(res.statusCode).toBe(201);
      const data = res.json().data;
      expect(data).toMatchObject({ pessoa: { situacao: 'Aguardando validação' }, aguardandoConfirmacao: 1 });
      const e = await estado(data.pessoa.id);
      expect(e.perfis).toEqual([{ tipo: 2, situacao: 'P' }]);
      expect(e.usuarios).toEqual([expect.objectContaining({ ativo: 'S', emailValidado: 'N' })]);
      expect(await mailsTo(e.usuarios[0]!.email)).toBe(1);
      expect(e.audit).toMatchObject({ acao: 'autocadastro' });
    },
  );
});

describe('the required documents come from the domain rule', () => {
  it.each(['J', 'F'] as const)(
    'TipoArquivo/find lists the types required of a transporter (%s)',
    async (tipo) => {
      const campo = tipo === 'J' ? 'obrigatorioPj' : 'obrigatorioPf';
      const res = await t.call('POST', '/api/TipoArquivo/find', {
        body: { where: { [campo]: true }, limit: 100, order: [['id', 'ASC']] },
      });
      expect(res.statusCode).toBe(200);
      const ids = res.json().data.rows.map((r: { id: number }) => r.id);
      expect(ids).toEqual([...DOCUMENTOS_OBRIGATORIOS[tipo]].sort((a, b) => a - b));
    },
  );
});
