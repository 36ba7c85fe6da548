import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { TestContext } from '../../helpers';
import { isAlive, mintToken } from '../sessions';
import { answerProblems } from './check';

/** One generated request, before the identity is applied. */
export interface FuzzRequest {
  method: string;
  url: string;
  headers?: Record<string, string>;
  payload?: string;
}

export interface Identity {
  name: 'anon' | 'admin';
  email: string | null;
  token: string | null;
}

export interface FuzzTarget {
  name: string;
  who: Identity;
  arb: fc.Arbitrary<FuzzRequest>;
  /** Share of the budget relative to other targets (e.g. anonymous on a closed route: little). */
  weight: number;
}

export interface FuzzStats {
  requests: number;
  targets: number;
  byStatus: Record<string, number>;
  /** Most frequent refusal messages (their own part), to see what the generators mostly hit. */
  messages: Record<string, number>;
  slow: string[];
}

/**
 * FUZZ_RUNS scales the whole run: 20,000 requests across both fuzz files by default. The second
 * pass of `npm run test:api` on the PostgreSQL server runs a lighter 4,000 (same builder and
 * handlers; what differs there is the driver's error codes).
 */
export const fuzzTotal = () =>
  Number(process.env.FUZZ_RUNS ?? (process.env.TEST_DB === 'postgres' ? 4_000 : 20_000));
const CALIBRATION = 6;

let ipSeq = 0;

/**
 * Runs the targets with fast-check until `budget` requests were sent in total. A short calibration
 * finds the slow targets (e.g. login, which hashes with argon2): they get a small fixed share so
 * the fast ones carry the volume and the run stays within its time.
 */
export async function runFuzz(t: TestContext, targets: FuzzTarget[], budget: number): Promise<FuzzStats> {
  const stats: FuzzStats = { requests: 0, targets: targets.length, byStatus: {}, messages: {}, slow: [] };
  const send = async (who: Identity, req: FuzzRequest): Promise<LightMyRequestResponse> => {
    const opts: InjectOptions = {
      method: req.method as 'GET',
      url: req.url,
      headers: { ...(req.headers ?? {}), ...(who.token ? { 'auth-token': who.token } : {}) },
      // A new client address per request: the login throttle must not turn every answer into 429.
      remoteAddress: `10.${(ipSeq >> 16) & 255}.${(ipSeq >> 8) & 255}.${ipSeq++ & 255}`,
      ...(req.payload !== undefined ? { payload: req.payload } : {}),
    };
    const res = await t.app.inject(opts);
    stats.requests++;
    stats.byStatus[res.statusCode] = (stats.byStatus[res.statusCode] ?? 0) + 1;
    if (res.statusCode === 400) {
      const m = String(/"message":"([^":]{0,40})/.exec(res.body)?.[1]);
      stats.messages[m] = (stats.messages[m] ?? 0) + 1;
    }
    // A route may have ended the admin session (logout): open a new one and go on.
    if (who.token && who.email && res.statusCode === 401 && !(await isAlive(t, who.token))) {
      who.token = await mintToken(t, who.email);
    }
    return res;
  };
  const property = (target: FuzzTarget) =>
    fc.asyncProperty(target.arb, async (req) => {
      const res = await send(target.who, req);
      const problems = answerProblems(res);
      if (problems.length) {
        throw new Error(`${target.name} ${req.method} ${req.url.slice(0, 200)}\n${problems.join('\n')}`);
      }
    });
  const seed = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;
  const params = (numRuns: number) => ({
    numRuns,
    ...(seed !== undefined ? { seed } : {}),
    endOnFailure: false,
  });

  const timing: number[] = [];
  for (const target of targets) {
    const started = performance.now();
    await fc.assert(property(target), params(CALIBRATION));
    timing.push((performance.now() - started) / CALIBRATION);
  }
  const sorted = [...timing].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)] ?? 1;
  const slow = timing.map((ms) => ms > Math.max(8 * median, 20));
  const SLOW_RUNS = 60;
  stats.slow = targets.filter((_, i) => slow[i]).map((x) => x.name);
  const remaining = Math.max(0, budget - stats.requests - stats.slow.length * SLOW_RUNS);
  const fastWeight = targets.reduce((acc, x, i) => acc + (slow[i] ? 0 : x.weight), 0) || 1;
  for (const [i, target] of targets.entries()) {
    const runs = slow[i] ? SLOW_RUNS : Math.ceil((remaining * target.weight) / fastWeight);
    if (runs > 0) await fc.assert(property(target), params(runs));
  }
  stats.messages = Object.fromEntries(
    Object.entries(stats.messages)
      .sort((a, b) => b[1] - a[1])
      .slice(0, 12),
  );
  return stats;
}

/** Swagger's JSON schema of a route's body: its property names, to shape bodies like real ones. */
export function bodyProps(t: TestContext, method: string, url: string): string[] {
  const doc = t.app.swagger() as {
    paths?: Record<
      string,
      Record<string, { requestBody?: { content?: Record<string, { schema?: { properties?: object } }> } }>
    >;
  };
  const path = url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
  const op = doc.paths?.[path]?.[method.toLowerCase()];
  const schema = op?.requestBody?.content?.['application/json']?.schema;
  return Object.keys(schema?.properties ?? {});
}
