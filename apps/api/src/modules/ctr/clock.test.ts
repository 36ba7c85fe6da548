import { describe, expect, it } from 'vitest';
import { openTestDb } from '../../../test/helpers';
import type { Queryable } from '../../db/client';
import { databaseClock, databaseNow } from './clock';

/** Issue #18 item 5: business time is the database's, for every instance. */
describe('databaseClock', () => {
  it("follows the database's clock, not the host's, and the test clock still moves it", async () => {
    const HOUR = 3_600_000;
    // A database server whose clock runs one hour ahead of this host.
    const ahead: Queryable = {
      query: async <T>() => [{ ms: Date.now() + HOUR }] as T[],
    };
    const clock = databaseClock(ahead);
    await clock.sync();
    expect(Math.abs(clock.now().getTime() - (Date.now() + HOUR))).toBeLessThan(200);
    clock.advance(30 * 60_000);
    expect(Math.abs(clock.now().getTime() - (Date.now() + HOUR + 30 * 60_000))).toBeLessThan(200);
    // A re-sync keeps the test clock's offset.
    await clock.sync();
    expect(Math.abs(clock.now().getTime() - (Date.now() + HOUR + 30 * 60_000))).toBeLessThan(200);
  });

  it('agrees with the real database (PGlite or PostgreSQL)', async () => {
    const db = await openTestDb();
    try {
      const clock = databaseClock(db);
      await clock.start();
      const banco = await databaseNow(db);
      expect(Math.abs(clock.now().getTime() - banco.getTime())).toBeLessThan(1000);
      clock.stop();
    } finally {
      await db.close();
    }
  });
});
