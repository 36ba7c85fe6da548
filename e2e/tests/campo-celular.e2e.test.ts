import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousA11yViolations } from '../support/browser';
import * as step from '../support/ctr-journey';
import { horizontalOverflow, openPhone, PHONE } from '../support/mobile';

/**
 * Field work from a phone (issue #16): a 390 × 844 touch context with the device's position granted.
 * The transporter allocates and removes a bin from the list's cards (the photo comes from the file
 * chooser standing in for the camera and is shrunk on the device); the citizen registers an
 * occurrence at the device's position; the inspector finds a bin. Every screen: no sideways page
 * scroll and no serious or critical axe-core violation.
 */

/** The device's position: a street in Taguatinga (DF). */
const AQUI = { latitude: -15.8335, longitude: -48.0561 };

async function conferirTela(page: Page, onde: string) {
  expect(await horizontalOverflow(page), `${onde}: rolagem horizontal`).toBeNull();
  const violacoes = await seriousA11yViolations(page);
  expect(
    violacoes.map((v) => `${v.id}: ${JSON.stringify(v.nodes.map((n) => n.target))}`),
    `${onde}: axe`,
  ).toEqual([]);
}

/** Logs in on a wide screen (the login page is not what is tested here), then becomes a phone. */
async function entrarComo(page: Page, email: string) {
  await page.setViewportSize({ width: 1366, height: 900 });
  await step.relogin(page, email);
  await page.setViewportSize(PHONE);
}

/** A 2400 × 1800 PNG drawn in the page: a phone-sized photo for the camera's file chooser. */
async function fotoGrande(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 2400;
    canvas.height = 1800;
    const g = canvas.getContext('2d')!;
    const grad = g.createLinearGradient(0, 0, 2400, 1800);
    grad.addColorStop(0, '#2b8a3e');
    grad.addColorStop(1, '#e67700');
    g.fillStyle = grad;
    g.fillRect(0, 0, 2400, 1800);
    const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), 'image/png'));
    const bytes = new Uint8Array(await blob.arrayBuffer());
    let s = '';
    for (const b of bytes) s += String.fromCharCode(b);
    return btoa(s);
  });
  return Buffer.from(base64, 'base64');
}

/** Picks a photo through the field's file chooser, checking it asks for the rear camera. */
async function fotografar(page: Page, campo: string, nome: string) {
  const buffer = await fotoGrande(page);
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    // A required field's name ends in its asterisk.
    page.getByRole('button', { name: new RegExp(`^${campo}\\s*\\*?$`) }).click(),
  ]);
  const input = chooser.element();
  expect(await input.getAttribute('capture')).toBe('environment');
  expect(await input.getAttribute('accept')).toBe('image/*');
  await chooser.setFiles({ name: `${nome}.png`, mimeType: 'image/png', buffer });
  // Shrunk on the device: a JPEG of the same name.
  await page.getByText(`${nome}.jpg`, { exact: true }).waitFor();
}

/** The bottom of an element is on the screen (the sticky action bar keeps it there). */
async function aoAlcance(page: Page, name: string) {
  const box = await page.getByRole('button', { name, exact: true }).boundingBox();
  expect(box, name).not.toBeNull();
  expect(box!.y + box!.height).toBeLessThanOrEqual(PHONE.height);
  expect(box!.height).toBeGreaterThanOrEqual(44);
}

const cartao = (page: Page, lista: string, texto: string) =>
  page.getByRole('list', { name: lista }).getByRole('listitem').filter({ hasText: texto });

describe('field work on a 390 × 844 phone', { timeout: 600_000 }, () => {
  let phone: Awaited<ReturnType<typeof openPhone>>;
  let movido = 0;
  beforeAll(async () => {
    phone = await openPhone(AQUI);
    // The browser's clock runs from the real time; moverRelogio moves it with the server's.
    await phone.page.clock.install();
  });
  afterAll(async () => {
    if (movido) await step.moverRelogio(phone.page, -movido);
    await phone.close();
  });

  it('the transporter allocates and removes a bin from the cards, photo from the camera', async () => {
    const { page } = phone;
    const placa = 'ABC1D23';
    await page.setViewportSize({ width: 1366, height: 900 });
    await step.relogin(page, 'gerador@rcc.demo');
    const id = await step.solicitarTransporte(page);
    await step.relogin(page, 'transportador@rcc.demo');
    await step.aceitarSolicitacao(page, id, placa, 'TC-0008');
    await page.setViewportSize(PHONE);

    // Alocar Caçamba: a card with the decision fields and the action on it.
    await page.goto(`/alocar-cacamba?id=${id}`);
    const alocacao = cartao(page, 'Alocações de caçamba', 'TC-0008');
    await alocacao.waitFor();
    expect(await alocacao.textContent()).toContain('Reforma Residencial');
    expect(await alocacao.textContent()).toContain('Enviada');
    expect(await page.getByRole('table').count()).toBe(0);
    await conferirTela(page, 'Alocar Caçamba (lista)');
    await alocacao.getByRole('button', { name: `Alocar CTR ${id}`, exact: true }).click();
    await page.waitForURL(`**/alocar-cacamba/alocar/${id}`);
    await page.getByRole('button', { name: 'Salvar', exact: true }).waitFor();
    await conferirTela(page, 'Alocar Caçamba (formulário)');
    await aoAlcance(page, 'Salvar');
    await page.getByRole('button', { name: 'Salvar', exact: true }).click();
    await step.toast(page, 'Dados salvos com sucesso! CTR Alocada');
    await page.waitForURL('**/alocar-cacamba');

    // A Poliguindaste's bin waits 30 minutes after the allocation (spec 2 §5).
    await step.moverRelogio(page, 31);
    movido += 31;

    await page.goto(`/retirar-cacamba?id=${id}`);
    const retirada = cartao(page, 'Retirada da caçamba', 'TC-0008');
    await retirada.waitFor();
    expect(await retirada.textContent()).toContain('Alocada');
    await conferirTela(page, 'Retirar Caçamba (lista)');
    await retirada.getByRole('button', { name: `Retirar CTR ${id}`, exact: true }).click();
    await page.waitForURL(`**/retirar-cacamba/retirar/${id}`);
    await step.choose(page, 'Destino final', 'ATT Ceilândia Reciclagem Ltda', 'ATT');
    await page
      .getByRole('table', { name: 'Resíduos' })
      .getByRole('cell', { name: 'Concreto', exact: true })
      .waitFor();
    await fotografar(page, 'Foto da caçamba', 'cacamba-celular');
    // The phone's position, on request, shown on the map and in the editable coordinates.
    await page.getByRole('button', { name: 'Usar minha localização' }).click();
    await page.waitForFunction((lat) => {
      const field = [...document.querySelectorAll('label')].find((l) => l.textContent === 'Latitude');
      const input = field && document.getElementById(field.htmlFor);
      return input instanceof HTMLInputElement && Math.abs(Number(input.value) - lat) < 1e-4;
    }, AQUI.latitude);
    await conferirTela(page, 'Retirar Caçamba (formulário)');
    await aoAlcance(page, 'Retirar');
    await page.getByRole('button', { name: 'Retirar', exact: true }).click();
    await step.toast(page, 'Caçamba retirada com sucesso');

    const res = await page.request.post('/api/SolicitacaoTransporte/find', {
      data: { where: { id }, fields: ['id', 'situacao', 'nomeFotoCacamba'], limit: 1 },
      headers: { origin: new URL(page.url()).origin },
    });
    expect(res.status(), await res.text()).toBe(200);
    expect((await res.json()).data.rows[0]).toMatchObject({
      situacao: 'Retirada',
      nomeFotoCacamba: 'cacamba-celular.jpg',
    });

    // ABC1D23 carries one CTR at a time and is offered again only once its last CTR is finished:
    // weighed and received here, so the journeys that accept with it next (ctr-lifecycle) find it.
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.context().clearCookies();
    await step.pesar(page, id, placa, '123456');
    await step.relogin(page, 'destino@rcc.demo');
    await step.receber(page, id);
  });

  it('the citizen registers an occurrence where the phone is', async () => {
    const { page } = phone;
    await entrarComo(page, 'cidadao@rcc.demo');
    await page.goto('/registrar-ocorrencia/map');
    await page.getByRole('button', { name: 'Usar minha localização' }).waitFor();
    await page.locator('.leaflet-marker-icon[title="Sua localização"]').waitFor();
    await conferirTela(page, 'Registrar Ocorrência (mapa)');

    await page.getByRole('radio', { name: 'Caçamba' }).check();
    const form = page.getByRole('dialog', { name: 'Caçamba Irregular' });
    await form.waitFor();
    await fotografar(page, 'Foto', 'ocorrencia-celular');
    await step.choose(
      page,
      form
        .getByRole('combobox', { name: /^Descrição da irregularidade/ })
        .or(form.getByRole('textbox', { name: /^Descrição da irregularidade/ }))
        .first(),
      'Caçamba sem CTR',
    );
    await form.getByRole('radio', { name: 'Não' }).check();
    await form.getByRole('textbox', { name: 'Identificador da caçamba' }).fill('Caçamba azul sem número');
    await conferirTela(page, 'Registrar Ocorrência (formulário)');
    await form.getByRole('button', { name: 'Salvar' }).click();
    await step.toast(page, 'Ocorrência salva');
    await page.waitForURL('**/registrar-ocorrencia/');

    // Acompanhar from the phone: the newest occurrence is on the first card, at the device's position.
    const primeiro = page
      .getByRole('list', { name: 'Ocorrências registradas' })
      .getByRole('listitem')
      .first();
    await primeiro.waitFor();
    expect(await primeiro.textContent()).toContain('Caçamba');
    await conferirTela(page, 'Registrar Ocorrência (lista)');
    const res = await page.request.post('/api/ViewOcorrencia/find', {
      data: { order: [['id', 'DESC']], limit: 1 },
      headers: { origin: new URL(page.url()).origin },
    });
    expect(res.status(), await res.text()).toBe(200);
    const [lon, lat] = (await res.json()).data.rows[0].shape.coordinates as [number, number];
    expect(lon).toBeCloseTo(AQUI.longitude, 4);
    expect(lat).toBeCloseTo(AQUI.latitude, 4);
  });

  it('a refused location is explained in Portuguese and the map still works', async () => {
    const { page, context } = phone;
    await context.clearPermissions();
    await page.goto('/registrar-ocorrencia/map');
    await page.getByRole('button', { name: 'Usar minha localização' }).click();
    await page.getByRole('alert').filter({ hasText: 'Permissão de localização negada' }).waitFor();
    await conferirTela(page, 'Registrar Ocorrência (localização negada)');
    await context.grantPermissions(['geolocation']);
  });

  it('the inspector finds a bin on the sidewalk', async () => {
    const { page } = phone;
    await entrarComo(page, 'fiscal@rcc.demo');
    await page.goto('/localizar-cacamba');
    await page.getByRole('list', { name: 'Localizar caçamba' }).getByRole('listitem').first().waitFor();
    await conferirTela(page, 'Localizar Caçamba');
    await page.getByRole('button', { name: 'Filtros e ordem' }).click();
    const drawer = page.getByRole('dialog', { name: 'Filtrar Localizar caçamba' });
    await drawer.getByRole('textbox', { name: 'Filtrar por Caçamba' }).fill('TC-0002');
    await conferirTela(page, 'Localizar Caçamba (filtros)');
    await drawer.getByRole('button', { name: 'Ver resultados' }).click();
    await page.getByRole('button', { name: 'Filtros e ordem (1 filtro)' }).waitFor();
    const cartoes = page.getByRole('list', { name: 'Localizar caçamba' }).getByRole('listitem');
    await page.waitForFunction(
      () =>
        [...document.querySelectorAll('ul[aria-label="Localizar caçamba"] > li')].every((li) =>
          li.textContent?.includes('TC-0002'),
        ),
      undefined,
      { timeout: 15_000 },
    );
    expect(await cartoes.count()).toBeGreaterThanOrEqual(1);
    await conferirTela(page, 'Localizar Caçamba (filtrada)');
  });
});
