import type { Queryable } from '../../db/client';

/**
 * The API's clock. Every CTR time rule (30-min removal wait, 24 h edit window, the Irregular job)
 * and every timestamp the CTR module writes read it, so tests can move time (`app.clock.now = …`,
 * or `POST /api/test/clock` when TEST_CLOCK=true, see modules/test-clock).
 */
export interface Clock {
  now(): Date;
  /** Moves now() by `ms` from here on (used only by the opt-in test clock). */
  advance(ms: number): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    clock: Clock;
  }
}

/** The system time plus an offset that starts at zero and only the test clock changes. */
export const systemClock = (): Clock => {
  let offsetMs = 0;
  return {
    now: () => new Date(Date.now() + offsetMs),
    advance(ms) {
      offsetMs += ms;
    },
  };
};

/** How often each instance re-reads the database clock (hosts' clocks drift apart slowly). */
const SYNC_EVERY_MS = 60_000;

export interface DatabaseClock extends Clock {
  /** Reads the database clock now; the difference to this host's is applied from here on. */
  sync(): Promise<void>;
  /** Keeps syncing every minute until `stop()`. */
  start(): Promise<void>;
  stop(): void;
}

/**
 * Business time from the database server (DESIGN §8, issue #18): every API instance reads the
 * same clock, whatever its host's says. now() stays synchronous — the host's time plus the
 * difference measured to the database's clock_timestamp() (half the round trip taken off), re-read
 * every minute — plus the test clock's offset, which moves it as before.
 */
export function databaseClock(db: Queryable): DatabaseClock {
  let dbOffsetMs = 0;
  let testOffsetMs = 0;
  let timer: NodeJS.Timeout | undefined;
  const clock: DatabaseClock = {
    now: () => new Date(Date.now() + dbOffsetMs + testOffsetMs),
    advance(ms) {
      testOffsetMs += ms;
    },
    async sync() {
      const t0 = Date.now();
      const [row] = await db.query<{ ms: number }>(
        'SELECT (extract(epoch FROM clock_timestamp()) * 1000)::float8 AS ms',
      );
      const t1 = Date.now();
      if (row) dbOffsetMs = Number(row.ms) - (t0 + t1) / 2;
    },
    async start() {
      await clock.sync();
      timer ??= setInterval(() => void clock.sync().catch(() => {}), SYNC_EVERY_MS);
      timer.unref();
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
    },
  };
  return clock;
}

/** The database's now() (the transaction's start time inside `q`'s transaction): business time. */
export async function databaseNow(q: Queryable): Promise<Date> {
  const [row] = await q.query<{ agora: Date }>('SELECT now() AS agora');
  return row!.agora;
}
