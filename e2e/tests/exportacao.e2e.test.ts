import { afterAll, describe, expect, it } from 'vitest';
import { loginAs, openBrowser, seriousA11yViolations } from '../support/browser';
import { gridLoaded } from '../support/ctr-journey';
import { horizontalOverflow } from '../support/mobile';

/** Issue #18: the CTR sheets of every filtered CTR made by the job queue, with progress and a download. */
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
