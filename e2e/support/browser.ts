import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { type BrowserContext, chromium, type Page } from 'playwright-core';

const require = createRequire(import.meta.url);
const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export const BASE_URL = () => {
  const base = process.env.E2E_BASE_URL;
  if (!base) throw new Error('E2E_BASE_URL ausente (global setup não rodou)');
  return base;
};

export const DEMO_PASSWORD = 'Rcc@2026';

/** Debian's Chromium with the flags this closed network needs (STACK-NOTES). */
export async function openBrowser(
  viewport = { width: 1366, height: 900 },
  /** More context options, e.g. a phone's isMobile/hasTouch/geolocation (e2e/support/mobile.ts). */
  extra: Omit<Parameters<typeof chromium.launchPersistentContext>[1], 'viewport'> = {},
): Promise<{ context: BrowserContext; page: Page; close: () => Promise<void> }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rcc-e2e-'));
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    viewport,
    locale: 'pt-BR',
    // With reduced motion Mantine skips its fades, so no audit sees a half-transparent modal.
    reducedMotion: 'reduce',
    timezoneId: 'America/Sao_Paulo',
    baseURL: BASE_URL(),
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
    ...extra,
  });
  const page = context.pages()[0] ?? (await context.newPage());
  return {
    context,
    page,
    close: async () => {
      await context.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{ target: unknown }>;
}

/** axe-core on the current page: serious and critical violations (WCAG 2.1 AA, e-MAG). */
export async function seriousA11yViolations(page: Page): Promise<AxeViolation[]> {
  // Colour contrast is measured on the settled page: wait for any running CSS transition or
  // animation (a modal still fading out reads as low-contrast text) before auditing.
  await page.evaluate(async () => {
    await Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined)));
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
  });
  await page.evaluate(AXE_SOURCE);
  const result = await page.evaluate(async () => {
    // biome-ignore lint/suspicious/noExplicitAny: axe is injected at run time
    const axe = (window as any).axe;
    const r = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    });
    return r.violations.map((v: AxeViolation) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => ({ target: n.target })),
    }));
  });
  return (result as AxeViolation[]).filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

/** Logs in through the real login panel. */
export async function loginAs(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  await submitLogin(page, email, password);
}

/** Fills and submits the login panel already on screen (e.g. after a redirect to it). */
export async function submitLogin(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.getByLabel('E-mail ou CPF').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByLabel('Senha', { exact: true }).press('Tab');
  const entrar = page.getByRole('button', { name: 'Entrar' });
  await entrar.waitFor();
  await page.waitForFunction(
    () => {
      const b = [...document.querySelectorAll('button')].find((x) => x.textContent?.trim() === 'Entrar');
      return b && !b.hasAttribute('disabled') && b.getAttribute('data-disabled') !== 'true';
    },
    undefined,
    { timeout: 15_000 },
  );
  await entrar.click();
  await page.getByRole('navigation', { name: 'Menu principal' }).waitFor({ timeout: 20_000 });
}

/** One API call in the JSON envelope; a refusal throws with the status and the server's message. */
export async function apiCall<T>(method: string, url: string, body?: unknown, token?: string): Promise<T> {
  const res = await fetch(`${BASE_URL()}${url}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { 'auth-token': token } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json()) as { success: boolean; data: T; error?: { message: string } };
  if (!res.ok || !json.success) throw new Error(`${method} ${url}: ${res.status} ${json.error?.message}`);
  return json.data;
}
