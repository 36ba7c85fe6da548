import { afterAll, describe, expect, it } from 'vitest';
import { openBrowser, seriousA11yViolations } from '../support/browser';

/** Issue #19 item 1: the public portal and "onde descartar", anonymous, at phone and desktop widths. */
const browsers: Array<Awaited<ReturnType<typeof openBrowser>>> = [];
afterAll(async () => {
  for (const b of browsers) await b.close();
});

const semRolagemLateral = async (page: Awaited<ReturnType<typeof openBrowser>>['page'], width: number) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

describe('/publico (anonymous)', () => {
  for (const width of [390, 1366]) {
    it(`login page → portal → CTR code check → onde descartar → dados abertos at ${width} px, axe-clean`, async () => {
      const b = await openBrowser({ width, height: 900 });
      browsers.push(b);
      const { page } = b;
      await page.goto('/login');
      await page.getByRole('link', { name: 'Portal público: serviços ao cidadão' }).click();
      await page.getByRole('heading', { name: 'Serviços ao cidadão', level: 1 }).waitFor({ timeout: 20_000 });
      await semRolagemLateral(page, width);
      expect(await seriousA11yViolations(page)).toEqual([]);

      await page.getByLabel('Código de verificação').fill('NAO-EXISTE-1');
      await page.getByRole('button', { name: 'Verificar' }).click();
      await page.getByText(/Código de verificação não encontrado/).waitFor();
      expect(await seriousA11yViolations(page)).toEqual([]);

      await page.getByRole('link', { name: 'Ver os locais de descarte' }).click();
      await page.getByRole('heading', { name: 'ATT Ceilândia Reciclagem Ltda' }).waitFor({ timeout: 20_000 });
      await page.getByLabel('Filtrar por bairro ou endereço').fill('ceilandia');
      await page.getByText(/(local|locais) encontrados?\./).waitFor();
      await semRolagemLateral(page, width);
      expect(await seriousA11yViolations(page)).toEqual([]);

      await page.getByRole('link', { name: 'Serviços ao cidadão' }).click();
      await page.getByRole('link', { name: 'Abrir os dados abertos' }).click();
      await page.getByRole('heading', { name: /Dados abertos/, level: 1 }).waitFor({ timeout: 20_000 });
    });
  }
});
