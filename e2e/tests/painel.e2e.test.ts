import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, openBrowser, seriousA11yViolations } from '../support/browser';
import { gridLoaded, relogin, solicitarTransporte } from '../support/ctr-journey';

/** Issue #14 item 1: every login lands on its Painel; each card counts the rows its link opens. */
let browser: Awaited<ReturnType<typeof openBrowser>>;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(() => browser.close());

const LOGINS = [
  'admin@rcc.demo',
  'secretaria@rcc.demo',
  'transportador@rcc.demo',
  'gerador@rcc.demo',
  'destino@rcc.demo',
  'fiscal@rcc.demo',
  'cidadao@rcc.demo',
];

async function painelCarregado(page: Page) {
  await page.getByRole('heading', { name: 'Painel', level: 1 }).waitFor({ timeout: 20_000 });
  await page.waitForFunction(() => !document.querySelector('[aria-label^="Carregando"]'), undefined, {
    timeout: 20_000,
  });
}

/** A card's count: its big number and label ('12 registros'). */
const contagem = async (card: Locator) =>
  Number(((await card.locator('[data-contagem]').textContent()) ?? '').split(' ')[0]);

/** The list's total as its pager says it ('0 registros' or '1–10 de 37 registros'). */
async function linhasDaLista(page: Page): Promise<number> {
  await gridLoaded(page);
  const pager = page.getByText(/^(0 registros|\d+–\d+ de \d+ registros?)$/).first();
  await pager.waitFor({ timeout: 20_000 });
  const text = (await pager.textContent()) ?? '';
  return text.startsWith('0 ') ? 0 : Number(text.match(/de (\d+) registro/)![1]);
}

describe('Painel per demo login', { timeout: 180_000 }, () => {
  it.each(LOGINS)(
    '%s lands on its Painel and every card count equals the rows of its list',
    async (email) => {
      const { page } = browser;
      await browser.context.clearCookies();
      await loginAs(page, email);
      expect(new URL(page.url()).pathname).toBe('/');
      await painelCarregado(page);
      expect(await seriousA11yViolations(page)).toEqual([]);

      const cards = page.getByRole('article');
      const alvos: Array<{ titulo: string; n: number; href: string }> = [];
      for (const card of await cards.all()) {
        const link = card.getByRole('link', { name: /^Ver tod(o|a)s: / });
        if ((await link.count()) === 0) continue;
        alvos.push({
          titulo: (await card.getByRole('heading').first().textContent()) ?? '',
          n: await contagem(card),
          href: (await link.getAttribute('href')) ?? '',
        });
      }
      expect(alvos.length).toBeGreaterThan(0);
      for (const alvo of alvos) {
        await page.goto(alvo.href);
        expect(await linhasDaLista(page), `${email}: ${alvo.titulo} (${alvo.href})`).toBe(alvo.n);
      }
    },
  );

  it('at 390 px the Painel fits without horizontal scroll and passes axe', async () => {
    const narrow = await openBrowser({ width: 390, height: 844 });
    try {
      await loginAs(narrow.page, 'secretaria@rcc.demo');
      await painelCarregado(narrow.page);
      expect(await seriousA11yViolations(narrow.page)).toEqual([]);
      const overflow = await narrow.page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
    } finally {
      await narrow.close();
    }
  });

  it('the transporter declines a request from its card and the count drops by one', async () => {
    const { page } = browser;
    await browser.context.clearCookies();
    await relogin(page, 'gerador@rcc.demo');
    const id = await solicitarTransporte(page);
    await relogin(page, 'transportador@rcc.demo');
    await page.goto('/');
    await painelCarregado(page);
    const card = page.getByRole('article', { name: 'Solicitações aguardando resposta' });
    const antes = await contagem(card);
    expect(antes).toBeGreaterThan(0);
    // The card lists the oldest requests first: make sure the new one is on it, else use the first.
    const recusar = card.getByRole('button', { name: /^Recusar CTR \d+$/ });
    const botao = (await card.getByRole('button', { name: `Recusar CTR ${id}` }).count())
      ? card.getByRole('button', { name: `Recusar CTR ${id}` })
      : recusar.first();
    await botao.click();
    const dialog = page.getByRole('dialog', { name: /^Recusar solicitação da CTR \d+$/ });
    await dialog.getByLabel(/Justificativa/).fill('Sem caçamba disponível nesta data');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Recusar' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await card
      .locator('[data-contagem]', { hasText: new RegExp(`^${antes - 1} registros?$`) })
      .waitFor({ timeout: 20_000 });
  });
});
