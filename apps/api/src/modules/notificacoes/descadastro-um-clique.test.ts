import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alocarCtrDemo, demoIds } from '../../../test/ctr-factories';
import { type TestContext, createTestContext } from '../../../test/helpers';
import { startSmtpServer, type TestSmtp } from '../../../test/support/smtp';
import { loadConfig } from '../../config';
import { sql } from '../../db/sql';
import { createJobs } from '../jobs';

let t: TestContext;
let smtp: TestSmtp;
let ids: Awaited<ReturnType<typeof demoIds>>;
const log = { info: () => {}, warn: () => {}, error: () => {} };

beforeAll(async () => {
  t = await createTestContext();
  ids = await demoIds(t.db);
  smtp = await startSmtpServer();
  await smtp.configure(t.db);
});
afterAll(async () => {
  await smtp.close();
  await t.close();
});

/** The demo transporter allocates a new CTR of the demo generator; the mail queue runs once. */
async function alocarEEnviar() {
  await alocarCtrDemo(t, ids);
  const antes = smtp.received.length;
  const fila = createJobs(t.db, t.app.clock, log);
  await fila.runDue();
  await fila.stop();
  return smtp.received.slice(antes).filter((m) => m.to.includes('gerador@rcc.demo'));
}

/** A header of a raw message, its folded lines joined (RFC 5322 §2.2.3). */
function cabecalho(raw: string, nome: string): string | undefined {
  const cabecalhos = raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ');
  const linha = cabecalhos.split(/\r?\n/).find((l) => l.toLowerCase().startsWith(`${nome.toLowerCase()}:`));
  return linha?.slice(nome.length + 1).trim();
}

const emailDoTipo = async () =>
  (
    await t.db.query<{ email: boolean }>(sql`
      SELECT coalesce((SELECT p.email FROM notificacao_preferencia p JOIN usuario u ON u.id = p.id_usuario
        WHERE u.email = 'gerador@rcc.demo' AND p.tipo = 'ctr.situacao_alterada'), true) AS email`)
  )[0]!.email;

describe('one-click unsubscribe of notification e-mails (RFC 8058, issue #14)', () => {
  let endereco = '';

  it('a notification e-mail reaches the SMTP server with List-Unsubscribe and List-Unsubscribe-Post', async () => {
    const [mail, ...outros] = await alocarEEnviar();
    expect(outros).toEqual([]);
    const lista = cabecalho(mail!.raw, 'List-Unsubscribe');
    // The API's public address (PUBLIC_URL), which a mail client can reach.
    expect(
      lista?.startsWith(`<${loadConfig().publicUrl.replace(/\/+$/, '')}/api/notificacoes/descadastrar?t=`),
    ).toBe(true);
    expect(lista).toMatch(/^<[^>\s]+>$/);
    expect(cabecalho(mail!.raw, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    endereco = lista!.slice(1, -1);
    // The same token as the link in the body, which the web page sends to the API.
    const token = new URL(endereco).searchParams.get('t')!;
    expect(mail!.text).toContain(`/notificacoes/descadastrar?t=${encodeURIComponent(token)}`);
  });

  it('a tampered header address is refused and changes nothing', async () => {
    const url = new URL(endereco);
    const token = url.searchParams.get('t')!;
    url.searchParams.set('t', `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`);
    const res = await t.call('POST', `${url.pathname}${url.search}`, {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode).toBe(400);
    expect(await emailDoTipo()).toBe(true);
  });

  it('the mail client’s one-click POST, without a login, turns that e-mail off', async () => {
    const url = new URL(endereco);
    const res = await t.call('POST', `${url.pathname}${url.search}`, {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.tipo).toBe('ctr.situacao_alterada');
    expect(await emailDoTipo()).toBe(false);
    // The next allocation still notifies in the app, but sends no e-mail.
    expect(await alocarEEnviar()).toEqual([]);
  });
});
