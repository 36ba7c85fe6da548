import { type CalculateCtrInput, fillPeriods } from '@rcc/domain';
import { type SqlFragment, sql } from '../../db/sql';
import { type CtrCtx, runTransition } from '../ctr/store';

/** PUT SolicitarCancelamentoSolicitacao/:id: remembers the status, waits for the analysis. */
export const solicitarCancelamento = (ctx: CtrCtx, id: number, motivo: string) =>
  runTransition(ctx, id, 'solicitarCancelamento', {
    motivo,
    check: () => [sql`motivo_sol_cancelamento = ${motivo}`, sql`motivo_rec_sol_cancelamento = NULL`],
  });

/** PUT SolicitacaoTransporteAceitar/:id: Cancelada, irreversible. */
export const aceitarCancelamento = (ctx: CtrCtx, id: number) => runTransition(ctx, id, 'aceitarCancelamento');

/** PUT SolicitacaoTransporteRecusar/:id with the refusal reason. */
export const recusarCancelamento = (ctx: CtrCtx, id: number, motivo: string) =>
  runTransition(ctx, id, 'recusarCancelamento', {
    motivo,
    check: () => [sql`motivo_rec_sol_cancelamento = ${motivo}`],
  });

/** PUT SolicitacaoTransporteDestinar/:id: staff closes the CTR as delivered. */
export const destinar = (ctx: CtrCtx, id: number) =>
  runTransition(ctx, id, 'destinar', {
    check: () => [sql`data_hora_recebimento = coalesce(data_hora_recebimento, ${ctx.now})`],
  });

/** PUT SolicitacaoTransporteProsseguir/:id: back to the status remembered at the request. */
export const prosseguir = (ctx: CtrCtx, id: number) =>
  runTransition(ctx, id, 'prosseguir', { check: () => [sql`situacao_anterior = NULL`] });

/**
 * cancelamento-ctr/calculateCTR (spec 2 §7): cancelled CTRs counted by the date of their
 * cancellation (history), optionally by requester — persons, matched as the CTR's generator or the
 * requesting user's person — zero-filled per period.
 */
export async function calculateCtr(ctx: CtrCtx, body: CalculateCtrInput) {
  const day = normalizeStart(body.startDate);
  // Year and month charts start on 1 January of the start year (spec 2 §2).
  const from = body.type === 'weekDays' ? day : `${day.slice(0, 4)}-01-01`;
  const to = body.type === 'weekDays' ? addDays(from, 7) : normalizeEnd(body.type, body.endDate!);
  const byRequester: SqlFragment = body.solicitante?.length
    ? sql`AND (gp.id_pessoa = ANY(${body.solicitante}::int[]) OR u.id_pessoa = ANY(${body.solicitante}::int[]))`
    : sql``;
  const rows = await ctx.db.query<{ ano: number; mes: number; dia: number; total: number }>(sql`
    SELECT extract(year FROM d)::int AS ano, extract(month FROM d)::int AS mes, extract(day FROM d)::int AS dia,
      count(*)::int AS total
    FROM (
      SELECT (h.data_hora AT TIME ZONE 'America/Sao_Paulo')::date AS d
      FROM historico_ctr h
      JOIN solicitacao_transporte st ON st.id = h.id_solicitacao_transporte
      JOIN perfil gp ON gp.id = st.id_gerador
      LEFT JOIN usuario u ON u.id = st.id_usuario_solicitante
      WHERE h.situacao_para = 'Cancelada'
        AND h.data_hora >= (${from}::date)::timestamp AT TIME ZONE 'America/Sao_Paulo'
        AND h.data_hora < (${to}::date)::timestamp AT TIME ZONE 'America/Sao_Paulo'
        ${byRequester}
    ) x
    GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`);
  const grouped = aggregate(body.type, rows);
  return { rows: grouped, periodos: fillPeriods(body.type, from, body.endDate ?? to, rows) };
}

function aggregate(
  type: CalculateCtrInput['type'],
  rows: { ano: number; mes: number; dia: number; total: number }[],
) {
  const map = new Map<string, { ano: number; mes?: number; dia?: number; total: number }>();
  for (const r of rows) {
    const key =
      type === 'year' ? `${r.ano}` : type === 'month' ? `${r.ano}-${r.mes}` : `${r.ano}-${r.mes}-${r.dia}`;
    const cur = map.get(key) ?? {
      ano: r.ano,
      ...(type !== 'year' ? { mes: r.mes } : {}),
      ...(type === 'weekDays' ? { dia: r.dia } : {}),
      total: 0,
    };
    cur.total += r.total;
    map.set(key, cur);
  }
  return [...map.values()];
}

const pad = (n: number) => String(n).padStart(2, '0');
function normalizeStart(v: string): string {
  const [y, m = '01', d = '01'] = v.slice(0, 10).split('-');
  return `${y}-${m}-${d}`;
}
/** Year chart ends on 31 Dec of the last year; month chart at the end of the end month. */
function normalizeEnd(type: CalculateCtrInput['type'], v: string): string {
  const [y, m, d] = v.slice(0, 10).split('-').map(Number) as [number, number?, number?];
  if (type === 'year') return `${y + 1}-01-01`;
  if (type === 'month') {
    const month = m ?? 12;
    return month === 12 ? `${y + 1}-01-01` : `${y}-${pad(month + 1)}-01`;
  }
  return addDays(`${y}-${pad(m ?? 1)}-${pad(d ?? 1)}`, 1);
}
function addDays(ymd: string, days: number): string {
  const [y, m, d] = ymd.split('-').map(Number) as [number, number, number];
  const dt = new Date(Date.UTC(y, m - 1, d + days));
  return `${dt.getUTCFullYear()}-${pad(dt.getUTCMonth() + 1)}-${pad(dt.getUTCDate())}`;
}
