import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// "Transporter = profile type 2 or 9" and "generator = 1 or 8" live once, in
// packages/domain/src/profiles.ts (TRANSPORTADOR_IDS, GERADOR_IDS); code elsewhere imports them
// (issue #13). SQL migrations are left out: SQL cannot import the domain, and a migration once
// applied is history (migrate.ts records it by name and never runs it again), so rewriting the
// views of 0001_core.sql and 0100_master_data_views.sql would change no database.
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CODE = /\.(ts|tsx|mts|mjs|js|cjs)$/;
const LITERAL =
  /\[\s*2\s*,\s*9\s*\]|\[\s*1\s*,\s*8\s*\]|\bIN\s*\(\s*2\s*,\s*9\s*\)|\bIN\s*\(\s*1\s*,\s*8\s*\)/i;

function literalsIn(text: string): number[] {
  return text.split('\n').flatMap((line, i) => (LITERAL.test(line) ? [i + 1] : []));
}

describe('profile groups are written once, in the domain', () => {
  it('the check sees a literal group and ignores a longer list that contains the digits', () => {
    expect(literalsIn('const t = [2, 9];\nsql`... IN (1, 8)`\nconst w = [5, 4, 3, 2, 9, 8];')).toEqual([
      1, 2,
    ]);
  });

  it('no [2, 9] / [1, 8] / IN (2, 9) / IN (1, 8) in tracked code outside packages/domain', () => {
    const files = execFileSync('git', ['ls-files', 'apps', 'packages', 'bench', 'e2e', 'scripts'], {
      cwd: ROOT,
      encoding: 'utf8',
    })
      .split('\n')
      .filter(
        (f) => CODE.test(f) && !f.startsWith('packages/domain/') && f !== 'scripts/domain-literals.test.ts',
      );
    expect(files.length).toBeGreaterThan(300);
    const found = files.flatMap((f) => {
      const full = path.join(ROOT, f);
      if (!fs.existsSync(full)) return [];
      return literalsIn(fs.readFileSync(full, 'utf8')).map((line) => `${f}:${line}`);
    });
    expect(found).toEqual([]);
  });
});
