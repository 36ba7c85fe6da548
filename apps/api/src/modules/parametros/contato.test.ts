import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/helpers';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const contato = async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/parametro/contato' });
  expect(res.statusCode).toBe(200);
  return res;
};

describe('GET /api/parametro/contato (public, site footer)', () => {
  it("answers the authority's name, phone and contact e-mails without a session, and nothing of SMTP", async () => {
    await t.db.query(
      `UPDATE parametro SET email_duvidas = 'duvidas@orgao.example', email_sugestoes = NULL,
         email_reclamacoes = 'ouvidoria@orgao.example', login_smtp = 'segredo-login', pass_smtp = 'segredo-senha'
       WHERE id = 1`,
    );
    const res = await contato();
    expect(res.json()).toEqual({
      success: true,
      data: {
        // Migration 0995's defaults: what the footer showed as fixed text before.
        nomeOrgao: 'Serviço de Limpeza Urbana do Distrito Federal (SLU/DF) · Governo do Distrito Federal',
        telefoneOrgao: '162',
        emailDuvidas: 'duvidas@orgao.example',
        emailSugestoes: null,
        emailReclamacoes: 'ouvidoria@orgao.example',
      },
    });
    expect(res.body).not.toContain('segredo');
  });

  it('follows a change saved afterwards', async () => {
    await t.db.query(`UPDATE parametro SET email_duvidas = 'novo@orgao.example' WHERE id = 1`);
    expect((await contato()).json().data.emailDuvidas).toBe('novo@orgao.example');
  });
});

describe("the authority's name and phone saved in Configurações (PUT /api/Parametro/1)", () => {
  const parametro = {
    servidorSmtp: 'smtp.orgao.example',
    portaSmtp: 587,
    criptografiaSmtp: 'SSL/TLS',
    loginSmtp: 'rcc@orgao.example',
    passSmtp: 'segredo-smtp',
    emailEnvioSmtp: 'nao-responda@orgao.example',
    qtdDiasLogradouros: 7,
    qtdHorasTransporteCacamba: 24,
    qtdHorasTransporteRcc: 12,
    emailDuvidas: 'duvidas@orgao.example',
    emailSugestoes: 'sugestoes@orgao.example',
    emailReclamacoes: 'ouvidoria@orgao.example',
    nomeOrgao: '  Secretaria Municipal de Obras de Exemplo  ',
    telefoneOrgao: '(61) 3213-0000',
  };
  const salvar = async (body: Record<string, unknown>) =>
    t.call('PUT', '/api/Parametro/1', { token: await t.login('admin'), body });

  it('are saved (trimmed), shown to anyone by the footer route and audited', async () => {
    const res = await salvar(parametro);
    expect(res.statusCode).toBe(200);
    expect((await contato()).json().data).toMatchObject({
      nomeOrgao: 'Secretaria Municipal de Obras de Exemplo',
      telefoneOrgao: '(61) 3213-0000',
    });
    const [a] = await t.db.query<{ dados: Record<string, unknown> }>(
      "SELECT dados FROM auditoria WHERE entidade = 'Parametro' ORDER BY id DESC LIMIT 1",
    );
    // The audit masks phone numbers like any other (LGPD); the name is kept as saved.
    expect(a!.dados).toMatchObject({ nomeOrgao: 'Secretaria Municipal de Obras de Exemplo' });
    // A short public-utility number and an 0800 line are phones too.
    expect((await salvar({ ...parametro, telefoneOrgao: '156' })).statusCode).toBe(200);
    expect((await salvar({ ...parametro, telefoneOrgao: '0800 644 0156' })).statusCode).toBe(200);
    expect((await contato()).json().data.telefoneOrgao).toBe('0800 644 0156');
  });

  it.each([
    [{ nomeOrgao: '   ' }, 'O preenchimento do campo: Nome do órgão é obrigatório.'],
    [{ nomeOrgao: 'x'.repeat(201) }, 'O campo deve ter no máximo 200 caracteres'],
    [{ telefoneOrgao: undefined }, 'O preenchimento do campo: Telefone do órgão é obrigatório.'],
    [{ telefoneOrgao: '12' }, 'O Telefone do órgão deve ser um número de utilidade pública'],
    [{ telefoneOrgao: '61 3213 000' }, 'O Telefone do órgão deve ser um número de utilidade pública'],
    [{ telefoneOrgao: 'ligue 162' }, 'O Telefone do órgão deve ser um número de utilidade pública'],
  ])('refuses %o and keeps what was saved', async (change, message) => {
    const res = await salvar({ ...parametro, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toContain(message);
    expect((await contato()).json().data.nomeOrgao).toBe('Secretaria Municipal de Obras de Exemplo');
  });
});
