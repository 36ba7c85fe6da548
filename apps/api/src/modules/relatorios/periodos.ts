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

/** The whole months and the loose days of a period (the destination reports, decision 0602). */
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

/** A roll-up's grain: a row per year, month or day (its first day is the row's date). */
export type Grain = 'ano' | 'mes' | 'dia';

/** Dates from (inclusive) to (exclusive) of one grain's rows, added (+1) or taken away (-1). */
export interface SignedRange {
  grain: Grain;
  from: string | null;
  to: string | null;
  sign: 1 | -1;
}

const UNIT: Record<
  Exclude<Grain, 'dia'>,
  { start: (s: string) => string; next: (s: string) => string; finer: Grain }
> = {
  ano: {
    start: (s) => `${s.slice(0, 4)}-01-01`,
    next: (s) => `${Number(s.slice(0, 4)) + 1}-01-01`,
    finer: 'mes',
  },
  mes: { start: firstOfMonth, next: firstOfNextMonth, finer: 'dia' },
};

const daysBetween = (from: string, to: string) =>
  Math.round((parse(to).getTime() - parse(from).getTime()) / 86_400_000);

/**
 * A period [inicio, fim] (inclusive days, either end open) as signed ranges of roll-up rows, coarsest
 * first (issue #17, decisions 0602 and 1030): the whole units of `grain` inside it, and each edge unit either
 * through the next finer grain (the days inside it), or, when its days outside the period are fewer
 * than those inside, as the whole unit minus the outside part (again through the finer grain, with
 * the sign turned). Summing the rows of every range times its sign gives the period's totals; the
 * last twelve months up to today read this year's row, last year's edge month and a few days.
 */
export function signedRanges(
  inicio: string | null | undefined,
  fim: string | null | undefined,
  grain: Grain = 'ano',
  sign: 1 | -1 = 1,
): SignedRange[] {
  const a = inicio || null;
  const b = fim || null;
  if (a !== null && b !== null && a > b) return [];
  if (grain === 'dia') return [{ grain, from: a, to: b === null ? null : addDays(b, 1), sign }];
  const { start, next, finer } = UNIT[grain];
  const turned = -sign as 1 | -1;
  // The unit holding [from, to]: whole minus its days outside them, or through the finer grain.
  const edge = (from: string, to: string): SignedRange[] => {
    const unit = start(from);
    const end = addDays(next(from), -1);
    const inside = daysBetween(from, to) + 1;
    if (daysBetween(unit, end) + 1 - inside >= inside) return signedRanges(from, to, finer, sign);
    return [
      { grain, from: unit, to: next(unit), sign },
      ...(from > unit ? signedRanges(unit, addDays(from, -1), finer, turned) : []),
      ...(to < end ? signedRanges(addDays(to, 1), end, finer, turned) : []),
    ];
  };
  if (a !== null && b !== null && start(a) === start(b)) return edge(a, b);
  const out: SignedRange[] = [];
  // Whole units: from the first unit starting on or after `a` to the last ending on or before `b`.
  const wholeFrom = a === null ? null : start(a) === a ? a : next(a);
  const wholeTo = b === null ? null : next(b) === addDays(b, 1) ? next(b) : start(b);
  if (wholeFrom === null || wholeTo === null || wholeFrom < wholeTo)
    out.push({ grain, from: wholeFrom, to: wholeTo, sign });
  if (a !== null && start(a) !== a) out.push(...edge(a, addDays(next(a), -1)));
  if (b !== null && next(b) !== addDays(b, 1)) out.push(...edge(start(b), b));
  return out;
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

const TRANSPORTADOR: Record<Grain, string> = {
  ano: 'resumo_recebimento_transportador_ano',
  mes: 'resumo_recebimento_transportador_mes',
  dia: 'resumo_recebimento_transportador_dia',
};

/**
 * Received volume per transporter over a period: signed rows (id_transportador, volume,
 * volume_att, volume_aterro, volume_recicladora, linhas, linhas_att, linhas_aterro,
 * linhas_recicladora) from the yearly, monthly and daily roll-ups (types pivoted into columns, 0602,
 * 1030), by `signedRanges`: a range taken away has its values negated. Summed per transporter they
 * are the period's totals and row counts; a type's volume is present only when its summed row count
 * is above zero.
 */
export function recebimentoPorTransportador(inicio?: string | null, fim?: string | null): SqlFragment {
  const cols = sql.raw(`id_transportador, volume, volume_att, volume_aterro, volume_recicladora,
    linhas, linhas_att, linhas_aterro, linhas_recicladora`);
  const negated = sql.raw(`id_transportador, -volume, -volume_att, -volume_aterro, -volume_recicladora,
    -linhas, -linhas_att, -linhas_aterro, -linhas_recicladora`);
  const parts = signedRanges(inicio, fim).map(
    (r) => sql`SELECT ${r.sign > 0 ? cols : negated} FROM ${sql.raw(TRANSPORTADOR[r.grain])}
      WHERE linhas > 0 AND ${range(r.grain, r.from, r.to, true)}`,
  );
  // An empty period (the routes refuse an end before the start) has no rows, and still a statement.
  return parts.length
    ? sql.join(parts, ' UNION ALL ')
    : sql`SELECT ${cols} FROM resumo_recebimento_transportador_dia WHERE false`;
}
