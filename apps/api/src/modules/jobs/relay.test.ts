import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/helpers';
import { JobQueue } from './queue';
import { type EventConsumer, type EventoJob, relayEvents } from './relay';

const quiet = { info() {}, warn() {}, error() {} };
let t: TestContext;
let queue: JobQueue;
const handled: Array<{ fila: string; idEvento: number }> = [];

const CONSUMERS: EventConsumer[] = [
  { fila: 'teste.todos', tipos: '*' },
  { fila: 'teste.ctr', tipos: ['ctr.situacao_alterada'] },
];

beforeAll(async () => {
  t = await createTestContext();
  queue = new JobQueue(t.db, quiet);
  for (const c of CONSUMERS)
    queue.define<EventoJob>({
      name: c.fila,
      handler: async (data) => {
        handled.push({ fila: c.fila, idEvento: data.idEvento });
      },
    });
  await queue.prepare();
});
afterAll(async () => {
  await queue.stop();
  await t.close();
});
beforeEach(async () => {
  await t.db.query('UPDATE evento SET despachado_em = now() WHERE despachado_em IS NULL');
  handled.length = 0;
});

const relay = () => relayEvents(t.db, CONSUMERS, (tx, jobs) => queue.insert(jobs, tx));

const inserirEvento = (tipo: string, id?: number) =>
  t.db.query<{ id: number }>(
    id
      ? `INSERT INTO evento (id, tipo, payload) VALUES (${id}, $1, '{}') RETURNING id`
      : `INSERT INTO evento (tipo, payload) VALUES ($1, '{}') RETURNING id`,
    [tipo],
  );

const jobsOf = async (fila: string, idEvento: number) =>
  (
    await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM pgboss.job WHERE name = $1 AND (data->>'idEvento')::bigint = $2`,
      [fila, idEvento],
    )
  )[0]!.n;

describe('event relay (DESIGN §8)', () => {
  it('enqueues one job per consumer that takes the type, and marks the events dispatched', async () => {
    const [ctr] = await inserirEvento('ctr.situacao_alterada');
    const [msg] = await inserirEvento('mensagem.recebida');
    expect(await relay()).toBe(2);
    expect(await queue.runDue()).toBe(3);
    expect(handled.sort((a, b) => a.idEvento - b.idEvento || a.fila.localeCompare(b.fila))).toEqual([
      { fila: 'teste.ctr', idEvento: ctr!.id },
      { fila: 'teste.todos', idEvento: ctr!.id },
      { fila: 'teste.todos', idEvento: msg!.id },
    ]);
    const [left] = await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM evento WHERE despachado_em IS NULL',
    );
    expect(left!.n).toBe(0);
    expect(await relay()).toBe(0);
  });

  it('relays an event committed after a higher id was already relayed (no high-water mark)', async () => {
    const [alto] = await inserirEvento('ctr.situacao_alterada');
    if (t.db.kind === 'postgres') {
      // Two real transactions: the lower id commits after the higher one was relayed.
      let release!: () => void;
      const held = new Promise<void>((r) => {
        release = r;
      });
      let idBaixo = 0;
      const slow = t.db.transaction(async (tx) => {
        const [r] = await tx.query<{ id: number }>(
          `INSERT INTO evento (tipo, payload) VALUES ('ctr.situacao_alterada', '{}') RETURNING id`,
        );
        idBaixo = r!.id;
        await held;
      });
      while (!idBaixo) await new Promise((r) => setTimeout(r, 10));
      const [maisAlto] = await inserirEvento('ctr.situacao_alterada');
      expect(maisAlto!.id).toBeGreaterThan(idBaixo);
      expect(await relay()).toBe(2);
      release();
      await slow;
      expect(await relay()).toBe(1);
      expect(await jobsOf('teste.ctr', idBaixo)).toBe(1);
    } else {
      // One connection (PGlite): the late commit is a row with a lower id appearing after a higher
      // one was relayed.
      await t.db.query("SELECT setval('evento_id_seq', $1)", [alto!.id + 1000]);
      const [maisAlto] = await inserirEvento('ctr.situacao_alterada', alto!.id + 500);
      expect(await relay()).toBe(2);
      const [tardio] = await inserirEvento('ctr.situacao_alterada', alto!.id + 400);
      expect(tardio!.id).toBeLessThan(maisAlto!.id);
      expect(await relay()).toBe(1);
      expect(await jobsOf('teste.ctr', tardio!.id)).toBe(1);
    }
    expect(await jobsOf('teste.ctr', alto!.id)).toBe(1);
  });

  it('never relays an event whose transaction rolled back', async () => {
    let idPerdido = 0;
    await expect(
      t.db.transaction(async (tx) => {
        const [r] = await tx.query<{ id: number }>(
          `INSERT INTO evento (tipo, payload) VALUES ('ctr.situacao_alterada', '{}') RETURNING id`,
        );
        idPerdido = r!.id;
        throw new Error('falha da regra de negócio');
      }),
    ).rejects.toThrow('falha da regra');
    const [depois] = await inserirEvento('ctr.situacao_alterada');
    expect(await relay()).toBe(1);
    await queue.runDue();
    expect(handled.map((h) => h.idEvento)).not.toContain(idPerdido);
    expect(handled.filter((h) => h.idEvento === depois!.id)).toHaveLength(2);
    expect(await jobsOf('teste.todos', idPerdido)).toBe(0);
  });

  it('a relay run repeated over the same events (a crash before its commit) never doubles a job', async () => {
    const [e] = await inserirEvento('ctr.situacao_alterada');
    expect(await relay()).toBe(1);
    // As if the dispatch mark were lost: the same events go through the relay again.
    await t.db.query('UPDATE evento SET despachado_em = NULL WHERE id = $1', [e!.id]);
    expect(await relay()).toBe(1);
    expect(await jobsOf('teste.ctr', e!.id)).toBe(1);
    expect(await jobsOf('teste.todos', e!.id)).toBe(1);
    await queue.runDue();
    expect(handled.filter((h) => h.idEvento === e!.id)).toHaveLength(2);
  });
});
