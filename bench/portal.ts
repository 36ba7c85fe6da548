/**
 * `npx tsx bench/portal.ts` (issue #19): every portal API — where to dispose, the open data, the
 * public transporter list, the CTR and CLTRCC checks, the map settings — at 20 concurrent anonymous
 * clients on the bench database, and the open-data refresh time. The refresh runs inside a
 * transaction that is rolled back, so the shared bench database keeps its rows.
 * Options: --duration 10 (s per case) --connections 20 --port 3931 --refreshes 2.
 */
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openPostgres } from '../apps/api/src/db/client';
import { recalcularResumos } from '../apps/api/src/modules/dados-abertos/atualizar';
import type { Case } from './cases/types';
import { DEFAULT_BENCH_URL } from './data/generate-defaults';
import { startApi } from './lib/api-process';
import { runLoad, sequential } from './lib/load';
import { type CaseResult, judge, machine, save, table } from './lib/report';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const arg = (name: string, dflt: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1]! : dflt;
};
const DURATION = Number(arg('duration', '10'));
const CONNECTIONS = Number(arg('connections', '20'));
const PORT = Number(arg('port', '3931'));
const REFRESHES = Number(arg('refreshes', '2'));
const say = (s: string) => process.stdout.write(`${s}\n`);

const get = (id: string, label: string, p: string): Case => ({
  id,
  label,
  group: 'lista',
  as: 'publico',
  method: 'GET',
  path: p,
});

function cases(codigoCtr: string, codigoCltrcc: string, regiao: string): Case[] {
  const r = encodeURIComponent(regiao);
  return [
    get('portal-onde-descartar', 'Onde descartar (lista)', '/api/publico/onde-descartar'),
    get(
      'portal-onde-descartar-perto',
      'Onde descartar (mais próximos da posição)',
      '/api/publico/onde-descartar?lat=-15.80&lon=-47.88',
    ),
    get('portal-mapa', 'Configuração do mapa', '/api/config/mapa'),
    get('portal-tutoriais', 'Vídeos tutoriais para o público', '/api/publico/tutoriais'),
    get('portal-da-conjuntos', 'Dados abertos: conjuntos e dicionário', '/api/dados-abertos/conjuntos'),
    get(
      'portal-da-ind-json',
      'Dados abertos: indicadores (JSON, tudo)',
      '/api/dados-abertos/indicadores-mensais.json',
    ),
    get(
      'portal-da-ind-csv',
      'Dados abertos: indicadores (CSV, tudo)',
      '/api/dados-abertos/indicadores-mensais.csv',
    ),
    get(
      'portal-da-ind-regiao',
      `Dados abertos: indicadores de ${regiao} desde 2025 (JSON)`,
      `/api/dados-abertos/indicadores-mensais.json?regiao=${r}&de=2025-01`,
    ),
    get(
      'portal-da-classe-csv',
      'Dados abertos: volume por classe (CSV, tudo)',
      '/api/dados-abertos/volume-por-classe.csv',
    ),
    get(
      'portal-da-tipo-json',
      'Dados abertos: volume por tipo de destino (JSON, cidade)',
      '/api/dados-abertos/volume-por-tipo-destino.json?regiao=cidade',
    ),
    {
      id: 'portal-transportadores',
      label: 'Transportadores licenciados (1ª página)',
      group: 'lista',
      as: 'publico',
      method: 'POST',
      path: '/api/transportadores/find',
      body: { limit: 12, offset: 0 },
    },
    get('portal-verificar-ctr', 'Verificar CTR pelo código', `/api/FichaCTR/verificar/${codigoCtr}`),
    get('portal-verificar-cltrcc', 'Verificar CLTRCC pelo código', `/api/cltrcc/verificar/${codigoCltrcc}`),
  ];
}

class Desfazer extends Error {}

/** The refresh as the job runs it, timed, then rolled back. */
async function medirAtualizacao(url: string): Promise<number[]> {
  const db = openPostgres(url, 2);
  const tempos: number[] = [];
  try {
    for (let i = 0; i < REFRESHES; i++) {
      const s = performance.now();
      await db
        .transaction(async (tx) => {
          await recalcularResumos(tx, new Date());
          tempos.push(performance.now() - s);
          throw new Desfazer();
        })
        .catch((err) => {
          if (!(err instanceof Desfazer)) throw err;
        });
    }
  } finally {
    await db.close();
  }
  return tempos;
}

async function main() {
  const url = process.env.DATABASE_URL || DEFAULT_BENCH_URL;
  const carga = os.loadavg();
  const api = await startApi(ROOT, url, PORT);
  const results: CaseResult[] = [];
  let atualizacoes: number[] = [];
  try {
    const db = openPostgres(url, 1);
    const [ctr] = await db.query<{ c: string }>(
      'SELECT codigo_verificacao AS c FROM solicitacao_transporte WHERE codigo_verificacao IS NOT NULL ORDER BY id DESC LIMIT 1',
    );
    const [cl] = await db.query<{ c: string }>(
      'SELECT codigo_cltrcc AS c FROM perfil WHERE codigo_cltrcc IS NOT NULL ORDER BY id LIMIT 1',
    );
    const [reg] = await db.query<{ c: string }>(
      'SELECT l.codigo AS c FROM localidade l WHERE EXISTS (SELECT 1 FROM dados_abertos_indicador t WHERE t.id_localidade = l.id) ORDER BY l.id LIMIT 1',
    );
    const [n] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM solicitacao_transporte');
    await db.close();
    say(`${n?.n} CTRs; carga média ao iniciar ${carga.map((x) => x.toFixed(2)).join(' / ')}`);
    for (const c of cases(ctr?.c ?? 'X', cl?.c ?? 'X', reg?.c ?? 'cidade')) {
      const req = { method: c.method, path: c.path, body: c.body };
      const r: CaseResult = { id: c.id, label: c.label, group: c.group, status: 'ok' };
      const probe = await fetch(api.url + c.path, {
        method: c.method,
        headers: { 'content-type': 'application/json' },
        ...(c.body ? { body: JSON.stringify(c.body) } : {}),
      });
      const texto = await probe.text();
      // The answer is what it says it is (production serializes the open-data JSON once, ahead).
      const valido =
        !probe.headers.get('content-type')?.includes('json') || JSON.parse(texto).success === true;
      if (!probe.ok || !valido) {
        results.push({ ...r, status: 'falha', message: String(probe.status) });
        continue;
      }
      r.apiP50 = await sequential(api.url, req, 15);
      api.resetPeak();
      r.load = await runLoad({ url: api.url, connections: CONNECTIONS, duration: DURATION, next: () => req });
      r.peakRssMb = api.peakRssMb();
      judge(r);
      results.push(r);
      const l = r.load;
      say(
        `${r.meets ? '✓' : '✗'} ${c.label}: p50 ${l.p50.toFixed(1)} p95 ${l.p95.toFixed(1)} ms, ${l.rps.toFixed(0)} req/s`,
      );
    }
  } finally {
    await api.stop();
  }
  atualizacoes = await medirAtualizacao(url);
  say(`\n${table(results)}\n`);
  say(
    `Atualização dos dados abertos (desfeita): ${atualizacoes.map((t) => `${(t / 1000).toFixed(1)} s`).join(', ')}`,
  );
  const fim = os.loadavg();
  say(`Carga média ao terminar: ${fim.map((x) => x.toFixed(2)).join(' / ')}`);
  const file = save(ROOT, {
    em: new Date().toISOString(),
    caso: 'portal (issue #19)',
    maquina: machine(),
    cargaInicio: carga,
    opcoes: { duracaoS: DURATION, conexoes: CONNECTIONS },
    atualizacaoMs: atualizacoes.map(Math.round),
    resultados: results,
  });
  say(`Resultados em ${path.relative(ROOT, file)}`);
}

main().catch((err) => {
  console.error(err instanceof Error ? (err.stack ?? err.message) : err);
  process.exit(1);
});
