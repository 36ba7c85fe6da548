import { afterAll, describe, expect, it } from 'vitest';
import { loginAs, openBrowser, seriousA11yViolations } from '../support/browser';
import { horizontalOverflow } from '../support/mobile';

/** Issue #18: Administração › Filas e entregas, at phone and desktop widths, axe-clean. */
const browsers: Array<Awaited<ReturnType<typeof openBrowser>>> = [];
afterAll(async () => {
  for (const b of browsers) await b.close();
});

describe('/filas-e-entregas (administrator)', () => {
  for (const width of [390, 1366]) {
    it(`lists the queues with their counts, the failed jobs and the failing deliveries at ${width} px`, async () => {
      const b = await openBrowser({ width, height: 900 });
      browsers.push(b);
      const { page } = b;
      await loginAs(page, 'admin@rcc.demo');
      await page.goto('/filas-e-entregas');
      await page.getByRole('heading', { name: 'Filas e entregas', level: 1 }).waitFor({ timeout: 20_000 });
      const filas = page.getByRole('table', { name: /Tarefas por fila e situação/ });
      await filas.getByRole('row', { name: /Envio de e-mails/ }).waitFor({ timeout: 20_000 });
      // The header row and one row per queue.
      expect(await filas.getByRole('row').count()).toBeGreaterThanOrEqual(9);
      await page.getByRole('table', { name: /esgotaram as tentativas/ }).waitFor({ timeout: 20_000 });
      await page.getByRole('table', { name: /entrega\(s\) com falha/ }).waitFor({ timeout: 20_000 });
      expect(await horizontalOverflow(page)).toBeNull();
      expect(await seriousA11yViolations(page)).toEqual([]);
    });
  }
});
