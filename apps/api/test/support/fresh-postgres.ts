import crypto from 'node:crypto';
import pg from 'pg';

/** The PostgreSQL server for tests that need their own empty database (TEST_DATABASE_URL or the local one). */
const SERVER_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** Whether that server answers (a test that needs it is skipped, with a note, when it does not). */
export async function postgresAvailable(): Promise<boolean> {
  const c = new pg.Client({ connectionString: SERVER_URL, connectionTimeoutMillis: 2_000 });
  try {
    await c.connect();
    await c.end();
    return true;
  } catch {
    return false;
  }
}

/** A new empty database on the server; `drop()` removes it (closing what is still connected). */
export async function freshPostgres(prefix = 'rcc_fresh'): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${process.pid}_${crypto.randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: SERVER_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const a = new pg.Client({ connectionString: SERVER_URL });
      await a.connect();
      await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await a.end();
    },
  };
}
