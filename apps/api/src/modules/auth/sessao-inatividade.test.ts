import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../db/sql';
import { sha256 } from '../../lib/tokens';
import { createTestContext, type TestContext } from '../../../test/helpers';

/** Issue #12 item 3: sessions end after an idle period, on top of their 24 h lifetime. */
let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

async function sessionOf(token: string) {
  const [row] = await t.db.query<{ id: number; inatividade: number | null; idade: number }>(sql`
    SELECT s.id, s.inatividade_min AS inatividade,
      extract(epoch FROM now() - s.ultimo_acesso)::float8 AS idade
    FROM sessao s WHERE s.token_hash = ${sha256(token)}`);
  return row!;
}

/** Moves the session's last activity back by the database clock. */
const idleFor = (id: number, minutes: number) =>
  t.db.query(
    sql`UPDATE sessao SET ultimo_acesso = now() - ${minutes}::float8 * interval '1 minute' WHERE id = ${id}`,
  );

const me = (token: string) => t.call('GET', '/api/me', { token });

describe('session idle timeout', () => {
  it('ends a staff session after 30 idle minutes with the usual expiry answer', async () => {
    const token = await t.login('admin');
    const s = await sessionOf(token);
    expect(s.inatividade).toBe(30);
    await idleFor(s.id, 29);
    expect((await me(token)).statusCode).toBe(200);
    // That request was activity: the clock starts again.
    expect((await sessionOf(token)).idade).toBeLessThan(5);
    await idleFor(s.id, 31);
    const res = await me(token);
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toEqual({
      type: 'UNAUTHENTICATED',
      message: 'Sessão expirada. Faça login novamente',
    });
  });

  it('gives other profiles 120 idle minutes', async () => {
    const token = await t.login('gerador');
    const s = await sessionOf(token);
    expect(s.inatividade).toBe(120);
    await idleFor(s.id, 100);
    expect((await me(token)).statusCode).toBe(200);
    await idleFor(s.id, 121);
    expect((await me(token)).statusCode).toBe(401);
  });

  it('writes the last activity at most once a minute', async () => {
    const token = await t.login('secretaria');
    const s = await sessionOf(token);
    await idleFor(s.id, 0.5);
    const before = await t.db.query<{ u: string }>(
      sql`SELECT ultimo_acesso::text AS u FROM sessao WHERE id = ${s.id}`,
    );
    for (let i = 0; i < 3; i++) expect((await me(token)).statusCode).toBe(200);
    const after = await t.db.query<{ u: string }>(
      sql`SELECT ultimo_acesso::text AS u FROM sessao WHERE id = ${s.id}`,
    );
    expect(after[0]!.u).toBe(before[0]!.u);
    await idleFor(s.id, 1.5);
    expect((await me(token)).statusCode).toBe(200);
    expect((await sessionOf(token)).idade).toBeLessThan(5);
  });

  it('keeps the absolute lifetime', async () => {
    const token = await t.login('fiscal');
    const s = await sessionOf(token);
    await t.db.query(sql`UPDATE sessao SET expires_at = now() - interval '1 second' WHERE id = ${s.id}`);
    expect((await me(token)).statusCode).toBe(401);
  });

  it('takes the limits from SESSION_IDLE_MIN and SESSION_IDLE_MIN_OUTROS', async () => {
    const other = await createTestContext({ SESSION_IDLE_MIN: '5', SESSION_IDLE_MIN_OUTROS: '45' });
    try {
      await other.login('admin');
      await other.login('transportador');
      const rows = await other.db.query<{ email: string; inatividade: number }>(sql`
        SELECT u.email, s.inatividade_min AS inatividade FROM sessao s JOIN usuario u ON u.id = s.id_usuario
        ORDER BY s.id`);
      expect(rows.map((r) => r.inatividade)).toEqual([5, 45]);
    } finally {
      await other.close();
    }
  });
});
