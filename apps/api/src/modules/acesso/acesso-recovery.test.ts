import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, DEMO, DEMO_PASSWORD, type TestContext } from '../../../test/helpers';
import { linkIn, startSmtpServer, type TestSmtp } from '../../../test/support/smtp';

let t: TestContext;
let smtp: TestSmtp;
let ipSeq = 0;

beforeAll(async () => {
  t = await createTestContext();
  smtp = await startSmtpServer();
  await smtp.configure(t.db);
});
afterAll(async () => {
  await smtp.close();
  await t.close();
});

/** A request from its own address, so the throttles of different tests do not meet. */
const post = (url: string, body: unknown, ip = `192.0.2.${++ipSeq}`) =>
  t.app.inject({ method: 'POST', url, payload: body as object, remoteAddress: ip });

async function pessoaOf(email: string): Promise<number> {
  const res = await t.call('POST', '/api/find-available-pessoa', { body: { email } });
  return res.json().data.rows[0].id;
}

async function loginAs(username: string, password: string) {
  return post('/api/login', { username, password, idPessoa: await pessoaOf(username) });
}

describe('POST /api/login-recovery', () => {
  it('asks for the e-mail or CPF first, then for the person', async () => {
    const noUser = await post('/api/login-recovery', { idPessoa: 1 });
    expect(noUser.statusCode).toBe(400);
    expect(noUser.json().error.message).toBe('Por favor digite o E-mail ou CPF para recuperar a senha.');
    const blank = await post('/api/login-recovery', { username: '   ' });
    expect(blank.json().error.message).toBe('Por favor digite o E-mail ou CPF para recuperar a senha.');
    const noPessoa = await post('/api/login-recovery', { username: DEMO.gerador });
    expect(noPessoa.statusCode).toBe(400);
    expect(noPessoa.json().error).toMatchObject({
      message: 'Por favor selecione uma pessoa',
      fields: { idPessoa: 'Por favor selecione uma pessoa' },
    });
  });

  it('answers 404 for an unknown user or a person the login does not belong to', async () => {
    const unknown = await post('/api/login-recovery', { username: 'ninguem@example.com', idPessoa: 1 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe('Não foi possível encontrar o Usuário');
    const otherPessoa = await post('/api/login-recovery', {
      username: DEMO.gerador,
      idPessoa: await pessoaOf(DEMO.admin),
    });
    expect(otherPessoa.statusCode).toBe(404);
    expect(await t.db.query("SELECT 1 FROM email_fila WHERE para = 'ninguem@example.com'")).toHaveLength(0);
  });

  it('mails a link that sets a new password once, ends the other sessions, and fails the second time', async () => {
    const old = await loginAs(DEMO.transportador, DEMO_PASSWORD);
    const oldToken = old.json().data.token as string;

    const res = await post('/api/login-recovery', {
      username: DEMO.transportador,
      idPessoa: await pessoaOf(DEMO.transportador),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.message).toBe('Uma nova senha foi enviada para o usuário transportador@rcc.demo');

    await t.app.jobs.runDue();
    const mail = smtp.received.find((m) => m.to.includes(DEMO.transportador));
    expect(mail).toBeDefined();
    expect(mail!.text).toContain('http://localhost:3000/recovery/');
    const link = linkIn(mail!, 'recovery');
    // Only the hash of the token is stored.
    const stored = await t.db.query<{ token_hash: string }>(
      "SELECT token_hash FROM token_acesso WHERE id_usuario = $1 AND finalidade = 'recuperacao'",
      [link.id],
    );
    expect(stored.map((r) => r.token_hash)).not.toContain(link.token);

    const update = await post('/api/login-update', { hash: link.token, id: link.id, password: 'NovaSenha9' });
    expect(update.statusCode).toBe(200);
    expect(update.json().data.message).toBe('Senha Atualizada con sucesso.');

    expect((await t.call('POST', '/api/validate-login', { token: oldToken })).statusCode).toBe(401);
    expect((await loginAs(DEMO.transportador, DEMO_PASSWORD)).statusCode).toBe(401);
    expect((await loginAs(DEMO.transportador, 'NovaSenha9')).statusCode).toBe(200);

    const again = await post('/api/login-update', { hash: link.token, id: link.id, password: 'OutraSenha1' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('Não foi possível atualizar a senha.');
    expect((await loginAs(DEMO.transportador, 'OutraSenha1')).statusCode).toBe(401);

    const audit = await t.db.query(
      "SELECT 1 FROM auditoria WHERE entidade = 'usuario' AND acao = 'recuperar-senha'",
    );
    expect(audit).toHaveLength(1);
  });

  it('accepts the CPF and then shows the address only partly', async () => {
    const res = await post('/api/login-recovery', {
      username: '123.456.789-09',
      idPessoa: await pessoaOf(DEMO.gerador),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.message).toBe('Uma nova senha foi enviada para o usuário ge***@rcc.demo');
  });

  it('refuses with 429 after repeated requests from one address and for one account', async () => {
    const idPessoa = await pessoaOf(DEMO.fiscal);
    const fromOneIp: number[] = [];
    for (let i = 0; i < 11; i++) {
      fromOneIp.push(
        (await post('/api/login-recovery', { username: `x${i}@example.com`, idPessoa }, '198.51.100.7'))
          .statusCode,
      );
    }
    expect(fromOneIp.slice(0, 10).every((s) => s === 404)).toBe(true);
    expect(fromOneIp[10]).toBe(429);

    const forOneAccount: number[] = [];
    for (let i = 0; i < 11; i++) {
      forOneAccount.push(
        (await post('/api/login-recovery', { username: DEMO.fiscal, idPessoa }, `203.0.113.${i + 1}`))
          .statusCode,
      );
    }
    expect(forOneAccount.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(forOneAccount[10]).toBe(429);
    const last = await post('/api/login-recovery', { username: DEMO.fiscal, idPessoa }, '203.0.113.99');
    expect(last.json().error.message).toBe('Muitas tentativas. Aguarde alguns minutos e tente novamente.');
  });
});

describe('POST /api/login-update', () => {
  it('checks the fields with the spec messages', async () => {
    const empty = await post('/api/login-update', {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toBe('Verifique os dados para atualização.');
    const blank = await post('/api/login-update', { hash: 'abc', id: 1, password: '' });
    expect(blank.json().error.message).toBe('Verifique os dados para atualização.');
    for (const password of ['12345', '1234567890123456']) {
      const res = await post('/api/login-update', { hash: 'abc', id: 1, password });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe(
        'O campo de senha deve ter no mínimo 6 digítos, e no máximo 15 digítos',
      );
    }
  });

  it('refuses an unknown, a foreign and an expired link', async () => {
    const unknown = await post('/api/login-update', { hash: 'x'.repeat(43), id: 1, password: 'Senha123' });
    expect(unknown.statusCode).toBe(409);
    expect(unknown.json().error.message).toBe('Não foi possível atualizar a senha.');

    await post('/api/login-recovery', { username: DEMO.destino, idPessoa: await pessoaOf(DEMO.destino) });
    await t.app.jobs.runDue();
    const link = linkIn(smtp.received.find((m) => m.to.includes(DEMO.destino))!, 'recovery');
    const foreign = await post('/api/login-update', {
      hash: link.token,
      id: link.id + 1,
      password: 'Senha123',
    });
    expect(foreign.statusCode).toBe(409);
    await t.db.query(
      "UPDATE token_acesso SET expires_at = now() - interval '1 minute' WHERE id_usuario = $1",
      [link.id],
    );
    const expired = await post('/api/login-update', { hash: link.token, id: link.id, password: 'Senha123' });
    expect(expired.statusCode).toBe(409);
    expect(expired.json().error.message).toBe('Não foi possível atualizar a senha.');
  });

  it('keeps only the newest link of a user valid', async () => {
    const idPessoa = await pessoaOf(DEMO.cidadao);
    for (let i = 0; i < 2; i++) await post('/api/login-recovery', { username: DEMO.cidadao, idPessoa });
    await t.app.jobs.runDue();
    const [first, second] = smtp.received
      .filter((m) => m.to.includes(DEMO.cidadao))
      .map((m) => linkIn(m, 'recovery'));
    expect(
      (await post('/api/login-update', { hash: first!.token, id: first!.id, password: 'Senha123' }))
        .statusCode,
    ).toBe(409);
    expect(
      (await post('/api/login-update', { hash: second!.token, id: second!.id, password: 'Senha123' }))
        .statusCode,
    ).toBe(200);
  });
});

describe('POST /api/login-confirme-email', () => {
  it('refuses a missing or unknown link with the spec message', async () => {
    const empty = await post('/api/login-confirme-email', {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toBe('Olá, email não pode ser confirmado.');
    const unknown = await post('/api/login-confirme-email', { hash: 'y'.repeat(43), id: 1 });
    expect(unknown.statusCode).toBe(409);
    expect(unknown.json().error.message).toBe('Olá, email não pode ser confirmado.');
  });
});
