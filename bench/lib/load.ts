import autocannon from 'autocannon';

export interface LoadRequest {
  method: string;
  path: string;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface LoadResult {
  requests: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  errors: number;
  non2xx: number;
}

const bodyOf = (b: unknown) => (b === undefined ? undefined : typeof b === 'string' ? b : JSON.stringify(b));

/**
 * `connections` concurrent clients for `duration` seconds, or exactly `amount` requests; `next(i)`
 * gives the i-th request (writes consume one prepared CTR each). Latencies in ms.
 */
export async function runLoad(opts: {
  url: string;
  connections: number;
  duration?: number;
  amount?: number;
  next: (i: number) => LoadRequest;
}): Promise<LoadResult> {
  let i = 0;
  const first = opts.next(0);
  const instance = autocannon({
    url: opts.url,
    connections: opts.connections,
    ...(opts.amount ? { amount: opts.amount } : { duration: opts.duration ?? 10 }),
    timeout: 30,
    requests: [
      {
        method: first.method as 'GET',
        path: first.path,
        setupRequest: (req: Record<string, unknown>) => {
          const r = opts.next(i++);
          const headers = { 'content-type': 'application/json', ...(r.headers ?? {}) };
          const body = bodyOf(r.body);
          return { ...req, method: r.method, path: r.path, headers, ...(body === undefined ? {} : { body }) };
        },
      },
    ],
  });
  // autocannon's histogram has no p95: keep every response time and compute the percentiles here.
  const times: number[] = [];
  instance.on('response', (_client: unknown, _status: number, _bytes: number, ms: number) => {
    times.push(ms);
  });
  const result = await instance;
  times.sort((a, b) => a - b);
  const pct = (p: number) =>
    times.length ? times[Math.min(times.length - 1, Math.floor((times.length * p) / 100))]! : 0;
  return {
    requests: result.requests.total,
    rps: result.duration > 0 ? result.requests.total / result.duration : 0,
    p50: pct(50),
    p95: pct(95),
    p99: pct(99),
    max: times.at(-1) ?? 0,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

/** One client, `n` requests in a row: the API's own time for one request, without queueing. */
export async function sequential(url: string, r: LoadRequest, n: number): Promise<number> {
  const times: number[] = [];
  for (let k = 0; k < n + 2; k++) {
    const s = performance.now();
    const res = await fetch(url + r.path, {
      method: r.method,
      headers: { 'content-type': 'application/json', ...(r.headers ?? {}) },
      ...(r.body === undefined ? {} : { body: bodyOf(r.body) }),
    });
    await res.arrayBuffer();
    if (k >= 2) times.push(performance.now() - s);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)]!;
}
