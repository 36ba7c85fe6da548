import { afterAll, describe, expect, it } from 'vitest';
import { loginAs, openBrowser, seriousA11yViolations } from '../support/browser';
import { gridLoaded } from '../support/ctr-journey';
import { horizontalOverflow } from '../support/mobile';

/**
 * Issue #18: the CTR sheets of every filtered CTR, and a list's spreadsheet, made by the job queue,
 * with progress and a download.
 */
const browsers: Array<Awaited<ReturnType<typeof openBrowser>>> = [];
afterAll(async () => {
  for (const b of browsers) await b.close();
});

describe('Localizar CTR › PDF de todas as CTRs filtradas', () => {
  for (const width of [390, 1366]) {
    it(`runs in the background and downloads the PDF at ${width} px`, { timeout: 120_000 }, async () => {
      const b = await openBrowser({ width, height: 900 });
      browsers.push(b);
      const { page } = b;
      await loginAs(page, 'transportador@rcc.demo');
      await page.goto('/localizar-ctr');
      await gridLoaded(page);
      await page.getByRole('button', { name: 'PDF de todas as CTRs filtradas' }).click();
      await page
        .getByRole('status')
        .filter({ hasText: /Gerando PDF|PDF pronto/ })
        .waitFor({ timeout: 30_000 });
      const baixar = page.getByRole('button', { name: 'Baixar PDF' });
      await baixar.waitFor({ timeout: 60_000 });
      expect(await horizontalOverflow(page)).toBeNull();
      expect(await seriousA11yViolations(page)).toEqual([]);
      const [download] = await Promise.all([page.waitForEvent('download'), baixar.click()]);
      expect(download.suggestedFilename()).toMatch(/^fichas-ctr-\d+\.pdf$/);
    });
  }
});

describe('Localizar CTR › Planilha › Gerar em segundo plano', () => {
  for (const width of [390, 1366]) {
    it(`makes the xlsx in the background and downloads it at ${width} px`, { timeout: 180_000 }, async () => {
      const b = await openBrowser({ width, height: 900 });
      browsers.push(b);
      const { page } = b;
      await loginAs(page, 'transportador@rcc.demo');
      await page.goto('/localizar-ctr');
      await gridLoaded(page);
      await page.getByRole('button', { name: 'Planilha', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Exportar planilha' });
      await dialog.getByRole('button', { name: 'Gerar em segundo plano' }).click();
      await dialog
        .getByRole('status')
        .filter({ hasText: /Gerando planilha|Planilha pronta/ })
        .waitFor({ timeout: 30_000 });
      expect(await seriousA11yViolations(page)).toEqual([]);
      await dialog.getByRole('button', { name: 'Concluir' }).click();
      await dialog.waitFor({ state: 'hidden' });
      // Followed above the list once the popup is closed, with the rows the file holds.
      const pronta = page.getByRole('status').filter({ hasText: /Planilha pronta com [\d.]+ registros?\./ });
      const falhou = page.getByRole('alert').filter({ hasText: 'Não foi possível gerar a planilha' });
      try {
        await pronta.or(falhou).waitFor({ timeout: 90_000 });
      } catch (error) {
        await page.screenshot({ path: `/tmp/exportacao-planilha-${width}.png`, fullPage: true });
        const estados = await page.getByRole('status').allInnerTexts();
        throw new Error(`planilha não ficou pronta; situação na tela: ${estados.join(' | ')}`, {
          cause: error,
        });
      }
      expect(await falhou.count(), await falhou.allInnerTexts().then((t) => t.join(' '))).toBe(0);
      expect(await horizontalOverflow(page)).toBeNull();
      expect(await seriousA11yViolations(page)).toEqual([]);
      const baixar = page.getByRole('button', { name: 'Baixar planilha' });
      const [download] = await Promise.all([page.waitForEvent('download'), baixar.click()]);
      expect(download.suggestedFilename()).toMatch(/^ViewSolicitacaoTransporte-\d+\.xlsx$/);
    });
  }
});
