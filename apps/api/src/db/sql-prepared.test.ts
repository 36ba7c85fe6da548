import { describe, expect, it } from 'vitest';
import { prepared, sql } from './sql';

describe('prepared(): a named statement per fixed text', () => {
  it('names a text once, keeps its values, and names another text differently', () => {
    const a = prepared(sql`SELECT * FROM sessao WHERE token_hash = ${'x'} AND revoked_at IS NULL`);
    const b = prepared(sql`SELECT * FROM sessao WHERE token_hash = ${'y'} AND revoked_at IS NULL`);
    const c = prepared(sql`SELECT * FROM usuario WHERE id = ${1}`);
    expect(a.text).toBe('SELECT * FROM sessao WHERE token_hash = $1 AND revoked_at IS NULL');
    expect(a.values).toEqual(['x']);
    expect(b.values).toEqual(['y']);
    expect(a.name).toMatch(/^rcc_[0-9a-f]{20}$/);
    expect(b.name).toBe(a.name);
    expect(c.name).not.toBe(a.name);
  });

  it('stops naming when texts vary without end (a misuse), instead of preparing them all', () => {
    const names = new Set<string | undefined>();
    for (let i = 0; i < 250; i++) names.add(prepared(sql`SELECT ${sql.raw(String(i))} AS n`).name);
    expect(names.has(undefined)).toBe(true);
    expect(names.size).toBeLessThanOrEqual(201);
  });
});
