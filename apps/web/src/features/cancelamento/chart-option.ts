import { fillPeriods, type PeriodPoint, type PeriodRow, type PeriodType } from '@rcc/domain';

export type ChartKind = 'ano' | 'mes' | 'semana';

export const CHART_TYPE: Record<ChartKind, PeriodType> = { ano: 'year', mes: 'month', semana: 'weekDays' };
const CHART_TITLE: Record<ChartKind, string> = {
  ano: 'CTR Canceladas por ano',
  mes: 'CTR Canceladas por mês',
  semana: 'CTR Canceladas por semana',
};

export interface ChartData {
  kind: ChartKind;
  title: string;
  points: PeriodPoint[];
}

/** API rows → one zero-filled point per period (spec 2 §2 chart mode). */
export function toChartData(
  kind: ChartKind,
  start: string,
  end: string,
  rows: readonly PeriodRow[],
): ChartData {
  return { kind, title: CHART_TITLE[kind], points: fillPeriods(CHART_TYPE[kind], start, end, rows) };
}

/** The ECharts option: stacked bars, Y axis 'Quantidade', tooltip and image export. */
export function chartOption(data: ChartData) {
  return {
    title: { text: data.title, left: 'center' },
    tooltip: { trigger: 'axis' },
    toolbox: { feature: { saveAsImage: { title: 'Exportar', name: data.title } } },
    grid: { left: 48, right: 24, bottom: 48, top: 64 },
    xAxis: { type: 'category', data: data.points.map((p) => p.label) },
    yAxis: { type: 'value', name: 'Quantidade', minInterval: 1 },
    series: [{ name: 'CTRs canceladas', type: 'bar', stack: 'total', data: data.points.map((p) => p.total) }],
  };
}
