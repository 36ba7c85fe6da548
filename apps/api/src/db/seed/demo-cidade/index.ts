import { hashPassword } from '../../../lib/password';
import type { Db, Queryable } from '../../client';
import { type SqlFragment, sql } from '../../sql';
import { DEMO_PASSWORD } from '../demo';
import { TRANSPORTADORES } from './dados';
import { ctrSteps } from './ctrs';
import { documentosSteps } from './documentos';
import { monitoramentoSteps } from './monitoramento';
import { notificacoesSteps } from './notificacoes';
import { obrasSteps } from './obras';
import { pessoasSteps } from './pessoas';
import type { Bases, Demo, Step } from './plano';
import { CAMINHOS_SQL, FUNCOES_SQL, G } from './sql-base';

/** The city exists when its first transporter's login does. */
const MARCADOR = TRANSPORTADORES[0]!.email;

const TABELAS = [
  'pessoa',
  'perfil',
  'usuario',
  'obra',
  'veiculo',
  'cacamba',
  'solicitacao_transporte',
] as const;

async function demoRows(tx: Queryable): Promise<Demo | null> {
  const rows = await tx.query<{ email: string; usuario: number; perfil: number }>(sql`
    SELECT lower(u.email) AS email, u.id AS usuario, min(up.id_perfil) AS perfil
    FROM usuario u JOIN usuario_perfil up ON up.id_usuario = u.id
    WHERE lower(u.email) LIKE '%@rcc.demo' GROUP BY u.id`);
  const by = (key: string) => rows.find((r) => r.email === `${key}@rcc.demo`);
  const [obra] = await tx.query<{ id: number }>(
    sql`SELECT min(id) AS id FROM obra WHERE nome_obra = 'Reforma Residencial Águas Claras'`,
  );
  const need = ['transportador', 'gerador', 'destino', 'secretaria', 'fiscal', 'cidadao', 'admin'];
  if (!obra?.id || need.some((k) => !by(k))) return null;
  const pair = (k: string) => ({ perfil: by(k)!.perfil, usuario: by(k)!.usuario });
  return {
    transportador: pair('transportador'),
    gerador: pair('gerador'),
    destino: pair('destino'),
    secretaria: by('secretaria')!.usuario,
    fiscal: by('fiscal')!.usuario,
    cidadao: by('cidadao')!.usuario,
    admin: by('admin')!.usuario,
    obra: obra.id,
  };
}

async function run(tx: Queryable, step: Step, onStep?: (name: string, ms: number) => void): Promise<void> {
  const t0 = performance.now();
  const parts: ReadonlyArray<string | SqlFragment> = Array.isArray(step.sql)
    ? step.sql
    : [step.sql as string];
  for (const part of parts) {
    try {
      await tx.query(part);
    } catch (err) {
      throw new Error(`demo-cidade, passo "${step.name}": ${(err as Error).message}`, { cause: err });
    }
  }
  onStep?.(step.name, Math.round(performance.now() - t0));
}

/**
 * The demo city (issue #14 item 3): a 90-day history over the Distrito Federal ending now (database
 * clock) on top of the small demo — transporters, destinations of every kind, generators, work sites
 * over the regions, about 4,000 CTRs in every status with their history, weighings, receipts and
 * sorting, occurrences with photos, messages and registrations waiting for validation. Set-based
 * and deterministic; skipped when the city exists or the small demo is missing. Returns the
 * milliseconds it took, or null when skipped; `onStep` hears each step's time.
 */
export async function seedDemoCidade(
  db: Db,
  opts: { onStep?: (name: string, ms: number) => void } = {},
): Promise<number | null> {
  const t0 = performance.now();
  const exists = await db.query(sql`SELECT 1 FROM usuario WHERE lower(email) = ${MARCADOR}`);
  if (exists.length) return null;
  const senhaHash = await hashPassword(DEMO_PASSWORD);
  const done = await db.transaction(async (tx) => {
    const demo = await demoRows(tx);
    if (!demo) return false;
    const max = async (t: string) =>
      Number((await tx.query<{ m: number }>(`SELECT coalesce(max(id), 0)::int AS m FROM ${t}`))[0]!.m);
    const b: Bases = {
      pessoa: await max('pessoa'),
      perfil: await max('perfil'),
      usuario: await max('usuario'),
      obra: await max('obra'),
      veiculo: await max('veiculo'),
      cacamba: await max('cacamba'),
      ctr: await max('solicitacao_transporte'),
    };
    const steps: Step[] = [
      { name: 'funções', sql: [`DROP SCHEMA IF EXISTS ${G} CASCADE`, ...FUNCOES_SQL, ...CAMINHOS_SQL] },
      ...pessoasSteps(b, demo, senhaHash),
      ...documentosSteps(b),
      ...obrasSteps(b, demo),
      ...ctrSteps(b, demo),
      ...monitoramentoSteps(b, demo),
      ...(await notificacoesSteps(tx, demo)),
    ];
    for (const step of steps) await run(tx, step, opts.onStep);
    for (const t of TABELAS) {
      await tx.query(`SELECT setval(pg_get_serial_sequence('${t}', 'id'), (SELECT max(id) FROM ${t}))`);
    }
    await tx.query(`DROP SCHEMA ${G} CASCADE`);
    return true;
  });
  return done ? Math.round(performance.now() - t0) : null;
}
