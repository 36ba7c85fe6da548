import { AppError, fillPeriods, type GraficoResiduoRegiaoInput, MSG, type PeriodType } from '@rcc/domain';
import type { Queryable } from '../../db/client';
import { sql } from '../../db/sql';
import { recebimentoPorDestino } from './periodos';

const PERIODO = { year: 'ano', month: 'mês', weekDays: 'semana' } as const;

const ymd = (s: string | null | undefined) => (s && /^\d{4}-\d{2}-\d{2}/.test(s) ? s.slice(0, 10) : null);
const pad = (n: number) => String(n).padStart(2, '0');

/** Spec 3 §5: the period each chart covers. */
function chartRange(type: PeriodType, start: string, end: string): { from: string; to: string } {
  if (type === 'weekDays') {
    const d = new Date(`${start}T00:00:00Z`);
    d.setUTCDate(d.getUTCDate() + 6);
    return { from: start, to: d.toISOString().slice(0, 10) };
  }
  const sy = start.slice(0, 4);
  if (type === 'year') return { from: `${sy}-01-01`, to: `${end.slice(0, 4)}-12-31` };
  const [ey, em] = end.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(ey, em, 0)).getUTCDate();
  return { from: `${sy}-01-01`, to: `${ey}-${pad(em)}-${pad(last)}` };
}

/** POST find-residuo-regiao/chart: volume per year, month or day, per region, zero-filled. */
export async function residuoRegiaoChart(db: Queryable, b: GraficoResiduoRegiaoInput) {
  const start = ymd(b.startDate);
  const end = ymd(b.endDate);
  const periodo = PERIODO[b.type];
  if (!start)
    throw new AppError('VALIDATION', MSG.graficosVolume.dataInicial(periodo), { startDate: 'obrigatório' });
  if (!end && b.type !== 'weekDays') {
    throw new AppError('VALIDATION', MSG.graficosVolume.dataFinal(periodo), { endDate: 'obrigatório' });
  }
  if (end && end < start) {
    throw new AppError('VALIDATION', MSG.obra.dataFinalAnterior, { endDate: 'anterior' });
  }
  const { from, to } = chartRange(b.type, start, end ?? start);
  const parts =
    b.type === 'year'
      ? sql`extract(year FROM d.dia)::int AS ano, NULL::int AS mes, NULL::int AS dia`
      : b.type === 'month'
        ? sql`extract(year FROM d.dia)::int AS ano, extract(month FROM d.dia)::int AS mes, NULL::int AS dia`
        : sql`extract(year FROM d.dia)::int AS ano, extract(month FROM d.dia)::int AS mes, extract(day FROM d.dia)::int AS dia`;
  const rows = await db.query<{
    ano: number;
    mes: number | null;
    dia: number | null;
    ra: string;
    total: number;
  }>(sql`
    SELECT ${parts}, coalesce(l.nome, 'Não informada') AS ra, sum(d.volume)::float AS total
    FROM (${recebimentoPorDestino(from, to)}) d LEFT JOIN localidade l ON l.id = d.id_localidade
    WHERE ${b.ra ? sql`d.id_localidade = ${b.ra}` : sql`true`}
    GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4`);
  const regioes = [...new Set(rows.map((r) => r.ra))];
  const series = regioes.map((ra) => ({
    ra,
    points: fillPeriods(
      b.type,
      from,
      to,
      rows.filter((r) => r.ra === ra),
    ),
  }));
  return { rows, periods: fillPeriods(b.type, from, to, rows), series, from, to };
}
