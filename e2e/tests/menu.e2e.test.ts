import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENU } from '../../apps/web/src/app/menu';
import { BASE_URL, DEMO_PASSWORD, loginAs, openBrowser, seriousA11yViolations } from '../support/browser';

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
function expectedMenu(rights: Rights): string[] {
  const labels: string[] = [];
  for (const entry of MENU) {
    if (entry.kind === 'link') {
      if (entry.always || rights[entry.title]?.consulta) labels.push(entry.title);
    } else {
      const kids = entry.children.filter((c) => c.always || rights[c.title]?.consulta).map((c) => c.title);
      if (kids.length) labels.push(entry.label, ...kids);
    }
  }
  return labels;
}

describe('each demo login sees exactly the menu its rights allow', () => {
  let browser: Awaited<ReturnType<typeof openBrowser>>;
  beforeAll(async () => {
    browser = await openBrowser();
  });
  afterAll(() => browser.close());

  it('login page has no serious accessibility violation', async () => {
    await browser.page.goto('/login');
    await browser.page.getByLabel('E-mail ou CPF').waitFor();
    expect(await seriousA11yViolations(browser.page)).toEqual([]);
  });

  for (const [email, expectations] of Object.entries(ROLES)) {
    it(email, async () => {
      const { page, context } = browser;
      await context.clearCookies();
      await page.goto('/login');
      await page.evaluate(() => localStorage.clear());
      await loginAs(page, email);
      const nav = page.getByRole('navigation', { name: 'Menu principal' });
      // Open collapsed groups so every entry is in the accessibility tree.
      for (const group of await nav.getByRole('button', { name: 'CTR' }).all()) {
        if ((await group.getAttribute('aria-expanded')) === 'false') await group.click();
      }
      const shown = (await nav.getByRole('link').allInnerTexts()).map((s) => s.trim()).filter(Boolean);
      const groups = (await nav.getByRole('button', { name: 'CTR' }).count()) > 0 ? ['CTR'] : [];
      const expected = expectedMenu(await rightsOf(email)).filter((l) => l !== 'CTR');
      expect(shown.filter((l) => l !== 'Sair').sort()).toEqual(expected.sort());
      expect(groups.length > 0).toBe(expectedMenu(await rightsOf(email)).includes('CTR'));
      for (const title of expectations.mustSee) expect(shown).toContain(title);
      for (const title of expectations.mustNot) expect(shown).not.toContain(title);
      expect(await seriousA11yViolations(page)).toEqual([]);
    });
  }
});
