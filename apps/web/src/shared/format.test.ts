import { describe, expect, it } from 'vitest';
import { parseDateBr } from './format';

describe('parseDateBr', () => {
  it('reads day first, as the fields show dates', () => {
    expect(parseDateBr('05/12/2026')).toBe('2026-12-05');
    expect(parseDateBr('5/1/2027')).toBe('2027-01-05');
  });
  it('refuses what is not a real day', () => {
    expect(parseDateBr('31/02/2026')).toBeNull();
    expect(parseDateBr('2026-12-05')).toBeNull();
    expect(parseDateBr('')).toBeNull();
  });
});
