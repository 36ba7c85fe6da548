import { describe, expect, it } from 'vitest';
import { fillPeriods } from './charts';

describe('fillPeriods', () => {
  it('year: every year from the first to the last, zero-filled and summed', () => {
    const rows = [
      { ano: 2024, total: 3 },
      { ano: '2024', total: '2' },
      { ano: 2026, total: 1 },
    ];
    expect(fillPeriods('year', '2024-05-10', '2026-02-01', rows)).toEqual([
      { key: '2024', label: '2024', total: 5 },
      { key: '2025', label: '2025', total: 0 },
      { key: '2026', label: '2026', total: 1 },
    ]);
  });

  it('month: from January of the start year to the end month', () => {
    const points = fillPeriods('month', '2025-11-15', '2026-02-03', [
      { ano: 2025, mes: 1, total: 4 },
      { ano: 2026, mes: 2, total: 7 },
      { ano: 2026, mes: 3, total: 99 },
    ]);
    expect(points).toHaveLength(14);
    expect(points[0]).toEqual({ key: '2025-01', label: '01/2025', total: 4 });
    expect(points.at(-1)).toEqual({ key: '2026-02', label: '02/2026', total: 7 });
    expect(points.reduce((sum, p) => sum + p.total, 0)).toBe(11);
  });

  it('week: seven days from the start, labelled by weekday', () => {
    // 2026-05-13 is a Wednesday.
    const points = fillPeriods('weekDays', '2026-05-13', '2026-05-20', [
      { ano: 2026, mes: 5, dia: 13, total: 2 },
      { ano: 2026, mes: 5, dia: 19, total: 1 },
      { ano: 2026, mes: 5, dia: 20, total: 50 },
    ]);
    expect(points.map((p) => p.label)).toEqual(['Quar', 'Qui', 'Sex', 'Sáb', 'Dom', 'Seg', 'Ter']);
    expect(points.map((p) => p.total)).toEqual([2, 0, 0, 0, 0, 0, 1]);
    expect(points[6]?.key).toBe('2026-05-19');
  });

  it('week crossing a month end', () => {
    const points = fillPeriods('weekDays', '2026-01-29', '2026-02-05', []);
    expect(points.map((p) => p.key)).toEqual([
      '2026-01-29',
      '2026-01-30',
      '2026-01-31',
      '2026-02-01',
      '2026-02-02',
      '2026-02-03',
      '2026-02-04',
    ]);
    expect(points[0]?.label).toBe('Qui');
  });
});
