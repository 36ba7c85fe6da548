import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Same settings as the server (apps/api/src/config.ts): DATABASE_URL, else the PGlite folder DATA_DIR. */
export function target(env = process.env) {
  if (env.DATABASE_URL) return { kind: 'postgres', url: env.DATABASE_URL };
  if (env.DATA_DIR === 'memory://') throw new Error('DATA_DIR=memory:// não tem o que copiar.');
  return { kind: 'pglite', dataDir: path.resolve(REPO_ROOT, env.DATA_DIR ?? 'data') };
}

/** The server keeps a lock file with its pid in the folder: a live one means the database is open. */
export function assertClosed(dataDir) {
  const lock = path.join(dataDir, '.rcc.lock');
  if (!fs.existsSync(lock)) return;
  const pid = Number(fs.readFileSync(lock, 'utf8'));
  try {
    if (pid) process.kill(pid, 0);
    else return;
  } catch {
    return; // dead process: a stale lock
  }
  throw new Error(
    `O banco embutido em ${dataDir} está aberto pelo processo ${pid}. Pare o servidor antes de copiar ou restaurar.`,
  );
}

export async function openPglite(dataDir, loadDataDir) {
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  return PGlite.create({ dataDir, extensions: { pg_trgm }, ...(loadDataDir ? { loadDataDir } : {}) });
}

export function arg(name) {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

export function fail(err) {
  console.error(`Erro: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
}
