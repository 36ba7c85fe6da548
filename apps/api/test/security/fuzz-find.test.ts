import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allEntities } from '../../src/modules/find/registry';
import { createTestContext, type TestContext } from '../helpers';
import { rawPayload } from './fuzz/arbitraries';
import { type FuzzTarget, fuzzTotal, type Identity, runFuzz } from './fuzz/runner';
import { findBody } from './fuzz/where';
import { mintToken } from './sessions';

/**
 * Issue #8 §2, generic find: random and malformed where clauses (operators, nesting, wrong types,
 * huge strings, prototype keys, SQL fragments), orders, fields and includes on every registered
 * entity, as anonymous and as administrator. 60 % of the run's budget.
 */
let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ CEP_PROVIDER_URL: 'http://127.0.0.1:9', GEOCODER_URL: 'http://127.0.0.1:9' });
});
afterAll(() => t.close());

describe('fuzz: generic find', () => {
  it('answers every where clause with a 2xx envelope or a Portuguese 4xx, never a 500 or SQL text', async () => {
    const anon: Identity = { name: 'anon', email: null, token: null };
    const admin: Identity = {
      name: 'admin',
      email: 'admin@rcc.demo',
      token: await mintToken(t, 'admin@rcc.demo'),
    };
    const targets: FuzzTarget[] = [];
    for (const def of allEntities()) {
      const json = findBody(def).map((b) => ({
        method: 'POST',
        url: `/api/${def.name}/find`,
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(b),
      }));
      const raw = rawPayload.map((payload) => ({
        method: 'POST',
        url: `/api/${def.name}/find`,
        headers: { 'content-type': 'application/json' },
        payload,
      }));
      const arb = fc.oneof({ weight: 12, arbitrary: json }, { weight: 1, arbitrary: raw });
      const open = 'public' in def.access;
      targets.push({ name: `anon ${def.name}`, who: anon, arb, weight: open ? 1 : 0.1 });
      targets.push({ name: `admin ${def.name}`, who: { ...admin }, arb, weight: 1 });
    }
    const budget = Math.round(fuzzTotal() * 0.6);
    const stats = await runFuzz(t, targets, budget);
    console.info(
      `fuzz find: ${stats.requests} requisições em ${stats.targets} alvos; status ${JSON.stringify(stats.byStatus)}; lentos: ${stats.slow.join(', ') || 'nenhum'}; recusas mais comuns ${JSON.stringify(stats.messages)}`,
    );
    expect(stats.requests).toBeGreaterThanOrEqual(budget);
    // Not only refusals: a good part of the generated queries must reach the database and answer rows.
    expect(stats.byStatus['200'] ?? 0).toBeGreaterThan(budget * 0.05);
  }, 900_000);
});
