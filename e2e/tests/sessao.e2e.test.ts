import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE_URL, loginAs, openBrowser, seriousA11yViolations, submitLogin } from '../support/browser';

/** Issue #12 items 8 and 9: the session lives only in the HttpOnly cookie; logged-out addresses. */
let browser: Awaited<ReturnType<typeof openBrowser>>;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(() => browser.close());

async function loggedOut(page: Page) {
  await browser.context.clearCookies();
  await page.goto('/transportadores');
  await page.evaluate(() => localStorage.clear());
}

const path = (page: Page) => new URL(page.url()).pathname;
const loginHeading = (page: Page) => page.getByRole('heading', { name: 'Acesso ao sistema' });
const menu = (page: Page) => page.getByRole('navigation', { name: 'Menu principal' });

describe('the session token only in the HttpOnly cookie (item 9)', () => {
  it('after login localStorage holds no token, no request carries it, and the API still answers', async () => {
    const { page, context } = browser;
    await loggedOut(page);
    const sentHeader: string[] = [];
    const onRequest = (req: { url(): string; headers(): Record<string, string> }) => {
      if (req.url().includes('/api/') && req.headers()['auth-token']) sentHeader.push(req.url());
    };
    page.on('request', onRequest);
    await loginAs(page, 'transportador@rcc.demo');

    const cookie = (await context.cookies()).find((c) => c.name === 'auth-token');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    const storage = await page.evaluate(() => ({ ...localStorage }));
    expect(Object.keys(storage)).not.toContain('rcc.auth-token');
    expect(JSON.stringify(storage)).not.toContain(cookie!.value);
    expect(await page.evaluate(() => document.cookie)).not.toContain('auth-token');

    // A list is a POST find: the cookie alone passes authentication and the same-origin check.
    await page.goto('/veiculo');
    await page.getByRole('heading', { name: 'Manter Veículo' }).waitFor();
    await page.getByText('ABC1D23').first().waitFor({ timeout: 20_000 });
    expect(await seriousA11yViolations(page)).toEqual([]);
    // A reload keeps the session (the cookie), still without a token in the page's storage.
    await page.reload();
    await menu(page).waitFor({ timeout: 20_000 });
    expect(JSON.stringify(await page.evaluate(() => ({ ...localStorage })))).not.toContain(cookie!.value);
    page.off('request', onRequest);
    expect(sentHeader).toEqual([]);

    // Sair ends the session on the server: the old cookie opens nothing any more.
    await menu(page).getByRole('button', { name: 'Sair' }).click();
    await loginHeading(page).waitFor();
    const me = await fetch(`${BASE_URL()}/api/me`, { headers: { cookie: `auth-token=${cookie!.value}` } });
    expect(me.status).toBe(401);
    await page.goto('/veiculo');
    await loginHeading(page).waitFor();
  });

  it('a token left in localStorage by an older version is erased on load', async () => {
    const { page } = browser;
    await loggedOut(page);
    await page.evaluate(() => localStorage.setItem('rcc.auth-token', 'token-de-versao-antiga'));
    await page.goto('/');
    await loginHeading(page).waitFor({ timeout: 20_000 });
    expect(await page.evaluate(() => localStorage.getItem('rcc.auth-token'))).toBeNull();
  });
});

describe('addresses opened while logged out (item 8)', () => {
  it('an unknown address leads to the login, then to the 404 page once logged in', async () => {
    const { page } = browser;
    await loggedOut(page);
    await page.goto('/cacambas/qualquer-coisa');
    await loginHeading(page).waitFor();
    expect(path(page)).toBe('/');
    expect(new URL(page.url()).searchParams.get('voltar')).toBe('/cacambas/qualquer-coisa');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await submitLogin(page, 'transportador@rcc.demo');
    await page.getByRole('heading', { name: 'Página não encontrada' }).waitFor({ timeout: 20_000 });
    expect(path(page)).toBe('/cacambas/qualquer-coisa');
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  it('an address that exists opens after login', async () => {
    const { page } = browser;
    await loggedOut(page);
    await page.goto('/cacamba');
    await loginHeading(page).waitFor();
    await submitLogin(page, 'transportador@rcc.demo');
    await page.getByRole('heading', { name: 'Manter Caçamba' }).waitFor({ timeout: 20_000 });
    expect(path(page)).toBe('/cacamba');
  });

  it('an address of another site in the query is not followed', async () => {
    const { page } = browser;
    await loggedOut(page);
    await page.goto('/?voltar=%2F%2Fevil.example%2Fx');
    await submitLogin(page, 'transportador@rcc.demo');
    expect(new URL(page.url()).origin).toBe(new URL(BASE_URL()).origin);
    expect(path(page)).toBe('/');
  });

  it('public pages stay open without login', async () => {
    const { page } = browser;
    await loggedOut(page);
    const pages: Array<[string, string]> = [
      ['/transportadores', 'Transportadores Licenciados'],
      ['/destino-rapido', 'Acesso ao Destino Rápido'],
      ['/verificar-cltrcc/CODIGO-INEXISTENTE', 'Verificação de CLTRCC'],
      ['/recovery/1/hash-qualquer', 'Atualização de senha'],
    ];
    for (const [address, heading] of pages) {
      await page.goto(address);
      await page.getByRole('heading', { name: heading }).first().waitFor({ timeout: 20_000 });
      expect(path(page)).toBe(address);
    }
    await page.goto('/');
    await page.getByRole('button', { name: 'Ainda não sou cadastrado' }).click();
    await page.getByRole('dialog', { name: 'Informações Complementares' }).waitFor({ timeout: 20_000 });
  });

  it('at 390 px the login with a return address, the unlock link and the public pages fit and pass axe', async () => {
    const { page } = browser;
    await loggedOut(page);
    await page.setViewportSize({ width: 390, height: 844 });
    try {
      const pages: Array<[string, string]> = [
        ['/cacambas/qualquer-coisa', 'Acesso ao sistema'],
        ['/desbloqueio/1/link-invalido', 'Falha no desbloqueio'],
        ['/verificar-cltrcc/CODIGO-INEXISTENTE', 'Verificação de CLTRCC'],
        ['/transportadores', 'Transportadores Licenciados'],
      ];
      for (const [address, text] of pages) {
        await page.goto(address);
        await page.getByText(text).first().waitFor({ timeout: 20_000 });
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, address).toBeLessThanOrEqual(0);
        expect(JSON.stringify(await seriousA11yViolations(page)), address).toBe('[]');
      }
    } finally {
      await page.setViewportSize({ width: 1366, height: 900 });
    }
  });
});
