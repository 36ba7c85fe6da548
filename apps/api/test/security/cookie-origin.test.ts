import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../helpers';

/**
 * The web keeps no token and authenticates every write by the HttpOnly cookie (issue #12 item 9),
 * so the same-origin check is what stands between it and cross-site request forgery.
 */
let t: TestContext;
let token: string;
beforeAll(async () => {
  t = await createTestContext({ PUBLIC_URL: 'https://rcc.example' });
  token = await t.login('transportador');
});
afterAll(() => t.close());

const write = (headers: Record<string, string>, cookie = true) =>
  t.app.inject({
    method: 'POST',
    url: '/api/Mensagem/find',
    ...(cookie ? { cookies: { 'auth-token': token } } : {}),
    headers,
    payload: {},
  });

describe('cookie-authenticated writes and their origin', () => {
  it('pass from the request host or the public address (a proxy may pass another Host)', async () => {
    expect((await write({ host: 'interno:3000', origin: 'http://interno:3000' })).statusCode).toBe(200);
    expect((await write({ host: 'interno:3000', origin: 'https://rcc.example' })).statusCode).toBe(200);
    expect((await write({ host: 'interno:3000', referer: 'https://rcc.example/veiculo' })).statusCode).toBe(
      200,
    );
  });

  it('are refused from another site or without an origin', async () => {
    const refused: Array<Record<string, string>> = [
      { host: 'interno:3000', origin: 'https://evil.example' },
      { host: 'interno:3000', origin: 'https://rcc.example.evil.example' },
      { host: 'interno:3000', referer: 'https://evil.example/rcc.example' },
      { host: 'interno:3000' },
    ];
    for (const headers of refused) {
      const res = await write(headers);
      expect(res.statusCode, JSON.stringify(headers)).toBe(403);
      expect(res.json().error.message).toBe('Requisição de outra origem recusada.');
    }
  });

  it('the auth-token header stays for API clients, with no origin needed', async () => {
    expect((await write({ host: 'interno:3000', 'auth-token': token }, false)).statusCode).toBe(200);
  });
});
