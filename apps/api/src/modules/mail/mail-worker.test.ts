import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createJobs, FILA_EMAIL } from '../jobs';
import { queueMail } from './outbox';
import { sendQueuedMail } from './worker';
import { createTestContext, type TestContext } from '../../../test/helpers';
import { startSmtpServer, type TestSmtp } from '../../../test/support/smtp';

const logs: Array<{ level: string; msg: string | undefined }> = [];
const log = {
  info: (_o: unknown, msg?: string) => logs.push({ level: 'info', msg }),
  warn: (_o: unknown, msg?: string) => logs.push({ level: 'warn', msg }),
  error: (_o: unknown, msg?: string) => logs.push({ level: 'error', msg }),
};

let t: TestContext;
let smtp: TestSmtp;
const jobs = () => createJobs(t.db, t.app.clock, log);

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
    await t.db.query<{
      situacao: string;
      tentativas: number;
      ultimo_erro: string | null;
      despachado: boolean;
    }>(
      'SELECT situacao, tentativas, ultimo_erro, despachado_em IS NOT NULL AS despachado FROM email_fila WHERE id = $1',
      [id],
    )
  )[0]!;

describe('mail outbox on the job queue', () => {
  it('keeps messages in the outbox and logs once while SMTP is not configured', async () => {
    await t.db.query('UPDATE parametro SET servidor_smtp = NULL, email_envio_smtp = NULL WHERE id = 1');
    const id = await queueMail(t.db, { para: 'a@example.com', assunto: 'Teste', texto: 'Olá' });
    const queue = jobs();
    await queue.runDue();
    await queue.runDue();
    expect(logs.filter((l) => l.level === 'warn' && l.msg?.includes('SMTP não configurado'))).toHaveLength(1);
    expect(await situacao(id)).toMatchObject({ situacao: 'pendente', tentativas: 0, despachado: false });
    await queue.stop();
  });

  it('sends through the configured SMTP server with its login, text and html', async () => {
    await smtp.configure(t.db);
    const id = await queueMail(t.db, {
      para: 'maria@example.com',
      assunto: 'Confirmação',
      texto: 'Olá, Maria. Ação necessária.',
      html: '<p>Olá</p>',
    });
    const queue = jobs();
    // The relay hands the row to one email.enviar job; that job sends it.
    expect(await queue.runDue()).toBe(1);
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]).toMatchObject({ from: 'nao-responda@slu.df.gov.br', to: ['maria@example.com'] });
    expect(smtp.received[0]!.text).toContain('Olá, Maria. Ação necessária.');
    expect(smtp.received[0]!.text).toContain('text/html');
    expect(await situacao(id)).toMatchObject({ situacao: 'enviado', tentativas: 1, despachado: true });
    // Nothing left: a second run sends nothing more.
    expect(await queue.runDue()).toBe(0);
    expect(smtp.received).toHaveLength(1);
    await queue.stop();
  });

  it('retries a failed delivery later with exponential backoff, then gives up as falhou (dead letter)', async () => {
    await smtp.configure(t.db);
    await t.db.query("UPDATE parametro SET pass_smtp = 'senha-errada' WHERE id = 1");
    const id = await queueMail(t.db, { para: 'b@example.com', assunto: 'X', texto: 'Y' });
    const queue = jobs();
    await queue.runDue();
    expect(await situacao(id)).toMatchObject({ situacao: 'pendente', tentativas: 1 });
    const retry = async () =>
      (
        await t.db.query<{ state: string; s: number; retry_count: number }>(
          `SELECT state::text, retry_count, extract(epoch FROM start_after - now())::int AS s
           FROM pgboss.job WHERE name = $1 AND data->>'id' = $2`,
          [FILA_EMAIL, String(id)],
        )
      )[0]!;
    const first = await retry();
    expect(first.state).toBe('retry');
    expect(first.s).toBeGreaterThanOrEqual(9);
    // Not due yet: nothing happens.
    expect(await queue.runDue([FILA_EMAIL])).toBe(0);
    const delays: number[] = [first.s];
    for (let attempt = 2; attempt <= 11; attempt++) {
      // The wait elapses (moved, not waited): the next attempt runs, and only it.
      await t.db.query(
        `UPDATE pgboss.job SET start_after = now() - interval '1 second' WHERE name = $1 AND data->>'id' = $2 AND state = 'retry'`,
        [FILA_EMAIL, String(id)],
      );
      expect(await queue.runDue([FILA_EMAIL])).toBe(1);
      const r = await retry();
      if (r.state === 'retry') delays.push(r.s);
    }
    // Each wait longer than the one before (exponential backoff).
    expect(delays.length).toBe(10);
    for (let i = 1; i < delays.length; i++) expect(delays[i]!).toBeGreaterThanOrEqual(delays[i - 1]!);
    expect(delays.at(-1)!).toBeGreaterThan(100 * delays[0]!);
    const final = await situacao(id);
    expect(final).toMatchObject({ situacao: 'falhou', tentativas: 11 });
    expect(final.ultimo_erro).toBeTruthy();
    expect((await retry()).state).toBe('failed');
    // The dead-letter queue got it, where an administrator can see and retry it.
    const [dead] = await t.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'falhas' AND data->>'id' = $1",
      [String(id)],
    );
    expect(dead!.n).toBe(1);
    expect(smtp.received).toHaveLength(0);
    await queue.stop();
  });

  it('delivers after a temporary refusal on the next attempt', async () => {
    const flaky = await startSmtpServer({ failFirst: 1 });
    try {
      await flaky.configure(t.db);
      const id = await queueMail(t.db, { para: 'c@example.com', assunto: 'X', texto: 'Y' });
      const queue = jobs();
      await queue.runDue();
      expect(flaky.received).toHaveLength(0);
      await queue.runDue([FILA_EMAIL], { ignoreDelay: true });
      expect(flaky.received).toHaveLength(1);
      expect(await situacao(id)).toMatchObject({ situacao: 'enviado', tentativas: 2 });
      await queue.stop();
    } finally {
      await flaky.close();
    }
  });

  it('never sends one message twice when several queues run together', async () => {
    await smtp.configure(t.db);
    for (let i = 0; i < 6; i++)
      await queueMail(t.db, { para: `m${i}@example.com`, assunto: `n${i}`, texto: 'z' });
    const queues = [jobs(), jobs(), jobs()];
    await Promise.all(queues.map((q) => q.runDue()));
    await Promise.all(queues.map((q) => q.runDue()));
    expect(smtp.received.map((m) => m.to[0]).sort()).toEqual(
      [0, 1, 2, 3, 4, 5].map((i) => `m${i}@example.com`),
    );
    await Promise.all(queues.map((q) => q.stop()));
  });

  it('a send slower than its lease is not sent again by a second run (issue #18 item 1)', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => {
      release = r;
    });
    let arrived!: () => void;
    const inSmtp = new Promise<void>((r) => {
      arrived = r;
    });
    const slow = await startSmtpServer({
      beforeAccept: async () => {
        arrived();
        await gate;
      },
    });
    try {
      await slow.configure(t.db);
      const id = await queueMail(t.db, { para: 'lento@example.com', assunto: 'Lento', texto: 'z' });
      const run = { id: 'x', tentativa: 1, ultimaTentativa: false };
      const first = sendQueuedMail(t.db, id, run);
      await inSmtp;
      // The queue expired the first run and retries it while the SMTP exchange still goes on.
      await expect(sendQueuedMail(t.db, id, { ...run, tentativa: 2 })).rejects.toThrow(/em envio/);
      release();
      expect(await first).toBe('enviado');
      expect(await sendQueuedMail(t.db, id, { ...run, tentativa: 3 })).toBe('ja-tratado');
      expect(slow.received).toHaveLength(1);
      expect(await situacao(id)).toMatchObject({ situacao: 'enviado', tentativas: 1 });
    } finally {
      release();
      await slow.close();
    }
  });

  it('a started worker sends queued mail by itself and stops cleanly', async () => {
    await smtp.configure(t.db);
    const queue = jobs();
    await queue.start();
    await queueMail(t.db, { para: 'd@example.com', assunto: 'Loop', texto: 'z' });
    for (let i = 0; i < 150 && smtp.received.length === 0; i++) await new Promise((r) => setTimeout(r, 100));
    await queue.stop();
    expect(smtp.received).toHaveLength(1);
    await queueMail(t.db, { para: 'e@example.com', assunto: 'Depois', texto: 'z' });
    await new Promise((r) => setTimeout(r, 1500));
    expect(smtp.received).toHaveLength(1);
  }, 30_000);
});
