import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, openBrowser } from '../support/browser';

/**
 * A CTR's journey by keyboard only (issue #15, e-MAG): no click, no `focus()`: Tab, Shift+Tab,
 * Enter, Space, arrows, typing and the e-MAG access keys. Only the address bar is used to open a
 * page (as a person types an address). At each stop the focused element must be visible and
 * carry a visible focus indicator (outline or box-shadow).
 */

interface Foco {
  tag: string;
  role: string;
  nome: string;
  visivel: boolean;
  anel: boolean;
}

/** The focused element: its accessible name (roughly), whether it is on screen and ringed. */
function foco(page: Page): Promise<Foco | null> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return null;
    const byIds = (ids: string | null) =>
      (ids ?? '')
        .split(/\s+/)
        .map((i) => document.getElementById(i)?.textContent ?? '')
        .join(' ');
    const label = (el as HTMLInputElement).labels?.[0]?.textContent ?? '';
    const nome = (
      el.getAttribute('aria-label') ||
      byIds(el.getAttribute('aria-labelledby')) ||
      label ||
      el.textContent ||
      ''
    )
      .replace(/\s+/g, ' ')
      .replace(/\s*\*$/, '')
      .trim();
    const r = el.getBoundingClientRect();
    const visivel =
      r.width > 0 &&
      r.height > 0 &&
      r.bottom > 0 &&
      r.right > 0 &&
      r.top < window.innerHeight &&
      r.left < window.innerWidth &&
      getComputedStyle(el).visibility !== 'hidden';
    // The ring may be drawn by the element or, for a visually hidden radio/checkbox, by its wrapper
    const anelDe = (e: Element) => {
      const s = getComputedStyle(e);
      const outline = s.outlineStyle !== 'none' && Number.parseFloat(s.outlineWidth) > 0;
      return outline || (s.boxShadow !== 'none' && s.boxShadow !== '');
    };
    // (a multi-select's field sits two levels inside the ringed box).
    let anel = false;
    for (let e: Element | null = el, n = 0; e && n < 3 && !anel; e = e.parentElement, n++) anel = anelDe(e);
    return { tag: el.tagName, role: el.getAttribute('role') ?? '', nome, visivel, anel };
  });
}

/** The focused element must be visible and visibly focused. */
async function focoVisivel(page: Page, onde: string): Promise<Foco> {
  const f = await foco(page);
  expect(f, `${onde}: nada focado`).not.toBeNull();
  expect(f!.visivel, `${onde}: foco fora da tela (${f!.nome})`).toBe(true);
  expect(f!.anel, `${onde}: foco sem indicador visível (${f!.tag} ${f!.nome})`).toBe(true);
  return f!;
}

/**
 * Presses Tab (or Shift+Tab) until the focused element's name matches; fails after `max` presses.
 * Checks the focus indicator on every element it stops at.
 */
async function tabAte(page: Page, nome: string | RegExp, opts: { voltar?: boolean; max?: number } = {}) {
  const casa = (n: string) => (typeof nome === 'string' ? n === nome : nome.test(n));
  const vistos: string[] = [];
  for (let i = 0; i < (opts.max ?? 80); i++) {
    await page.keyboard.press(opts.voltar ? 'Shift+Tab' : 'Tab');
    // Every stop on the way, not only the target, is visible and ringed.
    const f = await focoVisivel(page, `Tab até "${nome}"`);
    if (casa(f.nome)) return f;
    vistos.push(f.nome.slice(0, 40));
  }
  throw new Error(`"${nome}" não alcançado por Tab; passou por: ${vistos.join(' | ')}`);
}

/** Types into the focused field. */
async function digitar(page: Page, texto: string) {
  await page.keyboard.press('Control+A');
  await page.keyboard.type(texto);
}

/** In a focused Select/Lookup: types the search, waits for the option and picks it with the arrows. */
async function escolher(page: Page, busca: string, opcao: string | RegExp) {
  const alvo = page.getByRole('option', { name: opcao, exact: typeof opcao === 'string' }).first();
  if (busca) await page.keyboard.type(busca);
  else await page.keyboard.press('ArrowDown');
  await alvo.waitFor({ timeout: 15_000 });
  const texto = ((await alvo.textContent()) ?? '').trim();
  // Mantine marks the first option a moment after the list opens: an arrow pressed before that
  // would skip it.
  await page
    .waitForFunction(
      () =>
        [...document.querySelectorAll('[role=option][data-combobox-selected]')].some(
          (o) => (o as HTMLElement).offsetParent !== null,
        ),
      undefined,
      { timeout: 1_000 },
    )
    .catch(() => undefined);
  for (let i = 0; i < 30; i++) {
    const marcada = await alvo.evaluate(
      (o) => o.hasAttribute('data-combobox-selected') || o.getAttribute('aria-selected') === 'true',
    );
    if (marcada) break;
    await page.keyboard.press('ArrowDown');
  }
  await page.keyboard.press('Enter');
  // Picked: the field shows the option (a select's text, or a multi-select's pill).
  const escolhida = await page
    .waitForFunction(
      (t) => {
        const el = document.activeElement as HTMLInputElement | null;
        const caixa = el?.closest('.mantine-Input-input');
        return el?.value === t || (caixa?.tagName === 'DIV' && caixa.textContent?.includes(t));
      },
      texto,
      { timeout: 3_000 },
    )
    .then(() => true)
    .catch(() => false);
  // One Enter picks: Destino Rápido's first Enter after a CTR pick once picked nothing (issue #16).
  if (!escolhida) throw new Error(`opção "${texto}" não escolhida pelo teclado`);
}

/** In a focused native select: waits for the option, then steps to it with the arrows. */
async function escolherNaLista(page: Page, opcao: string | RegExp) {
  const arg = typeof opcao === 'string' ? { texto: opcao } : { re: opcao.source, flags: opcao.flags };
  const casa = (a: { texto?: string; re?: string; flags?: string }, t: string) =>
    a.re ? new RegExp(a.re, a.flags).test(t) : t === a.texto;
  await page.waitForFunction(
    (a) => {
      const s = document.activeElement;
      if (!(s instanceof HTMLSelectElement)) return false;
      return [...s.options].some((o) =>
        a.re ? new RegExp(a.re, a.flags).test(o.text.trim()) : o.text.trim() === a.texto,
      );
    },
    arg,
    { timeout: 15_000 },
  );
  for (let i = 0; i < 80; i++) {
    const atual = await page.evaluate(() => {
      const s = document.activeElement as HTMLSelectElement;
      return s.selectedOptions[0]?.text.trim() ?? '';
    });
    if (casa(arg, atual)) return;
    await page.keyboard.press('ArrowDown');
  }
  throw new Error(`opção "${String(opcao)}" não escolhida pelo teclado`);
}

async function entrar(page: Page, email: string) {
  await page.context().clearCookies();
  await page.goto('/login');
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await page.getByLabel('E-mail ou CPF').waitFor();
  await tabAte(page, 'E-mail ou CPF');
  await page.keyboard.type(email);
  await tabAte(page, 'Senha');
  await page.keyboard.type(DEMO_PASSWORD);
  await page.waitForFunction(() => {
    const b = [...document.querySelectorAll('button')].find((x) => x.textContent?.trim() === 'Entrar');
    return b && !b.hasAttribute('disabled') && b.getAttribute('data-disabled') !== 'true';
  });
  await tabAte(page, 'Entrar');
  await page.keyboard.press('Enter');
  await page.getByRole('navigation', { name: 'Menu principal' }).waitFor({ timeout: 20_000 });
}

async function toast(page: Page, texto: string) {
  await page.getByText(texto).first().waitFor({ timeout: 15_000 });
}

/** A CTR list filtered to one CTR by its address, started from the content (access key 1). */
async function abrirLista(page: Page, caminho: string, id: number) {
  await page.goto(`${caminho}?id=${id}`);
  await page.locator('table[aria-busy="false"]').first().waitFor({ timeout: 20_000 });
  await page.getByRole('link', { name: `Ficha da CTR ${id}`, exact: true }).waitFor();
  await irParaConteudo(page);
}

/**
 * An e-MAG access key (Alt+n in Chromium on Linux). Playwright's `keyboard.press('Alt+1')` sends
 * no character with a modifier, and Chromium runs access keys on the character event; so the
 * keystroke is sent as the keyboard does: raw key down, character, key up (DevTools protocol).
 */
async function teclaDeAcesso(page: Page, n: '1' | '2' | '3' | '4') {
  const cdp = await page.context().newCDPSession(page);
  const tecla = { modifiers: 1, key: n, code: `Digit${n}`, windowsVirtualKeyCode: 48 + Number(n) };
  await cdp.send('Input.dispatchKeyEvent', { type: 'rawKeyDown', ...tecla });
  await cdp.send('Input.dispatchKeyEvent', { type: 'char', ...tecla, text: n, unmodifiedText: n });
  await cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', ...tecla });
  await cdp.detach();
}

/** Access key 1 ("Ir para o conteúdo"): the focus moves to the main region; Tab goes on from there. */
async function irParaConteudo(page: Page) {
  await teclaDeAcesso(page, '1');
  await page.waitForFunction(() => document.activeElement?.id === 'conteudo');
}

/** Ctrl+K: the command palette takes the focus; the page is found by name and opened with Enter. */
async function paleta(page: Page, pagina: string) {
  await page.keyboard.press('Control+K');
  const busca = page.getByRole('textbox', { name: 'Buscar páginas e registros' });
  await busca.waitFor();
  await page.waitForFunction(
    () => document.activeElement?.getAttribute('aria-label') === 'Buscar páginas e registros',
  );
  await focoVisivel(page, 'Ctrl+K');
  await page.keyboard.type(pagina);
  const acao = page.locator('.mantine-Spotlight-action').filter({ hasText: pagina }).first();
  await acao.waitFor();
  for (let i = 0; i < 20 && !(await acao.evaluate((a) => a.hasAttribute('data-selected'))); i++) {
    await page.keyboard.press('ArrowDown');
  }
  await page.keyboard.press('Enter');
  await busca.waitFor({ state: 'detached' });
}

describe('Jornada por teclado (e-MAG)', { timeout: 300_000 }, () => {
  let browser: Awaited<ReturnType<typeof openBrowser>>;
  beforeAll(async () => {
    browser = await openBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('gerador solicita, transportador aceita e aloca, destino pesa e recebe — só com o teclado', async () => {
    const { page } = browser;

    // Gerador: Solicitar Transporte.
    await entrar(page, 'gerador@rcc.demo');
    await paleta(page, 'Solicitar Transporte');
    await page.waitForURL('**/solicitacao-transporte/add');
    await page.getByRole('button', { name: 'Adicionar resíduo' }).waitFor();
    await irParaConteudo(page);
    await tabAte(page, 'Obra');
    await escolher(page, '', /Reforma Residencial/);
    await tabAte(page, 'Transportador');
    await escolher(page, '', 'Transportes Candango Ltda');
    await tabAte(page, 'Tipo de resíduo');
    await escolher(page, 'Concreto', 'Concreto');
    await tabAte(page, 'Volume (m³)');
    await digitar(page, '4');
    await tabAte(page, 'Adicionar resíduo');
    await page.keyboard.press('Enter');
    await page
      .getByRole('table', { name: 'Resíduos' })
      .getByRole('cell', { name: 'Concreto', exact: true })
      .waitFor();
    await tabAte(page, 'Solicitar');
    await page.keyboard.press('Enter');
    const confirma = page.getByRole('dialog', { name: 'Solicitar Transporte' });
    await confirma.waitFor();
    // The dialog takes the focus: Tab reaches its buttons without leaving it.
    await tabAte(page, 'Confirmar', { max: 6 });
    await page.keyboard.press('Enter');
    await page.waitForURL('**/localizar-ctr');
    await page.locator('table[aria-busy="false"]').first().waitFor({ timeout: 20_000 });
    const id = Number(
      await page
        .getByRole('link', { name: /^Ficha da CTR \d+$/ })
        .first()
        .textContent(),
    );
    expect(id).toBeGreaterThan(0);

    // Transportador: Avaliar Solicitação (accept with the Basculante JKL2E34), then Alocar.
    await entrar(page, 'transportador@rcc.demo');
    await abrirLista(page, '/avaliar-solicitacao-transporte', id);
    await tabAte(page, `Aceitar CTR ${id}`);
    await page.keyboard.press('Enter');
    const aceitar = page.getByRole('dialog', { name: `Aceitar solicitação da CTR ${id}` });
    await aceitar.waitFor();
    await tabAte(page, 'Veículo (placa)', { max: 10 });
    await escolher(page, 'JKL', 'JKL2E34');
    await tabAte(page, 'Aceitar', { max: 10 });
    await page.keyboard.press('Enter');
    await toast(page, 'Solicitação aceita com sucesso');

    await abrirLista(page, '/alocar-cacamba', id);
    await tabAte(page, `Alocar CTR ${id}`);
    await page.keyboard.press('Enter');
    await page.waitForURL(`**/alocar-cacamba/alocar/${id}`);
    await page.getByRole('button', { name: 'Salvar' }).waitFor();
    await irParaConteudo(page);
    await tabAte(page, 'Salvar');
    await page.keyboard.press('Enter');
    await toast(page, 'Dados salvos com sucesso! CTR Alocada');
    await page.waitForURL('**/alocar-cacamba');

    // Transportador: Retirar Caçamba (a Basculante has no 30-minute wait) towards the ATT.
    await abrirLista(page, '/retirar-cacamba', id);
    await tabAte(page, `Retirar CTR ${id}`);
    await page.keyboard.press('Enter');
    await page.waitForURL(`**/retirar-cacamba/retirar/${id}`);
    await page.getByRole('button', { name: 'Retirar', exact: true }).waitFor();
    await irParaConteudo(page);
    await tabAte(page, 'Destino final');
    await escolher(page, 'ATT', 'ATT Ceilândia Reciclagem Ltda');
    await page
      .getByRole('table', { name: 'Resíduos' })
      .getByRole('cell', { name: 'Concreto', exact: true })
      .waitFor();
    await tabAte(page, 'Retirar');
    await page.keyboard.press('Enter');
    await toast(page, 'Caçamba retirada com sucesso');

    // The driver weighs on the public quick-destination screen (JKL2E34, key 654321).
    await page.context().clearCookies();
    await page.goto('/destino-rapido');
    await page.getByRole('button', { name: 'Entrar' }).waitFor();
    await irParaConteudo(page);
    await tabAte(page, 'Placa');
    await page.keyboard.type('JKL2E34');
    await tabAte(page, 'Token');
    await page.keyboard.type('654321');
    await tabAte(page, 'Entrar');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/destino-rapido/JKL2E34/654321');
    await page.getByRole('button', { name: 'Adicionar' }).waitFor();
    // As a person does, wait for the vehicle's CTRs to be listed before tabbing to them: the list
    // is read after the vehicle, and Tab on a page without it leaves the document.
    await page.getByRole('checkbox', { name: new RegExp(`^CTR ${id}\\b`) }).waitFor({ timeout: 15_000 });
    await irParaConteudo(page);
    // The vehicle's CTRs are check boxes: Tab reaches each, Space marks it.
    const marca = await tabAte(page, new RegExp(`^CTR ${id}\\b`));
    expect(marca.role === 'checkbox' || marca.tag === 'INPUT').toBe(true);
    await page.keyboard.press('Space');
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement).checked)).toBe(true);
    // Destino Final and Origem are native selects: the arrows step through the options.
    await tabAte(page, 'Destino Final');
    await escolherNaLista(page, 'ATT Ceilândia Reciclagem Ltda');
    await tabAte(page, 'Origem');
    await escolherNaLista(page, /Ceilândia/);
    await tabAte(page, 'Adicionar');
    await page.keyboard.press('Enter');
    await toast(page, 'CTR Adiciona com sucesso');
    await page
      .getByRole('table', { name: 'CTRs em pesagem' })
      .getByRole('cell', { name: String(id), exact: true })
      .waitFor();

    // Destino: Analisar Recebimento — the dialog takes the focus; the radio is chosen with Space.
    await entrar(page, 'destino@rcc.demo');
    await abrirLista(page, '/avaliar-recebimento-solicitacao', id);
    await tabAte(page, `Avaliar recebimento da CTR ${id}`);
    await page.keyboard.press('Enter');
    const recebimento = page.getByRole('dialog', { name: 'Dados da situação da caçamba' });
    await recebimento.waitFor();
    // The radio group is one Tab stop; the arrows move between its options and pick one.
    await tabAte(page, /^(Receber|Rejeitar)$/, { max: 20 });
    for (let i = 0; i < 4 && (await foco(page))?.nome !== 'Receber'; i++)
      await page.keyboard.press('ArrowDown');
    await focoVisivel(page, 'Receber');
    await page.keyboard.press('Space');
    expect(await recebimento.getByRole('radio', { name: 'Receber' }).isChecked()).toBe(true);
    await tabAte(page, 'Observações', { max: 10 });
    await page.keyboard.type('Carga conferida na balança.');
    await tabAte(page, 'Salvar', { max: 10 });
    await page.keyboard.press('Enter');
    await toast(page, 'Resíduo recebido com sucesso');
  });
});
