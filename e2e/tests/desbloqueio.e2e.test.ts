import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE_URL, DEMO_PASSWORD, openBrowser, seriousA11yViolations, submitLogin } from '../support/browser';
import { linkIn, type Mailbox, startMailbox } from '../support/mailbox';

/**
 * Issue #12 item 3: wrong passwords slow an account down instead of locking it, and its owner
 * unlocks it at once from the e-mailed link.
 */
const CONTA = 'fiscal@rcc.demo';

async function post(url: string, body: unknown) {
  return fetch(`${BASE_URL()}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

/** Ten counted wrong passwords from this address, waiting whenever the API says so. */
async function tenWrongPasswords(idPessoa: number) {
  let counted = 0;
  while (counted < 10) {
    const res = await post('/api/login', { username: CONTA, password: `errada-${counted}`, idPessoa });
    if (res.status === 401) counted++;
    else if (res.status === 429) {
      await new Promise((r) => setTimeout(r, Number(res.headers.get('retry-after') ?? 1) * 1000 + 100));
    } else throw new Error(`login respondeu ${res.status}`);
  }
}

async function expectAccessible(page: Page, where: string) {
  const violations = await seriousA11yViolations(page);
  expect(violations, `${where}: ${JSON.stringify(violations)}`).toEqual([]);
}

describe('desbloqueio: senhas erradas retardam a conta e o link do e-mail a libera', () => {
  let browser: Awaited<ReturnType<typeof openBrowser>>;
  let mailbox: Mailbox;

  beforeAll(async () => {
    mailbox = await startMailbox();
    await mailbox.useAsSystemSmtp();
    browser = await openBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await mailbox?.close();
  });

  it('a senha certa recebe "aguarde", o link do e-mail libera e o dono entra', async () => {
    const { page } = browser;
    const found = (await (await post('/api/find-available-pessoa', { email: CONTA })).json()) as {
      data: { rows: Array<{ id: number }> };
    };
    await tenWrongPasswords(found.data.rows[0]!.id);

    await page.goto('/login');
    await page.getByLabel('E-mail ou CPF').fill(CONTA);
    await page.getByLabel('Senha', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByLabel('Senha', { exact: true }).press('Tab');
    const entrar = page.getByRole('button', { name: 'Entrar' });
    await expect.poll(() => entrar.isEnabled(), { timeout: 15_000 }).toBe(true);
    await entrar.click();
    await page
      .getByText(/Muitas tentativas\. Aguarde \d+ segundos/)
      .first()
      .waitFor({ timeout: 20_000 });

    const mail = await mailbox.waitFor(CONTA, /Tentativas de acesso/, 45_000);
    await page.goto(linkIn(mail, '/desbloqueio/'));
    await page.getByText('Acesso desbloqueado. Entre com seu e-mail e senha.').waitFor({ timeout: 20_000 });
    await expectAccessible(page, 'link de desbloqueio');
    await page.getByRole('button', { name: 'Voltar para o login' }).click();
    await page.getByRole('heading', { name: 'Acesso ao sistema' }).waitFor();
    await submitLogin(page, CONTA, DEMO_PASSWORD);

    // The link is single-use.
    await page.context().clearCookies();
    await page.goto('/login');
    await page.evaluate(() => localStorage.clear());
    await page.goto(linkIn(mail, '/desbloqueio/'));
    await page
      .getByText('Este link de desbloqueio é inválido, expirou ou já foi usado.')
      .waitFor({ timeout: 20_000 });
  });
});
