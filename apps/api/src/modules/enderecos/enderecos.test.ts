import http from 'node:http';
import type { AddressInfo as NetAddress } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/helpers';

/** Local stand-ins for ViaCEP and Nominatim (outside services are never called from tests). */
let server: http.Server;
let base: string;
const seen: string[] = [];

const VIACEP: Record<string, unknown> = {
  '70040010': {
    cep: '70040-010',
    logradouro: 'SBN Quadra 1',
    complemento: '',
    bairro: 'Asa Norte',
    localidade: 'Brasília',
    uf: 'DF',
    ibge: '5300108',
  },
  '99999999': { erro: 'true' },
};

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const url = new URL(req.url!, 'http://x');
    seen.push(url.pathname + url.search);
    const cep = /^\/ws\/(\d+)\/json\/?$/.exec(url.pathname)?.[1];
    res.setHeader('content-type', 'application/json');
    if (cep === '50000000') {
      res.statusCode = 503;
      return res.end('{}');
    }
    if (cep) return res.end(JSON.stringify(VIACEP[cep] ?? { erro: true }));
    if (url.pathname === '/geo/search') {
      const q = url.searchParams.get('q') ?? '';
      if (/nenhum/i.test(q)) return res.end('[]');
      return res.end(
        JSON.stringify([
          {
            lat: '-15.7866',
            lon: '-47.8828',
            address: {
              road: 'SBN Quadra 1',
              suburb: 'Asa Norte',
              city: 'Brasília',
              state: 'Distrito Federal',
              'ISO3166-2-lvl4': 'BR-DF',
              postcode: '70040-010',
            },
          },
        ]),
      );
    }
    res.statusCode = 404;
    res.end('{}');
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as NetAddress).port}`;
  t = await createTestContext({ CEP_PROVIDER_URL: `${base}/ws`, GEOCODER_URL: `${base}/geo` });
});
afterAll(async () => {
  await t.close();
  await new Promise((r) => server.close(r));
});

let t: TestContext;

describe('POST /findAddress', () => {
  it('finds an address by CEP with geocode candidates', async () => {
    const res = await t.call('POST', '/api/findAddress', { body: { cep: '70040-010' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.info).toEqual({
      endereco: {
        cep: '70040010',
        uf: 'DF',
        localidade: 'Brasília',
        logradouro: 'SBN Quadra 1',
        bairro: 'Asa Norte',
        complemento: '',
        ibge: '5300108',
      },
      geocodeCandidates: [{ location: { x: -47.8828, y: -15.7866 } }],
    });
    expect(seen).toContain('/ws/70040010/json/');
  });

  it('answers the spec messages: CEP inválido (400), CEP não encontrado (404), Erro na busca do CEP (502)', async () => {
    const invalid = await t.call('POST', '/api/findAddress', { body: { cep: '1234' } });
    expect([invalid.statusCode, invalid.json().error.message]).toEqual([400, 'CEP inválido']);
    const missing = await t.call('POST', '/api/findAddress', { body: { cep: '99999999' } });
    expect([missing.statusCode, missing.json().error.message]).toEqual([404, 'CEP não encontrado']);
    const failing = await t.call('POST', '/api/findAddress', { body: { cep: '50000000' } });
    expect([failing.statusCode, failing.json().error.message]).toEqual([502, 'Erro na busca do CEP']);
    const empty = await t.call('POST', '/api/findAddress', { body: {} });
    expect(empty.statusCode).toBe(400);
  });

  it('finds an address by free text, with the IBGE code of the municipality', async () => {
    const res = await t.call('POST', '/api/findAddress', { body: { address: 'SBN Quadra 1, Brasília' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.info.endereco).toMatchObject({
      uf: 'DF',
      localidade: 'Brasília',
      ibge: '5300108',
    });
    const none = await t.call('POST', '/api/findAddress', { body: { address: 'nenhum lugar' } });
    expect([none.statusCode, none.json().error.message]).toEqual([
      404,
      'Não foi encontrado o endereço digitado, por favor tente outro.',
    ]);
  });

  it('accepts the ViaCEP-style template with {cep} too', async () => {
    const other = await createTestContext({
      CEP_PROVIDER_URL: `${base}/ws/{cep}/json/`,
      GEOCODER_URL: `${base}/geo`,
    });
    try {
      const res = await other.call('POST', '/api/findAddress', { body: { cep: '70040010' } });
      expect(res.json().data.info.endereco.bairro).toBe('Asa Norte');
    } finally {
      await other.close();
    }
  });
});
