import { type Locator, type Page, request } from 'playwright-core';
import { BASE_URL, DEMO_PASSWORD, loginAs } from './browser';

/** Steps of the CTR journeys (spec 2), shared by the e2e tests; each acts through the real UI. */

export async function relogin(page: Page, email: string): Promise<void> {
  await page.context().clearCookies();
  await page.goto('/login');
  await page.evaluate(() => localStorage.clear());
  await loginAs(page, email);
}

/** An input by its label, whether a text box, a select or a lookup. */
export const input = (page: Page, name: string) =>
  page
    .getByRole('textbox', { name, exact: true })
    .or(page.getByRole('combobox', { name, exact: true }))
    .first();

/** Picks an option of a Mantine Select/Lookup by its label. */
export async function choose(
  page: Page,
  label: string | Locator,
  option: string | RegExp,
  search?: string,
): Promise<void> {
  const field = typeof label === 'string' ? input(page, label) : label;
  await field.click({ force: true });
  if (search) await field.fill(search);
  await page
    .getByRole('option', { name: option, exact: typeof option === 'string' })
    .first()
    .click();
}

/** Destino Rápido: the vehicle's CTRs are check boxes (issue #16 item 5). */
export async function marcarCtr(page: Page, id: number): Promise<void> {
  await page.getByRole('checkbox', { name: new RegExp(`^CTR ${id}\\b`) }).check();
}

/** Picks an option of a native select by its text, once the list has arrived (Destino Rápido). */
export async function chooseNative(page: Page, label: string, option: string | RegExp): Promise<void> {
  const select = page.getByRole('combobox', { name: label, exact: true });
  const casa = (t: string) => (typeof option === 'string' ? t === option : option.test(t));
  for (let i = 0; i < 150; i++) {
    const texto = (await select.locator('option').allTextContents()).map((t) => t.trim()).find(casa);
    if (texto) {
      await select.selectOption({ label: texto });
      return;
    }
    await page.waitForTimeout(100);
  }
  throw new Error(`opção ${String(option)} não encontrada em ${label}`);
}

export async function confirmDialog(page: Page, title: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.getByRole('button', { name: 'Confirmar' }).click();
  await dialog.waitFor({ state: 'detached' });
}

export async function toast(page: Page, text: string | RegExp): Promise<void> {
  await page.getByText(text).first().waitFor({ timeout: 15_000 });
}

/** A row of a grid by its CTR number link. */
export const rowOf = (page: Page, id: number) =>
  page.getByRole('row').filter({ has: page.getByRole('link', { name: `Ficha da CTR ${id}`, exact: true }) });

export async function gridLoaded(page: Page): Promise<void> {
  await page.locator('table[aria-busy="false"]').first().waitFor({ timeout: 20_000 });
}

/**
 * Opens a CTR list filtered to one CTR number (the grid reads its filters from the address): the demo
 * city fills every list with thousands of rows, so the CTR is found whatever the list's order and page
 * size, and still only if the list's own scope and status filter include it.
 */
async function abrirLista(page: Page, caminho: string, id: number): Promise<void> {
  await page.goto(`${caminho}?id=${id}`);
  await gridLoaded(page);
}

/**
 * Gerador: Solicitar Transporte with one waste; returns the new CTR's number. `jaAberto`: the form
 * was opened by the journey itself (e.g. from the Painel's shortcut).
 */
export async function solicitarTransporte(page: Page, opts: { jaAberto?: boolean } = {}): Promise<number> {
  if (!opts.jaAberto) await page.goto('/solicitacao-transporte/add');
  await choose(page, 'Obra', /Reforma Residencial/);
  await choose(page, 'Transportador', 'Transportes Candango Ltda');
  await choose(page, 'Tipo de resíduo', 'Concreto', 'Concreto');
  await input(page, 'Volume (m³)').fill('4');
  await page.getByRole('button', { name: 'Adicionar resíduo' }).click();
  await page
    .getByRole('table', { name: 'Resíduos' })
    .getByRole('cell', { name: 'Concreto', exact: true })
    .waitFor();
  await page.getByRole('button', { name: 'Solicitar', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Solicitar Transporte' })
    .getByText('Tem certeza que deseja cadastrar esta solicitação?')
    .waitFor();
  await confirmDialog(page, 'Solicitar Transporte');
  await page.waitForURL('**/localizar-ctr');
  await gridLoaded(page);
  const first = page.getByRole('link', { name: /^Ficha da CTR \d+$/ }).first();
  return Number(await first.textContent());
}

/**
 * Transportador: accepts the request on 'Avaliar Solicitação' with a vehicle (the Basculante
 * JKL2E34 by default) and, for a Poliguindaste, a bin (spec 2 §2, §5).
 */
export async function aceitarSolicitacao(
  page: Page,
  id: number,
  placa = 'JKL2E34',
  cacamba?: string,
): Promise<void> {
  await abrirLista(page, '/avaliar-solicitacao-transporte', id);
  await page.getByRole('button', { name: `Aceitar CTR ${id}`, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Aceitar solicitação da CTR ${id}` });
  await choose(page, dialog.getByRole('textbox', { name: 'Veículo (placa)' }), placa, placa.slice(0, 3));
  if (cacamba) {
    // The bin lookup shows only for a Poliguindaste; the type is shown read-only.
    await choose(
      page,
      dialog.getByRole('textbox', { name: 'Caçamba (nº de identificação)' }),
      cacamba,
      cacamba,
    );
    const tipo = await dialog.getByRole('textbox', { name: 'Tipo do veículo', exact: true }).inputValue();
    if (tipo !== 'Poliguindaste') throw new Error(`${placa} deveria ser Poliguindaste, é "${tipo}"`);
  }
  await dialog.getByRole('button', { name: 'Aceitar', exact: true }).click();
  await toast(page, 'Solicitação aceita com sucesso');
}

export async function alocar(page: Page, id: number): Promise<void> {
  await abrirLista(page, '/alocar-cacamba', id);
  await page.getByRole('button', { name: `Alocar CTR ${id}`, exact: true }).click();
  await page.waitForURL(`**/alocar-cacamba/alocar/${id}`);
  await page.getByRole('button', { name: 'Salvar' }).click();
  await toast(page, 'Dados salvos com sucesso! CTR Alocada');
  await page.waitForURL('**/alocar-cacamba');
}

/** A tiny valid PNG (1×1): the bin photo of the removal. */
export const FOTO_CACAMBA = {
  name: 'cacamba.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  ),
};

async function abrirRetirada(page: Page, id: number): Promise<void> {
  await abrirLista(page, '/retirar-cacamba', id);
  await page.getByRole('button', { name: `Retirar CTR ${id}`, exact: true }).click();
  await page.waitForURL(`**/retirar-cacamba/retirar/${id}`);
}

/**
 * Before 30 minutes from the allocation a Poliguindaste's bin cannot be removed (spec 2 §5): the
 * form shows the spec's warning and keeps 'Retirar' disabled. Returns the warning.
 */
export async function retiradaBloqueada(page: Page, id: number): Promise<string> {
  await abrirRetirada(page, id);
  const alerta = page
    .getByRole('alert')
    .filter({ hasText: 'Atenção, esta caçamba só poderá ser retirada em' });
  await alerta.waitFor();
  if (!(await page.getByRole('button', { name: 'Retirar', exact: true }).isDisabled())) {
    throw new Error('Retirar deveria estar desabilitado antes dos 30 minutos');
  }
  return ((await alerta.textContent()) ?? '').trim();
}

/** Transportador: removes the bin, with the destination, the wastes and, optionally, a photo. */
export async function retirar(
  page: Page,
  id: number,
  foto?: { name: string; mimeType: string; buffer: Buffer },
): Promise<void> {
  await abrirRetirada(page, id);
  await choose(page, 'Destino final', 'ATT Ceilândia Reciclagem Ltda', 'ATT');
  await page
    .getByRole('table', { name: 'Resíduos' })
    .getByRole('cell', { name: 'Concreto', exact: true })
    .waitFor();
  if (foto) {
    await page.locator('input[type="file"]').setInputFiles(foto);
    await page.getByText(foto.name, { exact: true }).waitFor();
  }
  await page.getByRole('button', { name: 'Retirar', exact: true }).click();
  await toast(page, 'Caçamba retirada com sucesso');
}

/**
 * Moves time forward by `minutos` on both sides: the API's clock (POST /api/test/clock, which the
 * e2e server enables with TEST_CLOCK=true; only an administrator may call it) and the browser's.
 * A negative value moves the API clock back (the browser's only goes forward). The browser's
 * clock must have been installed (`page.clock.install()`) before the first page loaded: an
 * implicit install would start it at 1970.
 */
export async function moverRelogio(page: Page, minutos: number): Promise<void> {
  const api = await request.newContext({ baseURL: BASE_URL() });
  try {
    const email = 'admin@rcc.demo';
    const pessoa = await api.post('/api/find-available-pessoa', { data: { email } });
    const idPessoa = (await pessoa.json()).data.rows[0].id as number;
    const login = await api.post('/api/login', {
      data: { username: email, password: DEMO_PASSWORD, idPessoa },
    });
    const token = (await login.json()).data.token as string;
    const res = await api.post('/api/test/clock', {
      data: { avancarMinutos: minutos },
      headers: { 'auth-token': token },
    });
    if (!res.ok()) throw new Error(`POST /api/test/clock: ${res.status()} ${await res.text()}`);
  } finally {
    await api.dispose();
  }
  if (minutos > 0) await page.clock.fastForward(minutos * 60_000);
}

/** Text drawn in the (uncompressed, pdfkit) CTR sheet: the hex strings of its TJ operators. */
export async function fichaTexto(page: Page, id: number): Promise<string> {
  const res = await page.request.get(`/api/FichaCTR/${id}`);
  if (res.status() !== 200 || !res.headers()['content-type']?.includes('application/pdf')) {
    throw new Error(`FichaCTR/${id}: ${res.status()} ${res.headers()['content-type']}`);
  }
  const pdf = (await res.body()).toString('latin1');
  const lines: string[] = [];
  for (const m of pdf.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
    let line = '';
    for (const h of m[1]!.matchAll(/<([0-9a-fA-F]*)>/g)) line += Buffer.from(h[1]!, 'hex').toString('latin1');
    lines.push(line);
  }
  return lines.join('\n');
}

/** The driver weighs on the public quick-destination screen. */
export async function pesar(page: Page, id: number, placa: string, token: string): Promise<void> {
  await page.goto('/destino-rapido');
  await input(page, 'Placa').fill(placa);
  await input(page, 'Token').fill(token);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL(`**/destino-rapido/${placa}/${token}`);
  await marcarCtr(page, id);
  await chooseNative(page, 'Destino Final', 'ATT Ceilândia Reciclagem Ltda');
  await chooseNative(page, 'Origem', /Ceilândia/);
  await page.getByRole('button', { name: 'Adicionar' }).click();
  await toast(page, 'CTR Adiciona com sucesso');
  await page
    .getByRole('table', { name: 'CTRs em pesagem' })
    .getByRole('cell', { name: String(id), exact: true })
    .waitFor();
}

export async function receber(page: Page, id: number): Promise<void> {
  await abrirLista(page, '/avaliar-recebimento-solicitacao', id);
  await page.getByRole('button', { name: `Avaliar recebimento da CTR ${id}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Dados da situação da caçamba' });
  await dialog.getByRole('radio', { name: 'Receber' }).check();
  await dialog.getByRole('textbox', { name: 'Observações' }).fill('Carga conferida na balança.');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await toast(page, 'Resíduo recebido com sucesso');
}

export async function triar(page: Page, id: number): Promise<void> {
  await abrirLista(page, '/controle-residuos-triados', id);
  await page.getByRole('button', { name: `Triagem da CTR ${id}` }).click();
  await page.waitForURL(`**/controle-residuos-triados/triagem/${id}`);
  await choose(page, 'Enviar para', 'Recicladora');
  await choose(page, 'Tipo de resíduo triado', 'Concreto');
  await input(page, 'Volume triado (m³)').fill('3');
  await page.getByRole('button', { name: 'Inserir' }).click();
  await page
    .getByRole('table', { name: 'Resíduos triados' })
    .getByRole('cell', { name: 'Concreto', exact: true })
    .waitFor();
  await page.getByRole('button', { name: 'Salvar', exact: true }).click();
  await toast(page, 'Triagem salva com sucesso');
}

export async function solicitarCancelamento(page: Page, id: number, motivo: string): Promise<void> {
  await abrirLista(page, '/localizar-ctr', id);
  await page.getByRole('button', { name: `Solic. Cancelamento CTR ${id}`, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Solicitação cancelamento do CTR' });
  await dialog.getByRole('textbox', { name: 'Justificativa' }).fill(motivo);
  await dialog.getByText(`${motivo.length}/255 caracteres`).waitFor();
  await dialog.getByRole('button', { name: 'Solicitar cancelamento' }).click();
  await toast(page, 'Cancelamento solicitado com sucesso');
}

export async function analisarCancelamento(
  page: Page,
  id: number,
  acao: 'Aceitar' | 'Recusar' | 'Destinar',
  motivo?: string,
): Promise<void> {
  await abrirLista(page, '/cancelamento-ctr', id);
  await page.getByRole('button', { name: `Analisar cancelamento da CTR ${id}` }).click();
  await page.waitForURL(`**/cancelamento-ctr/editar/${id}`);
  await page.getByText('O cancelamento de uma CTR não poderá ser revertido.').waitFor();
  await page.getByRole('radio', { name: acao }).check();
  if (motivo) await page.getByPlaceholder('Informe o Motivo da Recusa').fill(motivo);
  await page.getByRole('button', { name: 'Salvar' }).click();
  await toast(page, 'Solicitação de cancelamento analisada com sucesso');
  await page.waitForURL('**/cancelamento-ctr/');
}

export async function prosseguir(page: Page, id: number): Promise<void> {
  await abrirLista(page, '/localizar-ctr', id);
  await page.getByRole('button', { name: `Prosseguir com CTR CTR ${id}`, exact: true }).click();
  await confirmDialog(page, 'Prosseguir com CTR');
  await toast(page, 'CTR retomada com sucesso');
}

/**
 * Localizar CTR filtered by a lookup of its filter row (search by name, pick one): waits until every
 * row shows the picked name in that column and returns the CTR numbers shown.
 */
export async function localizarPor(
  page: Page,
  coluna: string,
  busca: string,
  nome: string,
): Promise<number[]> {
  await page.goto('/localizar-ctr');
  await gridLoaded(page);
  const filtro = page.getByRole('textbox', { name: `Filtrar por ${coluna}`, exact: true });
  await filtro.click();
  await filtro.fill(busca);
  // The grid asks again with the picked id (idTransportador / idDestinoFinal) in its where.
  const filtered = page.waitForResponse(
    (r) =>
      r.url().endsWith('/api/ViewSolicitacaoTransporte/find') &&
      /"id(Transportador|DestinoFinal)":\d+/.test(r.request().postData() ?? ''),
  );
  await page
    .getByRole('listbox', { name: `Filtrar por ${coluna}` })
    .getByRole('option', { name: nome, exact: true })
    .click();
  await filtered;
  // Every row shown then carries the picked name in that column (polled: the grid re-renders).
  const headers = await page.getByRole('columnheader').allInnerTexts();
  const index = headers.findIndex((h) => h.trim().startsWith(coluna));
  const deadline = Date.now() + 15_000;
  for (;;) {
    await gridLoaded(page);
    const rows = page
      .getByRole('row')
      .filter({ has: page.getByRole('link', { name: /^Ficha da CTR \d+$/ }) });
    const valores = await rows.evaluateAll(
      (trs, i) => trs.map((tr) => tr.querySelectorAll('td')[i]?.textContent?.trim() ?? ''),
      index,
    );
    if (valores.length > 0 && valores.every((v) => v === nome)) {
      const links = await page.getByRole('link', { name: /^Ficha da CTR \d+$/ }).allTextContents();
      return links.map(Number);
    }
    if (Date.now() > deadline)
      throw new Error(`Filtro por ${coluna} = ${nome} não aplicado: ${valores.join(' | ')}`);
    await page.waitForTimeout(300);
  }
}

/** The CTR's situation as the Localizar CTR grid shows it. */
export async function situacaoNaLista(page: Page, id: number): Promise<string> {
  await abrirLista(page, '/localizar-ctr', id);
  const row = rowOf(page, id);
  await row.waitFor();
  const headers = await page.getByRole('columnheader').allInnerTexts();
  const index = headers.findIndex((h) => h.trim().startsWith('Situação'));
  return ((await row.getByRole('cell').nth(index).textContent()) ?? '').trim();
}
