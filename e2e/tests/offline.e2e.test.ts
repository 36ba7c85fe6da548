import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE_URL, DEMO_PASSWORD, openBrowser, seriousA11yViolations } from '../support/browser';
import { choose, toast } from '../support/ctr-journey';
import { horizontalOverflow, PHONE } from '../support/mobile';

/**
 * Issue #16: the gate keeps working offline. The driver's phone goes offline, adds two CTRs to
 * the weighing, comes back online: the queue sends them in order and the server holds each effect
 * once with its history row; an answer lost on the way (the server applied it, the phone never
 * heard) is sent again under the same Idempotency-Key and changes nothing; an action the server
 * refuses after sync (the CTR was cancelled meanwhile) is shown with its message until dismissed.
 */

const PLACA = 'ABC1D23';
const TOKEN = '123456';
const BASCULANTE = { placa: 'JKL2E34', token: '654321' };

async function call<T>(method: string, url: string, body?: unknown, token?: string): Promise<T> {
  const res = await fetch(`${BASE_URL()}${url}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { 'auth-token': token } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json()) as { success: boolean; data: T; error?: { message: string } };
  if (!res.ok || !json.success) throw new Error(`${method} ${url}: ${res.status} ${json.error?.message}`);
  return json.data;
}

async function login(email: string) {
  const { rows } = await call<{ rows: { id: number }[] }>('POST', '/api/find-available-pessoa', { email });
  const data = await call<{ token: string; user: { perfis: { id: number; idTipoPerfil: number }[] } }>(
    'POST',
    '/api/login',
    { username: email, password: DEMO_PASSWORD, idPessoa: rows[0]!.id },
  );
  return { token: data.token, perfil: data.user.perfis[0]!.id };
}

interface Atores {
  gerador: { token: string; perfil: number };
  transportador: { token: string };
  admin: { token: string };
  idObra: number;
  idVeiculo: number;
  idTransportador: number;
  idDestino: number;
}

/** A CTR taken through request → accept → allocate → removal by the Basculante (no 30 min wait). */
async function ctrRetirada(a: Atores): Promise<number> {
  const { id } = await call<{ id: number }>(
    'POST',
    '/api/SolicitacaoTransporte',
    {
      idObra: a.idObra,
      idGerador: a.gerador.perfil,
      idTransportador: a.idTransportador,
      idResiduoPredominante: 1,
      quantidadeCacambas: 1,
      volumeAproximadoM3: 3,
      residuos: [{ idTipoResiduo: 1, volumeAproximadoM3: 3 }],
    },
    a.gerador.token,
  );
  const t = a.transportador.token;
  await call(
    'PUT',
    `/api/avaliar_solicitacao/${id}`,
    { avaliacao: true, veiculo: a.idVeiculo, type: 'Basculante' },
    t,
  );
  await call(
    'PUT',
    `/api/alocar_cacamba/${id}`,
    { situacao: 'Alocada', idObra: a.idObra, idVeiculo: a.idVeiculo },
    t,
  );
  await call(
    'PUT',
    `/api/retirar_cacamba/${id}`,
    {
      situacao: 'Retirada',
      idVeiculo: a.idVeiculo,
      idDestinoFinal: a.idDestino,
      idResiduoPredominante: 1,
      residuos: [{ idTipoResiduo: 1, volume: 3 }],
    },
    t,
  );
  return id;
}

async function historico(admin: string, id: number, acao: string) {
  const r = await call<{ rows: unknown[] }>(
    'POST',
    '/api/HistoricoCtr/find',
    { where: { idSolicitacaoTransporte: id, acao }, limit: 100 },
    admin,
  );
  return r.rows.length;
}

async function situacao(admin: string, id: number) {
  const r = await call<{ rows: { situacao: string }[] }>(
    'POST',
    '/api/SolicitacaoTransporte/find',
    { where: { id }, fields: ['id', 'situacao'] },
    admin,
  );
  return r.rows[0]?.situacao;
}

async function escolherCarga(page: Page, ids: number[]) {
  for (const id of ids) {
    await choose(page, 'CTR', new RegExp(`^CTR ${id}\\b`));
    await page.keyboard.press('Escape');
  }
  await choose(page, 'Destino Final', 'ATT Ceilândia Reciclagem Ltda');
  await choose(page, 'Origem', /Ceilândia/, 'Ceil');
}

let atores: Atores;
let browser: Awaited<ReturnType<typeof openBrowser>>;

beforeAll(async () => {
  const [gerador, transportador, admin] = await Promise.all([
    login('gerador@rcc.demo'),
    login('transportador@rcc.demo'),
    login('admin@rcc.demo'),
  ]);
  const obras = await call<{ rows: { id: number }[] }>(
    'POST',
    '/api/Obra/find',
    { where: {} },
    gerador.token,
  );
  const veiculo = await call<{ id: number; idPerfil: number }>(
    'GET',
    `/api/destinoRapido/findVeiculo/${BASCULANTE.placa}/${BASCULANTE.token}`,
  );
  const destinos = await call<{ rows: { id: number; nomeRazaoSocial: string }[] }>(
    'GET',
    `/api/destinoRapido/destinoFinal?placa=${PLACA}&token=${TOKEN}`,
  );
  atores = {
    gerador,
    transportador,
    admin,
    idObra: obras.rows[0]!.id,
    idVeiculo: veiculo.id,
    idTransportador: veiculo.idPerfil,
    idDestino: destinos.rows.find((d) => d.nomeRazaoSocial === 'ATT Ceilândia Reciclagem Ltda')!.id,
  };
  browser = await openBrowser(PHONE, { isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
});
afterAll(() => browser?.close());

describe('Destino Rápido offline (issue #16)', () => {
  it('weighs two CTRs offline, once each after sync, even when an answer is lost; shows a refusal', async () => {
    const { page, context } = browser;
    const a = await ctrRetirada(atores);
    const b = await ctrRetirada(atores);
    const admin = atores.admin.token;

    await page.goto(`/destino-rapido/${PLACA}/${TOKEN}`);
    await page.getByRole('button', { name: 'Adicionar' }).waitFor();
    await page.getByRole('combobox', { name: 'CTR' }).waitFor();

    // The first send of CTR a reaches the server, but its answer is lost on the way back.
    let perdidas = 0;
    await page.route(`**/api/destinoRapido/solicitacaoTransporte/${a}`, async (route) => {
      if (perdidas++ > 0) return route.continue();
      await route.fetch(); // the server applies it…
      await route.abort('connectionreset'); // …the phone never hears
    });

    await context.setOffline(true);
    await page.getByText('Sem conexão (offline)').waitFor();
    await escolherCarga(page, [a, b]);
    await page.getByRole('button', { name: 'Adicionar' }).click();
    await toast(page, /a ação ficou guardada neste aparelho/);
    await page.getByText('Pendente de envio (2)').waitFor();
    const tabela = page.getByRole('table', { name: 'CTRs em pesagem' });
    for (const id of [a, b])
      await tabela
        .getByRole('row')
        .filter({ hasText: 'Pendente de envio' })
        .filter({ has: page.getByRole('cell', { name: String(id), exact: true }) })
        .waitFor();
    expect(await horizontalOverflow(page)).toBeNull();
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(await historico(admin, a, 'adicionarPesagem')).toBe(0);

    // Back online: a is sent, its answer is lost (stays pending, same key), then sent again.
    await context.setOffline(false);
    await page.getByText('Sem conexão (offline)').waitFor({ state: 'detached' });
    await page
      .getByRole('button', { name: 'Enviar agora' })
      .click({ timeout: 20_000 })
      .catch(() => undefined);
    await page.getByText(/Pendente de envio \(\d\)/).waitFor({ state: 'detached', timeout: 60_000 });
    expect(perdidas).toBeGreaterThanOrEqual(2);
    for (const id of [a, b]) {
      await tabela.getByRole('button', { name: `Remover CTR ${id}` }).waitFor();
      expect(await situacao(admin, id)).toBe('Em Pesagem');
      expect(await historico(admin, id, 'adicionarPesagem')).toBe(1);
    }

    // The destination receives both (online, with keys: a repeated receipt changes nothing).
    const destino = await login('destino@rcc.demo');
    for (const id of [a, b]) {
      const chave = `receber-${id}`;
      for (let i = 0; i < 2; i++) {
        const res = await fetch(`${BASE_URL()}/api/RecebimentoResiduo/${id}`, {
          method: 'PUT',
          headers: {
            'content-type': 'application/json',
            'auth-token': destino.token,
            'idempotency-key': chave,
          },
          body: JSON.stringify({ avaliacao: true }),
        });
        expect(res.status).toBe(200);
      }
      expect(await situacao(admin, id)).toBe('Destinada');
      expect(await historico(admin, id, 'receber')).toBe(1);
    }

    // Refused after sync: c is queued offline, and cancelled by its transporter meanwhile.
    const c = await ctrRetirada(atores);
    await page.reload();
    await page.getByRole('combobox', { name: 'CTR' }).waitFor();
    await context.setOffline(true);
    await escolherCarga(page, [c]);
    await page.getByRole('button', { name: 'Adicionar' }).click();
    await page.getByText('Pendente de envio (1)').waitFor();
    await call(
      'PUT',
      `/api/SolicitarCancelamentoSolicitacao/${c}`,
      { motivoSolCancelamento: 'Carga desistida pelo gerador' },
      atores.transportador.token,
    );
    await context.setOffline(false);
    const recusa = page
      .getByRole('alert')
      .filter({ hasText: 'Recusada pelo servidor' })
      .filter({ hasText: `Adicionar a CTR ${c} à pesagem` });
    await recusa.waitFor({ timeout: 60_000 });
    expect(await recusa.textContent()).toMatch(/Recusada pelo servidor/);
    expect(await recusa.textContent()).toMatch(/O que fazer:/);
    expect(await historico(admin, c, 'adicionarPesagem')).toBe(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
    // It stays until the person dismisses it.
    await page.reload();
    await recusa.waitFor();
    await recusa.getByRole('button', { name: 'Dispensar aviso' }).click();
    await recusa.waitFor({ state: 'detached' });
  });
});
