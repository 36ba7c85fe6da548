/**
 * `npm run bench:data -- --ctrs 1600000`: fills the PostgreSQL database in DATABASE_URL (default
 * postgres://postgres@127.0.0.1:5432/rcc_bench) with a five-year city (issue #7). It migrates and
 * seeds like the API, then bulk-loads server-side (INSERT … SELECT generate_series) with the big
 * tables' secondary indexes dropped and foreign-key triggers off, and rebuilds the indexes after.
 */
import pg from 'pg';
import { openPostgres } from '../../apps/api/src/db/client';
import { migrate } from '../../apps/api/src/db/migrate';
import { DEMO_PASSWORD, seedDemo } from '../../apps/api/src/db/seed/demo';
import { seedReference } from '../../apps/api/src/db/seed/reference';
import { hashPassword } from '../../apps/api/src/lib/password';
import { HELPERS_SQL, PATHS_SQL } from './helpers-sql';
import { rebuildKnownSummaries } from './summaries';
import { type Bases, makePlan } from './plan';
import { ctrSteps } from './steps-ctr';
import { monitoringSteps } from './steps-monitoring';
import { peopleSteps } from './steps-people';

import { DEFAULT_BENCH_URL } from './generate-defaults';
const BIG_TABLES = [
  'solicitacao_transporte',
  'solicitacao_transporte_residuo',
  'historico_ctr',
  'obra',
  'obra_tipo_residuo',
  'obra_transportador',
  'pessoa',
  'perfil',
  'usuario',
  'ocorrencia',
  'leitura_mensagem',
  'responsavel',
];

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

const t0 = Date.now();
const elapsed = () => `${((Date.now() - t0) / 1000).toFixed(1)} s`;
const log = (msg: string) => console.log(`[${elapsed().padStart(8)}] ${msg}`);

async function freshDatabase(url: string, force: boolean) {
  const u = new URL(url);
  const name = decodeURIComponent(u.pathname.slice(1));
  const admin = new pg.Client({
    connectionString: Object.assign(new URL(url), { pathname: '/postgres' }).toString(),
  });
  await admin.connect();
  try {
    const exists = (await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount;
    if (exists) {
      if (!name.includes('bench') && !force) {
        throw new Error(
          `O banco ${name} já existe e não parece ser de benchmark; use --force para recriá-lo.`,
        );
      }
      log(`recriando o banco ${name}`);
      await admin.query(`DROP DATABASE "${name.replace(/"/g, '""')}" WITH (FORCE)`);
    }
    await admin.query(`CREATE DATABASE "${name.replace(/"/g, '""')}"`);
  } finally {
    await admin.end();
  }
}

async function main() {
  const ctrs = Number(arg('ctrs') ?? 1_600_000);
  if (!Number.isInteger(ctrs) || ctrs < 1000) throw new Error('--ctrs deve ser um inteiro ≥ 1000');
  const url = process.env.DATABASE_URL || DEFAULT_BENCH_URL;
  const plan = makePlan(ctrs);
  log(`plano: ${JSON.stringify(plan)}`);
  await freshDatabase(url, process.argv.includes('--force'));

  const db = openPostgres(url, 2);
  await migrate(db);
  await seedReference(db);
  await seedDemo(db);
  await db.close();
  log('migrações, dados de referência e demonstração aplicados');

  const c = new pg.Client({ connectionString: url });
  await c.connect();
  const q = async (text: string) => (await c.query(text)).rows as Record<string, unknown>[];
  const maxId = async (table: string) =>
    Number((await q(`SELECT coalesce(max(id), 0) AS m FROM ${table}`))[0]!.m);
  const bases: Bases = {
    pessoa: await maxId('pessoa'),
    perfil: await maxId('perfil'),
    usuario: await maxId('usuario'),
    obra: await maxId('obra'),
    veiculo: await maxId('veiculo'),
    cacamba: await maxId('cacamba'),
    ctr: await maxId('solicitacao_transporte'),
    mensagem: await maxId('mensagem'),
    anexo: await maxId('anexo'),
  };
  await q(`SET synchronous_commit = off; SET jit = off; SET session_replication_role = replica;
    SET maintenance_work_mem = '512MB'; SET work_mem = '64MB'; SET max_parallel_maintenance_workers = 2`);
  await q(HELPERS_SQL);
  await q(PATHS_SQL);

  const indexes = (await q(`
    SELECT i.indexrelid::regclass::text AS name, pg_get_indexdef(i.indexrelid) AS def
    FROM pg_index i JOIN pg_class t ON t.oid = i.indrelid
    WHERE t.relname = ANY('{${BIG_TABLES.join(',')}}') AND t.relnamespace = 'public'::regnamespace
      AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = i.indexrelid)`)) as Array<{
    name: string;
    def: string;
  }>;
  for (const ix of indexes) await q(`DROP INDEX ${ix.name}`);
  log(`${indexes.length} índices secundários removidos durante a carga`);

  const senhaHash = await hashPassword(DEMO_PASSWORD);
  const steps = [
    ...peopleSteps(plan, bases, senhaHash),
    ...ctrSteps(plan, bases),
    ...monitoringSteps(plan, bases),
  ];
  for (const step of steps) {
    const s = Date.now();
    const res = await c.query(step.sql);
    const rows = Array.isArray(res) ? res.reduce((n, r) => n + (r.rowCount ?? 0), 0) : (res.rowCount ?? 0);
    log(`${step.name}: ${rows.toLocaleString('pt-BR')} linhas em ${((Date.now() - s) / 1000).toFixed(1)} s`);
  }

  for (const ix of indexes) {
    const s = Date.now();
    await q(ix.def);
    log(`índice ${ix.name} recriado em ${((Date.now() - s) / 1000).toFixed(1)} s`);
  }
  const seqs = await q(`
    SELECT c.relname AS t, a.attname AS col, pg_get_serial_sequence(c.relname, a.attname) AS seq
    FROM pg_class c JOIN pg_attribute a ON a.attrelid = c.oid
    WHERE c.relnamespace = 'public'::regnamespace AND c.relkind = 'r' AND a.attnum > 0 AND NOT a.attisdropped
      AND pg_get_serial_sequence(c.relname, a.attname) IS NOT NULL`);
  for (const s of seqs) {
    await q(`SELECT setval('${s.seq}', GREATEST((SELECT coalesce(max(${s.col}), 0) FROM ${s.t}), 1))`);
  }
  // Summaries that the API keeps up to date with triggers (off during the load) are rebuilt here.
  const refresh = await q(`SELECT p.proname FROM pg_proc p WHERE p.pronamespace = 'public'::regnamespace
    AND p.proname LIKE 'refresh\\_%\\_resumo' ORDER BY 1`);
  for (const r of refresh) {
    await q(`SELECT ${r.proname}()`);
    log(`resumo ${r.proname} reconstruído`);
  }
  for (const r of await rebuildKnownSummaries(q)) log(`resumo ${r} reconstruído`);
  await q('SET session_replication_role = origin; DROP SCHEMA bench_gen CASCADE');
  log('VACUUM ANALYZE…');
  await q('VACUUM (ANALYZE)');
  const counts = await q(
    `SELECT relname AS t, n_live_tup::bigint AS n FROM pg_stat_user_tables ORDER BY n_live_tup DESC`,
  );
  const total = counts.reduce((n, r) => n + Number(r.n), 0);
  await q(`CREATE TABLE bench_meta (chave text PRIMARY KEY, valor jsonb NOT NULL)`);
  await c.query(`INSERT INTO bench_meta VALUES ('plano', $1), ('carga', $2)`, [
    JSON.stringify(plan),
    JSON.stringify({ segundos: (Date.now() - t0) / 1000, linhas: total, em: new Date().toISOString() }),
  ]);
  await c.end();
  for (const r of counts.slice(0, 12))
    console.log(`  ${String(r.t).padEnd(32)} ${Number(r.n).toLocaleString('pt-BR')}`);
  log(
    `pronto: ${total.toLocaleString('pt-BR')} linhas. Login do transportador grande: grande@rcc.bench / ${DEMO_PASSWORD}`,
  );
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
