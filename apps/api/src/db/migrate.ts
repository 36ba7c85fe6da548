import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db } from './client';

const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Applies, in name order, every migrations/*.sql not yet recorded; each in its own transaction. */
export async function migrate(db: Db, dir = MIGRATIONS_DIR): Promise<string[]> {
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
    const text = fs.readFileSync(path.join(dir, file), 'utf8');
    // Concurrent starts against one server: the advisory lock lets one instance migrate at a time.
    // A migration may take longer than the API's statement_timeout (issue #12): not cut.
    await db.exec(
      `BEGIN; SET LOCAL statement_timeout = 0; SELECT pg_advisory_xact_lock(727272);\n${text}\n;INSERT INTO schema_migrations (name) VALUES ('${file.replace(/'/g, "''")}') ON CONFLICT DO NOTHING; COMMIT;`,
    );
    applied.push(file);
  }
  return applied;
}
