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
