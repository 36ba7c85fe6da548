import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite, openPostgres, type Queryable } from '../../src/db/client';
import { migrate } from '../../src/db/migrate';
import { seedDemo } from '../../src/db/seed/demo';
import { seedReference } from '../../src/db/seed/reference';
import { REPO_ROOT } from '../../src/config';
import { createPessoaComPerfil } from './factories';

/**
 * Issue #8 §7: scripts/backup.mjs and scripts/restore.mjs. Back up, wipe, restore, and every table
 * has the same row count and the same checksum of its rows.
 */
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'rcc-backup-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

type Fingerprint = Record<string, { rows: number; md5: string }>;

async function fingerprint(db: Queryable): Promise<Fingerprint> {
  const tables = await db.query<{ name: string }>(
    `SELECT table_name AS name FROM information_schema.tables
     WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1`,
  );
  const out: Fingerprint = {};
  for (const { name } of tables) {
    const [r] = await db.query<{ rows: number; md5: string | null }>(
      `SELECT count(*)::int AS rows, md5(coalesce(string_agg(x::text, '|' ORDER BY x::text), '')) AS md5 FROM "${name}" x`,
    );
    out[name] = { rows: r!.rows, md5: r!.md5 ?? '' };
  }
  return out;
}

function run(script: string, args: string[], env: Record<string, string>) {
  return execFileSync(process.execPath, [path.join(REPO_ROOT, 'scripts', script), ...args], {
    cwd: tmp,
    env: { ...process.env, DATABASE_URL: '', DATA_DIR: '', ...env },
    encoding: 'utf8',
  });
}

describe('backup and restore', () => {
  // The embedded copy runs in the PGlite pass, where the global setup writes the seeded template;
  // the PostgreSQL pass (TEST_DB=postgres) has no such template and proves the server copy below.
  it.skipIf(process.env.TEST_DB === 'postgres')(
    'embedded database: backup, wipe, restore finds every row again',
    async () => {
      const dataDir = path.join(tmp, 'dados');
      // The run's migrated and seeded database, written to a folder as the server keeps it.
      const raw = await PGlite.create({
        dataDir,
        loadDataDir: new Blob([fs.readFileSync(process.env.RCC_TEST_DUMP!)]),
        extensions: { pg_trgm },
      });
      await raw.close();
      let db = await openPglite(dataDir);
      await createPessoaComPerfil({ db }, { tipoPerfil: 2, tipoPessoa: 'J', nome: 'Transportes Cópia Ltda' });
      await db.query(`INSERT INTO email_fila (para, assunto, texto) VALUES ('a@rcc.teste', 'Teste', 'Olá')`);
      const before = await fingerprint(db);
      await db.close();

      const file = path.join(tmp, 'copia.tar.gz');
      expect(run('backup.mjs', ['--out', file], { DATA_DIR: dataDir })).toContain('gravada em');
      fs.rmSync(dataDir, { recursive: true, force: true });
      expect(run('restore.mjs', [file], { DATA_DIR: dataDir })).toContain('restaurada');

      db = await openPglite(dataDir);
      const after = await fingerprint(db);
      await db.close();
      expect(Object.keys(before).length).toBeGreaterThan(30);
      expect(before.pessoa!.rows).toBeGreaterThan(7);
      expect(after).toEqual(before);

      // Restoring over a database that has data needs --force, and keeps the old one aside.
      expect(() => run('restore.mjs', [file], { DATA_DIR: dataDir })).toThrow();
      run('restore.mjs', [file, '--force'], { DATA_DIR: dataDir });
      expect(fs.readdirSync(tmp).some((n) => n.startsWith('dados.antes-'))).toBe(true);
    },
    240_000,
  );

  it('PostgreSQL server: pg_dump, drop, pg_restore finds every row again', async () => {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) {
      console.warn(
        'cópia: TEST_DATABASE_URL não definido — cópia/restauração do PostgreSQL não verificada nesta execução',
      );
      return;
    }
    const name = `rcc_backup_${process.pid}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    const u = new URL(url);
    u.pathname = `/${name}`;
    try {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.query(`CREATE DATABASE ${name}`);
      let db = openPostgres(u.toString(), 2);
      await migrate(db);
      await seedReference(db);
      await seedDemo(db);
      await createPessoaComPerfil({ db }, { tipoPerfil: 8, tipoPessoa: 'F' });
      const before = await fingerprint(db);
      await db.close();
      const file = path.join(tmp, 'copia.dump');
      run('backup.mjs', ['--out', file], { DATABASE_URL: u.toString() });
      await admin.query(`DROP DATABASE ${name} WITH (FORCE)`);
      await admin.query(`CREATE DATABASE ${name}`);
      run('restore.mjs', [file], { DATABASE_URL: u.toString() });
      db = openPostgres(u.toString(), 2);
      const after = await fingerprint(db);
      await db.close();
      expect(after).toEqual(before);
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  }, 240_000);
});
