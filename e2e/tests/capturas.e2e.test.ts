import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, openBrowser, seriousA11yViolations } from '../support/browser';

/**
 * The README's screenshots (issue #15): login, a Painel, Localizar CTR and a report in the light,
 * dark and high-contrast themes at 1366 × 800, written to docs/screenshots/. Each screen is also
 * audited with axe, so a capture never shows a page with a serious or critical violation.
 * Runs only with CAPTURAS=1 (it rewrites committed files): `CAPTURAS=1 npx vitest run … capturas`.
 */
const OUT = fileURLToPath(new URL('../../docs/screenshots/', import.meta.url));
const THEMES = [
  { suffix: 'claro', scheme: 'light', contrast: false },
  { suffix: 'escuro', scheme: 'dark', contrast: false },
  { suffix: 'alto-contraste', scheme: 'light', contrast: true },
] as const;
const SCREENS = [
  { file: 'painel', path: '/', ready: 'h1' },
  { file: 'localizar-ctr', path: '/localizar-ctr', ready: 'table tbody tr a' },
  { file: 'relatorio', path: '/consulta-residuo-regiao', ready: 'h1' },
] as const;

async function settle(page: Page, selector: string) {
  await page.locator(selector).first().waitFor({ timeout: 30_000 });
  await page.waitForFunction(
    () =>
      document.querySelectorAll('.mantine-Loader-root, .mantine-Skeleton-root, [aria-busy="true"]').length ===
      0,
    undefined,
    { timeout: 30_000 },
  );
}

async function setContrast(page: Page, on: boolean) {
  const toggle = page.getByRole('button', { name: 'Alto contraste' });
  if ((await toggle.getAttribute('aria-pressed')) !== String(on)) await toggle.click();
}

describe.runIf(process.env.CAPTURAS === '1')('README screenshots in the three themes', () => {
  let browser: Awaited<ReturnType<typeof openBrowser>>;
  beforeAll(async () => {
    browser = await openBrowser({ width: 1366, height: 800 });
  });
  afterAll(() => browser?.close());

  for (const theme of THEMES) {
    it(theme.suffix, { timeout: 300_000 }, async () => {
      const { page, context } = browser;
      await context.clearCookies();
      await page.emulateMedia({ colorScheme: theme.scheme });
      await page.goto('/login');
      await page.evaluate(() => localStorage.clear());
      await page.reload();
      await page.getByLabel('E-mail ou CPF').waitFor();
      await setContrast(page, theme.contrast);
      const shots: string[] = [];
      const capture = async (file: string) => {
        expect(await seriousA11yViolations(page), `${file} (${theme.suffix})`).toEqual([]);
        const name = `${file}-${theme.suffix}.png`;
        await page.screenshot({ path: path.join(OUT, name) });
        shots.push(name);
      };
      await capture('login');
      await loginAs(page, 'admin@rcc.demo');
      await setContrast(page, theme.contrast);
      for (const screen of SCREENS) {
        await page.goto(screen.path);
        await settle(page, screen.ready);
        await capture(screen.file);
      }
      expect(shots).toHaveLength(4);
    });
  }
});
