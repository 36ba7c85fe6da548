import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, openBrowser, seriousA11yViolations } from '../support/browser';

type Browser = Awaited<ReturnType<typeof openBrowser>>;

/** Spec 3 §2 reports: route, grid title (the table's caption) and the spreadsheet's file name. */
const REPORTS = [
  {
    path: '/consultar-att',
    title: 'Consultar Capacidade Máxima versus o Volume Recebido pela ATT',
    file: 'consultar-att.xlsx',
  },
  {
    path: '/consulta-move-residuo',
    title: 'Consultar Movimentação de Resíduos',
    file: 'consulta-move-residuo.xlsx',
  },
  {
    path: '/consulta-residuo-regiao',
    title: 'Consultar Volume de Resíduos por Região',
    file: 'consulta-residuo-regiao.xlsx',
  },
  {
    path: '/consulta-veiculo-cacamba',
    title: 'Consultar Veículos e Caçambas do Transportador',
    file: 'consulta-veiculo-cacamba.xlsx',
  },
  {
    path: '/consultar-empresa-ctr',
    title: 'Consultar Empresa Ativa com CTR',
    file: 'consultar-empresa-ctr.xlsx',
  },
];

const cellText = (v: ExcelJS.CellValue): string =>
  v === null || v === undefined ? '' : typeof v === 'object' && 'text' in v ? String(v.text) : String(v);

/** The grid's data rows (no filter row, no empty-state row), once loaded. */
async function gridRows(page: Page, title: string) {
  const table = page.getByRole('table', { name: title });
  await table.waitFor({ timeout: 20_000 });
  await expect.poll(() => table.getAttribute('aria-busy'), { timeout: 20_000 }).toBe('false');
  const rows = table.locator('tbody tr');
  await expect.poll(() => rows.count(), { timeout: 20_000 }).toBeGreaterThan(0);
  expect(await table.textContent()).not.toContain('Nenhum registro');
  const headers = (await table.locator('thead tr').first().locator('th').allTextContents())
    .map((h) => h.replace(/[▲▼]/g, '').trim())
    .filter((h) => h && h !== 'Ações');
  const first = (await rows.first().locator('td').allTextContents()).map((c) => c.trim());
  return { table, count: await rows.count(), headers, first };
}

describe('reports: each opens with rows and exports a spreadsheet', () => {
  let b: Browser;
  beforeAll(async () => {
    b = await openBrowser();
    await loginAs(b.page, 'secretaria@rcc.demo');
  });
  afterAll(() => b?.close());

  for (const report of REPORTS) {
    it(`${report.title}: rows on demo data, 'Planilha' downloads a valid xlsx with them`, async () => {
      const { page } = b;
      await page.goto(report.path);
      const grid = await gridRows(page, report.title);
      const total = Number(
        /de (\d+) registros?/.exec((await page.getByText(/\d+ registros?$/).textContent()) ?? '')?.[1] ??
          grid.count,
      );
      expect(await seriousA11yViolations(page)).toEqual([]);

      await page.getByRole('button', { name: 'Planilha' }).click();
      const popup = page.getByRole('dialog', { name: 'Exportar planilha' });
      await popup.waitFor();
      const [download] = await Promise.all([
        page.waitForEvent('download', { timeout: 20_000 }),
        popup.getByRole('button', { name: 'Exportar' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe(report.file);
      const file = await download.path();

      const wb = new ExcelJS.Workbook();
      await wb.xlsx.readFile(file); // throws unless it is a real xlsx (zip + OOXML)
      const ws = wb.worksheets[0]!;
      const rows: string[][] = [];
      ws.eachRow((r) => rows.push((r.values as ExcelJS.CellValue[]).slice(1).map(cellText)));
      expect(rows[0]).toEqual(grid.headers);
      expect(rows.length - 1).toBe(total);
      // The grid's first row is in the sheet (text columns as shown; numbers as numbers).
      const firstText = grid.first.find((c) => /[A-Za-zÀ-ú]/.test(c))!;
      expect(rows.slice(1).some((r) => r.includes(firstText))).toBe(true);
      // The popup then says the file was downloaded and, when the server counted it, with how many
      // rows — the exact number, never an estimate (issue #17).
      const done = popup.getByRole('status').filter({ hasText: 'A planilha foi baixada' });
      await done.waitFor();
      const counted = /baixada com ([\d.]+) registros?/.exec((await done.textContent()) ?? '');
      if (counted) expect(Number(counted[1]!.replaceAll('.', ''))).toBe(total);
      await popup.getByRole('button', { name: 'Concluir' }).click();
      await popup.waitFor({ state: 'detached' });
    });
  }

  it('Volume por Região: the chart mode draws the year chart from the demo volumes', async () => {
    const { page } = b;
    await page.goto('/consulta-residuo-regiao');
    await gridRows(page, 'Consultar Volume de Resíduos por Região');
    await page.getByRole('button', { name: 'Gerar Gráfico do Volume em M³ por' }).click();
    await page.getByRole('checkbox', { name: 'Volume em M³ por ano' }).check();
    const year = new Date().getFullYear();
    await page.getByRole('textbox', { name: 'Data inicial' }).click();
    await page.getByRole('textbox', { name: 'Data inicial' }).fill(`01/01/${year - 2}`);
    await page.getByRole('textbox', { name: 'Data final' }).click();
    await page.getByRole('textbox', { name: 'Data final' }).fill(`31/12/${year}`);
    await page.getByRole('textbox', { name: 'Data final' }).press('Tab');
    const [res] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/api/find-residuo-regiao/chart')),
      page.getByRole('button', { name: 'Gerar', exact: true }).click(),
    ]);
    const data = (await res.json()).data as {
      periods: Array<{ label: string }>;
      series: Array<{ ra: string; points: Array<{ label: string; total: number }> }>;
    };
    // Zero-filled years: three periods, and the demo's received volume in the current year.
    expect(data.periods.map((p) => p.label)).toEqual([String(year - 2), String(year - 1), String(year)]);
    const atual = data.series.flatMap((s) => s.points).filter((p) => p.label === String(year));
    expect(atual.reduce((a, p) => a + p.total, 0)).toBeGreaterThan(0);
    const chart = page.getByRole('img', { name: 'Volume em M³ por ano' });
    await chart.waitFor();
    await expect.poll(() => chart.locator('canvas').count(), { timeout: 15_000 }).toBeGreaterThan(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});
