import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { alocarCtrDemo, type DemoIds, retirarCacamba } from '../../../test/ctr-factories';
import { ctrTestContext } from '../../../test/ctr-context';
import { type TestContext, createTestContext } from '../../../test/helpers';

/**
 * The opt-in test clock (TEST_CLOCK=true): POST /api/test/clock moves the time every CTR rule
 * reads. Without the variable the route does not exist; in production the start is refused.
 */

describe('without TEST_CLOCK', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext({ TEST_CLOCK: '' });
  });
  afterAll(() => t.close());

  it('the route does not exist, not even for the administrator', async () => {
    const admin = await t.login('admin');
    const res = await t.call('POST', '/api/test/clock', { token: admin, body: { avancarMinutos: 31 } });
    expect(res.statusCode).toBe(404);
    expect(t.app.routeList.some((r) => r.url === '/api/test/clock')).toBe(false);
  });
});

describe('the start is refused when TEST_CLOCK is set in production', () => {
  it('loadConfig throws for NODE_ENV=production and accepts it elsewhere', () => {
    expect(() => loadConfig({ TEST_CLOCK: 'true', NODE_ENV: 'production' })).toThrow(
      'TEST_CLOCK=true não é permitido com NODE_ENV=production.',
    );
    expect(loadConfig({ TEST_CLOCK: 'true', NODE_ENV: 'test' }).testClock).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }).testClock).toBe(false);
  });
});

describe('with TEST_CLOCK=true', () => {
  let t: TestContext;
  let ids: DemoIds;
  beforeAll(async () => {
    ({ t, ids } = await ctrTestContext({ env: { TEST_CLOCK: 'true' } }));
  });
  afterAll(() => t.close());

  const mover = (avancarMinutos: unknown, token?: string) =>
    t.call('POST', '/api/test/clock', { token, body: { avancarMinutos } });

  it('401 without a session, 403 for anyone who may not change the system settings', async () => {
    expect((await mover(31)).statusCode).toBe(401);
    for (const role of ['transportador', 'secretaria', 'destino'] as const) {
      expect((await mover(31, await t.login(role))).statusCode, role).toBe(403);
    }
  });

  it('400 for a non-integer or out-of-range shift', async () => {
    const admin = await t.login('admin');
    for (const bad of ['31', 1.5, 10_000_000, null]) {
      const res = await mover(bad, admin);
      expect(res.statusCode, String(bad)).toBe(400);
    }
    expect((await mover(1.5, admin)).json().error.message).toBe(
      'Informe avancarMinutos (número inteiro de minutos).',
    );
  });

  it('moves the clock the 30-minute removal rule reads (spec 2 §5)', async () => {
    const admin = await t.login('admin');
    const transportador = await t.login('transportador');
    const { id, veiculo, cacamba } = await alocarCtrDemo(t, ids, { tipo: 'Poliguindaste' });

    const retirar = () =>
      retirarCacamba(t, id, transportador, {
        idDestinoFinal: ids.destino,
        idVeiculo: veiculo.id,
        idCacamba: cacamba.id,
      });
    const cedo = await retirar();
    expect(cedo.statusCode).toBe(409);
    expect(cedo.json().error.message).toMatch(/^Atenção, esta caçamba só poderá ser retirada em /);

    const antes = t.app.clock.now().getTime();
    const movido = await mover(31, admin);
    expect(movido.statusCode, movido.body).toBe(200);
    const agora = new Date(movido.json().data.agora).getTime();
    // 31 minutes ahead of the real time (a few seconds of test run allowed).
    expect(agora - antes).toBeGreaterThanOrEqual(31 * 60_000);
    expect(agora - antes).toBeLessThan(32 * 60_000);
    expect(Math.abs(t.app.clock.now().getTime() - (Date.now() + 31 * 60_000))).toBeLessThan(5_000);

    const depois = await retirar();
    expect(depois.statusCode, depois.body).toBe(200);
    expect(depois.json().data.situacao).toBe('Retirada');

    // And back: a negative shift returns the clock to the real time.
    expect((await mover(-31, admin)).statusCode).toBe(200);
    expect(Math.abs(t.app.clock.now().getTime() - Date.now())).toBeLessThan(5_000);
  });
});
