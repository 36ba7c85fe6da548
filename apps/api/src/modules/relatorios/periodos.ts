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
  /**
   * Days inside the whole months that are outside the period, to subtract (inclusive ranges; only
   * with `complement`). E.g. a period ending today, the 26th: the month's row minus its days 27–30
   * (rows that do not exist yet) instead of 26 daily rows per transporter.
   */
  minus: Array<{ from: string; to: string }>;
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

const lastOfMonth = (s: string) => addDays(firstOfNextMonth(s), -1);
const dayOf = (s: string) => Number(s.slice(8, 10));
const daysIn = (s: string) => dayOf(lastOfMonth(s));

/**
 * With `complement`, an edge month is read as its monthly row minus the days outside the period
 * when those are fewer than the days inside it; the caller must then sum signed rows (a subtracted
 * day's volumes and row counts are negated).
 */
export function splitPeriod(
  inicio?: string | null,
  fim?: string | null,
  opts: { complement?: boolean } = {},
): PeriodSplit {
  const a = inicio || null;
  const b = fim || null;
  const complement = opts.complement === true;
  if (complement && a !== null && b !== null && a.slice(0, 7) === b.slice(0, 7)) {
    // One month: its days, or the month minus the days around them, whichever is fewer.
    const inside = dayOf(b) - dayOf(a) + 1;
    if (daysIn(a) - inside < inside) {
      const minus: PeriodSplit['minus'] = [];
      if (dayOf(a) > 1) minus.push({ from: firstOfMonth(a), to: addDays(a, -1) });
      if (b < lastOfMonth(b)) minus.push({ from: addDays(b, 1), to: lastOfMonth(b) });
      return { months: { from: firstOfMonth(a), to: firstOfNextMonth(a) }, days: [], minus };
    }
    return { months: null, days: [{ from: a, to: b }], minus: [] };
  }
  const minus: PeriodSplit['minus'] = [];
  const days: PeriodSplit['days'] = [];
  // First whole month's first day, and the day after the last whole month (exclusive end).
  let monthsFrom = a === null ? null : a.endsWith('-01') ? a : firstOfNextMonth(a);
  let monthsTo = b === null ? null : addDays(b, 1).endsWith('-01') ? addDays(b, 1) : firstOfMonth(b);
  // Edge months whose outside days are fewer than their inside days: the month, minus the outside.
  if (complement && a !== null && monthsFrom !== a && dayOf(a) - 1 < daysIn(a) - dayOf(a) + 1) {
    monthsFrom = firstOfMonth(a);
    minus.push({ from: monthsFrom, to: addDays(a, -1) });
  }
  if (complement && b !== null && monthsTo === firstOfMonth(b) && daysIn(b) - dayOf(b) < dayOf(b)) {
    monthsTo = firstOfNextMonth(b);
    minus.push({ from: addDays(b, 1), to: lastOfMonth(b) });
  }
  if (monthsFrom !== null && monthsTo !== null && monthsFrom >= monthsTo) {
    return { months: null, days: [{ from: a, to: b }], minus: [] };
  }
  if (a !== null && monthsFrom !== null && a < monthsFrom)
    days.push({ from: a, to: addDays(monthsFrom, -1) });
  if (b !== null && monthsTo !== null && monthsTo <= b) days.push({ from: monthsTo, to: b });
  return { months: { from: monthsFrom, to: monthsTo }, days, minus };
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
 * Received volume per transporter over a period: signed rows (id_transportador, volume,
 * volume_att, volume_aterro, volume_recicladora, linhas, linhas_att, linhas_aterro,
 * linhas_recicladora) from the monthly roll-up and the daily one (types pivoted into columns, 0602),
 * an edge month read as its row minus its days outside the period when those are fewer (their
 * values negated). Summed per transporter they are the period's totals and row counts; a type's
 * volume is present only when its summed row count is above zero.
 */
export function recebimentoPorTransportador(inicio?: string | null, fim?: string | null): SqlFragment {
  const { months, days, minus } = splitPeriod(inicio, fim, { complement: true });
  const cols = sql.raw(`id_transportador, volume, volume_att, volume_aterro, volume_recicladora,
    linhas, linhas_att, linhas_aterro, linhas_recicladora`);
  const negated = sql.raw(`id_transportador, -volume, -volume_att, -volume_aterro, -volume_recicladora,
    -linhas, -linhas_att, -linhas_aterro, -linhas_recicladora`);
  const parts: SqlFragment[] = [];
  if (months) {
    parts.push(sql`SELECT ${cols} FROM resumo_recebimento_transportador_mes
      WHERE linhas > 0 AND ${range('mes', months.from, months.to, true)}`);
  }
  for (const d of days) {
    parts.push(sql`SELECT ${cols} FROM resumo_recebimento_transportador_dia
      WHERE linhas > 0 AND ${range('dia', d.from, d.to, false)}`);
  }
  for (const d of minus) {
    parts.push(sql`SELECT ${negated} FROM resumo_recebimento_transportador_dia
      WHERE linhas > 0 AND ${range('dia', d.from, d.to, false)}`);
  }
  return sql.join(parts, ' UNION ALL ');
}
