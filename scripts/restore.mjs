#!/usr/bin/env node
// Restauração de uma cópia feita por scripts/backup.mjs (README, seção "Cópia de segurança e restauração").
//   Embutido (PGlite, DATA_DIR):  node scripts/restore.mjs copia.tar.gz [--force]  (servidor parado)
//   PostgreSQL (DATABASE_URL):    node scripts/restore.mjs copia.dump [--force]    (pg_restore --clean)
// Sem --force, recusa-se a sobrescrever um banco que já tem dados. Com --force, a pasta embutida
// existente é preservada ao lado, renomeada para <pasta>.antes-<data>.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { assertClosed, fail, openPglite, target } from './backup-common.mjs';

async function main() {
  const file = process.argv[2];
  if (!file || file.startsWith('--') || !fs.existsSync(file)) {
    throw new Error('Informe o arquivo da cópia: node scripts/restore.mjs <arquivo> [--force]');
  }
  const force = process.argv.includes('--force');
  const t = target();
  if (t.kind === 'postgres') {
    const args = ['--no-owner', '--no-privileges', '--exit-on-error', `--dbname=${t.url}`];
    if (force) args.push('--clean', '--if-exists');
    const r = spawnSync('pg_restore', [...args, file], { stdio: 'inherit' });
    if (r.error) throw new Error(`pg_restore não pôde ser executado (${r.error.message}).`);
    if (r.status !== 0) throw new Error(`pg_restore terminou com código ${r.status}.`);
    console.log('Cópia restaurada no PostgreSQL.');
    return;
  }
  if (fs.existsSync(t.dataDir) && fs.readdirSync(t.dataDir).length > 0) {
    assertClosed(t.dataDir);
    if (!force)
      throw new Error(
        `${t.dataDir} já contém um banco. Use --force para substituí-lo (o atual é preservado ao lado).`,
      );
    const aside = `${t.dataDir}.antes-${new Date().toISOString().replace(/[:.]/g, '-').slice(0, 19)}`;
    fs.renameSync(t.dataDir, aside);
    console.log(`Banco anterior preservado em ${aside}.`);
  }
  fs.mkdirSync(t.dataDir, { recursive: true });
  const db = await openPglite(t.dataDir, new Blob([fs.readFileSync(file)]));
  try {
    await db.query('SELECT 1');
  } finally {
    await db.close();
  }
  console.log(`Cópia restaurada em ${t.dataDir}.`);
}

main().catch(fail);
