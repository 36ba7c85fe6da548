import fs from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENU } from '../../apps/web/src/app/menu';
import { BASE_URL, DEMO_PASSWORD, loginAs, openBrowser, seriousA11yViolations } from '../support/browser';
import { horizontalOverflow } from '../support/mobile';

type Rights = Record<string, { consulta?: boolean }>;

const ROLES = {
  'admin@rcc.demo': {
    mustSee: ['Cadastro de Pessoas', 'Gerenciar permissões', 'Configurações do Sistema'],
    mustNot: [],
  },
  'secretaria@rcc.demo': {
    mustSee: ['Cadastro de Pessoas', 'Manter Mensagens'],
    mustNot: ['Solicitar Transporte'],
  },
  'transportador@rcc.demo': {
    mustSee: ['Manter Caçamba', 'Manter Veículo', 'Documentos', 'Alocar Caçamba'],
    mustNot: ['Cadastro de Pessoas'],
  },
  'gerador@rcc.demo': {
    mustSee: ['Manter Obra', 'Solicitar Transporte'],
    mustNot: ['Manter Veículo', 'Cadastro de Pessoas'],
  },
  'destino@rcc.demo': {
    mustSee: ['Analisar Recebimento de Resíduos', 'Controlar Resíduos Triados'],
    mustNot: ['Manter Obra'],
  },
  'fiscal@rcc.demo': { mustSee: ['Acompanhar Ocorrência'], mustNot: ['Manter Caçamba'] },
  'cidadao@rcc.demo': {
    mustSee: ['Registrar Ocorrência'],
    mustNot: ['Localizar CTR', 'Cadastro de Pessoas'],
  },
} as const;

async function rightsOf(email: string): Promise<Rights> {
  const post = (url: string, body: unknown) =>
    fetch(`${BASE_URL()}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const found = await (await post('/api/find-available-pessoa', { email })).json();
  const login = await (
    await post('/api/login', { username: email, password: DEMO_PASSWORD, idPessoa: found.data.rows[0].id })
  ).json();
  return login.data.user.rights;
}

/** The menu the rights allow (spec 1 §2.4), computed independently of the app's own code. */
function expectedMenu(rights: Rights): { groups: string[]; links: string[]; paths: string[] } {
  const out = { groups: [] as string[], links: [] as string[], paths: [] as string[] };
  for (const entry of MENU) {
    const kids = entry.kind === 'link' ? [entry] : entry.children;
    const shown = kids.filter((c) => c.always || rights[c.title]?.consulta);
    if (!shown.length) continue;
    if (entry.kind === 'group') out.groups.push(entry.label);
    out.links.push(...shown.map((c) => c.title));
    out.paths.push(...shown.map((c) => c.path));
  }
  return out;
}

/**
 * The tour's screens and themes (issue #15): every menu page is audited in each of them. The dark
 * theme is the system's setting (prefers-color-scheme: dark), which the app follows by default.
 * TOUR_MODOS="escuro 1366 px,escuro 390 px" runs only those (while fixing one theme).
 */
const ALL_MODES = [
  { name: '1366 px', width: 1366, height: 900, contrast: false, scheme: 'light' },
  { name: '390 px', width: 390, height: 844, contrast: false, scheme: 'light' },
  { name: 'escuro 1366 px', width: 1366, height: 900, contrast: false, scheme: 'dark' },
  { name: 'escuro 390 px', width: 390, height: 844, contrast: false, scheme: 'dark' },
  { name: 'alto contraste', width: 1366, height: 900, contrast: true, scheme: 'light' },
  { name: 'alto contraste 390 px', width: 390, height: 844, contrast: true, scheme: 'light' },
] as const;
const only = process.env.TOUR_MODOS?.split(',').map((m) => m.trim());
const MODES = only ? ALL_MODES.filter((m) => only.includes(m.name)) : ALL_MODES;

/** The screen, the system's colour scheme and the e-MAG contrast of one tour mode. */
async function applyMode(page: Page, mode: (typeof ALL_MODES)[number]) {
  await page.setViewportSize({ width: mode.width, height: mode.height });
  await page.emulateMedia({ colorScheme: mode.scheme });
  await page.waitForFunction(
    (want) => document.documentElement.getAttribute('data-mantine-color-scheme') === want,
    mode.contrast ? 'dark' : mode.scheme,
  );
}

interface Finding {
  who: string;
  mode: string;
  path: string;
  violations: string[];
}
const findings: Finding[] = [];
const audited = new Set<string>();
let checks = 0;

/** Turns "Alto contraste" on or off through the e-MAG bar's own button. */
async function setContrast(page: Page, on: boolean) {
  const toggle = page.getByRole('button', { name: 'Alto contraste' });
  if ((await toggle.getAttribute('aria-pressed')) !== String(on)) await toggle.click();
  await page.waitForFunction(
    (want) => document.documentElement.hasAttribute('data-alto-contraste') === want,
    on,
  );
}

/** Client-side navigation (the session and caches stay), then waits for the screen to settle. */
async function visit(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page.waitForFunction(
    (to) =>
      window.location.pathname === to &&
      document.querySelector('#conteudo h1, #conteudo h2') !== null &&
      document.querySelectorAll('#conteudo .mantine-Loader-root, #conteudo .mantine-Skeleton-root').length ===
        0,
    path,
    { timeout: 20_000 },
  );
}

async function audit(page: Page, who: string, mode: string, path: string) {
  const violations = await seriousA11yViolations(page);
  // Issue #16: no page scrolls sideways on a phone (a grid's table may scroll inside its own area).
  const overflow = mode === '390 px' ? await horizontalOverflow(page) : null;
  if (overflow) violations.push({ id: 'rolagem-horizontal', impact: 'serious', help: overflow, nodes: [] });
  checks++;
  audited.add(path);
  if (violations.length) {
    findings.push({
      who,
      mode,
      path,
      violations: violations.map(
        (v) =>
          `${v.id} (${v.impact}): ${v.nodes.length ? JSON.stringify(v.nodes.map((n) => n.target)) : v.help}`,
      ),
    });
  }
}

describe('each demo login sees exactly the menu its rights allow, and every page passes axe', () => {
  let browser: Awaited<ReturnType<typeof openBrowser>>;
  beforeAll(async () => {
    browser = await openBrowser();
  });
  afterAll(async () => {
    await browser.close();
    // A11Y_REPORT=1 records the measurement that /acessibilidade states (issue #15 item 3).
    if (process.env.A11Y_REPORT === '1') {
      const file = fileURLToPath(
        new URL('../../apps/web/src/features/acessibilidade/medicao.json', import.meta.url),
      );
      const report = {
        geradoEm: new Date().toISOString(),
        axeCore: createRequire(import.meta.url)('axe-core/package.json').version as string,
        regras: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'],
        perfis: Object.keys(ROLES).map((email) => email.split('@')[0]),
        paginas: audited.size,
        verificacoes: checks,
        larguras: [1366, 390],
        temas: [
          ...new Set(
            MODES.map((m) => (m.contrast ? 'alto contraste' : m.scheme === 'dark' ? 'escuro' : 'claro')),
          ),
        ],
        violacoesGravesOuCriticas: findings.reduce((n, f) => n + f.violations.length, 0),
      };
      fs.writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
    }
  });

  it('visitor pages pass axe at 1366 and 390 px and in high contrast', async () => {
    const { page } = browser;
    await page.goto('/login');
    await page.evaluate(() => localStorage.clear());
    for (const mode of MODES) {
      for (const path of ['/login', '/acessibilidade', '/transportadores']) {
        await page.goto(path);
        await page.locator('main h1, main h2').first().waitFor();
        await setContrast(page, mode.contrast);
        await applyMode(page, mode);
        await audit(page, 'visitante', mode.name, path);
      }
    }
    await setContrast(page, false);
    await page.emulateMedia({ colorScheme: 'light' });
    expect(findings.filter((f) => f.who === 'visitante')).toEqual([]);
  });

  it('Ctrl+K finds the demo transporter by CNPJ and a CTR by number, and jumps to a page', async () => {
    const { page, context } = browser;
    await context.clearCookies();
    await page.setViewportSize({ width: 1366, height: 900 });
    await loginAs(page, 'admin@rcc.demo');
    // The demo transporter's CNPJ and a CTR number, read through the API as the administrator.
    const { cnpj, nome, ctr } = await page.evaluate(async () => {
      const find = async (entity: string, body: unknown) =>
        (
          await (
            await fetch(`/api/${entity}/find`, {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify(body),
            })
          ).json()
        ).data.rows[0];
      const usuario = await find('Usuario', {
        where: { email: 'transportador@rcc.demo' },
        fields: ['idPessoa'],
      });
      const pessoa = await find('Pessoa', {
        where: { id: usuario.idPessoa },
        fields: ['cpfCnpj', 'nomeRazaoSocial'],
      });
      const found = await find('ViewSolicitacaoTransporte', { fields: ['id'], limit: 1 });
      return {
        cnpj: pessoa.cpfCnpj as string,
        nome: pessoa.nomeRazaoSocial as string,
        ctr: found.id as number,
      };
    });
    await page.keyboard.press('Control+k');
    const input = page.getByRole('textbox', { name: 'Buscar páginas e registros' });
    await input.fill(cnpj);
    await page.getByRole('dialog').getByText(nome, { exact: true }).waitFor();
    await input.fill(String(ctr));
    await page.getByText(`CTR ${ctr}`, { exact: true }).waitFor();
    await input.fill('configura');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/configuracoes');
  });

  for (const [email, expectations] of Object.entries(ROLES)) {
    it(email, { timeout: 900_000 }, async () => {
      const { page, context } = browser;
      await context.clearCookies();
      await page.setViewportSize({ width: 1366, height: 900 });
      await page.goto('/login');
      await page.evaluate(() => localStorage.clear());
      await loginAs(page, email);
      const nav = page.getByRole('navigation', { name: 'Menu principal' });
      const expected = expectedMenu(await rightsOf(email));
      // Open collapsed groups so every entry is in the accessibility tree.
      for (const group of expected.groups) {
        const button = nav.getByRole('button', { name: group, exact: true });
        if ((await button.getAttribute('aria-expanded')) === 'false') await button.click();
      }
      const shown = (await nav.getByRole('link').allInnerTexts()).map((s) => s.trim()).filter(Boolean);
      expect(shown.sort()).toEqual([...expected.links].sort());
      const groups = await nav.locator('button[aria-expanded]').allInnerTexts();
      expect(groups.map((g) => g.trim())).toEqual(expected.groups);
      for (const title of expectations.mustSee) expect(shown).toContain(title);
      for (const title of expectations.mustNot) expect(shown).not.toContain(title);

      const who = email.split('@')[0]!;
      for (const mode of MODES) {
        await setContrast(page, mode.contrast);
        await applyMode(page, mode);
        for (const path of expected.paths) {
          await visit(page, path);
          await audit(page, who, mode.name, path);
        }
      }
      await setContrast(page, false);
      await page.emulateMedia({ colorScheme: 'light' });
      expect(findings.filter((f) => f.who === who)).toEqual([]);
    });
  }
});
