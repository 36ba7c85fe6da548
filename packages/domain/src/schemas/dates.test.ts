import { describe, expect, it } from 'vitest';
import { MSG } from '../messages';
import { obraNovaSchema } from './ctr-envio';
import { parseDia } from './dates';

describe('parseDia', () => {
  it('takes epoch milliseconds, digits, YYYY-MM-DD and ISO date-times', () => {
    expect(parseDia(Date.UTC(2026, 4, 10, 15))).toBe('2026-05-10');
    expect(parseDia(String(Date.UTC(2026, 4, 10, 15)))).toBe('2026-05-10');
    expect(parseDia('2026-05-10')).toBe('2026-05-10');
    expect(parseDia('2026-05-10T15:00:00Z')).toBe('2026-05-10');
  });

  it('refuses what is no real day between 1900 and 2999, without throwing', () => {
    for (const v of [
      8.64e15 + 1,
      1e20,
      -1e20,
      Number.NaN,
      Number.POSITIVE_INFINITY,
      '99999999999999999999',
    ]) {
      expect(parseDia(v)).toBeNull();
    }
    for (const v of ['2026-02-30', '2026-13-01', '0001-01-01', '3000-01-01', 'amanhã', true, null, {}]) {
      expect(parseDia(v)).toBeNull();
    }
    expect(parseDia('2028-02-29')).toBe('2028-02-29');
  });
});

describe('the non-requested transport form', () => {
  it('refuses an impossible day with the date message', () => {
    const r = obraNovaSchema.safeParse({ duracaoInicial: '2026-02-30', duracaoFinal: '2026-03-01' });
    expect(r.success).toBe(false);
    const issue = r.error?.issues.find((i) => i.path[0] === 'duracaoInicial');
    expect(issue?.message).toBe(MSG.sistema.campos.dataInvalida);
    expect(r.error?.issues.find((i) => i.path[0] === 'duracaoFinal')).toBeUndefined();
  });
});
