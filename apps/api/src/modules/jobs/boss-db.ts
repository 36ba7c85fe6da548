import type PgBoss from 'pg-boss';
import type { Db, Queryable } from '../../db/client';

/** PGlite's answer to several statements sent with the extended protocol (`query`). */
const SEVERAL_STATEMENTS = /multiple commands into a prepared statement/i;

/**
 * pg-boss's database adapter over the API's Db, so the queue shares its pool (PostgreSQL) or its
 * single embedded connection and gate (PGlite). pg-boss sends a few parameterless multi-statement
 * scripts (its migrations, maintenance): PGlite runs those only through `exec()`.
 */
export function bossDb(db: Db): PgBoss.Db {
  return {
    async executeSql(text: string, values?: unknown[]) {
      try {
        return { rows: await db.query(text, values ?? []) };
      } catch (err) {
        if (db.kind === 'pglite' && !values?.length && SEVERAL_STATEMENTS.test(String(err))) {
          await db.exec(text);
          return { rows: [] };
        }
        throw err;
      }
    },
  };
}

/** pg-boss inside an open business transaction: a job sent this way exists exactly if the change commits. */
export function bossTx(tx: Queryable): PgBoss.Db {
  return {
    executeSql: async (text: string, values?: unknown[]) => ({ rows: await tx.query(text, values ?? []) }),
  };
}

/**
 * Runs `fn` again when PostgreSQL chose it as a deadlock's victim (40P01): the statement was rolled
 * back whole, and pg-boss's create_queue does nothing for a queue that exists. Instances of an older
 * version keep fetching and maintaining while a newer one creates its new queues.
 */
export async function retryDeadlock<T>(fn: () => Promise<T>, tries = 5): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await fn();
    } catch (err) {
      if ((err as { code?: string }).code !== '40P01' || attempt >= tries) throw err;
      await new Promise((r) => setTimeout(r, 50 * attempt + Math.random() * 100));
    }
  }
}
