import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, loginAs, openBrowser, seriousA11yViolations } from '../support/browser';
import { FOTO_CACAMBA, gridLoaded, relogin, solicitarTransporte, toast } from '../support/ctr-journey';
import { ctrRetirada, prepararAtores } from '../support/campo-api';

/**
 * A CTR removed towards the demo destination (ATT Ceilândia) and added to weighing at its gate by
 * the Basculante (JKL2E34), as the driver does on Destino Rápido; receiving it then frees the vehicle.
 */
async function pesarNaPortaria(): Promise<void> {
  const atores = await prepararAtores();
  const id = await ctrRetirada(atores);
  const portaria = { placa: 'JKL2E34', token: '654321' };
  const origens = await apiCall<{ rows: { id: number }[] } | { id: number }[]>(
    'GET',
    `/api/destinoRapido/localidade?placa=${portaria.placa}&token=${portaria.token}`,
  );
  const idLocalidade = (Array.isArray(origens) ? origens : origens.rows)[0]!.id;
  await apiCall('PUT', `/api/destinoRapido/solicitacaoTransporte/${id}`, {
    ...portaria,
    idDestinoFinal: atores.idDestino,
    idResiduoPredominante: 1,
    idLocalidade,
    idVeiculo: atores.idVeiculo,
    situacao: 'Em Pesagem',
  });
}

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

// The Painel's first load after a fresh login fetches its lazy chunk and every card: on the 2-core CI
// machine, with the whole suite running, it once took more than 20 s (2026-11-27, the citizen's
// relogin), while alone it takes ~2 s. The wait is for the page, however slow; not a shorter path.
async function painelCarregado(page: Page) {
  await page.getByRole('heading', { name: 'Painel', level: 1 }).waitFor({ timeout: 45_000 });
  await page.waitForFunction(() => !document.querySelector('[aria-label^="Carregando"]'), undefined, {
    timeout: 45_000,
  });
}

/** A card's count: its big number and label ('12 registros'). */
const contagem = async (card: Locator) =>
  Number(((await card.locator('[data-contagem]').textContent()) ?? '').split(' ')[0]);

/** Waits until the card shows `n` ('1 registro', '12 registros'). */
const contagemFica = (card: Locator, n: number) =>
  card.locator('[data-contagem]', { hasText: new RegExp(`^${n} registros?$`) }).waitFor({ timeout: 20_000 });

/** The Painel again, freshly loaded, as the user lands on it. */
async function voltarAoPainel(page: Page) {
  await page.goto('/');
  await painelCarregado(page);
}

/** The first item of a card that is a CTR: its link and number. */
async function primeiraCtr(card: Locator) {
  const link = card.getByRole('link', { name: /^CTR \d+/ }).first();
  const id = Number(/^CTR (\d+)/.exec((await link.textContent()) ?? '')?.[1]);
  expect(id).toBeGreaterThan(0);
  return { link, id };
}

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

  it.each(['secretaria@rcc.demo', 'cidadao@rcc.demo'])(
    'at 390 px the Painel of %s fits without horizontal scroll and passes axe',
    async (email) => {
      const narrow = await openBrowser({ width: 390, height: 844 });
      try {
        await loginAs(narrow.page, email);
        await painelCarregado(narrow.page);
        expect(await seriousA11yViolations(narrow.page)).toEqual([]);
        const overflow = await narrow.page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow).toBeLessThanOrEqual(0);
      } finally {
        await narrow.close();
      }
    },
  );

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
    await contagemFica(card, antes - 1);
  });

  it('the destination opens a CTR being weighed from its card, receives it, and the count drops by one', async () => {
    const { page } = browser;
    await relogin(page, 'destino@rcc.demo');
    await voltarAoPainel(page);
    const card = page.getByRole('article', { name: 'Em pesagem' });
    let antes = await contagem(card);
    if (antes === 0) {
      // The demo city's few CTRs in weighing at this destination may all have been received by
      // journeys that ran before this file (their order varies): weigh one at the gate first.
      await pesarNaPortaria();
      await voltarAoPainel(page);
      antes = await contagem(card);
    }
    expect(antes, 'a CTR is being weighed at the demo destination').toBeGreaterThan(0);
    const { link, id } = await primeiraCtr(card);
    await link.click();
    // Analisar Recebimento opens on that CTR alone.
    await page.waitForURL(new RegExp(`/avaliar-recebimento-solicitacao\\?.*\\bid=${id}\\b`));
    await gridLoaded(page);
    expect(await linhasDaLista(page)).toBe(1);
    await page.getByRole('button', { name: `Avaliar recebimento da CTR ${id}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Dados da situação da caçamba' });
    await dialog.getByRole('radio', { name: 'Receber' }).check();
    await dialog.getByRole('textbox', { name: 'Observações' }).fill('Pesagem conferida na balança.');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await toast(page, 'Resíduo recebido com sucesso');
    await voltarAoPainel(page);
    await contagemFica(card, antes - 1);
  });

  it.each(['admin@rcc.demo', 'secretaria@rcc.demo'])(
    '%s answers a cancellation request from its card and the count drops by one',
    async (email) => {
      const { page } = browser;
      await relogin(page, email);
      await voltarAoPainel(page);
      const card = page.getByRole('article', { name: 'Pedidos de cancelamento a analisar' });
      const antes = await contagem(card);
      expect(antes, 'the demo city has cancellation requests to analyse').toBeGreaterThan(0);
      const { link, id } = await primeiraCtr(card);
      await link.click();
      await page.waitForURL(`**/cancelamento-ctr/editar/${id}`);
      await page.getByText('O cancelamento de uma CTR não poderá ser revertido.').waitFor();
      await page.getByRole('radio', { name: 'Recusar' }).check();
      await page
        .getByPlaceholder('Informe o Motivo da Recusa')
        .fill('A obra segue ativa segundo a fiscalização');
      await page.getByRole('button', { name: 'Salvar' }).click();
      await toast(page, 'Solicitação de cancelamento analisada com sucesso');
      await voltarAoPainel(page);
      await contagemFica(card, antes - 1);
    },
  );

  it('the inspector answers the oldest occurrence from its card and the count drops by one', async () => {
    const { page } = browser;
    await relogin(page, 'fiscal@rcc.demo');
    await voltarAoPainel(page);
    const card = page.getByRole('article', { name: 'Ocorrências aguardando resposta' });
    const antes = await contagem(card);
    expect(antes, 'the demo city has occurrences waiting for an answer').toBeGreaterThan(0);
    const link = card.getByRole('link', { name: /^Ocorrência \d+/ }).first();
    const id = Number(/^Ocorrência (\d+)/.exec((await link.textContent()) ?? '')?.[1]);
    await link.click();
    await page.waitForURL(`**/acompanhar-ocorrencia/map/${id}`);
    await page.getByRole('textbox', { name: 'Resposta' }).fill('Equipe da AGEFIS vistoriou o local.');
    await page.getByRole('button', { name: 'Enviar resposta' }).click();
    await page.getByText('Resposta enviada').waitFor({ timeout: 15_000 });
    await voltarAoPainel(page);
    await contagemFica(card, antes - 1);
  });

  it('the generator requests a transport from its shortcut and its open CTRs count grows by one', async () => {
    const { page } = browser;
    await relogin(page, 'gerador@rcc.demo');
    await voltarAoPainel(page);
    const obras = page.getByRole('article', { name: 'Obras com CTRs em andamento' });
    const antes = await contagem(obras);
    await page
      .getByRole('article', { name: 'Solicitar transporte' })
      .getByRole('link', { name: 'Solicitar transporte' })
      .click();
    await page.waitForURL('**/solicitacao-transporte/add');
    const id = await solicitarTransporte(page, { jaAberto: true });
    expect(id).toBeGreaterThan(0);
    await voltarAoPainel(page);
    await contagemFica(obras, antes + 1);
  });

  it('the citizen registers an occurrence from its shortcut; its occurrences count grows by one and the list shows as many', async () => {
    const { page, context } = browser;
    // The device's position: a street in Taguatinga (DF), where the map opens and the point is marked.
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation({ latitude: -15.8335, longitude: -48.0561 });
    await relogin(page, 'cidadao@rcc.demo');
    await voltarAoPainel(page);
    const minhas = page.getByRole('article', { name: 'Minhas ocorrências' });
    const antes = await contagem(minhas);
    await page
      .getByRole('article', { name: 'Registrar ocorrência' })
      .getByRole('link', { name: 'Registrar nova ocorrência' })
      .click();
    await page.waitForURL('**/registrar-ocorrencia/map');
    await page.locator('.leaflet-marker-icon[title="Sua localização"]').waitFor({ timeout: 20_000 });
    await page.getByRole('radio', { name: 'Caçamba' }).check();
    const form = page.getByRole('dialog', { name: 'Caçamba Irregular' });
    await form.waitFor({ timeout: 20_000 });
    await form.locator('input[type=file]').setInputFiles(FOTO_CACAMBA);
    // Shrunk on the device before the form keeps it.
    await form.getByText(/^cacamba\.(jpg|png)$/).waitFor();
    await form.getByLabel('Descrição da irregularidade').click();
    await page.getByRole('option', { name: 'Caçamba com excesso de resíduo' }).click();
    await form.getByRole('radio', { name: 'Não' }).check();
    await form.getByRole('textbox', { name: 'Identificador da caçamba' }).fill('Caçamba verde sem número');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await form.getByRole('button', { name: 'Salvar' }).click();
    await toast(page, 'Ocorrência salva');
    await page.waitForURL(/\/registrar-ocorrencia\/?$/);

    await voltarAoPainel(page);
    await contagemFica(minhas, antes + 1);
    // Newest first: the occurrence just registered heads the card, waiting for an answer.
    await minhas
      .getByRole('listitem')
      .first()
      .getByText(/^Aguardando resposta/)
      .waitFor();
    await minhas.getByRole('link', { name: 'Ver todos: Minhas ocorrências' }).click();
    await page.waitForURL(/\/registrar-ocorrencia$/);
    expect(await linhasDaLista(page)).toBe(antes + 1);
  });
});
