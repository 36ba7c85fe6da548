import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../db/sql';
import { createTestContext, DEMO, DEMO_PASSWORD, type TestContext } from '../../../test/helpers';
import { linkIn, startSmtpServer, type TestSmtp } from '../../../test/support/smtp';

/** Issue #12 item 3: failed logins slow attackers down without locking the owner out. */
let t: TestContext;
let smtp: TestSmtp;

beforeAll(async () => {
  t = await createTestContext();
  smtp = await startSmtpServer();
  await smtp.configure(t.db);
});
afterAll(async () => {
  await smtp.close();
  await t.close();
});

const post = (url: string, body: object, ip: string) =>
  t.app.inject({ method: 'POST', url, payload: body, remoteAddress: ip });

async function pessoaOf(email: string): Promise<number> {
  const res = await t.call('POST', '/api/find-available-pessoa', { body: { email } });
  return res.json().data.rows[0].id;
}

/** The database clock moves past every wait (instead of sleeping through them). */
const passWaits = () =>
  t.db.query(sql`UPDATE tentativa_acesso SET bloqueado_ate = now() - interval '1 millisecond'
    WHERE bloqueado_ate > now()`);

const unlockMailsTo = (email: string) =>
  smtp.received.filter((m) => m.to.includes(email) && m.text.includes('Tentativas de acesso'));

describe('failed logins', () => {
  it('after 10 wrong passwords for the administrator from one address, the administrator logs in from another address, another account behind the first address logs in, and the e-mailed link unlocks the first address', async () => {
    const idAdmin = await pessoaOf(DEMO.admin);
    const atacante = '203.0.113.10';
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) {
      const res = await post(
        '/api/login',
        { username: DEMO.admin, password: `errada${i}`, idPessoa: idAdmin },
        atacante,
      );
      statuses.push(res.statusCode);
      if (i < 9) await passWaits();
    }
    expect(statuses).toEqual(Array(10).fill(401));

    // The guessing address is slowed for this account, even with the right password (no oracle)…
    const fromAttacker = await post(
      '/api/login',
      { username: DEMO.admin, password: DEMO_PASSWORD, idPessoa: idAdmin },
      atacante,
    );
    expect(fromAttacker.statusCode).toBe(429);
    expect(Number(fromAttacker.headers['retry-after'])).toBe(16);

    // …but the administrator elsewhere, and another account behind the same address, log in.
    const elsewhere = await post(
      '/api/login',
      { username: DEMO.admin, password: DEMO_PASSWORD, idPessoa: idAdmin },
      '198.51.100.20',
    );
    expect(elsewhere.statusCode).toBe(200);
    const colleague = await post(
      '/api/login',
      { username: DEMO.secretaria, password: DEMO_PASSWORD, idPessoa: await pessoaOf(DEMO.secretaria) },
      atacante,
    );
    expect(colleague.statusCode).toBe(200);

    // The 10th failure mailed the owner an unlock link, through the outbox and a real SMTP server.
    await t.app.jobs.runDue();
    const mails = unlockMailsTo(DEMO.admin);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('Liberar meu acesso');
    const link = linkIn(mails[0]!, 'desbloqueio');

    // Waits still running: only the owner's link ends them at once.
    await post('/api/login', { username: DEMO.admin, password: 'errada-10', idPessoa: idAdmin }, atacante);
    const unlocked = await post('/api/login-desbloqueio', { id: link.id, hash: link.token }, '198.51.100.21');
    expect(unlocked.statusCode).toBe(200);
    expect(unlocked.json().data.message).toBe('Acesso desbloqueado. Entre com seu e-mail e senha.');
    const after = await post(
      '/api/login',
      { username: DEMO.admin, password: DEMO_PASSWORD, idPessoa: idAdmin },
      atacante,
    );
    expect(after.statusCode).toBe(200);

    // Single use.
    const again = await post('/api/login-desbloqueio', { id: link.id, hash: link.token }, '198.51.100.21');
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('Este link de desbloqueio é inválido, expirou ou já foi usado.');
    const audit = await t.db.query(
      sql`SELECT 1 FROM auditoria WHERE acao = 'desbloquear-acesso' AND id_registro = ${String(link.id)}`,
    );
    expect(audit).toHaveLength(1);
  }, 60_000);

  it('slows one account from one address progressively: 5 free, then 1 s, 2 s, 4 s, 8 s, 16 s…', async () => {
    const idPessoa = await pessoaOf(DEMO.fiscal);
    const ip = '203.0.113.30';
    const attempt = (password: string) =>
      post('/api/login', { username: DEMO.fiscal, password, idPessoa }, ip);
    // Five failures in a row answer at once, with no wait.
    for (let i = 0; i < 5; i++) expect((await attempt(`e${i}`)).statusCode).toBe(401);
    const waits: number[] = [];
    for (let i = 0; i < 6; i++) {
      expect((await attempt(`w${i}`)).statusCode).toBe(401);
      const refused = await attempt(DEMO_PASSWORD);
      expect(refused.statusCode).toBe(429);
      waits.push(Number(refused.headers['retry-after']));
      await passWaits();
    }
    expect(waits).toEqual([1, 2, 4, 8, 16, 32]);
    // When the wait is over, the right password logs in and the account's counters end.
    const ok = await attempt(DEMO_PASSWORD);
    expect(ok.statusCode).toBe(200);
    const left = await t.db.query(
      sql`SELECT chave FROM tentativa_acesso WHERE chave LIKE ${`%${DEMO.fiscal}%`}`,
    );
    expect(left).toEqual([]);
  }, 60_000);

  it('lets no parallel burst slip through a wait', async () => {
    const idPessoa = await pessoaOf(DEMO.gerador);
    const burst = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        post('/api/login', { username: DEMO.gerador, password: `p${i}`, idPessoa }, '203.0.113.40'),
      ),
    );
    const codes = burst.map((r) => r.statusCode);
    expect(codes.every((c) => c === 401 || c === 429)).toBe(true);
    // 5 free and the 6th starts the wait; a wait can only end (1 s) while the burst is still running.
    expect(codes.filter((c) => c === 401).length).toBeGreaterThanOrEqual(6);
    expect(codes.filter((c) => c === 401).length).toBeLessThan(10);
  }, 60_000);

  it('refuses an expired unlock link', async () => {
    const idPessoa = await pessoaOf(DEMO.transportador);
    for (let i = 0; i < 10; i++) {
      await post(
        '/api/login',
        { username: DEMO.transportador, password: `x${i}`, idPessoa },
        `203.0.113.${50 + i}`,
      );
    }
    await t.app.jobs.runDue();
    const link = linkIn(unlockMailsTo(DEMO.transportador)[0]!, 'desbloqueio');
    await t.db.query(sql`UPDATE token_acesso SET expires_at = now() - interval '1 second'
      WHERE id_usuario = ${link.id} AND finalidade = 'desbloqueio'`);
    const res = await post('/api/login-desbloqueio', { id: link.id, hash: link.token }, '203.0.113.70');
    expect(res.statusCode).toBe(409);
    const malformed = await post('/api/login-desbloqueio', { id: 'x' }, '203.0.113.70');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.message).toBe(
      'Este link de desbloqueio é inválido, expirou ou já foi usado.',
    );
  }, 60_000);
});

describe('POST /api/find-available-pessoa', () => {
  it('answers only what "Acessar como" needs: id, a masked name and the type', async () => {
    const res = await post('/api/find-available-pessoa', { email: '123.456.789-09' }, '203.0.113.80');
    expect(res.statusCode).toBe(200);
    const rows = res.json().data.rows as Array<Record<string, unknown>>;
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(Object.keys(row).sort()).toEqual(['id', 'nome_razao_social', 'tipo_pessoa']);
    }
    expect(rows.map((r) => r.nome_razao_social)).toContain('Ma*** A. da S.');
    expect(JSON.stringify(res.json())).not.toContain('Maria Aparecida');
  });

  it('slows an address that looks up many e-mails that do not exist', async () => {
    const ip = '203.0.113.90';
    const codes: number[] = [];
    for (let i = 0; i < 22; i++) {
      codes.push(
        (await post('/api/find-available-pessoa', { email: `ninguem${i}@rcc.teste` }, ip)).statusCode,
      );
    }
    // 20 misses go free; the 21st starts a wait that refuses the next lookup, found or not.
    expect(codes.slice(0, 21)).toEqual(Array(21).fill(200));
    expect(codes[21]).toBe(429);
    const hit = await post('/api/find-available-pessoa', { email: DEMO.admin }, ip);
    expect(hit.statusCode).toBe(429);
    expect(hit.headers['retry-after']).toBe('1');
    expect((await post('/api/find-available-pessoa', { email: DEMO.admin }, '203.0.113.91')).statusCode).toBe(
      200,
    );
  });

  it('slows an address past 300 lookups in the window', async () => {
    const ip = '203.0.113.92';
    expect((await post('/api/find-available-pessoa', { email: DEMO.admin }, ip)).statusCode).toBe(200);
    await t.db.query(sql`UPDATE tentativa_acesso SET falhas = 300 WHERE chave = ${`pessoa:ip:${ip}`}`);
    expect((await post('/api/find-available-pessoa', { email: DEMO.admin }, ip)).statusCode).toBe(200);
    const refused = await post('/api/find-available-pessoa', { email: DEMO.admin }, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toBe('Muitas tentativas. Aguarde 1 segundo e tente novamente.');
  });
});
