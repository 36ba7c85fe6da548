import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/helpers';
import {
  createJobs,
  FILA_AVISO_CLTRCC,
  FILA_DADOS_ABERTOS,
  FILA_IRREGULAR,
  FILA_MUDANCAS,
  FILA_PURGA,
  FILA_RESUMO_DIARIO,
} from '.';

const quiet = { info() {}, warn() {}, error() {} };
let t: TestContext;

beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => {
  await t.close();
});

describe('scheduled jobs on the queue', () => {
  it('a started worker registers the cron schedules (Irregular every 5 min, the daily jobs and purge) in Brasília time', async () => {
    const queue = createJobs(t.db, t.app.clock, quiet);
    await queue.start();
    await queue.stop();
    const rows = await t.db.query<{ name: string; cron: string; timezone: string }>(
      'SELECT name, cron, timezone FROM pgboss.schedule ORDER BY name',
    );
    expect(rows).toEqual([
      { name: FILA_AVISO_CLTRCC, cron: '0 6 * * *', timezone: 'America/Sao_Paulo' },
      { name: FILA_IRREGULAR, cron: '*/5 * * * *', timezone: 'America/Sao_Paulo' },
      { name: FILA_DADOS_ABERTOS, cron: '0 3 * * *', timezone: 'America/Sao_Paulo' },
      { name: FILA_MUDANCAS, cron: '*/5 * * * *', timezone: 'America/Sao_Paulo' },
      { name: FILA_PURGA, cron: '30 4 * * *', timezone: 'America/Sao_Paulo' },
      { name: FILA_RESUMO_DIARIO, cron: '0 7 * * *', timezone: 'America/Sao_Paulo' },
    ]);
  });

  it('the Irregular sweep sent by two instances at once waits once and runs once', async () => {
    const a = createJobs(t.db, t.app.clock, quiet);
    const b = createJobs(t.db, t.app.clock, quiet);
    await Promise.all([a.prepare(), b.prepare()]);
    const ids = await Promise.all([a.send(FILA_IRREGULAR, {}), b.send(FILA_IRREGULAR, {})]);
    expect(ids.filter(Boolean)).toHaveLength(1);
    const ran = await Promise.all([a.runDue([FILA_IRREGULAR]), b.runDue([FILA_IRREGULAR])]);
    expect(ran[0]! + ran[1]!).toBe(1);
    const [job] = await t.db.query<{ state: string }>(
      'SELECT state::text FROM pgboss.job WHERE name = $1 AND id = $2',
      [FILA_IRREGULAR, ids.find(Boolean)],
    );
    expect(job!.state).toBe('completed');
    await Promise.all([a.stop(), b.stop()]);
  });
});
