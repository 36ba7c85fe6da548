import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, DEMO, DEMO_PASSWORD, type TestContext } from '../../test/helpers';
import { sql } from '../db/sql';
import { fastifyTrustProxy, parseTrustProxy, warnUntrustedProxyHeaders } from './trust-proxy';

/** Issue #18: X-Forwarded-For is believed only from the configured balancer. */
describe('TRUST_PROXY', () => {
  it('takes nobody, a hop count or a list of addresses/CIDRs, and refuses `true` and junk', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy('10.0.0.5, 10.1.0.0/16,::1,loopback')).toEqual([
      '10.0.0.5',
      '10.1.0.0/16',
      '::1',
      'loopback',
    ]);
    expect(() => parseTrustProxy('true')).toThrow(/qualquer um/);
    expect(() => parseTrustProxy('10.0.0.0/33')).toThrow(/TRUST_PROXY/);
    expect(() => parseTrustProxy('balanceador')).toThrow(/TRUST_PROXY/);
  });

  it('with a hop count, takes the client the last balancer saw, not what the client wrote', async () => {
    const app = Fastify({ trustProxy: fastifyTrustProxy(parseTrustProxy('1')) });
    app.get('/ip', async (req) => ({ ip: req.ip }));
    const res = await app.inject({
      url: '/ip',
      remoteAddress: '10.0.0.5',
      headers: { 'x-forwarded-for': '1.2.3.4, 198.51.100.9' },
    });
    expect(res.json().ip).toBe('198.51.100.9');
    await app.close();
  });

  it('warns once, loudly, when a request brings X-Forwarded-For that is not believed', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _enc, cb) {
        lines.push(String(chunk));
        cb();
      },
    });
    const app = Fastify({ logger: { level: 'warn', stream }, trustProxy: ['10.0.0.5'] });
    warnUntrustedProxyHeaders(app, ['10.0.0.5']);
    app.get('/ip', async (req) => ({ ip: req.ip }));
    const trusted = await app.inject({
      url: '/ip',
      remoteAddress: '10.0.0.5',
      headers: { 'x-forwarded-for': '198.51.100.1' },
    });
    expect(trusted.json().ip).toBe('198.51.100.1');
    expect(lines).toHaveLength(0);
    for (let i = 0; i < 3; i++) {
      const forged = await app.inject({
        url: '/ip',
        remoteAddress: '203.0.113.9',
        headers: { 'x-forwarded-for': '198.51.100.1' },
      });
      expect(forged.json().ip).toBe('203.0.113.9');
    }
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/ATENÇÃO: cabeçalho X-Forwarded-For recebido de 203\.0\.113\.9/);
    await app.close();
  });
});

describe('the API behind a balancer (TRUST_PROXY=10.0.0.5)', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext({ TRUST_PROXY: '10.0.0.5' });
  });
  afterAll(() => t.close());

  /** Logs the fiscal in from `peer` with `xff`; returns the address the session recorded. */
  async function sessionAddress(peer: string, xff: string): Promise<string> {
    const headers = { 'x-forwarded-for': xff };
    const found = await t.app.inject({
      method: 'POST',
      url: '/api/find-available-pessoa',
      payload: { email: DEMO.fiscal },
      remoteAddress: peer,
      headers,
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: DEMO.fiscal, password: DEMO_PASSWORD, idPessoa: found.json().data.rows[0].id },
      remoteAddress: peer,
      headers,
    });
    expect(res.statusCode).toBe(200);
    const [row] = await t.db.query<{ ip: string }>(sql`SELECT ip FROM sessao ORDER BY id DESC LIMIT 1`);
    return row!.ip;
  }

  it('ignores a forged X-Forwarded-For from an untrusted peer', async () => {
    expect(await sessionAddress('203.0.113.77', '198.51.100.200')).toBe('203.0.113.77');
  });

  it('sees the real client through the trusted balancer, and only the hop the balancer added', async () => {
    expect(await sessionAddress('10.0.0.5', '198.51.100.31')).toBe('198.51.100.31');
    // A client that forges its own header behind the balancer: the balancer appends the real peer.
    expect(await sessionAddress('10.0.0.5', '1.2.3.4, 198.51.100.32')).toBe('198.51.100.32');
  });
});
