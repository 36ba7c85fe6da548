import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CONTAGEM } from '@rcc/domain';
import { parseTrustProxy } from './lib/trust-proxy';
import { retencaoDoAmbiente } from './modules/jobs/purga';
import { loadOidcConfig } from './modules/social/config';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** Every setting comes from the environment (documented in the README). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const testClock = env.TEST_CLOCK === 'true';
  // The test clock moves the time every CTR rule reads: never in production.
  if (testClock && env.NODE_ENV === 'production') {
    throw new Error('TEST_CLOCK=true não é permitido com NODE_ENV=production.');
  }
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    /** PostgreSQL max_parallel_workers_per_gather for the API's connections; 'servidor' keeps the server's. */
    dbParallelWorkers: parallelWorkers(env.DB_PARALLEL_WORKERS),
    /** PostgreSQL statement_timeout of the API's connections; 0 turns it off (issue #12 item 2). */
    dbStatementTimeoutMs:
      optionalWholeNumber(env.DB_STATEMENT_TIMEOUT_MS, 'DB_STATEMENT_TIMEOUT_MS') ?? 10_000,
    /** How long a statement waits for a database connection before the request answers 503. */
    dbWaitMs: optionalPositiveInt(env.DB_WAIT_MS, 'DB_WAIT_MS') ?? 10_000,
    /** Connections each instance keeps to PostgreSQL (README "Várias instâncias": instances × this < max_connections). */
    dbPoolMax: optionalPositiveInt(env.DB_POOL_MAX, 'DB_POOL_MAX') ?? 10,
    /** `memory://` keeps the embedded database in memory (tests, demos). */
    dataDir: env.DATA_DIR === 'memory://' ? undefined : path.resolve(REPO_ROOT, env.DATA_DIR ?? 'data'),
    seedDemo: env.SEED_DEMO !== 'false',
    /** With the demo, the 90-day demo city (issue #14 item 3); `false` keeps the small demo only. */
    seedDemoCidade: env.SEED_DEMO_CIDADE !== 'false',
    webDist: path.resolve(REPO_ROOT, env.WEB_DIST ?? 'apps/web/dist'),
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${env.PORT ?? 3000}`,
    /** Behind TLS the session cookie is Secure. */
    secureCookies: env.SECURE_COOKIES === 'true' || (env.PUBLIC_URL ?? '').startsWith('https://'),
    /** Which peers may say who the client is through X-Forwarded-For (issue #18): lib/trust-proxy.ts. */
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    cepProviderUrl: env.CEP_PROVIDER_URL ?? 'https://viacep.com.br/ws',
    geocoderUrl: env.GEOCODER_URL ?? 'https://nominatim.openstreetmap.org',
    tileUrl: env.TILE_URL ?? 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    mailWorker: env.MAIL_WORKER !== 'false',
    /** Days finished rows are kept before the daily purge (PURGA_*_DIAS, modules/jobs/purga.ts). */
    retencao: retencaoDoAmbiente(env),
    /** How long one e-mail job may run before the queue retries it (the send itself stays single:
     * modules/mail/worker.ts); a mail taken by an instance that dies is retried after it. */
    mailLeaseMs: optionalPositiveInt(env.MAIL_LEASE_MS, 'milissegundos'),
    /**
     * How much one exact list count may cost before the planner's estimate answers (issue #17):
     * milliseconds on PostgreSQL, planner cost on the embedded database (defaults in CONTAGEM).
     */
    findCountBudget: {
      ms: optionalPositiveInt(env.FIND_COUNT_BUDGET_MS, 'FIND_COUNT_BUDGET_MS') ?? CONTAGEM.orcamentoMs,
      cost:
        optionalPositiveInt(env.FIND_COUNT_BUDGET_COST, 'FIND_COUNT_BUDGET_COST') ?? CONTAGEM.orcamentoCusto,
    },
    /** Bin map: above this many bins (or occurrences) in the visible area, they come grouped by area. */
    mapaLimitePontos: optionalPositiveInt(env.MAPA_LIMITE_PONTOS, 'pontos do mapa') ?? 1000,
    /** Session idle limits in minutes: Administrador/Secretaria, everybody else (issue #12 item 3). */
    sessionIdle: {
      staffMin: optionalPositiveInt(env.SESSION_IDLE_MIN, 'SESSION_IDLE_MIN') ?? 30,
      outrosMin: optionalPositiveInt(env.SESSION_IDLE_MIN_OUTROS, 'SESSION_IDLE_MIN_OUTROS') ?? 120,
    },
    oidc: loadOidcConfig(env),
    logLevel: env.LOG_LEVEL ?? 'info',
    /** Tests only: registers POST /api/test/clock, which moves the API clock (modules/test-clock). */
    testClock,
  };
}

export type Config = ReturnType<typeof loadConfig>;

/** A positive whole number from the environment, or undefined (the default applies). */
function optionalPositiveInt(value: string | undefined, what: string): number | undefined {
  if (!value) return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n <= 0) throw new Error(`Valor inválido em ${what}: ${value}`);
  return n;
}

function optionalWholeNumber(value: string | undefined, what: string): number | undefined {
  if (!value) return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`Valor inválido em ${what}: ${value}`);
  return n;
}

function parallelWorkers(value: string | undefined): number | null {
  if (value === undefined || value === '') return 0;
  if (value === 'servidor') return null;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 64)
    throw new Error(`Valor inválido em DB_PARALLEL_WORKERS: ${value}`);
  return n;
}
