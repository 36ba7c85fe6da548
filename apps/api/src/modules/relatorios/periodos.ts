import { sql, type SqlFragment } from '../../db/sql';

/**
 * A report period [inicio, fim] (either end open) split into the whole months it covers and the
 * loose days around them (decision 0602): whole months are read from a monthly roll-up, the days
 * before the first and after the last whole month from a daily one. Dates are 'YYYY-MM-DD'.
 */
export interface PeriodSplit {
  /** Whole months: mes >= from (when set) AND mes < to (when set); null when there is none. */
  months: { from: string | null; to: string | null } | null;
  /** Loose days, inclusive ranges. */
  days: Array<{ from: string | null; to: string | null }>;
}

const iso = (d: Date) => d.toISOString().slice(0, 10);
const parse = (s: string) => new Date(`${s}T00:00:00Z`);
const firstOfMonth = (s: string) => `${s.slice(0, 7)}-01`;
const addDays = (s: string, n: number) => {
  const d = parse(s);
  d.setUTCDate(d.getUTCDate() + n);
  return iso(d);
};
const firstOfNextMonth = (s: string) => {
  const d = parse(firstOfMonth(s));
  d.setUTCMonth(d.getUTCMonth() + 1);
  return iso(d);
};

/** True for a real calendar date written 'YYYY-MM-DD' (2026-02-30 is not). */
export const isCalendarDate = (s: string) => /^\d{4}-\d{2}-\d{2}$/.test(s) && iso(parse(s)) === s;

export function splitPeriod(inicio?: string | null, fim?: string | null): PeriodSplit {
  const a = inicio || null;
  const b = fim || null;
  // First whole month's first day, and the day after the last whole month (exclusive end).
  const monthsFrom = a === null ? null : a.endsWith('-01') ? a : firstOfNextMonth(a);
  const monthsTo = b === null ? null : addDays(b, 1).endsWith('-01') ? addDays(b, 1) : firstOfMonth(b);
  if (monthsFrom !== null && monthsTo !== null && monthsFrom >= monthsTo) {
    return { months: null, days: [{ from: a, to: b }] };
  }
  const days: PeriodSplit['days'] = [];
  if (a !== null && monthsFrom !== null && a < monthsFrom)
    days.push({ from: a, to: addDays(monthsFrom, -1) });
  if (b !== null && monthsTo !== null && monthsTo <= b) days.push({ from: monthsTo, to: b });
  return { months: { from: monthsFrom, to: monthsTo }, days };
}

const range = (col: string, from: string | null, to: string | null, exclusive: boolean): SqlFragment => {
  const conds: SqlFragment[] = [sql`true`];
  if (from !== null) conds.push(sql`${sql.raw(col)} >= ${from}::date`);
  if (to !== null) conds.push(sql`${sql.raw(col)} ${sql.raw(exclusive ? '<' : '<=')} ${to}::date`);
  return sql.join(conds, ' AND ');
};

/**
 * Received volume per destination over a period, as rows (dia, id_destino_final, id_localidade,
 * tipo_destino_final, volume) whose groups equal those of resumo_recebimento_diario over the same
 * period: a whole month's row carries its first day as `dia`.
 */
export function recebimentoPorDestino(inicio?: string | null, fim?: string | null): SqlFragment {
  const { months, days } = splitPeriod(inicio, fim);
  const parts: SqlFragment[] = [];
  if (months) {
    parts.push(sql`SELECT mes AS dia, id_destino_final, id_localidade, tipo_destino_final, volume
      FROM resumo_recebimento_destino_mes WHERE linhas > 0 AND ${range('mes', months.from, months.to, true)}`);
  }
  for (const d of days) {
    parts.push(sql`SELECT dia, id_destino_final, id_localidade, tipo_destino_final, volume
      FROM resumo_recebimento_destino_dia WHERE linhas > 0 AND ${range('dia', d.from, d.to, false)}`);
  }
  return sql.join(parts, ' UNION ALL ');
}

/**
 * Received volume per transporter over a period: rows (id_transportador, volume, volume_att,
 * volume_aterro, volume_recicladora, linhas_att, linhas_aterro, linhas_recicladora) from the
 * monthly roll-up and, for the loose days, the daily one (types pivoted into columns, 0602).
 */
export function recebimentoPorTransportador(inicio?: string | null, fim?: string | null): SqlFragment {
  const { months, days } = splitPeriod(inicio, fim);
  const cols = sql.raw(`id_transportador, volume, volume_att, volume_aterro, volume_recicladora,
    linhas_att, linhas_aterro, linhas_recicladora`);
  const parts: SqlFragment[] = [];
  if (months) {
    parts.push(sql`SELECT ${cols} FROM resumo_recebimento_transportador_mes
      WHERE linhas > 0 AND ${range('mes', months.from, months.to, true)}`);
  }
  for (const d of days) {
    parts.push(sql`SELECT ${cols} FROM resumo_recebimento_transportador_dia
      WHERE linhas > 0 AND ${range('dia', d.from, d.to, false)}`);
  }
  return sql.join(parts, ' UNION ALL ');
}
