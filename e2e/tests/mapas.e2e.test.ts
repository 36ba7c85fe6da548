import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE_URL, loginAs, openBrowser, seriousA11yViolations } from '../support/browser';
import { apiLogin } from '../support/mailbox';

type Browser = Awaited<ReturnType<typeof openBrowser>>;

async function post<T>(url: string, token: string, body: unknown): Promise<T> {
  const res = await fetch(`${BASE_URL()}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'auth-token': token },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as { data: T };
  return json.data;
}

describe('maps: bins at the work sites and Localizar caçamba', () => {
  let b: Browser;
  beforeAll(async () => {
    b = await openBrowser();
  });
  afterAll(() => b?.close());

  it('/obra/cacamba-map shows the work site and its bins, each with its status popup', async () => {
    const { page } = b;
    const token = await apiLogin('transportador@rcc.demo');
    const { rows: obras } = await post<{ rows: Array<{ id: number; nomeObra: string }> }>(
      '/api/Obra/find',
      token,
      { fields: ['id', 'nomeObra'], where: { nomeObra: 'Reforma Residencial Águas Claras' } },
    );
    const obra = obras[0]!;
    const { rows: bins } = await post<{ rows: Array<{ numeroIdentificacao: string; situacao: string }> }>(
      '/api/ObraCacambaLocation/find',
      token,
      { ids: [obra.id] },
    );
    expect(bins.length).toBeGreaterThan(0);

    // The page's own token: log in through the UI.
    await loginAs(page, 'transportador@rcc.demo');
    await page.goto(`/obra/cacamba-map?ids=${obra.id}`);
    await page
      .getByText(`${bins.length} ${bins.length === 1 ? 'caçamba' : 'caçambas'} na obra`)
      .waitFor({ timeout: 20_000 });
    // Site and bins share one point: one cluster holding them all; a click spreads it out.
    const cluster = page.locator('.marker-cluster');
    await cluster.first().waitFor({ timeout: 15_000 });
    expect((await cluster.first().textContent())?.trim()).toBe(String(bins.length + 1));
    await cluster.first().click();
    const primeira = bins[0]!;
    const marker = page.locator(
      `.leaflet-marker-icon[title="Caçamba ${primeira.numeroIdentificacao} — ${primeira.situacao}"]`,
    );
    await marker.waitFor({ timeout: 15_000 });
    expect(await page.locator('.leaflet-marker-icon[title^="Caçamba "]').count()).toBe(bins.length);
    expect(await page.locator('.leaflet-marker-icon[title^="Obra "]').count()).toBe(1);
    await marker.click();
    const popup = page.locator('.leaflet-popup-content');
    await popup.waitFor();
    expect(await popup.textContent()).toContain(`Situação: ${primeira.situacao}`);
    expect(await popup.textContent()).toContain('Obra: Reforma Residencial Águas Claras');
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  it('Localizar caçamba: Alocada bins by default; another status filter adds its markers', async () => {
    const { page } = b;
    await loginAs(page, 'fiscal@rcc.demo');
    await page.goto('/localizar-cacamba/map');
    const alocada = page.getByRole('checkbox', { name: 'Alocada' });
    await alocada.waitFor({ timeout: 20_000 });
    expect(await alocada.isChecked()).toBe(true);
    expect(await page.getByRole('checkbox', { name: 'Retirada' }).isChecked()).toBe(false);
    const markers = page.locator('.leaflet-marker-icon');
    await expect.poll(() => markers.count(), { timeout: 20_000 }).toBeGreaterThan(0);
    const antes = await page.locator('.leaflet-marker-icon[title*="— Alocada"], .marker-cluster').count();
    expect(antes).toBeGreaterThan(0);
    expect(await page.locator('.leaflet-marker-icon[title*="— Retirada"]').count()).toBe(0);
    await page.getByRole('checkbox', { name: 'Retirada' }).check();
    await page.getByRole('checkbox', { name: 'Alocada' }).uncheck();
    await expect
      .poll(() => page.locator('.leaflet-marker-icon[title*="— Alocada"]').count(), { timeout: 15_000 })
      .toBe(0);
    // Only the Retirada layer is left: its bins (alone or clustered) are on the map.
    await expect
      .poll(() => page.locator('.leaflet-marker-icon[title*="— Retirada"], .marker-cluster').count(), {
        timeout: 15_000,
      })
      .toBeGreaterThan(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});
