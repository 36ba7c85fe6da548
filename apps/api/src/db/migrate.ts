import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db } from './client';
import { expandMigrationTokens } from './migration-tokens';

const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Any fixed key: the schema lock every instance takes before migrating and seeding (issue #18 item 3). */
const SCHEMA_LOCK_KEY = 727272;

/**
 * Runs `fn` (migrations, reference and demo seeding) while holding ONE session-level advisory lock,
 * so any number of instances starting together on one PostgreSQL server take turns: the second one
 * waits, then finds everything applied. The lock lives on one pinned pooled connection (held open
 * by a transaction that does nothing else, without statement_timeout so the wait is not cut);
 * `fn` runs its own statements on the other connections of the pool. The embedded database is
 * opened by one process only (its lock file), so there `fn` just runs.
 */
export async function withSchemaLock<T>(db: Db, fn: () => Promise<T>): Promise<T> {
  if (db.kind === 'pglite') return fn();
  return db.transaction(async (lockTx) => {
    await lockTx.query('SET LOCAL statement_timeout = 0');
    await lockTx.query('SELECT pg_advisory_lock($1)', [SCHEMA_LOCK_KEY]);
    try {
      return await fn();
    } finally {
      await lockTx.query('SELECT pg_advisory_unlock($1)', [SCHEMA_LOCK_KEY]);
    }
  });
}

/**
 * Applies, in name order, every migrations/*.sql not yet recorded, its domain tokens expanded
 * (an unknown token stops the run before the file runs); each in its own transaction.
 * Call it under `withSchemaLock` when several processes may start at once: the list of applied
 * migrations is read here, after the lock was taken.
 */
export async function applyMigrations(db: Db, dir = MIGRATIONS_DIR): Promise<string[]> {
  await db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    name varchar(200) PRIMARY KEY,
    applied_at timestamptz NOT NULL DEFAULT now()
  )`);
  const done = new Set(
    (await db.query<{ name: string }>('SELECT name FROM schema_migrations')).map((r) => r.name),
  );
  const files = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .sort();
  const applied: string[] = [];
  for (const file of files) {
    if (done.has(file)) continue;
    // The domain's rules a migration names ({{perfis.transportador}}, migration-tokens.ts) are put in first.
    const text = expandMigrationTokens(fs.readFileSync(path.join(dir, file), 'utf8'), file);
    // A migration may take longer than the API's statement_timeout (issue #12): not cut.
    await db.exec(
      `BEGIN; SET LOCAL statement_timeout = 0;\n${text}\n;INSERT INTO schema_migrations (name) VALUES ('${file.replace(/'/g, "''")}'); COMMIT;`,
    );
    applied.push(file);
  }
  return applied;
}

/** Applies the pending migrations under the schema lock (a process that only migrates). */
export function migrate(db: Db, dir = MIGRATIONS_DIR): Promise<string[]> {
  return withSchemaLock(db, () => applyMigrations(db, dir));
}
