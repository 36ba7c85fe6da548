import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDb } from '../../test/helpers';
import { type Db, openPostgres, REUSABLE_PER_CONNECTION } from './client';
import { reusable, sql } from './sql';

describe('reusable(): statements the server keeps while their text repeats (issue #17)', () => {
  it('names a statement by its text alone: the same text with other values, the same name', () => {
    const a = reusable(sql`SELECT * FROM obra t WHERE t.id = ANY(${[1, 2]})`);
    const b = reusable(sql`SELECT * FROM obra t WHERE t.id = ANY(${[3]})`);
    const c = reusable(sql`SELECT * FROM obra t WHERE t.id_gerador = ANY(${[3]})`);
    expect(a).toMatchObject({
      text: 'SELECT * FROM obra t WHERE t.id = ANY($1)',
      values: [[1, 2]],
      reusable: true,
    });
    expect(a.name).toMatch(/^rcc_r_[0-9a-f]{24}$/);
    expect(b.name).toBe(a.name);
    expect(b.values).toEqual([[3]]);
    expect(c.name).not.toBe(a.name);
  });
});

// Many texts, each run several times in turns: more texts than a connection keeps.
const TEXTS = REUSABLE_PER_CONNECTION + 8;
const statement = (k: number, v: number) => reusable(sql`SELECT ${v}::int + ${sql.raw(String(k))} AS n`);

async function runAll(db: Db) {
  for (let round = 0; round < 3; round++)
    for (let k = 0; k < TEXTS; k++) {
      const rows = await db.query<{ n: number }>(statement(k, round * 100));
      expect(rows).toEqual([{ n: round * 100 + k }]);
    }
}

describe('each database runs reusable statements with the right values, whatever it keeps', () => {
  let db: Db;
  beforeAll(async () => {
    db = await openTestDb();
  });
  afterAll(() => db.close());

  it('answers every text on every turn, also after more texts than a connection keeps', async () => {
    await runAll(db);
    // In a transaction too (the connection is the transaction's).
    await db.transaction(async (tx) => {
      for (let k = 0; k < TEXTS; k++) expect(await tx.query(statement(k, 7))).toEqual([{ n: 7 + k }]);
    });
  });
});

describe.runIf(process.env.TEST_DB === 'postgres')('a PostgreSQL connection keeps a bounded set', () => {
  let db: Db;
  beforeAll(() => {
    // One connection: every statement and the check below run on the same server process.
    db = openPostgres(process.env.TEST_DATABASE_URL!, 1);
  });
  afterAll(() => db.close());

  const kept = async () =>
    (
      await db.query<{ name: string }>(
        `SELECT name FROM pg_prepared_statements WHERE name LIKE 'rcc\\_r\\_%' ORDER BY name`,
      )
    ).map((r) => r.name);

  it('prepares a text from its second run on, and keeps at most REUSABLE_PER_CONNECTION of them', async () => {
    const once = statement(1000, 1);
    await db.query(once);
    expect(await kept()).not.toContain(once.name);
    await db.query(once);
    expect(await kept()).toContain(once.name);
    await runAll(db);
    const names = await kept();
    expect(names.length).toBe(REUSABLE_PER_CONNECTION);
    // The ones it keeps are the texts it ran last; an evicted one runs again (prepared anew).
    const last = Array.from({ length: REUSABLE_PER_CONNECTION }, (_, i) => statement(TEXTS - 1 - i, 0).name);
    expect(names).toEqual([...last].sort());
    expect(await db.query(statement(0, 5))).toEqual([{ n: 5 }]);
    expect(await kept()).toContain(statement(0, 5).name);
    expect((await kept()).length).toBe(REUSABLE_PER_CONNECTION);
  });
});
