import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { queueMail } from '../src/modules/mail/outbox';
import { MailWorker } from '../src/modules/mail/worker';
import { createTestContext, type TestContext } from './helpers';
import { startSmtpServer, type TestSmtp } from './support/smtp';

const logs: Array<{ level: string; msg: string | undefined }> = [];
const log = {
  info: (_o: unknown, msg?: string) => logs.push({ level: 'info', msg }),
  warn: (_o: unknown, msg?: string) => logs.push({ level: 'warn', msg }),
  error: (_o: unknown, msg?: string) => logs.push({ level: 'error', msg }),
};

let t: TestContext;
let smtp: TestSmtp;

beforeAll(async () => {
  t = await createTestContext();
  smtp = await startSmtpServer({ user: 'rcc@slu.df.gov.br', pass: 'segredo-smtp' });
});
afterAll(async () => {
  await smtp.close();
  await t.close();
});
beforeEach(async () => {
  await t.db.query('DELETE FROM email_fila');
  smtp.received.length = 0;
  logs.length = 0;
});

const situacao = async (id: number) =>
  (
    await t.db.query<{ situacao: string; tentativas: number; ultimo_erro: string | null }>(
      'SELECT situacao, tentativas, ultimo_erro FROM email_fila WHERE id = $1',
      [id],
    )
  )[0]!;

describe('mail outbox worker', () => {
  it('keeps messages queued and logs once while SMTP is not configured', async () => {
    await t.db.query('UPDATE parametro SET servidor_smtp = NULL, email_envio_smtp = NULL WHERE id = 1');
    const id = await queueMail(t.db, { para: 'a@example.com', assunto: 'Teste', texto: 'Olá' });
    const worker = new MailWorker(t.db, log);
    expect(await worker.drain()).toEqual({ sent: 0, failed: 0, unconfigured: true });
    expect(await worker.drain()).toMatchObject({ unconfigured: true });
    expect(logs.filter((l) => l.level === 'warn')).toHaveLength(1);
    expect(await situacao(id)).toMatchObject({ situacao: 'pendente', tentativas: 0 });
  });

  it('sends through the configured SMTP server with its login, text and html', async () => {
    await smtp.configure(t.db);
    const id = await queueMail(t.db, {
      para: 'maria@example.com',
      assunto: 'Confirmação',
      texto: 'Olá, Maria. Ação necessária.',
      html: '<p>Olá</p>',
    });
    const result = await new MailWorker(t.db, log).drain();
    expect(result).toEqual({ sent: 1, failed: 0, unconfigured: false });
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]).toMatchObject({ from: 'nao-responda@slu.df.gov.br', to: ['maria@example.com'] });
    expect(smtp.received[0]!.text).toContain('Olá, Maria. Ação necessária.');
    expect(smtp.received[0]!.text).toContain('text/html');
    expect(await situacao(id)).toMatchObject({ situacao: 'enviado', tentativas: 1 });
  });

  it('retries a failed delivery later with exponential backoff, then gives up as falhou', async () => {
    await smtp.configure(t.db);
    await t.db.query("UPDATE parametro SET pass_smtp = 'senha-errada' WHERE id = 1");
    const id = await queueMail(t.db, { para: 'b@example.com', assunto: 'X', texto: 'Y' });
    const worker = new MailWorker(t.db, log, { maxAttempts: 3, baseDelayMs: 60_000 });
    expect(worker.retryDelay(1)).toBe(60_000);
    expect(worker.retryDelay(3)).toBe(240_000);

    expect(await worker.drain()).toMatchObject({ sent: 0, failed: 1 });
    const after1 = await t.db.query<{ situacao: string; s: number }>(
      'SELECT situacao, extract(epoch FROM proxima_tentativa - now())::int AS s FROM email_fila WHERE id = $1',
      [id],
    );
    expect(after1[0]!.situacao).toBe('pendente');
    expect(after1[0]!.s).toBeGreaterThan(50);
    // Not due yet: nothing happens.
    expect(await worker.drain()).toMatchObject({ sent: 0, failed: 0 });

    for (let attempt = 2; attempt <= 3; attempt++) {
      await t.db.query('UPDATE email_fila SET proxima_tentativa = now() WHERE id = $1', [id]);
      await worker.drain();
    }
    const final = await situacao(id);
    expect(final).toMatchObject({ situacao: 'falhou', tentativas: 3 });
    expect(final.ultimo_erro).toBeTruthy();
    expect(smtp.received).toHaveLength(0);
  });

  it('delivers after a temporary refusal on the next attempt', async () => {
    const flaky = await startSmtpServer({ failFirst: 1 });
    try {
      await flaky.configure(t.db);
      const id = await queueMail(t.db, { para: 'c@example.com', assunto: 'X', texto: 'Y' });
      // A zero delay makes the retry due at once (proxima_tentativa = now()), so the same drain
      // tries again and delivers. With 1 ms the second claim could run inside that millisecond
      // and find nothing due — that raced on a slow CI machine.
      const worker = new MailWorker(t.db, log, { baseDelayMs: 0 });
      expect(await worker.drain()).toMatchObject({ failed: 1, sent: 1 });
      expect(flaky.received).toHaveLength(1);
      expect(await situacao(id)).toMatchObject({ situacao: 'enviado', tentativas: 2 });
    } finally {
      await flaky.close();
    }
  });

  it('never sends one message twice when several workers drain together', async () => {
    await smtp.configure(t.db);
    for (let i = 0; i < 6; i++)
      await queueMail(t.db, { para: `m${i}@example.com`, assunto: `n${i}`, texto: 'z' });
    const results = await Promise.all([1, 2, 3].map(() => new MailWorker(t.db, log).drain()));
    expect(results.reduce((n, r) => n + r.sent, 0)).toBe(6);
    expect(smtp.received.map((m) => m.to[0]).sort()).toEqual(
      [0, 1, 2, 3, 4, 5].map((i) => `m${i}@example.com`),
    );
  });

  it('polls while started and stops cleanly', async () => {
    await smtp.configure(t.db);
    const worker = new MailWorker(t.db, log, { pollMs: 20 });
    worker.start();
    await queueMail(t.db, { para: 'd@example.com', assunto: 'Loop', texto: 'z' });
    for (let i = 0; i < 100 && smtp.received.length === 0; i++) await new Promise((r) => setTimeout(r, 20));
    await worker.stop();
    expect(smtp.received).toHaveLength(1);
    await queueMail(t.db, { para: 'e@example.com', assunto: 'Depois', texto: 'z' });
    await new Promise((r) => setTimeout(r, 100));
    expect(smtp.received).toHaveLength(1);
  });
});
