#!/usr/bin/env node
// Cópia de segurança do banco do RCC (README, seção "Cópia de segurança e restauração").
//   Embutido (PGlite, DATA_DIR):  node scripts/backup.mjs [--out copia.tar.gz]   (servidor parado)
//   PostgreSQL (DATABASE_URL):    node scripts/backup.mjs [--out copia.dump]     (pg_dump, formato custom)
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { arg, assertClosed, fail, openPglite, target } from './backup-common.mjs';

const stamp = new Date().toISOString().replace(/[:.]/g, '-').slice(0, 19);

async function main() {
  const t = target();
  if (t.kind === 'postgres') {
    const out = path.resolve(arg('--out') ?? `rcc-${stamp}.dump`);
    const r = spawnSync(
      'pg_dump',
      ['--format=custom', '--no-owner', '--no-privileges', `--file=${out}`, t.url],
      {
        stdio: 'inherit',
      },
    );
    if (r.error)
      throw new Error(
        `pg_dump não pôde ser executado (${r.error.message}). Instale o cliente do PostgreSQL.`,
      );
    if (r.status !== 0) throw new Error(`pg_dump terminou com código ${r.status}.`);
    console.log(`Cópia do PostgreSQL gravada em ${out} (${fs.statSync(out).size} bytes).`);
    return;
  }
  if (!fs.existsSync(path.join(t.dataDir, 'PG_VERSION')))
    throw new Error(`Não há banco embutido em ${t.dataDir}.`);
  assertClosed(t.dataDir);
  const out = path.resolve(arg('--out') ?? `rcc-${stamp}.tar.gz`);
  const db = await openPglite(t.dataDir);
  try {
    // dumpDataDir: a consistent tarball of the whole cluster, taken by PGlite itself.
    const dump = await db.dumpDataDir('gzip');
    fs.writeFileSync(out, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await db.close();
  }
  console.log(`Cópia do banco embutido (${t.dataDir}) gravada em ${out} (${fs.statSync(out).size} bytes).`);
}

main().catch(fail);
