import { AppError } from '@rcc/domain';

export const BUSY_MESSAGE = 'O sistema está ocupado. Tente novamente em instantes.';

export interface GateOptions {
  /** How long a statement may wait for the database before the request answers 503. */
  waitMs: number;
  /** Statements already waiting beyond which a new one is refused at once (503). */
  maxWaiting: number;
}

/** `heavy`: generic finds and exports, served only when no other request's statement is waiting. */
export type Lane = 'normal' | 'heavy';

interface Waiter {
  grant: () => void;
  timer: NodeJS.Timeout;
}

/**
 * The embedded database's one connection, shared by every request (issue #12 item 2). PGlite runs
 * each statement synchronously in WASM and cannot cancel it (statement_timeout is accepted but
 * never fires, see client.ts), so nothing may hold it long: the find cost bound keeps each
 * statement short, and this gate decides who runs next. Waiting is bounded in time and length
 * (503 instead of an endless queue), and a heavy statement (a find) never goes before another
 * request's waiting statement: the next one is chosen on the following turn of the event loop, so
 * a request's next statement, issued as soon as its previous one returned, is already waiting.
 */
export function createGate(opts: GateOptions) {
  let busy = false;
  const lanes: Record<Lane, Waiter[]> = { normal: [], heavy: [] };
  const busyError = () => new AppError('UNAVAILABLE', BUSY_MESSAGE);

  function next() {
    const w = lanes.normal.shift() ?? lanes.heavy.shift();
    if (!w) {
      busy = false;
      return;
    }
    clearTimeout(w.timer);
    w.grant();
  }

  function wait(lane: Lane): Promise<void> {
    if (lanes.normal.length + lanes.heavy.length >= opts.maxWaiting) return Promise.reject(busyError());
    return new Promise<void>((grant, fail) => {
      const waiter: Waiter = {
        grant,
        timer: setTimeout(() => {
          const at = lanes[lane].indexOf(waiter);
          if (at >= 0) lanes[lane].splice(at, 1);
          fail(busyError());
        }, opts.waitMs),
      };
      lanes[lane].push(waiter);
    });
  }

  return {
    async run<T>(fn: () => Promise<T>, lane: Lane = 'normal'): Promise<T> {
      if (busy) await wait(lane);
      else busy = true;
      try {
        return await fn();
      } finally {
        setImmediate(next);
      }
    },
    /** Statements waiting now (tests). */
    waiting: () => lanes.normal.length + lanes.heavy.length,
  };
}
