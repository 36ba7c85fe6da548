import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, DEMO, type TestContext } from '../../../test/helpers';
import { problemaNaUrl } from './url';

/** A local receiver that verifies every signature with the standardwebhooks library. */
interface Recebido {
  path: string;
  id: string;
  corpo: { type: string; data: Record<string, unknown> };
  valido: boolean;
}
const recebidos: Recebido[] = [];
const segredos = new Map<string, string>();
let respondeCom = 200;
let receptor: http.Server;
let base = '';

let t: TestContext;
let transportador = '';
let admin = '';
let perfilTransportador = 0;

beforeAll(async () => {
  receptor = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => {
      body += c;
    });
    req.on('end', () => {
      const segredo = segredos.get(req.url ?? '') ?? '';
      let valido = false;
      try {
        new Webhook(segredo).verify(body, req.headers as Record<string, string>);
        valido = true;
      } catch {}
      recebidos.push({
        path: req.url ?? '',
        id: String(req.headers['webhook-id']),
        corpo: JSON.parse(body),
        valido,
      });
      res.statusCode = respondeCom;
      res.end();
    });
  });
  await new Promise<void>((r) => receptor.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(receptor.address() as AddressInfo).port}`;
  t = await createTestContext();
  await t.db.query(
    `UPDATE pessoa SET acesso_api = 1 WHERE id IN (SELECT id_pessoa FROM usuario WHERE email = $1)`,
    [DEMO.transportador],
  );
  transportador = await t.login('transportador');
  admin = await t.login('admin');
  const [p] = await t.db.query<{ id: number }>(
    `SELECT pf.id FROM perfil pf JOIN usuario u ON u.id_pessoa = pf.id_pessoa
     WHERE u.email = $1 AND pf.id_tipo_perfil IN (SELECT id FROM tipo_perfil WHERE descricao ILIKE 'Transportador%')
     ORDER BY pf.id LIMIT 1`,
    [DEMO.transportador],
  );
  perfilTransportador = p!.id;
});
afterAll(async () => {
  await t.close();
  await new Promise((r) => receptor.close(r));
});
beforeEach(async () => {
  await t.db.query('UPDATE evento SET despachado_em = now() WHERE despachado_em IS NULL');
  recebidos.length = 0;
  respondeCom = 200;
});

async function cadastrar(token: string, path: string, eventos: string[]) {
  const res = await t.call('POST', '/api/webhook', { token, body: { url: `${base}${path}`, eventos } });
  expect(res.statusCode, res.body).toBe(200);
  const data = res.json().data as { id: number; segredo: string };
  expect(data.segredo).toMatch(/^whsec_/);
  segredos.set(path, data.segredo);
  return data.id;
}

const publicarCtr = (idTransportador: number, para = 'Alocada') =>
  t.db.query<{ id: number }>(
    `INSERT INTO evento (tipo, payload) VALUES ('ctr.situacao_alterada', $1) RETURNING id`,
    [
      JSON.stringify({
        id: 1,
        idGerador: 999_001,
        idTransportador,
        idDestino: null,
        acao: 'alocar',
        de: 'Enviada',
        para,
      }),
    ],
  );

describe('webhooks (issue #18 item 2)', () => {
  it("delivers signed events to the owner in scope only: a transporter never receives another transporter's CTR", async () => {
    const idT = await cadastrar(transportador, '/transportador', ['ctr.situacao_alterada']);
    await cadastrar(admin, '/autoridade', ['ctr.situacao_alterada']);
    const [meu] = await publicarCtr(perfilTransportador);
    const [outro] = await publicarCtr(999_999);
    await t.app.jobs.runDue();
    const doTransportador = recebidos.filter((r) => r.path === '/transportador');
    expect(doTransportador.map((r) => r.id)).toEqual([`evt_${meu!.id}`]);
    expect(doTransportador[0]!.corpo).toMatchObject({
      type: 'ctr.situacao_alterada',
      data: { idTransportador: perfilTransportador, de: 'Enviada', para: 'Alocada' },
    });
    expect(
      recebidos
        .filter((r) => r.path === '/autoridade')
        .map((r) => r.id)
        .sort(),
    ).toEqual([`evt_${meu!.id}`, `evt_${outro!.id}`].sort());
    expect(recebidos.every((r) => r.valido)).toBe(true);
    const log = await t.call('GET', `/api/webhook/${idT}/entregas`, { token: transportador });
    expect(log.json().data.rows).toMatchObject([
      { mensagemId: `evt_${meu!.id}`, situacao: 'entregue', tentativas: 1, ultimoStatus: 200 },
    ]);
    // The other person's endpoint is not reachable.
    expect((await t.call('GET', `/api/webhook/${idT}/entregas`, { token: admin })).statusCode).toBe(404);
  });

  it('retries while the receiver is down and delivers once it is back, with the same webhook-id', async () => {
    const id = await cadastrar(transportador, '/instavel', ['ctr.situacao_alterada']);
    const [ev] = await publicarCtr(perfilTransportador, 'Retirada');
    respondeCom = 503;
    await t.app.jobs.runDue();
    let rows = (await t.call('GET', `/api/webhook/${id}/entregas`, { token: transportador })).json().data
      .rows;
    expect(rows[0]).toMatchObject({ situacao: 'pendente', tentativas: 1, ultimoStatus: 503 });
    respondeCom = 200;
    await t.app.jobs.runDue(undefined, { ignoreDelay: true });
    rows = (await t.call('GET', `/api/webhook/${id}/entregas`, { token: transportador })).json().data.rows;
    expect(rows[0]).toMatchObject({ situacao: 'entregue', tentativas: 2, ultimoStatus: 200 });
    const ids = recebidos.filter((r) => r.path === '/instavel').map((r) => r.id);
    expect(ids).toEqual([`evt_${ev!.id}`, `evt_${ev!.id}`]);
  });

  it('"testar" sends a signed test event; "reenviar" repeats a delivery; a rotated secret signs from then on', async () => {
    const id = await cadastrar(transportador, '/teste', ['cltrcc.vencendo']);
    const teste = await t.call('POST', `/api/webhook/${id}/testar`, { token: transportador });
    expect(teste.statusCode, teste.body).toBe(200);
    await t.app.jobs.runDue();
    expect(recebidos).toMatchObject([{ path: '/teste', valido: true, corpo: { type: 'webhook.teste' } }]);
    const rot = await t.call('POST', `/api/webhook/${id}/segredo`, { token: transportador });
    const novo = rot.json().data.segredo as string;
    expect(novo).not.toBe(segredos.get('/teste'));
    const antigo = segredos.get('/teste')!;
    segredos.set('/teste', novo);
    const de = await t.call('POST', `/api/webhook/entrega/${teste.json().data.id}/reenviar`, {
      token: transportador,
    });
    expect(de.statusCode, de.body).toBe(200);
    await t.app.jobs.runDue();
    expect(recebidos).toHaveLength(2);
    expect(recebidos[1]).toMatchObject({ id: recebidos[0]!.id, valido: true });
    expect(antigo).not.toBe(novo);
    // Listing never shows the secret again.
    const list = await t.call('GET', '/api/webhook', { token: transportador });
    expect(list.json().data.rows.every((r: { segredo: string | null }) => r.segredo === null)).toBe(true);
  });

  it('after 24 h of failures the delivery fails, the endpoint is disabled and its owner e-mailed', async () => {
    const id = await cadastrar(transportador, '/morto', ['ctr.situacao_alterada']);
    await publicarCtr(perfilTransportador, 'Irregular');
    respondeCom = 500;
    await t.app.jobs.runDue();
    await t.db.query(
      `UPDATE webhook_entrega SET criado_em = now() - interval '25 hours' WHERE id_endpoint = $1`,
      [id],
    );
    await t.app.jobs.runDue(undefined, { ignoreDelay: true });
    const [e] = await t.db.query<{ situacao: string; ativo: boolean }>(
      `SELECT e.situacao, w.ativo FROM webhook_entrega e JOIN webhook_endpoint w ON w.id = e.id_endpoint
       WHERE w.id = $1`,
      [id],
    );
    expect(e).toMatchObject({ situacao: 'falhou', ativo: false });
    const [mail] = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM email_fila
       WHERE para = $1 AND assunto LIKE '%webhook desativado%' AND texto LIKE $2`,
      [DEMO.transportador, `%${base}/morto%`],
    );
    expect(mail!.n).toBe(1);
  });

  it('refuses a target outside the rules with a Portuguese message', async () => {
    const res = await t.call('POST', '/api/webhook', {
      token: transportador,
      body: { url: 'http://sistema.exemplo.com.br/rcc', eventos: ['ctr.situacao_alterada'] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(/https/);
  });
});

describe('webhook target rules', () => {
  const resolver = async (host: string) => (host === 'interno.exemplo' ? ['10.0.0.5'] : ['200.152.38.1']);
  it('in production refuses loopback, private, link-local and names that resolve inside', async () => {
    for (const url of [
      'http://localhost:3000/x',
      'https://127.0.0.1/x',
      'https://10.1.2.3/x',
      'https://172.20.0.1/x',
      'https://192.168.0.10/x',
      'https://169.254.169.254/latest',
      'https://[::1]/x',
      'https://[fe80::1]/x',
      'https://interno.exemplo/x',
    ])
      expect(await problemaNaUrl(url, true, resolver), url).not.toBeNull();
    expect(await problemaNaUrl('https://integracao.exemplo.com.br/rcc', true, resolver)).toBeNull();
  });
  it('outside production allows http only for localhost', async () => {
    expect(await problemaNaUrl('http://localhost:3000/x', false)).toBeNull();
    expect(await problemaNaUrl('http://127.0.0.1:3000/x', false)).toBeNull();
    expect(await problemaNaUrl('http://exemplo.com.br/x', false)).toMatch(/https/);
    expect(await problemaNaUrl('ftp://exemplo.com.br/x', false)).toMatch(/https/);
  });
});
