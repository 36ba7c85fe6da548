import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshPostgres, postgresAvailable } from '../../test/support/fresh-postgres';
import { bootstrapDb } from './bootstrap';

const available = await postgresAvailable();
if (!available)
  console.warn('migração concorrente: servidor PostgreSQL indisponível — teste pulado nesta execução');

describe.skipIf(!available)('two instances starting at once on a fresh PostgreSQL database', () => {
  let fresh: Awaited<ReturnType<typeof freshPostgres>>;
  beforeAll(async () => {
    fresh = await freshPostgres('rcc_mig');
  });
  afterAll(async () => {
    await fresh?.drop();
  });

  it('both migrate and seed without error, and the demo data exists once', async () => {
    const config = { databaseUrl: fresh.url, dataDir: undefined, seedDemo: true };
    const started = await Promise.allSettled([bootstrapDb(config), bootstrapDb(config), bootstrapDb(config)]);
    const errors = started.flatMap((s) => (s.status === 'rejected' ? [String(s.reason)] : []));
    expect(errors).toEqual([]);
    const dbs = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
    try {
      const [admins] = await dbs[0]!.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM usuario WHERE lower(email) = 'admin@rcc.demo'",
      );
      expect(admins!.n).toBe(1);
      const [mig] = await dbs[1]!.query<{ n: number; distintas: number }>(
        'SELECT count(*)::int AS n, count(DISTINCT name)::int AS distintas FROM schema_migrations',
      );
      expect(mig!.n).toBeGreaterThan(10);
      expect(mig!.n).toBe(mig!.distintas);
    } finally {
      await Promise.all(dbs.map((db) => db.close()));
    }
  }, 120_000);
});
