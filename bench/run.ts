/**
 * `npm run bench`: starts the API on the bench database (see bench/data/generate.ts) and measures
 * every endpoint of issue #7 with 20 concurrent clients; prints a table, saves bench/results/*.json.
 * Options: --duration 10 (s per case) --connections 20 --writes 300 (requests per write case)
 * --only <regex> (case ids) --port 3917.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { EXPORT_CASE, LOGIN_CASE, OBRA_TEXT, READ_CASES } from './cases/reads';
import type { BenchContext, Case } from './cases/types';
import { WRITE_CASES } from './cases/writes';
import { DEFAULT_BENCH_URL } from './data/generate-defaults';
import { type ApiProcess, startApi } from './lib/api-process';
import { type Capture, startCapture } from './lib/capture';
import { headersFor, loginBodies, makeContext, registered } from './lib/context';
import { type LoadRequest, runLoad, sequential } from './lib/load';
import { type CaseResult, judge, machine, save, table } from './lib/report';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const arg = (name: string, dflt: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1]! : dflt;
};
const DURATION = Number(arg('duration', '10'));
const CONNECTIONS = Number(arg('connections', '20'));
const WRITES = Number(arg('writes', '300'));
const ONLY = new RegExp(arg('only', '.'));
const PORT = Number(arg('port', '3917'));

const say = (s: string) => process.stdout.write(`${s}\n`);
/** Seconds of unmeasured load before the run's first case (warmUp). */
const WARM_UP_S = 2;

/**
 * A server in use has its pooled connections open and warm (db/client.ts keeps them 5 min); a
 * just-started one opens them under the first case's load, and a new PostgreSQL process pays for its
 * first statements (catalog caches, shared pages mapped anew: p99 333–449 ms in the first case
 * alone, p95 ~400 ms for a write case run alone, 2026-11-27). So before the first case the run
 * reads Localizar CTR's first page as the Secretaria for WARM_UP_S with every client, not measured.
 */
async function warmUp(api: ApiProcess, ctx: BenchContext) {
  const body = { order: [['id', 'DESC']], limit: 10 };
  const headers = { 'auth-token': ctx.tokens.secretaria };
  await runLoad({
    url: api.url,
    connections: CONNECTIONS,
    duration: WARM_UP_S,
    next: () => ({ method: 'POST', path: '/api/ViewSolicitacaoTransporte/find', body, headers }),
  });
}

async function deepTextOffset(cap: Capture, ctx: BenchContext, c: Case): Promise<number> {
  const scoped = c.as === 'grande' ? `AND id_transportador = ${ctx.ids.grandePerfil}` : '';
  const n = Number(
    (
      await cap.sql.query(
        `SELECT count(*) AS n FROM view_solicitacao_transporte WHERE nome_obra ILIKE $1 ${scoped}`,
        [OBRA_TEXT],
      )
    ).rows[0]?.n,
  );
  return Math.max(0, Math.floor((n - 1) / 10) * 10);
}

/** The grid's cursor after `body.after` rows: the `next` the API gave for the page ending there. */
async function cursorAt(
  api: ApiProcess,
  c: Case,
  body: Record<string, unknown>,
  headers: Record<string, string>,
) {
  const depth = body.after as number;
  const res = await fetch(api.url + c.path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ ...body, after: undefined, offset: depth - 10, limit: 10 }),
  });
  const next = ((await res.json()) as { data?: { next?: unknown[] } }).data?.next;
  if (!next) throw new Error(`sem cursor para ${c.id} (${res.status})`);
  return next;
}

async function runRead(cap: Capture, api: ApiProcess, ctx: BenchContext, c: Case, base: Set<string>) {
  const r: CaseResult = { id: c.id, label: c.label, group: c.group, p95Ms: c.p95Ms, status: 'ok' };
  let body = c.body as Record<string, unknown> | undefined;
  if (body && body.offset === -1) body = { ...body, offset: await deepTextOffset(cap, ctx, c) };
  const headers = headersFor(ctx, c);
  if (body && typeof body.after === 'number')
    body = { ...body, after: await cursorAt(api, c, body, headers) };
  const probe = await cap.capture(c.method, c.path, body, headers['auth-token'], base);
  if (probe.status >= 400)
    return { ...r, status: 'falha' as const, message: `${probe.status} ${probe.body.slice(0, 120)}` };
  r.countEstimated = probe.body.includes('"countEstimated":true');
  const req: LoadRequest = { method: c.method, path: c.path, body, headers };
  if (c.compare) {
    r.statements = probe.queries.length;
    r.sqlP50 = await cap.timeBare(probe.queries, 15);
    r.apiP50 = await sequential(api.url, req, 15);
  }
  api.resetPeak();
  r.load = await runLoad({ url: api.url, connections: CONNECTIONS, duration: DURATION, next: () => req });
  r.peakRssMb = api.peakRssMb();
  return r;
}

async function runWrite(api: ApiProcess, ctx: BenchContext, c: Case): Promise<CaseResult> {
  const next = await c.prepare!(ctx, WRITES);
  const first = next(0);
  const check = await fetch(api.url + first.path, {
    method: first.method,
    headers: { 'content-type': 'application/json', ...(first.headers ?? {}) },
    ...(first.body === undefined
      ? {}
      : { body: typeof first.body === 'string' ? first.body : JSON.stringify(first.body) }),
  });
  const text = await check.text();
  const r: CaseResult = { id: c.id, label: c.label, group: c.group, p95Ms: c.p95Ms, status: 'ok' };
  if (check.status >= 400) return { ...r, status: 'falha', message: `${check.status} ${text.slice(0, 120)}` };
  api.resetPeak();
  r.load = await runLoad({
    url: api.url,
    connections: CONNECTIONS,
    amount: WRITES - 1,
    next: (i) => next(i + 1),
  });
  r.peakRssMb = api.peakRssMb();
  return r;
}

async function runExport(api: ApiProcess, ctx: BenchContext, c: Case): Promise<CaseResult> {
  api.resetPeak();
  const s = performance.now();
  const res = await fetch(api.url + c.path, {
    method: c.method,
    headers: { 'content-type': 'application/json', ...headersFor(ctx, c) },
    body: JSON.stringify(c.body),
  });
  let bytes = 0;
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) bytes += chunk.length;
  const r: CaseResult = { id: c.id, label: c.label, group: c.group, p95Ms: c.p95Ms, status: 'ok' };
  if (!res.ok) return { ...r, status: 'falha', message: `${res.status}` };
  return { ...r, seconds: (performance.now() - s) / 1000, bytes, peakRssMb: api.peakRssMb() };
}

async function main() {
  const url = process.env.DATABASE_URL || DEFAULT_BENCH_URL;
  const cap = await startCapture(url);
  const meta = await cap.sql.query(`SELECT chave, valor FROM bench_meta`).catch(() => null);
  if (!meta) throw new Error('Banco sem dados de benchmark: rode `npm run bench:data` antes.');
  const ctx = await makeContext(cap, '');
  say(`dados: ${JSON.stringify(Object.fromEntries(meta.rows.map((m) => [m.chave, m.valor])))}`);
  const api = await startApi(ROOT, url, PORT);
  ctx.url = api.url;
  const results: CaseResult[] = [];
  const baselines = new Map<string, Set<string>>();
  const baseFor = async (c: Case) => {
    if (c.as === 'publico') return new Set<string>();
    if (!baselines.has(c.as)) baselines.set(c.as, await cap.baseline(ctx.tokens[c.as]));
    return baselines.get(c.as)!;
  };
  const runCase = async (c: Case): Promise<CaseResult> => {
    if (!registered(cap.routes, c)) return { id: c.id, label: c.label, group: c.group, status: 'n/d' };
    if (c.group === 'exportacao') return runExport(api, ctx, c);
    if (c.prepare) return runWrite(api, ctx, c);
    if (c.group !== 'login') return runRead(cap, api, ctx, c, await baseFor(c));
    // One account per client (lib/context.ts loginBodies): one account from 20 clients is throttled.
    const bodies = await loginBodies(cap, CONNECTIONS);
    api.resetPeak();
    const load = await runLoad({
      url: api.url,
      connections: CONNECTIONS,
      duration: DURATION,
      next: (i) => ({ method: 'POST', path: c.path, body: bodies[i % bodies.length] }),
    });
    return { id: c.id, label: c.label, group: c.group, status: 'ok', load, peakRssMb: api.peakRssMb() };
  };
  const all: Case[] = [...READ_CASES, LOGIN_CASE, ...WRITE_CASES, EXPORT_CASE].filter((c) => ONLY.test(c.id));
  try {
    await warmUp(api, ctx);
    for (const c of all) {
      let r: CaseResult;
      try {
        r = await runCase(c);
      } catch (err) {
        r = { id: c.id, label: c.label, group: c.group, status: 'falha', message: String(err).slice(0, 200) };
      }
      judge(r);
      results.push(r);
      const l = r.load;
      say(
        `${r.meets === false ? '✗' : r.status === 'ok' ? '✓' : '·'} ${c.label}: ${
          r.status !== 'ok'
            ? `${r.status} ${r.message ?? ''}`
            : l
              ? `p50 ${l.p50.toFixed(1)} p95 ${l.p95.toFixed(1)} p99 ${l.p99.toFixed(1)} ms, ${l.rps.toFixed(0)} req/s, ${l.errors + l.non2xx} erros`
              : `${r.seconds?.toFixed(1)} s, ${((r.bytes ?? 0) / 2 ** 20).toFixed(1)} MB`
        }${r.sqlP50 !== undefined ? ` | API 1 cliente ${r.apiP50?.toFixed(1)} ms, SQL ${r.sqlP50.toFixed(1)} ms` : ''}`,
      );
    }
  } finally {
    const hwm = api.hwmMb();
    await api.stop();
    await cap.close();
    const file = save(ROOT, {
      em: new Date().toISOString(),
      maquina: machine(),
      opcoes: { duracaoS: DURATION, conexoes: CONNECTIONS, escritas: WRITES },
      dados: Object.fromEntries(meta.rows.map((m) => [m.chave, m.valor])),
      apiVmHwmMb: hwm,
      resultados: results,
    });
    say(`\n${table(results)}\n`);
    say(
      `* contagem estimada pelo planejador (countEstimated). Pico de memória da API (VmHWM): ${hwm.toFixed(0)} MB`,
    );
    const failed = results.filter((r) => r.meets === false || r.status === 'falha');
    say(`${results.length} casos, ${failed.length} fora da meta. Resultados em ${path.relative(ROOT, file)}`);
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? (err.stack ?? err.message) : err);
  process.exit(1);
});
