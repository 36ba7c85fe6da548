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
  page.getByRole('textbox', { name, exact: true }).or(page.getByRole('combobox', { name, exact: true })).first();

/** Picks an option of a Mantine Select/Lookup by its label. */
export async function choose(page: Page, label: string | Locator, option: string | RegExp, search?: string): Promise<void> {
  const field = typeof label === 'string' ? input(page, label) : label;
  await field.click();
  if (search) await field.fill(search);
  await page.getByRole('option', { name: option, exact: typeof option === 'string' }).first().click();
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
  await page.getByRole('table', { name: 'Resíduos' }).getByRole('cell', { name: 'Concreto', exact: true }).waitFor();
  await page.getByRole('button', { name: 'Solicitar', exact: true }).click();
  await page.getByRole('dialog', { name: 'Solicitar Transporte' }).getByText('Tem certeza que deseja cadastrar esta solicitação?').waitFor();
  await confirmDialog(page, 'Solicitar Transporte');
  await page.waitForURL('**/localizar-ctr');
  await gridLoaded(page);
  const first = page.getByRole('link', { name: /^Ficha da CTR \d+$/ }).first();
  return Number(await first.innerText());
}
