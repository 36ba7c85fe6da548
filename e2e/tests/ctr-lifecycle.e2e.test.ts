import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser, seriousA11yViolations } from '../support/browser';
import * as step from '../support/ctr-journey';

/**
 * The life of one CTR through the real UI (spec 2): the generator requests; the transporter accepts
 * with the Poliguindaste ABC1D23 and a bin, allocates, is held by the 30-minute rule (spec 2 §5),
 * and — after the test moves the clock (the e2e server runs with TEST_CLOCK=true, see
 * e2e/support/global-setup.ts; the browser's clock moves too) — removes the bin with a photo; the
 * driver weighs it on the public quick-destination screen (ABC1D23, key 123456); the destination
 * receives and sorts it; and the CTR sheet lists every step.
 */

async function expectAccessible(page: Page) {
  expect(await seriousA11yViolations(page)).toEqual([]);
}

/** dd/MM/yyyy - HH:mm (Brasília) of the sheet's 'Datas' line, as epoch minutes. */
function minutosDe(texto: string, rotulo: string): number {
  const m = texto.match(new RegExp(`${rotulo}: \\n?(\\d{2})/(\\d{2})/(\\d{4}) - (\\d{2}):(\\d{2})`));
  if (!m) throw new Error(`'${rotulo}' ausente da ficha`);
  const [, d, mo, y, h, mi] = m.map(Number) as [number, number, number, number, number, number];
  return Date.UTC(y, mo - 1, d, h, mi) / 60_000;
}

describe('CTR lifecycle', { timeout: 300_000 }, () => {
  let browser: Awaited<ReturnType<typeof openBrowser>>;
  let movido = 0;
  beforeAll(async () => {
    browser = await openBrowser();
    // The browser's clock starts at the real time and runs; moverRelogio moves it forward.
    await browser.page.clock.install();
  });
  afterAll(async () => {
    // The server is shared by the other journeys: give its clock back.
    if (movido) await step.moverRelogio(browser.page, -movido);
    await browser.close();
  });

  it('request → accept (Poliguindaste + bin) → allocate → 30 min → remove with photo → weigh → receive → sort → sheet', async () => {
    const { page } = browser;
    const placa = 'ABC1D23';
    const cacamba = 'TC-0006';

    await step.relogin(page, 'gerador@rcc.demo');
    const id = await step.solicitarTransporte(page);
    expect(id).toBeGreaterThan(0);
    await expectAccessible(page);
    expect(await step.situacaoNaLista(page, id)).toBe('Solicitada');

    await step.relogin(page, 'transportador@rcc.demo');
    await step.aceitarSolicitacao(page, id, placa, cacamba);
    await expectAccessible(page);
    expect(await step.situacaoNaLista(page, id)).toBe('Enviada');
    await step.alocar(page, id);
    await expectAccessible(page);
    expect(await step.situacaoNaLista(page, id)).toBe('Alocada');

    // A Poliguindaste's bin waits 30 minutes after the allocation (spec 2 §5).
    const aviso = await step.retiradaBloqueada(page, id);
    expect(aviso).toMatch(
      /^Atenção, esta caçamba só poderá ser retirada em \d{2}\/\d{2}\/\d{4} - \d{2}:\d{2}$/,
    );
    await expectAccessible(page);

    await step.moverRelogio(page, 31);
    movido += 31;
    await step.retirar(page, id, step.FOTO_CACAMBA);
    expect(await step.situacaoNaLista(page, id)).toBe('Retirada');
    // The photo was stored with the CTR (a same-origin write, as the app's own calls are).
    const foto = await page.request.post('/api/SolicitacaoTransporte/find', {
      data: { where: { id }, fields: ['id', 'nomeFotoCacamba'], limit: 1 },
      headers: { origin: new URL(page.url()).origin },
    });
    expect(foto.status(), await foto.text()).toBe(200);
    expect((await foto.json()).data.rows[0].nomeFotoCacamba).toBe(step.FOTO_CACAMBA.name);

    await page.context().clearCookies();
    await step.pesar(page, id, placa, '123456');
    await expectAccessible(page);

    await step.relogin(page, 'destino@rcc.demo');
    await step.receber(page, id);
    await expectAccessible(page);
    await step.triar(page, id);
    await expectAccessible(page);
    expect(await step.situacaoNaLista(page, id)).toBe('Destinada');

    // Localizar CTR filters by destination through a lookup (search by name, pick one).
    expect(await step.localizarPor(page, 'Destino Final', 'Ceil', 'ATT Ceilândia Reciclagem Ltda')).toContain(
      id,
    );
    await expectAccessible(page);

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

    // The sheet lists every step: the vehicle and bin, the sorting, the dates and the history.
    const ficha = await step.fichaTexto(page, id);
    expect(ficha).toContain(`CTR Nº ${id}`);
    expect(ficha).toContain('Situação: Destinada');
    expect(ficha).toContain(placa);
    expect(ficha).toContain('Poliguindaste');
    expect(ficha).toContain(cacamba);
    expect(ficha).toContain('ATT Ceilândia Reciclagem Ltda');
    expect(ficha).toContain('Recicladora');
    const historico = ficha.slice(ficha.indexOf('Histórico da CTR'), ficha.indexOf('Verificação'));
    const passos: Array<[RegExp, string | null]> = [
      [/ {2}Solicitada\b/, 'Maria Aparecida da Silva'],
      [/Solicitada > Enviada/, 'Tiago Transportador'],
      [/Enviada > Alocada/, 'Tiago Transportador'],
      [/Alocada > Retirada/, 'Tiago Transportador'],
      [/Retirada > Em Pesagem/, null], // the driver, without login
      [/Em Pesagem > Destinada/, 'Denise Destino'],
    ];
    const linhas = historico.split('\n');
    let depois = 0;
    for (const [passo, quem] of passos) {
      const i = linhas.findIndex((l, n) => n >= depois && passo.test(l));
      expect(i, `${passo} no histórico:\n${historico}`).toBeGreaterThanOrEqual(0);
      if (quem) expect(linhas[i]).toContain(quem);
      depois = i + 1;
    }
    // The removal happened at least 30 minutes (of the moved clock) after the allocation.
    expect(minutosDe(ficha, 'Retirada') - minutosDe(ficha, 'Alocação')).toBeGreaterThanOrEqual(30);
    for (const data of ['Solicitação', 'Envio', 'Pesagem', 'Recebimento'])
      expect(minutosDe(ficha, data)).toBeGreaterThan(0);

    // Localizar CTR (staff see every CTR, also those without a destination) filters the
    // transporter and the destination through lookups: search by name, pick one.
    await step.relogin(page, 'secretaria@rcc.demo');
    expect(await step.localizarPor(page, 'Destino Final', 'Ceil', 'ATT Ceilândia Reciclagem Ltda')).toContain(
      id,
    );
    await expectAccessible(page);
    expect(await step.localizarPor(page, 'Transportador', 'Candango', 'Transportes Candango Ltda')).toContain(
      id,
    );
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
