import { type PainelIndicadores, SITUACAO_CTR as S } from '@rcc/domain';
import type { Queryable } from '../../db/client';
import { prepared, sql } from '../../db/sql';
import type { AuthUser } from '../auth/user';
import { ctrScope } from '../ctr/access';
import { constante } from './cards';

const SEMANAS = 12;

/**
 * The indicators are the same for every staff user and move slowly (weeks, a month): each API
 * instance keeps them for up to a minute per database and scope, so the authority's Painel does
 * not re-aggregate 12 weeks of CTRs on every visit (issue #14 target: p95 ≤ 50 ms at 20 clients);
 * they carry the time they were computed, which the page shows. Only these figures are kept: the
 * cards' counts are counted on every call. `clear` is for tests.
 */
const memos = new WeakMap<Queryable, Map<string, { ate: number; valor: Promise<PainelIndicadores> }>>();
export const indicadoresMemo = {
  ttlMs: 60_000,
  clear: (db: Queryable) => memos.delete(db),
};

export function indicadoresCidade(db: Queryable, user: AuthUser, now: Date): Promise<PainelIndicadores> {
  const scope = ctrScope(user, 't');
  const { text, values } = (scope ?? sql`true`).render();
  const chave = `${text}|${JSON.stringify(values)}|${now.toISOString().slice(0, 16)}`;
  let memo = memos.get(db);
  if (!memo) {
    memo = new Map();
    memos.set(db, memo);
  }
  const agora = Date.now();
  const hit = memo.get(chave);
  if (hit && hit.ate > agora) return hit.valor;
  for (const [k, v] of memo) if (v.ate <= agora) memo.delete(k);
  const valor = calcular(db, user, now);
  memo.set(chave, { ate: agora + indicadoresMemo.ttlMs, valor });
  valor.catch(() => memo.delete(chave));
  return valor;
}

/**
 * The city's indicators for the authority (issue #14 item 1): CTRs opened and received this week,
 * the volume received this month by material class and the last 12 weeks. Weeks start on Monday
 * and months on the 1st in Brasília time; "now" is the CTR clock. Received = Destinada at its
 * receipt time (index st_recebimento, migration 0920).
 */
async function calcular(db: Queryable, user: AuthUser, now: Date): Promise<PainelIndicadores> {
  const scope = ctrScope(user, 't') ?? sql`true`;
  // As text, so that the plan kept for the prepared statement still uses the partial index.
  const destinada = constante(S.DESTINADA);
  const local = sql`${now}::timestamptz AT TIME ZONE 'America/Sao_Paulo'`;
  const semana = sql`(date_trunc('week', ${local}) AT TIME ZONE 'America/Sao_Paulo')`;
  const mes = sql`(date_trunc('month', ${local}) AT TIME ZONE 'America/Sao_Paulo')`;
  const inicio = sql`(${semana} - make_interval(weeks => ${SEMANAS - 1}))`;
  const semanaDe = (col: string) =>
    sql.raw(`date_trunc('week', ${col} AT TIME ZONE 'America/Sao_Paulo')::date`);

  const semanas = await db.query<{ inicio: string; abertas: number; recebidas: number }>(
    prepared(sql`
    WITH s AS (
      SELECT date_trunc('week', ${local})::date - 7 * i AS inicio FROM generate_series(0, ${SEMANAS - 1}::int) i
    ), a AS (
      SELECT ${semanaDe('t.data_hora_solicitacao')} AS inicio, count(*)::int AS n
      FROM solicitacao_transporte t WHERE ${scope} AND t.data_hora_solicitacao >= ${inicio} GROUP BY 1
    ), r AS (
      SELECT ${semanaDe('t.data_hora_recebimento')} AS inicio, count(*)::int AS n
      FROM solicitacao_transporte t
      WHERE ${scope} AND t.situacao = ${destinada} AND t.data_hora_recebimento >= ${inicio} GROUP BY 1
    )
    SELECT to_char(s.inicio, 'YYYY-MM-DD') AS inicio, coalesce(a.n, 0) AS abertas, coalesce(r.n, 0) AS recebidas
    FROM s LEFT JOIN a ON a.inicio = s.inicio LEFT JOIN r ON r.inicio = s.inicio
    ORDER BY s.inicio`),
  );

  const classes = await db.query<{ classe: string; volume: string }>(
    prepared(sql`
    SELECT cm.classe, sum(coalesce(t.volume_aproximado_m3, 0))::text AS volume
    FROM solicitacao_transporte t
    JOIN tipo_residuo tr ON tr.id = t.id_residuo_predominante
    JOIN classe_material cm ON cm.id = tr.id_classe_material
    WHERE ${scope} AND t.situacao = ${destinada} AND t.data_hora_recebimento >= ${mes}
    GROUP BY cm.classe
    ORDER BY cm.classe`),
  );

  const atual = semanas.at(-1);
  return {
    calculadoEm: now.toISOString(),
    abertasSemana: atual?.abertas ?? 0,
    recebidasSemana: atual?.recebidas ?? 0,
    volumeMesPorClasse: classes.map((c) => ({ classe: c.classe, volume: Number(c.volume) })),
    semanas,
  };
}
