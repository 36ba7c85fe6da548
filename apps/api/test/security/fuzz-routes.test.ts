import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../helpers';
import { anyJson, contentType, pathParam, queryString, rawPayload, shapedBody } from './fuzz/arbitraries';
import {
  bodyProps,
  type FuzzRequest,
  type FuzzTarget,
  fuzzTotal,
  type Identity,
  runFuzz,
} from './fuzz/runner';
import { apiRoutes, GHOST_ID, hasBody } from './routes';
import { mintToken } from './sessions';

/**
 * Issue #8 §2, every route registered at run time: random path parameters, query strings and
 * bodies (shaped like the route's schema, any JSON, malformed payloads, wrong content types), as
 * anonymous and as administrator. 40 % of the run's budget.
 */
let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ CEP_PROVIDER_URL: 'http://127.0.0.1:9', GEOCODER_URL: 'http://127.0.0.1:9' });
});
afterAll(() => t.close());

/** Lone surrogates cannot be URI-encoded: send their raw, malformed UTF-8 bytes instead (also a probe). */
function encode(v: string): string {
  try {
    return encodeURIComponent(v);
  } catch {
    return '%ED%A0%80';
  }
}

function requestsFor(method: string, url: string, props: string[]): fc.Arbitrary<FuzzRequest> {
  const names = [...url.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]!);
  const params = fc.tuple(
    ...names.map(() =>
      fc.oneof(
        { weight: 2, arbitrary: fc.constantFrom('1', '2', GHOST_ID) },
        { weight: 3, arbitrary: pathParam },
      ),
    ),
  );
  const json = fc
    .oneof({ weight: 4, arbitrary: shapedBody(props) }, { weight: 1, arbitrary: anyJson })
    .map((b) => ({
      payload: JSON.stringify(b) ?? 'null',
      type: 'application/json',
    }));
  const raw = fc.tuple(rawPayload, contentType).map(([payload, type]) => ({ payload, type }));
  const body = hasBody(method)
    ? fc.oneof(
        { weight: 6, arbitrary: json },
        { weight: 1, arbitrary: raw },
        { weight: 1, arbitrary: fc.constant(null) },
      )
    : fc.constant(null);
  return fc.tuple(params, fc.option(queryString, { freq: 2 }), body).map(([values, query, b]) => {
    let i = 0;
    const path = url.replace(/:([A-Za-z0-9_]+)/g, () => encode(String(values[i++])));
    return {
      method,
      url: query ? `${path}?${query}` : path,
      ...(b ? { headers: { 'content-type': b.type }, payload: b.payload } : {}),
    };
  });
}

describe('fuzz: every route', () => {
  it('answers any request with a 2xx envelope or a Portuguese 4xx, never a 500, a stack or SQL', async () => {
    const anon: Identity = { name: 'anon', email: null, token: null };
    const admin: Identity = {
      name: 'admin',
      email: 'admin@rcc.demo',
      token: await mintToken(t, 'admin@rcc.demo'),
    };
    const targets: FuzzTarget[] = [];
    for (const r of apiRoutes(t)) {
      const arb = requestsFor(r.method, r.url, bodyProps(t, r.method, r.url));
      const open = r.access && ('public' in r.access || 'perEntity' in r.access);
      targets.push({ name: `anon ${r.method} ${r.url}`, who: anon, arb, weight: open ? 1 : 0.2 });
      targets.push({ name: `admin ${r.method} ${r.url}`, who: { ...admin }, arb, weight: 1 });
    }
    const budget = fuzzTotal() - Math.round(fuzzTotal() * 0.6);
    const stats = await runFuzz(t, targets, budget);
    console.info(
      `fuzz rotas: ${stats.requests} requisições em ${stats.targets} alvos; status ${JSON.stringify(stats.byStatus)}; lentos: ${stats.slow.join(', ') || 'nenhum'}; recusas mais comuns ${JSON.stringify(stats.messages)}`,
    );
    expect(stats.requests).toBeGreaterThanOrEqual(budget);
    expect(stats.targets).toBe(apiRoutes(t).length * 2);
  }, 900_000);
});
