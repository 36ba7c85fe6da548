import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { GERADOR_IDS, SITUACOES_LIBERAM_VEICULO_CACAMBA, TRANSPORTADOR_IDS } from '@rcc/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, openDb } from './client';
import { applyMigrations } from './migrate';
import { expandMigrationTokens, MIGRATION_TOKENS } from './migration-tokens';

const MIGRATIONS = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * SHA-256 of the migrations as they were written before their literals became tokens (commit
 * 66b412c). Databases that applied them never run them again; fresh ones must get the very same
 * text, so the expanded file has to hash the same.
 */
const BEFORE_TOKENS: Record<string, string> = {
  '0001_core.sql': '7951f38c74467c33ea47ba9ea20853099fe4dad0e679e7601c05a7cb579eddfe',
  '0100_master_data_views.sql': '1efb24546b477b03483be665c375a8229723078833e303a6c80aae21b2cc5183',
};

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

describe('domain tokens in SQL migrations (issue #13)', () => {
  it('each token is the domain list itself, as SQL literals', () => {
    expect(MIGRATION_TOKENS['perfis.transportador']).toBe(TRANSPORTADOR_IDS);
    expect(MIGRATION_TOKENS['perfis.gerador']).toBe(GERADOR_IDS);
    expect(MIGRATION_TOKENS['ctr.liberamVeiculoCacamba']).toBe(SITUACOES_LIBERAM_VEICULO_CACAMBA);
    expect(
      expandMigrationTokens('x IN ({{perfis.transportador}}) OR y IN ({{ perfis.gerador }})', 't.sql'),
    ).toBe(`x IN (${TRANSPORTADOR_IDS.join(', ')}) OR y IN (${GERADOR_IDS.join(', ')})`);
    expect(expandMigrationTokens('s IN ({{ctr.liberamVeiculoCacamba}})', 't.sql')).toBe(
      `s IN (${SITUACOES_LIBERAM_VEICULO_CACAMBA.map((s) => `'${s}'`).join(', ')})`,
    );
    expect(expandMigrationTokens("SELECT '{}'::jsonb", 't.sql')).toBe("SELECT '{}'::jsonb");
  });

  it('an unknown token is refused, naming the file and the token', () => {
    expect(() => expandMigrationTokens('IN ({{perfis.transportadora}})', '0999_x.sql')).toThrow(
      'Migração 0999_x.sql: marcador desconhecido {{perfis.transportadora}}.',
    );
    expect(() => expandMigrationTokens('IN ({{constructor}})', '0999_x.sql')).toThrow(/desconhecido/);
  });

  it.each(Object.entries(BEFORE_TOKENS))(
    '%s expands to exactly the text it had before the tokens',
    (file, hash) => {
      const raw = fs.readFileSync(path.join(MIGRATIONS, file), 'utf8');
      expect(raw).toMatch(/\{\{[a-z.A-Z]+\}\}/);
      expect(sha256(raw)).not.toBe(hash);
      expect(sha256(expandMigrationTokens(raw, file))).toBe(hash);
    },
  );
});

describe('the migration runner expands the tokens before it runs a file', () => {
  let db: Db;
  let dir: string;
  beforeAll(async () => {
    db = await openDb({});
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rcc-tokens-'));
  });
  afterAll(async () => {
    await db?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('applies a tokenised file with the domain list, and refuses an unknown token without recording it', async () => {
    fs.writeFileSync(
      path.join(dir, '0001_t.sql'),
      'CREATE TABLE t_token (tipo int NOT NULL CHECK (tipo IN ({{perfis.transportador}})));',
    );
    expect(await applyMigrations(db, dir)).toEqual(['0001_t.sql']);
    await db.query('INSERT INTO t_token (tipo) VALUES ($1)', [TRANSPORTADOR_IDS[0]]);
    await expect(db.query('INSERT INTO t_token (tipo) VALUES ($1)', [GERADOR_IDS[0]])).rejects.toThrow();

    fs.writeFileSync(
      path.join(dir, '0002_t.sql'),
      'CREATE TABLE t_token2 (tipo int CHECK (tipo IN ({{x.y}})));',
    );
    await expect(applyMigrations(db, dir)).rejects.toThrow(
      'Migração 0002_t.sql: marcador desconhecido {{x.y}}.',
    );
    const names = await db.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY name');
    expect(names.map((r) => r.name)).toEqual(['0001_t.sql']);
  });
});
