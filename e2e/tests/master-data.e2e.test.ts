import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AddressProvider, startAddressProvider } from '../support/address-provider';
import { openBrowser } from '../support/browser';
import { gridLoaded, relogin } from '../support/ctr-journey';
import {
  cadastrarCacambas,
  cadastrarObra,
  cadastrarPoliguindaste,
  coordinate,
  excluirOuRestaurar,
  expectAccessible,
  filterGrid,
  gridRow,
  PDF,
  situacoes,
  tempFile,
} from '../support/master-data-journey';

type Browser = Awaited<ReturnType<typeof openBrowser>>;

describe('master data journeys (spec 3 §2): work site, vehicle and bins', () => {
  let b: Browser;
  let provider: AddressProvider;
  /** Requests the browser made outside the app's own address (tiles, fonts…): must stay none. */
  const outside: string[] = [];

  beforeAll(async () => {
    provider = await startAddressProvider();
    b = await openBrowser();
    const base = new URL(process.env.E2E_BASE_URL!).origin;
    b.context.on('request', (req) => {
      const url = req.url();
      if (!url.startsWith(base) && !url.startsWith('data:') && !url.startsWith('blob:')) outside.push(url);
    });
  });
  afterAll(async () => {
    await b?.close();
    await provider?.close();
  });

  it('the generator creates a work site in both wizard steps and finds it on its map', async () => {
    const { page } = b;
    const nome = `Residencial Ipê Amarelo ${Date.now() % 100000}`;
    await relogin(page, 'gerador@rcc.demo');
    const [lon, lat] = await cadastrarObra(page, {
      nome,
      alvara: 'ALV-2026/0457',
      cep: '70070120',
      bairro: 'Asa Sul',
      observacao: 'Acesso de caminhões pela via S2.',
      residuos: [
        { option: / - Concreto$/, search: 'Concreto', nome: 'Concreto', volume: '12' },
        { option: / - Solo de escavação$/, search: 'Solo', nome: 'Solo de escavação', volume: '30' },
      ],
      transportador: 'Transportes Candango Ltda',
      pgrcc: tempFile('pgrcc-ipe-amarelo.pdf', PDF),
    });
    // The CEP went through the server's provider (ViaCEP shape) and the geocoder for the point.
    expect(provider.requests).toContain('/ws/70070120/json/');
    expect(provider.requests).toContain('/search');

    await gridLoaded(page);
    const row = gridRow(page, nome);
    await row.waitFor();
    expect(await row.textContent()).toContain('Asa Sul');
    await row
      .getByRole('button', { name: 'PGRCC' })
      .or(row.getByRole('link', { name: 'PGRCC' }))
      .waitFor();

    await page.getByRole('link', { name: 'Visualizar minhas obras no mapa' }).click();
    await page.waitForURL('**/obra/map');
    await page.getByRole('heading', { name: 'Localização das Obras no DF' }).waitFor();
    await page.getByText('Visualizando minhas obras').waitFor();
    const marker = page.getByRole('button', { name: `Obra ${nome}`, exact: true });
    await marker.waitFor({ timeout: 15_000 });
    await marker.click();
    const popup = page.locator('.leaflet-popup-content');
    await popup.getByText(nome).waitFor();
    expect(await popup.textContent()).toContain('Setor Bancário Sul Quadra 2 - Asa Sul');
    await expectAccessible(page, '/obra/map');

    // The same site alone, centred on its point ('Localizar').
    await page.goto('/obra');
    await gridLoaded(page);
    await gridRow(page, nome).getByRole('link', { name: 'Localizar' }).click();
    await page.waitForURL(/\/obra\/map\?ids=\d+/);
    await page.getByRole('button', { name: `Obra ${nome}`, exact: true }).waitFor();
    expect(await page.getByRole('button', { name: /^Obra / }).count()).toBe(1);
    await expectAccessible(page, '/obra/map?ids');

    // The point saved is the one picked on the map.
    await page.goto('/obra');
    await gridLoaded(page);
    await gridRow(page, nome).getByRole('link', { name: 'Editar' }).click();
    await page.waitForURL(/\/obra\/edit\/\d+/);
    await expect.poll(() => coordinate(page, 'Latitude'), { timeout: 15_000 }).toBeCloseTo(lat, 6);
    expect(await coordinate(page, 'Longitude')).toBeCloseTo(lon, 6);
    await expectAccessible(page, '/obra/edit');
  });

  it('the transporter adds a Poliguindaste with its document, creates 5 bins, deletes one; the administrator restores it', async () => {
    const { page } = b;
    const lote = `LOTE-${Date.now() % 100000}`;
    await relogin(page, 'transportador@rcc.demo');
    await cadastrarPoliguindaste(page, {
      placa: 'PLG4H56',
      marca: 'Volvo',
      modelo: 'VM 270',
      renavam: '45678901234',
      ano: '2022',
      poliguindaste: 'Duplo',
      volume: '5',
      token: '246810',
      documento: tempFile('crlv-plg4h56.pdf', PDF),
    });
    await filterGrid(page, 'Placa', 'PLG4H56');
    const veiculo = gridRow(page, 'PLG4H56');
    await veiculo.waitFor();
    const texto = (await veiculo.textContent()) ?? '';
    for (const expected of ['Volvo', 'VM 270', 'Poliguindaste', 'Duplo', 'Ativo'])
      expect(texto).toContain(expected);
    await veiculo.getByRole('button', { name: 'Documento' }).waitFor();

    await cadastrarCacambas(page, {
      quantidade: 5,
      capacidade: '5',
      numeroInterno: lote,
      cep: '72010010',
      bairro: 'Taguatinga Norte',
    });
    await filterGrid(page, 'Número interno', lote);
    await expect.poll(() => situacoes(page, lote)).toEqual(['Ativa', 'Ativa', 'Ativa', 'Ativa', 'Ativa']);
    // A transporter never sees the transporter column nor Restaurar.
    expect(await page.getByRole('columnheader', { name: /Transportador/ }).count()).toBe(0);

    const segunda = gridRow(page, lote).nth(1);
    const numero = ((await segunda.getByRole('cell').first().textContent()) ?? '').trim();
    await excluirOuRestaurar(
      page,
      segunda,
      'Excluir',
      'Excluir caçamba',
      'Tem certeza que deseja excluir esta caçamba?',
      'Caçamba excluída',
    );
    await expect.poll(() => situacoes(page, lote)).toEqual(['Ativa', 'Excluída', 'Ativa', 'Ativa', 'Ativa']);
    const excluida = gridRow(page, numero);
    expect(await excluida.getByRole('button', { name: 'Restaurar' }).count()).toBe(0);
    expect(await excluida.getByRole('link', { name: 'Editar' }).count()).toBe(0);
    await expectAccessible(page, '/cacamba após excluir');

    await relogin(page, 'admin@rcc.demo');
    await page.goto('/cacamba');
    await gridLoaded(page);
    await filterGrid(page, 'Número interno', lote);
    await expect.poll(() => situacoes(page, lote)).toEqual(['Ativa', 'Excluída', 'Ativa', 'Ativa', 'Ativa']);
    expect(await gridRow(page, numero).textContent()).toContain('Transportes Candango Ltda');
    await expectAccessible(page, '/cacamba (administrador)');
    await excluirOuRestaurar(
      page,
      gridRow(page, numero),
      'Restaurar',
      'Restaurar caçamba',
      'Tem certeza que deseja restaurar esta caçamba?',
      'Caçamba restaurada',
    );
    await expect.poll(() => situacoes(page, lote)).toEqual(['Ativa', 'Ativa', 'Ativa', 'Ativa', 'Ativa']);
  });

  it('fetched nothing from outside the app (tiles, CEP and geocoding stay local)', () => {
    expect(outside).toEqual([]);
  });
});
