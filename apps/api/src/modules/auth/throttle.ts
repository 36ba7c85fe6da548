import { AppError } from '@rcc/domain';
import type { Queryable } from '../../db/client';
import { sql } from '../../db/sql';

/**
 * Failure throttle kept in the database so it holds across API instances. After SLOW_AFTER
 * failures in the window each answer is delayed; after BLOCK_AFTER the key is refused with 429.
 */
const THROTTLE = { windowMs: 15 * 60_000, slowAfter: 5, blockAfter: 10, blockMs: 15 * 60_000 };

export async function assertNotBlocked(db: Queryable, keys: string[]): Promise<void> {
  const rows = await db.query<{ chave: string }>(sql`
    SELECT chave FROM tentativa_acesso WHERE chave = ANY(${keys}::text[]) AND bloqueado_ate > now()`);
  if (rows.length > 0) throw new AppError('TOO_MANY_REQUESTS');
}

/** Records a failure for each key; returns the delay to apply before answering. */
export async function registerFailure(db: Queryable, keys: string[]): Promise<number> {
  let worst = 0;
  for (const chave of keys) {
    const rows = await db.query<{ falhas: number }>(sql`
      INSERT INTO tentativa_acesso AS t (chave, falhas, janela_inicio) VALUES (${chave}, 1, now())
      ON CONFLICT (chave) DO UPDATE SET
        falhas = CASE WHEN t.janela_inicio < now() - ${`${THROTTLE.windowMs} milliseconds`}::interval THEN 1 ELSE t.falhas + 1 END,
        janela_inicio = CASE WHEN t.janela_inicio < now() - ${`${THROTTLE.windowMs} milliseconds`}::interval THEN now() ELSE t.janela_inicio END,
        bloqueado_ate = CASE WHEN t.falhas + 1 >= ${THROTTLE.blockAfter}
          AND t.janela_inicio >= now() - ${`${THROTTLE.windowMs} milliseconds`}::interval
          THEN now() + ${`${THROTTLE.blockMs} milliseconds`}::interval ELSE t.bloqueado_ate END
      RETURNING falhas`);
    worst = Math.max(worst, rows[0]?.falhas ?? 0);
  }
  if (worst <= THROTTLE.slowAfter) return 0;
  return Math.min(250 * 2 ** (worst - THROTTLE.slowAfter - 1), 4000);
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
