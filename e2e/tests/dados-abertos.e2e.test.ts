import { afterAll, describe, expect, it } from 'vitest';
import { openBrowser, seriousA11yViolations } from '../support/browser';
import { filtrarRegiaoComDados } from '../support/dados-abertos';

/** Issue #19 items 3–4: the open-data panel, anonymous, at phone and desktop widths. */
const browsers: Array<Awaited<ReturnType<typeof openBrowser>>> = [];
afterAll(async () => {
  for (const b of browsers) await b.close();
});

describe('/dados-abertos (anonymous)', () => {
  for (const width of [390, 1366]) {
    it(`shows the computed figures, filters a region and downloads CSV and JSON at ${width} px, axe-clean`, async () => {
      const b = await openBrowser({ width, height: 900 });
      browsers.push(b);
      const { page } = b;
      await page.goto('/dados-abertos');
      await page.getByRole('heading', { name: /Dados abertos/, level: 1 }).waitFor({ timeout: 20_000 });
      await page.getByText(/Números calculados em \d{2}\/\d{2}\/\d{4}/).waitFor({ timeout: 20_000 });
      const tabela = page.getByRole('table', { name: 'Indicadores mensais' });
      await tabela.waitFor();
      expect(await tabela.getByRole('row').count()).toBeGreaterThan(1);

      const { nome, csvLink: csv } = await filtrarRegiaoComDados(page);
      const href = (await csv.getAttribute('href'))!;
      const res = await page.request.get(href);
      expect(res.status()).toBe(200);
      expect(res.headers()['content-type']).toMatch(/^text\/csv/);
      const texto = await res.text();
      expect(texto.split('\r\n')[0]).toContain('mes,regiao_codigo,regiao_nome,ctrs_abertas');
      expect(texto).toContain(nome);
      const json = await page.request.get(
        (await page.getByRole('link', { name: /Baixar JSON — Indicadores mensais/ }).getAttribute('href'))!,
      );
      expect(
        (await json.json()).data.linhas.every((l: { regiao_nome: string }) => l.regiao_nome === nome),
      ).toBe(true);

      const largura = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(largura).toBeLessThanOrEqual(width);
      expect(await seriousA11yViolations(page)).toEqual([]);
    });
  }
});
