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
