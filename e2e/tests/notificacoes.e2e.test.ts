import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser, seriousA11yViolations } from '../support/browser';
import { encerrarPorCancelamento } from '../support/campo-api';
import * as step from '../support/ctr-journey';
import { linkIn, type Mailbox, startMailbox } from '../support/mailbox';

/**
 * Issue #14 item 2: the transporter allocates a CTR; the generator's bell shows it after a refresh
 * and the local SMTP server receives one e-mail, whose one-click link (no login) turns that kind
 * of e-mail off.
 */

async function expectAccessible(page: Page, where: string) {
  const violations = await seriousA11yViolations(page);
  expect(violations, `${where}: ${JSON.stringify(violations)}`).toEqual([]);
}

async function semRolagemHorizontal(page: Page, where: string) {
  const sobra = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(sobra, `${where}: ${sobra}px além da largura`).toBeLessThanOrEqual(0);
}

/** The generator's request, as step.solicitarTransporte, searching its work site among the demo city's. */
async function solicitar(page: Page): Promise<number> {
  await page.goto('/solicitacao-transporte/add');
  await step.choose(page, 'Obra', /Reforma Residencial Águas Claras/, 'Reforma Residencial');
  await step.choose(page, 'Transportador', 'Transportes Candango Ltda');
  await step.choose(page, 'Tipo de resíduo', 'Concreto', 'Concreto');
  await step.input(page, 'Volume (m³)').fill('4');
  await page.getByRole('button', { name: 'Adicionar resíduo' }).click();
  await page
    .getByRole('table', { name: 'Resíduos' })
    .getByRole('cell', { name: 'Concreto', exact: true })
    .waitFor();
  await page.getByRole('button', { name: 'Solicitar', exact: true }).click();
  await step.confirmDialog(page, 'Solicitar Transporte');
  await page.waitForURL('**/localizar-ctr');
  await step.gridLoaded(page);
  return Number(
    await page
      .getByRole('link', { name: /^Ficha da CTR \d+$/ })
      .first()
      .textContent(),
  );
}

describe('notificações', { timeout: 300_000 }, () => {
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

  it('alocar avisa o gerador no sino e por um e-mail; o link do e-mail descadastra sem login', async () => {
    const { page } = browser;
    await step.relogin(page, 'gerador@rcc.demo');
    const id = await solicitar(page);
    await step.relogin(page, 'transportador@rcc.demo');
    await step.aceitarSolicitacao(page, id);
    await step.alocar(page, id);

    await step.relogin(page, 'gerador@rcc.demo');
    await page.reload();
    const sino = page.getByRole('button', { name: /^Notificações: \d+ não lidas?$/ });
    await sino.waitFor({ timeout: 20_000 });
    await sino.click();
    const item = page.getByRole('menuitem', { name: new RegExp(`CTR nº ${id}: Alocada`) });
    await item.waitFor();
    await page.getByRole('menuitem', { name: 'Ver todas' }).click();
    await page.waitForURL('**/notificacoes');
    await page.getByRole('heading', { name: `CTR nº ${id}: Alocada` }).waitFor();
    await expectAccessible(page, '/notificacoes');

    const mail = await mailbox.waitFor('gerador@rcc.demo', new RegExp(`CTR nº ${id}: Alocada`), 45_000);
    expect(mail.text).toContain(`A caçamba da CTR nº ${id} foi alocada na obra.`);
    const alocacao = mailbox.received.filter(
      (m) => m.to.includes('gerador@rcc.demo') && m.subject.includes(`CTR nº ${id}: Alocada`),
    );
    expect(alocacao).toHaveLength(1);

    // The unsubscribe link works without a session.
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await page.goto(linkIn(mail, '/notificacoes/descadastrar'));
    await page
      .getByText(/Você não receberá mais e-mails do tipo "Mudança de situação de uma CTR minha"/)
      .waitFor();
    await expectAccessible(page, 'descadastro');
    await page.goto('/notificacoes/descadastrar?t=adulterado.x');
    await page.getByText(/Link de descadastro inválido/).waitFor();

    // The preference page shows it off; both pages fit a 390 px phone.
    await step.relogin(page, 'gerador@rcc.demo');
    await page.goto('/minha-conta/notificacoes');
    const email = page.getByRole('checkbox', { name: 'Mudança de situação de uma CTR minha: por e-mail' });
    await email.waitFor();
    expect(await email.isChecked()).toBe(false);
    await expectAccessible(page, '/minha-conta/notificacoes');
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/minha-conta/notificacoes');
    await email.waitFor();
    await semRolagemHorizontal(page, '/minha-conta/notificacoes');
    await page.goto('/notificacoes');
    await page.getByRole('heading', { name: 'Notificações', level: 1 }).waitFor();
    await semRolagemHorizontal(page, '/notificacoes');
    await expectAccessible(page, '/notificacoes (390 px)');
    // JKL2E34 is offered to the next journeys only once this CTR is finished.
    await encerrarPorCancelamento(id);
  });
});
