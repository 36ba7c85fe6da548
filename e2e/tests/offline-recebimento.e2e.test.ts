import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser, seriousA11yViolations } from '../support/browser';
import {
  aceitarCancelamento,
  type Atores,
  controladaPeloServiceWorker,
  ctrAlocada,
  ctrRetirada,
  historico,
  pedirCancelamento,
  prepararAtores,
  retirar,
  situacao,
} from '../support/campo-api';
import { relogin, toast } from '../support/ctr-journey';
import { horizontalOverflow, PHONE } from '../support/mobile';

/**
 * Issue #16, the field roles' lists and the receipt at the gate without a connection. The phone
 * reloads Retirar Caçamba and Analisar Recebimento offline and sees the last list it read, with
 * its date; the destination receives three CTRs offline: once back online each is sent in order
 * under its Idempotency-Key, one answer is lost on the way and sent again without a second effect,
 * and the CTR cancelled meanwhile is shown refused with the server's message until dismissed. The
 * batch receipt (Receber em Lote) is one queued action: once sent, the CTR cancelled meanwhile is
 * shown refused with its message while the other is received once.
 */

const SEM_CONEXAO = /Sem conexão — dados de \d{2}\/\d{2} \d{2}:\d{2}/;

async function conferirTela(page: Page, onde: string) {
  expect(await horizontalOverflow(page), `${onde}: rolagem horizontal`).toBeNull();
  const violacoes = await seriousA11yViolations(page);
  expect(
    violacoes.map((v) => `${v.id}: ${JSON.stringify(v.nodes.map((n) => n.target))}`),
    `${onde}: axe`,
  ).toEqual([]);
}

/** Logs in on a wide screen (the login page is not what is tested here), then becomes a phone. */
async function entrarComo(page: Page, email: string) {
  await page.setViewportSize({ width: 1366, height: 900 });
  await relogin(page, email);
  await page.setViewportSize(PHONE);
}

const cartao = (page: Page, lista: string, id: number) =>
  page
    .getByRole('list', { name: lista })
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: `Ficha da CTR ${id}`, exact: true }) });

/** Offline, the page is opened again: the service worker serves the app, the device its copies. */
async function recarregarSemConexao(page: Page) {
  await controladaPeloServiceWorker(page);
  await page.context().setOffline(true);
  await page.reload();
  await page.getByText('Sem conexão (offline)').waitFor();
  await page.getByText(SEM_CONEXAO).waitFor({ timeout: 20_000 });
}

let atores: Atores;
let browser: Awaited<ReturnType<typeof openBrowser>>;

beforeAll(async () => {
  atores = await prepararAtores();
  browser = await openBrowser(PHONE, { isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
});
afterAll(() => browser?.close());

describe('field lists and the receipt offline (issue #16)', { timeout: 300_000 }, () => {
  it('the transporter reloads Retirar Caçamba offline and sees the last list with its date', async () => {
    const { page, context } = browser;
    const id = await ctrAlocada(atores);
    await entrarComo(page, 'transportador@rcc.demo');
    await page.goto(`/retirar-cacamba?id=${id}`);
    await cartao(page, 'Retirada da caçamba', id).waitFor();
    expect(await page.getByText(SEM_CONEXAO).count()).toBe(0);

    await recarregarSemConexao(page);
    const copia = cartao(page, 'Retirada da caçamba', id);
    await copia.waitFor();
    expect(await copia.textContent()).toContain('Alocada');
    await conferirTela(page, 'Retirar Caçamba sem conexão');

    // Back online, the list is the server's again and the notice goes.
    await context.setOffline(false);
    await page.reload();
    await cartao(page, 'Retirada da caçamba', id).waitFor();
    expect(await page.getByText(SEM_CONEXAO).count()).toBe(0);
    // The Basculante carries one CTR at a time: removed, it is free for the next journeys.
    await retirar(atores, id);
  });

  it('the destination receives three CTRs offline: once each after sync, a lost answer, a refusal', async () => {
    const { page, context } = browser;
    const admin = atores.admin.token;
    const [a, b, c] = [await ctrRetirada(atores), await ctrRetirada(atores), await ctrRetirada(atores)];
    const lista = 'Consulta de recebimento de resíduo';

    await entrarComo(page, 'destino@rcc.demo');
    await page.goto('/avaliar-recebimento-solicitacao');
    for (const id of [a, b, c]) await cartao(page, lista, id).waitFor();

    // Reloaded without a connection: the last list read on this phone, with its date.
    await recarregarSemConexao(page);
    for (const id of [a, b, c]) await cartao(page, lista, id).waitFor();
    await conferirTela(page, 'Analisar Recebimento sem conexão');

    // The first send of a reaches the server, but its answer is lost on the way back.
    let enviosDeA = 0;
    await page.route(`**/api/RecebimentoResiduo/${a}`, async (route) => {
      if (enviosDeA++ > 0) return route.continue();
      await route.fetch(); // the server applies it…
      await route.abort('connectionreset'); // …the phone never hears
    });

    for (const id of [a, b, c]) {
      await cartao(page, lista, id)
        .getByRole('button', { name: `Avaliar recebimento da CTR ${id}` })
        .click();
      const popup = page.getByRole('dialog', { name: 'Dados da situação da caçamba' });
      await popup.getByRole('radio', { name: 'Receber' }).check();
      await popup.getByRole('button', { name: 'Salvar' }).click();
      await toast(page, /a ação ficou guardada neste aparelho/);
      await popup.waitFor({ state: 'detached' });
      await cartao(page, lista, id).getByText('Pendente de envio', { exact: true }).waitFor();
    }
    await page.getByText('Pendente de envio (3)').waitFor();
    await conferirTela(page, 'Analisar Recebimento com recebimentos pendentes');
    expect(await historico(admin, a, 'receber')).toBe(0);

    // Meanwhile the transporter asks to cancel c: the gate can no longer receive it.
    await pedirCancelamento(atores, c);

    await context.setOffline(false);
    await page.getByText('Sem conexão (offline)').waitFor({ state: 'detached' });
    await page
      .getByRole('button', { name: 'Enviar agora' })
      .click({ timeout: 20_000 })
      .catch(() => undefined);
    await page.getByText(/Pendente de envio \(\d\)/).waitFor({ state: 'detached', timeout: 60_000 });
    expect(enviosDeA).toBeGreaterThanOrEqual(2);
    for (const id of [a, b]) {
      expect(await situacao(admin, id)).toBe('Destinada');
      expect(await historico(admin, id, 'receber')).toBe(1);
    }
    // The list is read again: the received CTRs leave it.
    await cartao(page, lista, a).waitFor({ state: 'detached' });

    const recusa = page
      .getByRole('alert')
      .filter({ hasText: 'Recusada pelo servidor' })
      .filter({ hasText: `Receber o resíduo da CTR ${c}` });
    await recusa.waitFor({ timeout: 60_000 });
    expect(await recusa.textContent()).toMatch(/O que fazer:/);
    expect(await situacao(admin, c)).toBe('Cancelamento Solicitado');
    expect(await historico(admin, c, 'receber')).toBe(0);
    await aceitarCancelamento(atores, c);
    await conferirTela(page, 'Analisar Recebimento com a recusa');
    // It stays, on every page, until the person dismisses it.
    await page.goto('/');
    await recusa.waitFor();
    await recusa.getByRole('button', { name: 'Dispensar aviso' }).click();
    await recusa.waitFor({ state: 'detached' });
  });

  it('Receber em Lote offline: one action, each CTR received once, the one cancelled meanwhile refused', async () => {
    const { page, context } = browser;
    const admin = atores.admin.token;
    const [a, b] = [await ctrRetirada(atores), await ctrRetirada(atores)];
    const lista = 'Consulta de recebimento de resíduo';

    await entrarComo(page, 'destino@rcc.demo');
    await page.goto('/avaliar-recebimento-solicitacao');
    for (const id of [a, b]) await cartao(page, lista, id).waitFor();
    await context.setOffline(true);
    await page.getByText('Sem conexão (offline)').waitFor();

    // The popup offers the CTRs this phone last saw in the list, with the copy's date.
    await page.getByRole('button', { name: 'Receber em Lote' }).click();
    const popup = page.getByRole('dialog', { name: 'Receber em Lote' });
    await popup.getByText(SEM_CONEXAO).waitFor();
    await popup
      .getByRole('textbox', { name: 'CTRs', exact: true })
      .or(popup.getByRole('combobox', { name: 'CTRs', exact: true }))
      .first()
      .click();
    for (const id of [a, b]) await page.getByRole('option', { name: `CTR ${id}`, exact: true }).click();
    // Leaving the field closes its list (Escape would close the popup too).
    await page.keyboard.press('Tab');
    await page.getByRole('option', { name: `CTR ${a}`, exact: true }).waitFor({ state: 'hidden' });
    await conferirTela(page, 'Receber em Lote sem conexão');
    await popup.getByRole('button', { name: 'Receber', exact: true }).click();
    await toast(page, /a ação ficou guardada neste aparelho/);
    await popup.waitFor({ state: 'detached' });
    await page.getByText('Pendente de envio (1)').waitFor();
    for (const id of [a, b])
      await cartao(page, lista, id).getByText('Pendente de envio', { exact: true }).waitFor();

    // Meanwhile the transporter asks to cancel b: the gate can no longer receive it.
    await pedirCancelamento(atores, b);
    await context.setOffline(false);
    await page.getByText('Sem conexão (offline)').waitFor({ state: 'detached' });
    await page
      .getByRole('button', { name: 'Enviar agora' })
      .click({ timeout: 20_000 })
      .catch(() => undefined);
    const recusa = page
      .getByRole('alert')
      .filter({ hasText: 'Recusada pelo servidor' })
      .filter({ hasText: `Receber em lote o resíduo das CTRs ${a}, ${b}` });
    await recusa.waitFor({ timeout: 60_000 });
    const texto = await recusa.textContent();
    expect(texto).toContain(`CTR ${b}:`);
    expect(texto).not.toContain(`CTR ${a}:`);
    expect(texto).toMatch(/O que fazer: As outras CTRs do lote foram enviadas\./);
    expect(await situacao(admin, a)).toBe('Destinada');
    expect(await historico(admin, a, 'receber')).toBe(1);
    expect(await situacao(admin, b)).toBe('Cancelamento Solicitado');
    expect(await historico(admin, b, 'receber')).toBe(0);
    await conferirTela(page, 'Analisar Recebimento com a recusa do lote');
    await aceitarCancelamento(atores, b);
    await recusa.getByRole('button', { name: 'Dispensar aviso' }).click();
    await recusa.waitFor({ state: 'detached' });
  });
});
