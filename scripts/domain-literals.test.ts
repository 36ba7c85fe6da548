import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SITUACOES_LIBERAM_VEICULO_CACAMBA } from '../packages/domain/src/ctr/rules';
import { GERADOR_IDS, TRANSPORTADOR_IDS } from '../packages/domain/src/profiles';

// "Transporter = profile type 2 or 9", "generator = 1 or 8" and "a vehicle or bin is free after
// these statuses" live once, in packages/domain (TRANSPORTADOR_IDS, GERADOR_IDS,
// SITUACOES_LIBERAM_VEICULO_CACAMBA); code elsewhere imports them and SQL migrations name them by
// token (`{{perfis.transportador}}`, apps/api/src/db/migration-tokens.ts) (issue #13). The patterns
// are built from the domain's own lists, so the check follows the rule if it ever changes.
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CODE = /\.(ts|tsx|mts|mjs|js|cjs|sql)$/;

const numbers = (ids: readonly number[]) => ids.map(String).join('\\s*,\\s*');
const texts = (list: readonly string[]) => list.map((s) => `['"\`]${s}['"\`]`).join('\\s*,\\s*');
/** A group written out: `[2, 9]` or `IN (2, 9)` (either order); the statuses as a quoted run. */
const LITERAL = new RegExp(
  [
    ...[TRANSPORTADOR_IDS, GERADOR_IDS].flatMap((ids) =>
      [ids, [...ids].reverse()].flatMap((g) => [
        `\\[\\s*${numbers(g)}\\s*\\]`,
        `\\bIN\\s*\\(\\s*${numbers(g)}\\s*\\)`,
      ]),
    ),
    texts(SITUACOES_LIBERAM_VEICULO_CACAMBA),
  ].join('|'),
  'iu',
);

function literalsIn(text: string): number[] {
  return text.split('\n').flatMap((line, i) => (LITERAL.test(line) ? [i + 1] : []));
}

describe('domain rules are written once, in the domain', () => {
  it('the check sees a literal group and ignores a longer list that contains the digits', () => {
    expect(literalsIn('const t = [2, 9];\nsql`... IN (1, 8)`\nconst w = [5, 4, 3, 2, 9, 8];')).toEqual([
      1, 2,
    ]);
  });

  it('the check sees the groups in a migration, and passes its tokens', () => {
    const sql = [
      'WHERE x.id_tipo_perfil IN (9,2)',
      "AND u.situacao IN ('Destinada', 'Recusada', 'Cancelada', 'Resíduo Rejeitado')",
      'WHERE x.id_tipo_perfil IN ({{perfis.transportador}})',
      'AND u.situacao IN ({{ctr.liberamVeiculoCacamba}})',
      "AND u.situacao IN ('Destinada', 'Recusada')",
    ].join('\n');
    expect(literalsIn(sql)).toEqual([1, 2]);
  });

  it('no profile group or free-again status list in tracked code or SQL outside packages/domain', () => {
    const files = execFileSync('git', ['ls-files', 'apps', 'packages', 'bench', 'e2e', 'scripts', 'deploy'], {
      cwd: ROOT,
      encoding: 'utf8',
    })
      .split('\n')
      .filter(
        (f) => CODE.test(f) && !f.startsWith('packages/domain/') && f !== 'scripts/domain-literals.test.ts',
      );
    expect(files.length).toBeGreaterThan(300);
    expect(files.filter((f) => f.endsWith('.sql')).length).toBeGreaterThan(30);
    const found = files.flatMap((f) => {
      const full = path.join(ROOT, f);
      if (!fs.existsSync(full)) return [];
      return literalsIn(fs.readFileSync(full, 'utf8')).map((line) => `${f}:${line}`);
    });
    expect(found).toEqual([]);
  });
});
