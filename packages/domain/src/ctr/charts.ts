/**
 * Zero-filled chart periods (spec 2 §2 "Chart mode", spec 3 §5 volume charts): the year chart spans
 * 1 Jan of the first year to 31 Dec of the last; the month chart 1 Jan of the start year to the end
 * month; the week chart the 7 days from the start day. Missing periods get total 0.
 */

export type PeriodType = 'year' | 'month' | 'weekDays';

/** Row shape of cancelamento-ctr/calculateCTR and the volume charts (spec 2 §7). */
export interface PeriodRow {
  ano: number | string;
  mes?: number | string | null;
  dia?: number | string | null;
  total: number | string;
}

export interface PeriodPoint {
  /** Stable key: 'yyyy', 'yyyy-MM' or 'yyyy-MM-dd'. */
  key: string;
  /** Axis label: '2026', '03/2026', or the weekday ('Seg' … 'Dom'). */
  label: string;
  total: number;
}

/** Monday-first labels exactly as the spec lists them. */
export const DIAS_SEMANA = ['Seg', 'Ter', 'Quar', 'Qui', 'Sex', 'Sáb', 'Dom'] as const;

interface Ymd {
  y: number;
  m: number;
  d: number;
}

/** Reads 'yyyy', 'yyyy-MM' or 'yyyy-MM-dd' (a time part is ignored): calendar dates, no time zone. */
function parseDay(value: string): Ymd {
  const match = /^(\d{4})(?:-(\d{2}))?(?:-(\d{2}))?/.exec(value);
  if (!match) throw new RangeError(`Data inválida: ${value}`);
  return { y: Number(match[1]), m: Number(match[2] ?? 1), d: Number(match[3] ?? 1) };
}

const pad = (n: number) => String(n).padStart(2, '0');

function keyOf(type: PeriodType, y: number, m: number, d: number): string {
  if (type === 'year') return String(y);
  if (type === 'month') return `${y}-${pad(m)}`;
  return `${y}-${pad(m)}-${pad(d)}`;
}

function totalsByKey(type: PeriodType, rows: readonly PeriodRow[]): Map<string, number> {
  const totals = new Map<string, number>();
  for (const r of rows) {
    const key = keyOf(type, Number(r.ano), Number(r.mes ?? 1), Number(r.dia ?? 1));
    totals.set(key, (totals.get(key) ?? 0) + Number(r.total));
  }
  return totals;
}

/**
 * One point per period from start to end with the summed totals of `rows` (0 where none).
 * For 'weekDays' the end is implied (start plus 7 days, spec 2 §2), so `end` is ignored and the
 * week is the 7 days start … start+6, each labelled by its own weekday.
 */
export function fillPeriods(
  type: PeriodType,
  start: string,
  end: string,
  rows: readonly PeriodRow[],
): PeriodPoint[] {
  const totals = totalsByKey(type, rows);
  const from = parseDay(start);
  const points: PeriodPoint[] = [];
  const push = (key: string, label: string) => points.push({ key, label, total: totals.get(key) ?? 0 });

  if (type === 'weekDays') {
    for (let i = 0; i < 7; i++) {
      const day = new Date(Date.UTC(from.y, from.m - 1, from.d + i));
      const weekday = (day.getUTCDay() + 6) % 7; // Monday = 0
      push(keyOf(type, day.getUTCFullYear(), day.getUTCMonth() + 1, day.getUTCDate()), DIAS_SEMANA[weekday]!);
    }
    return points;
  }

  const to = parseDay(end);
  if (type === 'year') {
    for (let y = from.y; y <= to.y; y++) push(keyOf(type, y, 1, 1), String(y));
    return points;
  }
  // Month chart: from January of the start year, whatever the start month.
  for (let i = from.y * 12; i <= to.y * 12 + to.m - 1; i++) {
    const y = Math.floor(i / 12);
    const m = (i % 12) + 1;
    push(keyOf(type, y, m, 1), `${pad(m)}/${y}`);
  }
  return points;
}
