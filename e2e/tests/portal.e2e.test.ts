import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AddressProvider, startAddressProvider } from '../support/address-provider';
import { BASE_URL, openBrowser, seriousA11yViolations } from '../support/browser';
import { filtrarRegiaoComDados } from '../support/dados-abertos';
import { apiLogin } from '../support/mailbox';

/**
 * Issue #19 "done means": the anonymous journey login page → Portal → verifies the demo CTR by code →
 * "onde descartar" finds the nearest PEV from a CEP (through the local CEP/geocoder stand-in) → the
 * open-data panel, a region filter, CSV and JSON downloads; at phone and desktop widths, every page
 * axe-clean and without sideways scroll.
 */
const browsers: Array<Awaited<ReturnType<typeof openBrowser>>> = [];
let enderecos: AddressProvider;
let codigoCtr: string;

beforeAll(async () => {
  enderecos = await startAddressProvider();
  // The code printed on the demo generator's CTR sheet (a citizen reads it on the paper).
  const token = await apiLogin('gerador@rcc.demo');
  const res = await fetch(`${BASE_URL()}/api/SolicitacaoTransporte/find`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'auth-token': token },
    body: JSON.stringify({ fields: ['id', 'codigoVerificacao'], order: [['id', 'ASC']], limit: 1 }),
  });
  const body = (await res.json()) as { data: { rows: Array<{ codigoVerificacao: string }> } };
  codigoCtr = body.data.rows[0]!.codigoVerificacao;
  expect(codigoCtr).toMatch(/\w{4}-\w{4}-\w{4}/);
});
afterAll(async () => {
  for (const b of browsers) await b.close();
  await enderecos?.close();
});

type Page = Awaited<ReturnType<typeof openBrowser>>['page'];
const semRolagemLateral = async (page: Page, width: number) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
const limpo = async (page: Page, width: number) => {
  await semRolagemLateral(page, width);
  expect(await seriousA11yViolations(page)).toEqual([]);
};

describe('/publico (anonymous)', () => {
  for (const width of [390, 1366]) {
    it(`login page → portal → CTR verified → nearest PEV from a CEP → open data filtered and downloaded at ${width} px`, async () => {
      const b = await openBrowser({ width, height: 900 });
      browsers.push(b);
      const { page } = b;
      await page.goto('/login');
      await page.getByRole('link', { name: 'Portal público: serviços ao cidadão' }).click();
      await page.getByRole('heading', { name: 'Serviços ao cidadão', level: 1 }).waitFor({ timeout: 20_000 });
      await limpo(page, width);

      // A wrong code first, then the demo CTR's: positive verification.
      await page.getByLabel('Código de verificação').fill('NAO-EXISTE-1');
      await page.getByRole('button', { name: 'Verificar' }).click();
      await page.getByText(/Código de verificação não encontrado/).waitFor();
      await page.getByLabel('Código de verificação').fill(codigoCtr);
      await page.getByRole('button', { name: 'Verificar' }).click();
      await page.getByText('Situação:').waitFor({ timeout: 20_000 });
      await limpo(page, width);

      await page.getByRole('link', { name: 'Ver os locais de descarte' }).click();
      await page.getByRole('heading', { name: 'ATT Ceilândia Reciclagem Ltda' }).waitFor({ timeout: 20_000 });
      await page.getByLabel('CEP ou endereço').fill('70070-120');
      await page.getByRole('button', { name: 'Procurar o mais próximo' }).click();
      await page
        .getByText(/do mais próximo ao mais distante de Setor Bancário Sul/)
        .waitFor({ timeout: 20_000 });
      expect(enderecos.requests).toEqual(expect.arrayContaining(['/ws/70070120/json/', '/search']));
      // The first card is the nearest place, a PEV, with its distance; the map shows it too.
      const primeiro = page.getByRole('article').first();
      expect(await primeiro.getByRole('heading').textContent()).toBe('Papa-Entulho Guará');
      await primeiro.getByText('PEV', { exact: true }).waitFor();
      await primeiro.getByText(/O mais próximo: a \d+(,\d)? km em linha reta/).waitFor();
      await page.locator('.leaflet-marker-icon[title="Você está aqui"]').waitFor({ timeout: 20_000 });
      await page.getByLabel('Filtrar por bairro ou endereço').fill('ceilandia');
      await page.getByText(/^1 local encontrado/).waitFor();
      await limpo(page, width);

      await page.getByRole('link', { name: 'Serviços ao cidadão' }).click();
      await page.getByRole('link', { name: 'Abrir os dados abertos' }).click();
      await page.getByRole('heading', { name: /Dados abertos/, level: 1 }).waitFor({ timeout: 20_000 });
      await page.getByText(/Números calculados em \d{2}\/\d{2}\/\d{4}/).waitFor({ timeout: 20_000 });
      const { nome, csvLink } = await filtrarRegiaoComDados(page);
      // Downloads as a person does them: the CSV link saves a file, the JSON link opens the data.
      const [download] = await Promise.all([page.waitForEvent('download'), csvLink.click()]);
      const caminho = await download.path();
      const csv = (await import('node:fs')).readFileSync(caminho!, 'utf8');
      expect(csv.replace(/^\uFEFF/, '').split('\r\n')[0]).toContain(
        'mes,regiao_codigo,regiao_nome,ctrs_abertas',
      );
      expect(csv).toContain(nome);
      const jsonHref = (await page
        .getByRole('link', { name: /Baixar JSON — Indicadores mensais/ })
        .getAttribute('href'))!;
      const json = await (await page.request.get(jsonHref)).json();
      expect(json.data.linhas.length).toBeGreaterThan(0);
      expect(json.data.linhas.every((l: { regiao_nome: string }) => l.regiao_nome === nome)).toBe(true);
      await limpo(page, width);
    });
  }
});
