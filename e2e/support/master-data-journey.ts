import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { seriousA11yViolations } from './browser';
import { choose, confirmDialog, gridLoaded, input, toast } from './ctr-journey';

/** Steps of the master-data journeys (spec 3 §2), each through the real UI. */

/** Zero serious or critical axe violations on the screen as it stands. */
export async function expectAccessible(page: Page, where: string): Promise<void> {
  const violations = await seriousA11yViolations(page);
  expect(violations, `${where}: ${JSON.stringify(violations, null, 1)}`).toEqual([]);
}

/** A small file with real content (the server checks files by their bytes, not their names). */
export function tempFile(name: string, content: Buffer | string): string {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'rcc-md-')), name);
  fs.writeFileSync(file, content);
  return file;
}

/** A minimal valid PDF. */
export const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n' +
    'trailer<</Root 1 0 R>>\n%%EOF\n',
);

/** 'dd/MM/yyyy' of today plus `days`. */
function diaBr(days: number): string {
  const d = new Date(Date.now() + days * 86_400_000);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${p(d.getDate())}/${p(d.getMonth() + 1)}/${d.getFullYear()}`;
}

/** Types a date the way a keyboard user does; the field must keep the day typed. */
async function typeDate(page: Page, label: string, value: string): Promise<void> {
  const field = input(page, label);
  await field.click();
  await field.fill(value);
  await field.press('Escape');
  await field.press('Tab');
  await expect.poll(() => field.inputValue()).toBe(value);
}

/** Types a CEP in the masked field and waits for the address the lookup brings. */
async function fillCep(page: Page, cep: string, bairro: string): Promise<void> {
  const field = input(page, 'CEP');
  await field.click();
  await field.pressSequentially(cep);
  await expect.poll(() => input(page, 'Bairro').inputValue(), { timeout: 15_000 }).toBe(bairro);
}

/** The number in a coordinate field ('-15,8014' or '-15.8014'). */
export async function coordinate(page: Page, label: 'Latitude' | 'Longitude'): Promise<number> {
  return Number((await input(page, label).inputValue()).replace(',', '.'));
}

/** Clicks the point picker's map `dx`, `dy` pixels off its centre. */
async function pickOnMap(page: Page, region: string, dx: number, dy: number): Promise<void> {
  const map = page.getByRole('region', { name: region }).locator('.leaflet-container');
  await map.waitFor();
  const box = await map.boundingBox();
  if (!box) throw new Error('mapa sem tamanho');
  await map.click({ position: { x: box.width / 2 + dx, y: box.height / 2 + dy } });
}

/** A master-data list (checked for accessibility), then its 'Adicionar' form. */
async function openAddForm(page: Page, list: string): Promise<void> {
  await page.goto(list);
  await gridLoaded(page);
  await expectAccessible(page, list);
  await page
    .getByRole('link', { name: 'Adicionar' })
    .or(page.getByRole('button', { name: 'Adicionar' }))
    .click();
  await page.waitForURL(`**${list}/add`);
}

/** Chooses the form's file and waits for its name in the field. */
async function attach(page: Page, file: string): Promise<void> {
  await page.locator('input[type=file]').setInputFiles(file);
  await page.getByText(path.basename(file)).waitFor();
}

/** Checks the filled form for accessibility, saves it and waits for the list it returns to. */
async function saveForm(page: Page, list: string, saved: string): Promise<void> {
  await expectAccessible(page, `${list} (formulário preenchido)`);
  await page.getByRole('button', { name: 'Salvar' }).click();
  await toast(page, saved);
  await page.waitForURL((url) => url.pathname === list);
  await gridLoaded(page);
}

export interface NovaObra {
  nome: string;
  alvara: string;
  cep: string;
  bairro: string;
  observacao: string;
  residuos: Array<{ option: RegExp; search: string; nome: string; volume: string }>;
  transportador: string;
  pgrcc: string;
}

/**
 * Gerador: the two-step wizard (spec 3 §2). Step 1 'Obra' with the address by CEP and a point
 * picked on the map, step 2 'Material e Transportador' with waste rows, a transporter and the PGRCC.
 * Returns the point picked, [lon, lat].
 */
export async function cadastrarObra(page: Page, obra: NovaObra): Promise<[number, number]> {
  await openAddForm(page, '/obra');

  await input(page, 'Nome da obra').fill(obra.nome);
  await typeDate(page, 'Data de início', diaBr(7));
  await typeDate(page, 'Data de término', diaBr(120));
  await page.getByRole('radio', { name: 'Sim' }).check();
  await input(page, 'Número do alvará').fill(obra.alvara);
  await fillCep(page, obra.cep, obra.bairro);
  await input(page, 'Número').fill('12');
  // The CEP's geocoded point arrives first; then the user places it on the map by hand.
  await expect.poll(() => coordinate(page, 'Latitude'), { timeout: 15_000 }).not.toBe(0);
  const geocoded: [number, number] = [
    await coordinate(page, 'Longitude'),
    await coordinate(page, 'Latitude'),
  ];
  await pickOnMap(page, 'Localização da obra', 80, 60);
  await expect.poll(() => coordinate(page, 'Latitude')).toBeLessThan(geocoded[1]);
  expect(await coordinate(page, 'Longitude')).toBeGreaterThan(geocoded[0]);
  const picked: [number, number] = [await coordinate(page, 'Longitude'), await coordinate(page, 'Latitude')];
  await page.getByRole('textbox', { name: 'Observação' }).fill(obra.observacao);
  await expectAccessible(page, '/obra/add passo 1');
  await page.getByRole('button', { name: 'Próximo' }).click();

  await page.getByRole('button', { name: 'Adicionar resíduo' }).waitFor();
  for (const r of obra.residuos) {
    await choose(page, 'Classe de Material - Tipo de Resíduo', r.option, r.search);
    await input(page, 'Volume (m³)').fill(r.volume);
    await page.getByRole('button', { name: 'Adicionar resíduo' }).click();
    await residuosDaObra(page).getByRole('cell', { name: r.nome, exact: true }).waitFor();
  }
  await choose(page, 'Transportador', obra.transportador, obra.transportador.slice(0, 10));
  await page.getByRole('button', { name: 'Adicionar transportador' }).click();
  await page
    .getByRole('list', { name: 'Transportadores da obra' })
    .getByRole('listitem')
    .filter({ hasText: obra.transportador })
    .waitFor();
  await attach(page, obra.pgrcc);
  await saveForm(page, '/obra', 'Obra salva');
  return picked;
}

const residuosDaObra = (page: Page) => page.getByRole('table', { name: 'Resíduos da obra' });

/** A grid row holding `text`. */
export const gridRow = (page: Page, text: string): Locator => page.getByRole('row').filter({ hasText: text });

/** Narrows the grid by a text column filter and waits for the answer. */
export async function filterGrid(page: Page, header: string, value: string): Promise<void> {
  await page.getByRole('textbox', { name: `Filtrar por ${header}` }).fill(value);
  await page.waitForTimeout(600);
  await gridLoaded(page);
}

export interface NovoVeiculo {
  placa: string;
  marca: string;
  modelo: string;
  renavam: string;
  ano: string;
  poliguindaste: 'Simples' | 'Duplo' | 'Triplo';
  volume: string;
  token: string;
  documento: string;
}

/** Transportador: a Poliguindaste vehicle with its document (spec 3 §2 Vehicles). */
export async function cadastrarPoliguindaste(page: Page, v: NovoVeiculo): Promise<void> {
  await openAddForm(page, '/veiculo');
  const placa = input(page, 'Placa');
  await placa.click();
  await placa.pressSequentially(v.placa);
  await input(page, 'Marca').fill(v.marca);
  await input(page, 'Modelo').fill(v.modelo);
  const renavam = input(page, 'Renavam');
  await renavam.click();
  await renavam.pressSequentially(v.renavam);
  await input(page, 'Cor').fill('Branco');
  await input(page, 'Ano').fill(v.ano);
  await choose(page, 'Tipo', 'Poliguindaste');
  await choose(page, 'Poliguindaste', v.poliguindaste);
  await input(page, 'Volume (m³)').fill(v.volume);
  await input(page, 'Token').fill(v.token);
  await attach(page, v.documento);
  await saveForm(page, '/veiculo', 'Veículo salvo');
}

/** Transportador: `quantidade` bins at once with one internal number and address. */
export async function cadastrarCacambas(
  page: Page,
  c: { quantidade: number; capacidade: string; numeroInterno: string; cep: string; bairro: string },
): Promise<void> {
  await openAddForm(page, '/cacamba');
  await input(page, 'Capacidade (m³)').fill(c.capacidade);
  await input(page, 'Quantidade de caçambas').fill(String(c.quantidade));
  await input(page, 'Número interno').fill(c.numeroInterno);
  await fillCep(page, c.cep, c.bairro);
  await input(page, 'Número').fill('1');
  await saveForm(page, '/cacamba', `${c.quantidade} caçambas cadastradas`);
}

/** Situação of each grid row holding `text`, as shown, in the grid's order. */
export async function situacoes(page: Page, text: string): Promise<string[]> {
  const headers = await page.getByRole('columnheader').allInnerTexts();
  const index = headers.findIndex((h) => h.trim().startsWith('Situação'));
  const rows = gridRow(page, text);
  const out: string[] = [];
  for (const row of await rows.all()) {
    out.push(((await row.getByRole('cell').nth(index).textContent()) ?? '').trim());
  }
  return out;
}

/** Excluir or Restaurar on a row, answering the spec's confirmation. */
export async function excluirOuRestaurar(
  page: Page,
  row: Locator,
  acao: 'Excluir' | 'Restaurar',
  dialogTitle: string,
  question: string,
  done: string,
): Promise<void> {
  await row.getByRole('button', { name: acao, exact: true }).click();
  await page.getByRole('dialog', { name: dialogTitle }).getByText(question).waitFor();
  await expectAccessible(page, `confirmação ${dialogTitle}`);
  await confirmDialog(page, dialogTitle);
  await toast(page, done);
  await gridLoaded(page);
}
