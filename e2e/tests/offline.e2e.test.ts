import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE_URL, openBrowser, seriousA11yViolations } from '../support/browser';
import {
  aceitarCancelamento,
  type Atores,
  controladaPeloServiceWorker,
  ctrRetirada,
  encerrarPorCancelamento,
  historico,
  login,
  PLACA,
  pedirCancelamento,
  prepararAtores,
  situacao,
  TOKEN,
} from '../support/campo-api';
import { chooseNative, marcarCtr, toast } from '../support/ctr-journey';
import { horizontalOverflow, PHONE } from '../support/mobile';

/**
 * Issue #16: the gate keeps working offline. The driver's phone goes offline, adds two CTRs to
 * the weighing, comes back online: the queue sends them in order and the server holds each effect
 * once with its history row; an answer lost on the way (the server applied it, the phone never
 * heard) is sent again under the same Idempotency-Key and changes nothing; an action the server
 * refuses after sync (the CTR was cancelled meanwhile) is shown with its message until dismissed.
 */

async function escolherCarga(page: Page, ids: number[]) {
  for (const id of ids) await marcarCtr(page, id);
  await chooseNative(page, 'Destino Final', 'ATT Ceilândia Reciclagem Ltda');
  await chooseNative(page, 'Origem', /Ceilândia/);
}

let atores: Atores;
let browser: Awaited<ReturnType<typeof openBrowser>>;

beforeAll(async () => {
  atores = await prepararAtores();
  browser = await openBrowser(PHONE, { isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
});
afterAll(() => browser?.close());

describe('Destino Rápido offline (issue #16)', () => {
  it('weighs two CTRs offline, once each after sync, even when an answer is lost; shows a refusal', async () => {
    const { page, context } = browser;
    const a = await ctrRetirada(atores);
    const b = await ctrRetirada(atores);
    const admin = atores.admin.token;

    await page.goto(`/destino-rapido/${PLACA}/${TOKEN}`);
    await page.getByRole('button', { name: 'Adicionar' }).waitFor();
    // The vehicle's CTRs (a check box each) have arrived before the network goes.
    await page.getByRole('checkbox', { name: new RegExp(`^CTR ${b}\\b`) }).waitFor();

    // The first send of CTR a reaches the server, but its answer is lost on the way back.
    let perdidas = 0;
    await page.route(`**/api/destinoRapido/solicitacaoTransporte/${a}`, async (route) => {
      if (perdidas++ > 0) return route.continue();
      await route.fetch(); // the server applies it…
      await route.abort('connectionreset'); // …the phone never hears
    });

    await context.setOffline(true);
    await page.getByText('Sem conexão (offline)').waitFor();
    await escolherCarga(page, [a, b]);
    await page.getByRole('button', { name: 'Adicionar' }).click();
    await toast(page, /a ação ficou guardada neste aparelho/);
    await page.getByText('Pendente de envio (2)').waitFor();
    const tabela = page.getByRole('table', { name: 'CTRs em pesagem' });
    for (const id of [a, b])
      await tabela
        .getByRole('row')
        .filter({ hasText: 'Pendente de envio' })
        .filter({ has: page.getByRole('cell', { name: String(id), exact: true }) })
        .waitFor();
    expect(await horizontalOverflow(page)).toBeNull();
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(await historico(admin, a, 'adicionarPesagem')).toBe(0);

    // Back online: a is sent, its answer is lost (stays pending, same key), then sent again.
    await context.setOffline(false);
    await page.getByText('Sem conexão (offline)').waitFor({ state: 'detached' });
    await page
      .getByRole('button', { name: 'Enviar agora' })
      .click({ timeout: 20_000 })
      .catch(() => undefined);
    await page.getByText(/Pendente de envio \(\d\)/).waitFor({ state: 'detached', timeout: 60_000 });
    expect(perdidas).toBeGreaterThanOrEqual(2);
    for (const id of [a, b]) {
      await tabela.getByRole('button', { name: `Remover CTR ${id}` }).waitFor();
      expect(await situacao(admin, id)).toBe('Em Pesagem');
      expect(await historico(admin, id, 'adicionarPesagem')).toBe(1);
    }

    // Removing asks first, in the gate's own dialog (no modal chunk to fetch): axe-clean and
    // within the phone's width; Cancelar keeps the CTR on the weighing.
    await tabela.getByRole('button', { name: `Remover CTR ${a}` }).click();
    const pergunta = page.getByRole('dialog', { name: 'Remover CTR' });
    await pergunta.getByText('Tem certeza que deseja remover esta CTR?').waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(await horizontalOverflow(page)).toBeNull();
    await pergunta.getByRole('button', { name: 'Cancelar' }).click();
    await pergunta.waitFor({ state: 'detached' });
    expect(await situacao(admin, a)).toBe('Em Pesagem');

    // The destination receives both (online, with keys: a repeated receipt changes nothing).
    const destino = await login('destino@rcc.demo');
    for (const id of [a, b]) {
      const chave = `receber-${id}`;
      for (let i = 0; i < 2; i++) {
        const res = await fetch(`${BASE_URL()}/api/RecebimentoResiduo/${id}`, {
          method: 'PUT',
          headers: {
            'content-type': 'application/json',
            'auth-token': destino.token,
            'idempotency-key': chave,
          },
          body: JSON.stringify({ avaliacao: true }),
        });
        expect(res.status).toBe(200);
      }
      expect(await situacao(admin, id)).toBe('Destinada');
      expect(await historico(admin, id, 'receber')).toBe(1);
    }

    // Refused after sync: c is queued offline, and cancelled by its transporter meanwhile.
    const c = await ctrRetirada(atores);
    // The destination and origin lists load after the CTR field shows: cut the network only once
    // both have arrived (CI once went offline first and the destination list stayed empty).
    const listas = ['/api/destinoRapido/destinoFinal', '/api/destinoRapido/localidade'].map((caminho) =>
      page.waitForResponse((r) => new URL(r.url()).pathname === caminho && r.ok()),
    );
    await page.reload();
    await Promise.all(listas);
    await page.getByRole('checkbox', { name: new RegExp(`^CTR ${c}\\b`) }).waitFor();
    await context.setOffline(true);
    await escolherCarga(page, [c]);
    await page.getByRole('button', { name: 'Adicionar' }).click();
    await page.getByText('Pendente de envio (1)').waitFor();
    await pedirCancelamento(atores, c);
    await context.setOffline(false);
    const recusa = page
      .getByRole('alert')
      .filter({ hasText: 'Recusada pelo servidor' })
      .filter({ hasText: `Adicionar a CTR ${c} à pesagem` });
    await recusa.waitFor({ timeout: 60_000 });
    expect(await recusa.textContent()).toMatch(/Recusada pelo servidor/);
    expect(await recusa.textContent()).toMatch(/O que fazer:/);
    expect(await historico(admin, c, 'adicionarPesagem')).toBe(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await aceitarCancelamento(atores, c);
    // It stays until the person dismisses it.
    await page.reload();
    await recusa.waitFor();
    await recusa.getByRole('button', { name: 'Dispensar aviso' }).click();
    await recusa.waitFor({ state: 'detached' });
  });
  it('reloaded without a connection, the gate opens with its lists and the CTRs of its last reading, dated', async () => {
    // A browser of its own: the other test intercepts requests, which keeps the worker out.
    const proprio = await openBrowser(PHONE, { isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
    const { page, context } = proprio;
    const c = await ctrRetirada(atores);
    try {
      await page.goto(`/destino-rapido/${PLACA}/${TOKEN}`);
      await controladaPeloServiceWorker(page);
      // Read once under the worker: it keeps the GET lists, the page keeps the CTR lists.
      await page.reload();
      const pronto = async () => {
        await page.getByRole('checkbox', { name: new RegExp(`^CTR ${c}\\b`) }).waitFor();
        for (const [campo, opcao] of [
          ['Destino Final', 'ATT Ceilândia'],
          ['Origem', 'Ceilândia'],
        ] as const)
          await page
            .getByRole('combobox', { name: campo })
            .locator('option', { hasText: opcao })
            .first()
            .waitFor({ state: 'attached' });
      };
      await pronto();
      await context.setOffline(true);
      await page.reload();
      await page.getByText('Sem conexão (offline)').waitFor();
      await page.getByText(/Sem conexão — dados de \d\d\/\d\d \d\d:\d\d/).waitFor();
      await pronto();
      expect(await horizontalOverflow(page)).toBeNull();
      expect(await seriousA11yViolations(page)).toEqual([]);
    } finally {
      await context.setOffline(false);
      await proprio.close();
      // The vehicle is free again for the next journey.
      await encerrarPorCancelamento(c);
    }
  });
});
