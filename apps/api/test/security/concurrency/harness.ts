import { migrate } from '../../../src/db/migrate';
import { openPostgres } from '../../../src/db/client';
import { seedDemo } from '../../../src/db/seed/demo';
import { seedReference } from '../../../src/db/seed/reference';
import pg from 'pg';
import { createTestContext, type TestContext } from '../../helpers';

/**
 * Starts `n` attempts at the same moment (all are created before any is awaited, behind one
 * barrier) and returns every outcome, fulfilled or rejected, in order.
 */
export async function runConcurrently<T>(
  n: number,
  fn: (i: number) => Promise<T>,
): Promise<PromiseSettledResult<T>[]> {
  let open!: () => void;
  const barrier = new Promise<void>((r) => {
    open = r;
  });
  const all = Array.from({ length: n }, (_, i) => barrier.then(() => fn(i)));
  open();
  return Promise.allSettled(all);
}

export const fulfilled = <T>(r: PromiseSettledResult<T>[]) =>
  r.filter((x): x is PromiseFulfilledResult<T> => x.status === 'fulfilled').map((x) => x.value);

/**
 * One conflict scenario: `attempt` runs `n` times in parallel, `verify` checks the outcome and the
 * database afterwards. `requires` names routes ('PUT /api/alocar_cacamba/:id') the case needs: a
 * case whose routes have not landed yet is reported as pending, by name, and not counted.
 */
export interface ConflictCase<S = unknown, R = unknown> {
  name: string;
  requires?: string[];
  n?: number;
  setup?: (t: TestContext) => Promise<S>;
  attempt: (t: TestContext, i: number, state: S) => Promise<R>;
  verify: (t: TestContext, results: PromiseSettledResult<R>[], state: S) => Promise<void>;
}

export const defineCase = <S, R>(c: ConflictCase<S, R>) => c as unknown as ConflictCase;

export function missingRoutes(t: TestContext, c: ConflictCase): string[] {
  const have = new Set(t.app.routeList.map((r) => `${r.method} ${r.url}`));
  return (c.requires ?? []).filter((r) => !have.has(r));
}

/**
 * Where the conflicts run: the PostgreSQL server when TEST_DATABASE_URL is set (real parallel
 * connections), else PGlite with a visible notice (one connection: the same cases, serialized).
 */
export async function concurrencyContext(): Promise<{
  t: TestContext;
  engine: string;
  cleanup: () => Promise<void>;
}> {
  const url = process.env.TEST_DATABASE_URL;
  if (process.env.TEST_DB === 'postgres') {
    return { t: await createTestContext(), engine: 'PostgreSQL', cleanup: async () => {} };
  }
  if (!url) {
    console.warn(
      'concorrência: TEST_DATABASE_URL não definido — os casos rodam no PGlite embutido (uma conexão, acessos serializados); defina TEST_DATABASE_URL para exercitá-los num servidor PostgreSQL.',
    );
    return { t: await createTestContext(), engine: 'PGlite', cleanup: async () => {} };
  }
  // A template of our own on the server, cloned by the usual helper (TEST_DB=postgres path).
  const template = `rcc_tpl_${process.pid}c`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${template}`);
  await admin.query(`CREATE DATABASE ${template}`);
  const u = new URL(url);
  u.pathname = `/${template}`;
  const db = openPostgres(u.toString(), 2);
  await migrate(db);
  await seedReference(db);
  await seedDemo(db);
  await db.close();
  const saved = { TEST_DB: process.env.TEST_DB, RCC_TEST_TEMPLATE: process.env.RCC_TEST_TEMPLATE };
  process.env.TEST_DB = 'postgres';
  process.env.RCC_TEST_TEMPLATE = template;
  const t = await createTestContext();
  return {
    t,
    engine: 'PostgreSQL',
    cleanup: async () => {
      for (const [k, v] of Object.entries(saved)) {
        if (v === undefined) delete process.env[k];
        else process.env[k] = v;
      }
      await admin.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
      await admin.end();
    },
  };
}
