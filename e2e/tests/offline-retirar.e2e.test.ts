import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, seriousA11yViolations } from '../support/browser';
import {
  type Atores,
  controladaPeloServiceWorker,
  ctrAlocada,
  historico,
  login,
  prepararAtores,
  situacao,
} from '../support/campo-api';
import { choose, relogin, toast } from '../support/ctr-journey';
import { horizontalOverflow, openPhone, PHONE } from '../support/mobile';

/**
 * Issue #16: Retirar Caçamba where the signal drops. The transporter's phone opens the removal
 * list online (which reads ahead what each allocated CTR's form needs), loses the connection,
 * opens the form — CTR, wastes, destinations from the device's copies, with their date — fills it
 * with a photo from the camera's file chooser and the mocked GPS position, and removes: the
 * removal waits on the phone as "Pendente de envio (1)"; back online it is sent once and the
 * server holds one removal with its history row and photo.
 */

/** The device's position: a street in Ceilândia (DF). */
const AQUI = { latitude: -15.8197, longitude: -48.1089 };
const SEM_CONEXAO = /Sem conexão — dados de \d{2}\/\d{2} \d{2}:\d{2}/;

async function conferirTela(page: Page, onde: string) {
  expect(await horizontalOverflow(page), `${onde}: rolagem horizontal`).toBeNull();
  const violacoes = await seriousA11yViolations(page);
  expect(
    violacoes.map((v) => `${v.id}: ${JSON.stringify(v.nodes.map((n) => n.target))}`),
    `${onde}: axe`,
  ).toEqual([]);
}

/** A small photo drawn in the page, for the camera's file chooser. */
async function foto(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 1200;
    canvas.height = 900;
    const g = canvas.getContext('2d')!;
    g.fillStyle = '#2b8a3e';
    g.fillRect(0, 0, 1200, 900);
    const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), 'image/png'));
    const bytes = new Uint8Array(await blob.arrayBuffer());
    let s = '';
    for (const b of bytes) s += String.fromCharCode(b);
    return btoa(s);
  });
  return Buffer.from(base64, 'base64');
}

/** The read-ahead of the removal form of `id` is on the device (the CTR, its wastes, the lookups). */
async function copiasProntas(page: Page, id: number) {
  await page.waitForFunction(
    (ctr) => {
      const copias = (nome: string): { dados: { rows: { id: number }[] } }[] => {
        try {
          return JSON.parse(localStorage.getItem(`rcc.offline.lista.${nome}`) ?? '[]');
        } catch {
          return [];
        }
      };
      const deCtr = (nome: string) => copias(nome).some((c) => c.dados.rows[0]?.id === ctr);
      return (
        deCtr('retirar-ctr') &&
        deCtr('retirar-detalhe') &&
        copias('destinos-finais').length > 0 &&
        copias('tipos-residuo').length > 0
      );
    },
    id,
    { timeout: 20_000 },
  );
}

const cartao = (page: Page, id: number) =>
  page
    .getByRole('list', { name: 'Retirada da caçamba' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: `Ficha da CTR ${id}`, exact: true }) });

let atores: Atores;
let browser: Awaited<ReturnType<typeof openPhone>>;

beforeAll(async () => {
  atores = await prepararAtores();
  browser = await openPhone(AQUI);
});
afterAll(() => browser?.close());

describe('Retirar Caçamba offline (issue #16)', { timeout: 300_000 }, () => {
  it('opens the form without a connection, queues the removal with its photo, sends it once', async () => {
    const { page, context } = browser;
    const admin = atores.admin.token;
    const id = await ctrAlocada(atores);

    // Logs in on a wide screen (the login page is not what is tested here), then becomes a phone.
    await page.setViewportSize({ width: 1366, height: 900 });
    await relogin(page, 'transportador@rcc.demo');
    await page.setViewportSize(PHONE);
    // The list as the form gives it back (no filter of its own): newest first, this CTR on top.
    await page.goto('/retirar-cacamba');
    await cartao(page, id).waitFor();
    await copiasProntas(page, id);
    await controladaPeloServiceWorker(page);

    let envios = 0;
    await page.route(`**/api/retirar_cacamba/${id}`, (route) => {
      envios++;
      return route.continue();
    });

    await context.setOffline(true);
    await page.getByText('Sem conexão (offline)').waitFor();
    await cartao(page, id)
      .getByRole('button', { name: `Retirar CTR ${id}`, exact: true })
      .click();
    await page.waitForURL(`**/retirar-cacamba/retirar/${id}`);
    await page.getByText(SEM_CONEXAO).waitFor({ timeout: 20_000 });
    // The CTR's own wastes, from the copy.
    await page
      .getByRole('table', { name: 'Resíduos' })
      .getByRole('button', { name: /^Remover / })
      .first()
      .waitFor();
    await choose(page, 'Destino final', 'ATT Ceilândia Reciclagem Ltda', 'Ceil');

    const [chooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      page.getByRole('button', { name: /^Foto da caçamba\s*\*?$/ }).click(),
    ]);
    await chooser.setFiles({ name: 'cacamba-offline.png', mimeType: 'image/png', buffer: await foto(page) });
    await page.getByText('cacamba-offline.jpg', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Usar minha localização' }).click();
    await page.waitForFunction((lat) => {
      const field = [...document.querySelectorAll('label')].find((l) => l.textContent === 'Latitude');
      const input = field && document.getElementById(field.htmlFor);
      return input instanceof HTMLInputElement && Math.abs(Number(input.value) - lat) < 1e-4;
    }, AQUI.latitude);
    await conferirTela(page, 'Retirar Caçamba (formulário sem conexão)');

    await page.getByRole('button', { name: 'Retirar', exact: true }).click();
    await toast(page, /a ação ficou guardada neste aparelho/);
    await page.waitForURL('**/retirar-cacamba');
    await page.getByText('Pendente de envio (1)').waitFor();
    await cartao(page, id).getByText('Pendente de envio', { exact: true }).waitFor();
    await conferirTela(page, 'Retirar Caçamba com a retirada pendente');
    expect(envios).toBe(0);
    expect(await historico(admin, id, 'retirar')).toBe(0);

    // Back online: sent once, under its key; the server holds one removal with its photo.
    await context.setOffline(false);
    await page.getByText('Sem conexão (offline)').waitFor({ state: 'detached' });
    await page
      .getByRole('button', { name: 'Enviar agora' })
      .click({ timeout: 20_000 })
      .catch(() => undefined);
    await page.getByText(/Pendente de envio \(\d\)/).waitFor({ state: 'detached', timeout: 60_000 });
    expect(envios).toBe(1);
    expect(await situacao(admin, id)).toBe('Retirada');
    expect(await historico(admin, id, 'retirar')).toBe(1);
    const { rows } = await apiCall<{ rows: { nomeFotoCacamba: string | null; idDestinoFinal: number }[] }>(
      'POST',
      '/api/SolicitacaoTransporte/find',
      { where: { id }, fields: ['id', 'nomeFotoCacamba', 'idDestinoFinal'], limit: 1 },
      admin,
    );
    expect(rows[0]).toMatchObject({
      nomeFotoCacamba: 'cacamba-offline.jpg',
      idDestinoFinal: atores.idDestino,
    });

    // The Basculante is offered to the next journeys once its last CTR is finished: received here.
    const destino = await login('destino@rcc.demo');
    await apiCall('PUT', `/api/RecebimentoResiduo/${id}`, { avaliacao: true }, destino.token);
    expect(await situacao(admin, id)).toBe('Destinada');
  });
});
