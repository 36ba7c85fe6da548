import { describe, expect, it } from 'vitest';
import { periodRange } from './CancelamentoChartsPage';
import { chartOption, toChartData } from './chart-option';

describe('cancellation charts (spec 2 §2 chart mode)', () => {
  it('zero-fills the month chart from January of the start year to the end month', () => {
    const [start, end] = periodRange('mes', '2026-03-01', '2026-05-01');
    expect([start, end]).toEqual(['2026-01-01', '2026-05-31']);
    const data = toChartData('mes', start, end, [{ ano: 2026, mes: 4, total: 3 }]);
    const option = chartOption(data);
    expect(option.xAxis.data).toEqual(['01/2026', '02/2026', '03/2026', '04/2026', '05/2026']);
    expect(option.series[0]?.data).toEqual([0, 0, 0, 3, 0]);
    expect(option.series[0]?.stack).toBe('total');
    expect(option.yAxis.name).toBe('Quantidade');
    expect(option.title.text).toBe('CTR Canceladas por mês');
  });

  it('spans whole years and labels the week Seg … Dom from the start day', () => {
    expect(periodRange('ano', '2024-06-10', '2025-02-01')).toEqual(['2024-01-01', '2025-12-31']);
    const year = toChartData('ano', '2024-01-01', '2025-12-31', [{ ano: '2025', total: '2' }]);
    expect(year.points.map((p) => [p.label, p.total])).toEqual([
      ['2024', 0],
      ['2025', 2],
    ]);
    // 2026-11-23 is a Monday; the end is fixed to start plus 7 days.
    const [start, end] = periodRange('semana', '2026-11-23', null);
    expect(end).toBe('2026-11-30');
    const week = toChartData('semana', start, end, [{ ano: 2026, mes: 11, dia: 25, total: 1 }]);
    expect(week.points.map((p) => p.label)).toEqual(['Seg', 'Ter', 'Quar', 'Qui', 'Sex', 'Sáb', 'Dom']);
    expect(week.points.map((p) => p.total)).toEqual([0, 0, 1, 0, 0, 0, 0]);
  });
});
