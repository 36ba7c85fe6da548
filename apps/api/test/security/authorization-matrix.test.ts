import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allEntities } from '../../src/modules/find/registry';
import { createTestContext, type TestContext } from '../helpers';
import { apiRoutes, expected, hasBody, isDocs, targets } from './routes';
import { isAlive, mintToken, type RoleSession, roleSessions } from './sessions';

/**
 * Issue #8 §1: every route registered at run time × anonymous and every demo login. The expected
 * answer comes from the route's declared access and the user's rights as /api/me reports them.
 */
let t: TestContext;
let sessions: RoleSession[];
beforeAll(async () => {
  t = await createTestContext();
  sessions = await roleSessions(t);
});
afterAll(() => t.close());

describe('authorization matrix', () => {
  it('every /api route and every generic-find entity declares its access', () => {
    const undeclared = apiRoutes(t)
      .filter((r) => !r.access)
      .map((r) => `${r.method} ${r.url}`);
    expect(undeclared).toEqual([]);
    const entities = allEntities()
      .filter((e) => !e.access || 'perEntity' in e.access)
      .map((e) => e.name);
    expect(entities).toEqual([]);
    // Only the swagger UI lives under /api without a declaration.
    const outside = t.app.routeList.filter((r) => !r.hasAccess).map((r) => r.url);
    expect(outside.every(isDocs)).toBe(true);
  });

  it('answers 401, 403 or lets through exactly as the permission table predicts', {
    timeout: 300_000,
  }, async () => {
    const list = targets(t);
    const violations: string[] = [];
    let checked = 0;
    for (const target of list) {
      for (const s of sessions) {
        const want = expected(target.access!, s.rights);
        const res = await t.call(target.method, target.url, {
          ...(s.token ? { token: s.token } : {}),
          ...(hasBody(target.method) ? { body: {} } : {}),
        });
        checked++;
        const got = res.statusCode;
        const ok = want === 'allowed' ? got !== 401 && got !== 403 && got < 500 : got === want;
        if (!ok) {
          violations.push(
            `${s.role} ${target.method} ${target.url}: esperado ${want}, recebeu ${got} ${res.body.slice(0, 160)}`,
          );
        }
        if (got >= 400) {
          const body = res.json();
          if (body.success !== false || typeof body.error?.message !== 'string') {
            violations.push(`${s.role} ${target.method} ${target.url}: resposta fora do envelope de erro`);
          }
        }
        // A route may have ended the session (logout, password change): mint a new one.
        if (s.token && s.email && target.method !== 'GET' && got < 300 && !(await isAlive(t, s.token))) {
          s.token = await mintToken(t, s.email);
        }
      }
    }
    console.info(
      `matriz de autorização: ${list.length} alvos × ${sessions.length} perfis = ${checked} requisições`,
    );
    expect(violations).toEqual([]);
    expect(checked).toBe(list.length * sessions.length);
    expect(list.length).toBeGreaterThan(10);
  });

  it('the expectation is not vacuous: each outcome occurs for some route and role', async () => {
    const outcomes = new Set<string>();
    for (const target of targets(t)) {
      for (const s of sessions) outcomes.add(String(expected(target.access!, s.rights)));
    }
    expect([...outcomes].sort()).toEqual(['401', '403', 'allowed']);
  });
});
