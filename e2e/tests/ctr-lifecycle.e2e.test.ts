import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser, seriousA11yViolations } from '../support/browser';
import * as step from '../support/ctr-journey';

/**
 * The life of one CTR through the real UI (spec 2): the generator requests, the transporter accepts,
 * allocates and removes, the driver weighs on the public quick-destination screen, the destination
 * receives and sorts, and the CTR sheet is issued. The API exposes no test clock, so the journey
 * uses the Basculante JKL2E34, which has no 30-minute removal wait (spec 2 §5).
 */

async function expectAccessible(page: Page) {
  expect(await seriousA11yViolations(page)).toEqual([]);
}

describe('CTR lifecycle', { timeout: 240_000 }, () => {
  let browser: Awaited<ReturnType<typeof openBrowser>>;
  beforeAll(async () => {
    browser = await openBrowser();
  });
  afterAll(() => browser.close());

  it('request → accept → allocate → remove → weigh → receive → sort → sheet', async () => {
    const { page } = browser;

    await step.relogin(page, 'gerador@rcc.demo');
    const id = await step.solicitarTransporte(page);
    expect(id).toBeGreaterThan(0);
    await expectAccessible(page);
    expect(await step.situacaoNaLista(page, id)).toBe('Solicitada');

    await step.relogin(page, 'transportador@rcc.demo');
    await step.aceitarSolicitacao(page, id);
    await expectAccessible(page);
    await step.alocar(page, id);
    await expectAccessible(page);
    await step.retirar(page, id);
    expect(await step.situacaoNaLista(page, id)).toBe('Retirada');

    await page.context().clearCookies();
    await step.pesar(page, id, 'JKL2E34', '654321');
    await expectAccessible(page);

    await step.relogin(page, 'destino@rcc.demo');
    await step.receber(page, id);
    await expectAccessible(page);
    await step.triar(page, id);
    await expectAccessible(page);
    expect(await step.situacaoNaLista(page, id)).toBe('Destinada');

    // The CTR number links to its sheet, opened in a new window (spec 2 §1, §2).
    const [sheet] = await Promise.all([
      page.context().waitForEvent('page'),
      step
        .rowOf(page, id)
        .getByRole('link', { name: `Ficha da CTR ${id}`, exact: true })
        .click(),
    ]);
    expect(sheet.url()).toContain(`/api/FichaCTR/${id}`);
    await sheet.close();
    const pdf = await page.request.get(`/api/FichaCTR/${id}`);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toContain('application/pdf');
  });

  it('cancellation: request, refuse, proceed; request again, accept', async () => {
    const { page } = browser;

    await step.relogin(page, 'gerador@rcc.demo');
    const id = await step.solicitarTransporte(page);
    await step.solicitarCancelamento(page, id, 'Obra suspensa por embargo da fiscalização');
    expect(await step.situacaoNaLista(page, id)).toBe('Cancelamento Solicitado');

    await step.relogin(page, 'secretaria@rcc.demo');
    await step.analisarCancelamento(page, id, 'Recusar', 'A obra segue ativa segundo a fiscalização');
    await expectAccessible(page);
    expect(await step.situacaoNaLista(page, id)).toBe('Cancelamento Recusado');

    await step.relogin(page, 'transportador@rcc.demo');
    await step.prosseguir(page, id);
    expect(await step.situacaoNaLista(page, id)).toBe('Solicitada');

    await step.relogin(page, 'gerador@rcc.demo');
    await step.solicitarCancelamento(page, id, 'Contratamos outra empresa de transporte');

    await step.relogin(page, 'secretaria@rcc.demo');
    await step.analisarCancelamento(page, id, 'Aceitar');
    expect(await step.situacaoNaLista(page, id)).toBe('Cancelada');

    // Chart mode: ticking a chart without dates is refused with the spec's message (spec 2 §5).
    await page.goto('/cancelamento-ctr/graficos');
    await page.getByRole('checkbox', { name: "CTR's Cancelados por Ano" }).check();
    await page.getByRole('button', { name: 'Gerar Gráficos' }).click();
    await step.toast(
      page,
      'Não foi possível gerar gráfico de CTRs por ano, o campo de data incial é obrigatório',
    );
    await expectAccessible(page);
  });
});
