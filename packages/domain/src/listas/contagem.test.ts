import { describe, expect, it } from 'vitest';
import { arredondarContagem, descreverTotal } from './contagem';

describe('descreverTotal (issue #17)', () => {
  it('prints an exact count as it is', () => {
    expect(descreverTotal(5570, false)).toBe('5.570 registros');
    expect(descreverTotal(1, false)).toBe('1 registro');
    expect(descreverTotal(0, false)).toBe('0 registros');
  });

  it('words an estimate as one, never with its digits', () => {
    expect(descreverTotal(1_601_344, true)).toBe('cerca de 1,6 milhão de registros');
    expect(descreverTotal(2_350_000, true)).toBe('cerca de 2,4 milhões de registros');
    expect(descreverTotal(12_400_000, true)).toBe('cerca de 12 milhões de registros');
    expect(descreverTotal(5058, true)).toBe('cerca de 5,1 mil registros');
    expect(descreverTotal(128_534, true)).toBe('cerca de 129 mil registros');
    expect(descreverTotal(386, true)).toBe('cerca de 390 registros');
    expect(descreverTotal(1_601_344, true)).not.toMatch(/1\.601/);
  });

  it('says "mais de" once the user has paged past the estimate', () => {
    expect(descreverTotal(1000, true, 2010)).toBe('mais de 2.010 registros');
  });

  it('rounds to two significant digits', () => {
    expect(arredondarContagem(999_999)).toBe('1 milhão');
    expect(arredondarContagem(1_500)).toBe('1,5 mil');
    expect(arredondarContagem(1_000_000)).toBe('1 milhão');
    expect(arredondarContagem(47)).toBe('47');
  });
});
