import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/helpers';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

describe('GET /api/parametro/contato (public, site footer)', () => {
  it('answers the contact e-mails saved in Configurações without a session, and nothing of SMTP', async () => {
    await t.db.query(
      `UPDATE parametro SET email_duvidas = 'duvidas@orgao.example', email_sugestoes = NULL,
         email_reclamacoes = 'ouvidoria@orgao.example', login_smtp = 'segredo-login', pass_smtp = 'segredo-senha'
       WHERE id = 1`,
    );
    const res = await t.app.inject({ method: 'GET', url: '/api/parametro/contato' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      data: {
        emailDuvidas: 'duvidas@orgao.example',
        emailSugestoes: null,
        emailReclamacoes: 'ouvidoria@orgao.example',
      },
    });
    expect(res.body).not.toContain('segredo');
  });

  it('follows a change saved afterwards', async () => {
    await t.db.query(`UPDATE parametro SET email_duvidas = 'novo@orgao.example' WHERE id = 1`);
    const res = await t.app.inject({ method: 'GET', url: '/api/parametro/contato' });
    expect(res.json().data.emailDuvidas).toBe('novo@orgao.example');
  });
});
