/**
 * The API's clock. Every CTR time rule (30-min removal wait, 24 h edit window, the Irregular job)
 * and every timestamp the CTR module writes read it, so tests can move time (`app.clock.now = …`).
 */
export interface Clock {
  now(): Date;
}

declare module 'fastify' {
  interface FastifyInstance {
    clock: Clock;
  }
}

export const systemClock = (): Clock => ({ now: () => new Date() });
