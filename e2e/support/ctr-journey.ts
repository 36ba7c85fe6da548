import type { Locator, Page } from 'playwright-core';
import { loginAs } from './browser';

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

/** Gerador: Solicitar Transporte with one waste; returns the new CTR's number. */
export async function solicitarTransporte(page: Page): Promise<number> {
  await page.goto('/solicitacao-transporte/add');
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

/** Transportador: accepts the request on 'Avaliar Solicitação' with the Basculante JKL2E34 (no bin). */
export async function aceitarSolicitacao(page: Page, id: number, placa = 'JKL2E34'): Promise<void> {
  await page.goto('/avaliar-solicitacao-transporte');
  await gridLoaded(page);
  await page.getByRole('button', { name: `Aceitar CTR ${id}`, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Aceitar solicitação da CTR ${id}` });
  await choose(page, dialog.getByRole('textbox', { name: 'Veículo (placa)' }), placa, placa.slice(0, 3));
  await dialog.getByRole('button', { name: 'Aceitar', exact: true }).click();
  await toast(page, 'Solicitação aceita com sucesso');
}

export async function alocar(page: Page, id: number): Promise<void> {
  await page.goto('/alocar-cacamba');
  await gridLoaded(page);
  await page.getByRole('button', { name: `Alocar CTR ${id}`, exact: true }).click();
  await page.waitForURL(`**/alocar-cacamba/alocar/${id}`);
  await page.getByRole('button', { name: 'Salvar' }).click();
  await toast(page, 'Dados salvos com sucesso! CTR Alocada');
  await page.waitForURL('**/alocar-cacamba');
}

export async function retirar(page: Page, id: number): Promise<void> {
  await page.goto('/retirar-cacamba');
  await gridLoaded(page);
  await page.getByRole('button', { name: `Retirar CTR ${id}`, exact: true }).click();
  await page.waitForURL(`**/retirar-cacamba/retirar/${id}`);
  await choose(page, 'Destino final', 'ATT Ceilândia Reciclagem Ltda', 'ATT');
  await page
    .getByRole('table', { name: 'Resíduos' })
    .getByRole('cell', { name: 'Concreto', exact: true })
    .waitFor();
  await page.getByRole('button', { name: 'Retirar', exact: true }).click();
  await toast(page, 'Caçamba retirada com sucesso');
}

/** The driver weighs on the public quick-destination screen. */
export async function pesar(page: Page, id: number, placa: string, token: string): Promise<void> {
  await page.goto('/destino-rapido');
  await input(page, 'Placa').fill(placa);
  await input(page, 'Token').fill(token);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL(`**/destino-rapido/${placa}/${token}`);
  await choose(page, 'CTR', new RegExp(`^CTR ${id}\\b`));
  await page.keyboard.press('Escape');
  await choose(page, 'Destino Final', 'ATT Ceilândia Reciclagem Ltda');
  await choose(page, 'Origem', /Ceilândia/, 'Ceil');
  await page.getByRole('button', { name: 'Adicionar' }).click();
  await toast(page, 'CTR Adiciona com sucesso');
  await page
    .getByRole('table', { name: 'CTRs em pesagem' })
    .getByRole('cell', { name: String(id), exact: true })
    .waitFor();
}

export async function receber(page: Page, id: number): Promise<void> {
  await page.goto('/avaliar-recebimento-solicitacao');
  await gridLoaded(page);
  await page.getByRole('button', { name: `Avaliar recebimento da CTR ${id}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Dados da situação da caçamba' });
  await dialog.getByRole('radio', { name: 'Receber' }).check();
  await dialog.getByRole('textbox', { name: 'Observações' }).fill('Carga conferida na balança.');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await toast(page, 'Resíduo recebido com sucesso');
}

export async function triar(page: Page, id: number): Promise<void> {
  await page.goto('/controle-residuos-triados');
  await gridLoaded(page);
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
  await page.goto('/localizar-ctr');
  await gridLoaded(page);
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
  await page.goto('/cancelamento-ctr');
  await gridLoaded(page);
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
  await page.goto('/localizar-ctr');
  await gridLoaded(page);
  await page.getByRole('button', { name: `Prosseguir com CTR CTR ${id}`, exact: true }).click();
  await confirmDialog(page, 'Prosseguir com CTR');
  await toast(page, 'CTR retomada com sucesso');
}

/** The CTR's situation as the Localizar CTR grid shows it. */
export async function situacaoNaLista(page: Page, id: number): Promise<string> {
  await page.goto('/localizar-ctr');
  await gridLoaded(page);
  const row = rowOf(page, id);
  await row.waitFor();
  const headers = await page.getByRole('columnheader').allInnerTexts();
  const index = headers.findIndex((h) => h.trim().startsWith('Situação'));
  return ((await row.getByRole('cell').nth(index).textContent()) ?? '').trim();
}
