import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * On /dados-abertos: picks in the 'Região' filter the first region with figures in the whole
 * download (a region with CTRs in the demo), waits for the CSV link to carry it, and answers the
 * region's name and that link.
 */
export async function filtrarRegiaoComDados(page: Page) {
  const todas = await (await page.request.get('/api/dados-abertos/indicadores-mensais.json')).json();
  const nome: string = todas.data.linhas.find(
    (l: { regiao_codigo: string }) => l.regiao_codigo !== 'cidade',
  ).regiao_nome;
  await page.getByRole('combobox', { name: 'Região' }).click();
  await page.getByRole('option', { name: nome, exact: true }).click();
  const csvLink = page.getByRole('link', { name: /Baixar CSV — Indicadores mensais/ });
  await expect.poll(async () => csvLink.getAttribute('href')).not.toContain('regiao=cidade');
  return { nome, csvLink };
}
