import fs from 'node:fs';
import crypto from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { DEFAULT_GATE, type Db, openPostgres, wrapPglite } from '../src/db/client';
import { DEMO_PASSWORD } from '../src/db/seed/demo';

export { DEMO_PASSWORD };

export const DEMO = {
  admin: 'admin@rcc.demo',
  secretaria: 'secretaria@rcc.demo',
  transportador: 'transportador@rcc.demo',
  gerador: 'gerador@rcc.demo',
  destino: 'destino@rcc.demo',
  fiscal: 'fiscal@rcc.demo',
  cidadao: 'cidadao@rcc.demo',
} as const;
export type DemoRole = keyof typeof DEMO;

/**
 * A fresh database for one test file: a clone of the run's migrated and seeded template, with the
 * API's statement timeout (PostgreSQL) and connection wait (both) as configured (issue #12).
 */
export async function openTestDb(limits: { statementTimeoutMs?: number; waitMs?: number } = {}): Promise<Db> {
  if (process.env.TEST_DB === 'postgres') {
    const url = new URL(process.env.TEST_DATABASE_URL!);
    const name = `rcc_t_${process.env.RCC_TEST_TEMPLATE?.split('_')[2]}_${crypto.randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url.toString() });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${process.env.RCC_TEST_TEMPLATE}`);
    await admin.end();
    url.pathname = `/${name}`;
    const db = openPostgres(url.toString(), 10, limits);
    const close = db.close;
    return {
      ...db,
      close: async () => {
        await close();
        const a = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
        await a.connect();
        await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await a.end();
      },
    };
  }
  const dump = fs.readFileSync(process.env.RCC_TEST_DUMP!);
  const raw = await PGlite.create({
    loadDataDir: new Blob([dump]),
    extensions: { pg_trgm },
    parsers: { 20: Number, 1700: Number, 1082: (v: string) => v },
  });
  return wrapPglite(raw, undefined, { ...DEFAULT_GATE, ...(limits.waitMs ? { waitMs: limits.waitMs } : {}) });
}

export interface TestContext {
  app: Awaited<ReturnType<typeof buildApp>>;
  db: Db;
  /** Logs a demo user in and returns its token. */
  login(role: DemoRole): Promise<string>;
  /** JSON request; `token` sends the auth-token header. */
  call(
    method: string,
    url: string,
    opts?: { token?: string; body?: unknown; headers?: Record<string, string> },
  ): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

let ipSeq = 0;

export async function createTestContext(env: Record<string, string> = {}): Promise<TestContext> {
  const config = { ...loadConfig({ ...process.env, SEED_DEMO: 'true', ...env }), webDist: '/nonexistent' };
  const db = await openTestDb({ statementTimeoutMs: config.dbStatementTimeoutMs, waitMs: config.dbWaitMs });
  const app = await buildApp({ db, config });
  await app.ready();
  const tokens = new Map<string, string>();
  const call: TestContext['call'] = (method, url, opts = {}) =>
    app.inject({
      method: method as 'GET',
      url,
      headers: { ...(opts.token ? { 'auth-token': opts.token } : {}), ...(opts.headers ?? {}) },
      ...(opts.body !== undefined ? { payload: opts.body as object } : {}),
      // Each test context gets its own client address, so login throttling of one test does not leak.
      remoteAddress: `10.0.${++ipSeq % 250}.${(ipSeq >> 8) % 250}`,
    });
  return {
    app,
    db,
    call,
    async login(role) {
      const cached = tokens.get(role);
      if (cached) return cached;
      const email = DEMO[role];
      const found = await call('POST', '/api/find-available-pessoa', { body: { email } });
      const idPessoa = found.json().data.rows[0].id;
      const res = await call('POST', '/api/login', {
        body: { username: email, password: DEMO_PASSWORD, idPessoa },
      });
      if (res.statusCode !== 200) throw new Error(`login ${role} falhou: ${res.body}`);
      const token = res.json().data.token as string;
      tokens.set(role, token);
      return token;
    },
    async close() {
      await app.close();
      await db.close();
    },
  };
}
