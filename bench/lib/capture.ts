import pg from 'pg';
import { buildApp } from '../../apps/api/src/app';
import { loadConfig } from '../../apps/api/src/config';
import { type Db, openPostgres } from '../../apps/api/src/db/client';
import type { SqlQuery } from '../../apps/api/src/db/sql';

export interface CapturedQuery {
  text: string;
  values: unknown[];
}

/**
 * An in-process copy of the API whose database layer records every statement, so that the bench
 * can run exactly the SQL an endpoint sends, bare, and compare (issue #7: API time vs bare SQL).
 */
export async function startCapture(databaseUrl: string) {
  const inner = openPostgres(databaseUrl, 4, { parallelWorkers: 0 });
  let recording: CapturedQuery[] | null = null;
  const record = (q: SqlQuery | string, params?: unknown[]) => {
    if (recording)
      recording.push(
        typeof q === 'string' ? { text: q, values: params ?? [] } : { text: q.text, values: q.values },
      );
  };
  const db: Db = {
    kind: 'postgres',
    query: (q, params) => {
      record(q, params);
      return inner.query(q, params);
    },
    exec: (t) => inner.exec(t),
    transaction: (fn) =>
      inner.transaction((tx) =>
        fn({
          query: (q, params) => {
            record(q, params);
            return tx.query(q, params);
          },
        }),
      ),
    close: () => inner.close(),
  };
  const config = { ...loadConfig({ ...process.env, DATABASE_URL: databaseUrl, MAIL_WORKER: 'false' }) };
  const app = await buildApp({ db, config, logger: false });
  await app.ready();
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  // The bare-SQL connection runs as the API's own do (DB_PARALLEL_WORKERS default 0, jit off).
  await client.query('SET jit = off');
  await client.query('SET max_parallel_workers_per_gather = 0');

  async function inject(method: string, url: string, body: unknown, token?: string) {
    const res = await app.inject({
      method: method as 'GET',
      url,
      ...(body === undefined ? {} : { payload: body as object }),
      headers: token ? { 'auth-token': token } : {},
    });
    return res;
  }

  /** Statements one request sends, minus the per-request session lookup (`baseline`). */
  async function capture(
    method: string,
    url: string,
    body: unknown,
    token: string | undefined,
    baseline: Set<string>,
  ) {
    recording = [];
    const res = await inject(method, url, body, token);
    const got = recording;
    recording = null;
    return { status: res.statusCode, body: res.body, queries: got.filter((q) => !baseline.has(q.text)) };
  }

  async function baseline(token: string): Promise<Set<string>> {
    recording = [];
    await inject('GET', '/api/me', undefined, token);
    const got = recording;
    recording = null;
    return new Set(got.map((q) => q.text));
  }

  /** Median time of running the statements one after the other (reps after 2 warm-ups), in ms. */
  async function timeBare(queries: CapturedQuery[], reps: number): Promise<number> {
    const times: number[] = [];
    for (let i = 0; i < reps + 2; i++) {
      const s = performance.now();
      for (const q of queries) await client.query(q.text, q.values);
      if (i >= 2) times.push(performance.now() - s);
    }
    times.sort((a, b) => a - b);
    return times[Math.floor(times.length / 2)]!;
  }

  const routes = (app as unknown as { routeList: Array<{ method: string; url: string }> }).routeList;
  return {
    routes,
    inject,
    capture,
    baseline,
    timeBare,
    sql: client,
    close: async () => {
      await client.end();
      await app.close();
      await db.close();
    },
  };
}

export type Capture = Awaited<ReturnType<typeof startCapture>>;
