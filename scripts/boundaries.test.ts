import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

// The layering and dead-code checks of `npm test` (issue #13) must fail on a violation: each case
// builds a tiny tree that breaks one rule and runs the real tool with the project's own config.
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const BIN = path.join(ROOT, 'node_modules/.bin');
const dirs: string[] = [];

function tree(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rcc-limites-'));
  dirs.push(dir);
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), text);
  }
  return dir;
}

function cruise(dir: string) {
  fs.copyFileSync(path.join(ROOT, '.dependency-cruiser.cjs'), path.join(dir, '.dependency-cruiser.cjs'));
  const run = spawnSync(
    path.join(BIN, 'depcruise'),
    [
      ...fs.readdirSync(dir).filter((d) => ['apps', 'packages'].includes(d)),
      '--config',
      '.dependency-cruiser.cjs',
    ],
    {
      cwd: dir,
      encoding: 'utf8',
    },
  );
  return { status: run.status, out: `${run.stdout}${run.stderr}` };
}

afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('regra de camadas (dependency-cruiser)', () => {
  it('recusa uma feature do web que importa outra feature', () => {
    const dir = tree({
      'apps/web/src/features/obras/ObraList.tsx':
        "import { useRoles } from '../veiculos/use-roles';\nuseRoles();\n",
      'apps/web/src/features/veiculos/use-roles.ts': 'export const useRoles = () => 1;\n',
    });
    const { status, out } = cruise(dir);
    expect(status).not.toBe(0);
    expect(out).toContain('web-feature-para-outra-feature');
  });

  it('recusa uma feature que importa o shell e um ciclo de importação', () => {
    const dir = tree({
      'apps/web/src/app/routes.ts':
        "import { rotas } from '../features/obras/rotas';\nexport const all = rotas;\n",
      'apps/web/src/features/obras/rotas.ts':
        "import type { all } from '../../app/routes';\nexport const rotas: typeof all = [];\n",
    });
    const { status, out } = cruise(dir);
    expect(status).not.toBe(0);
    expect(out).toContain('web-feature-para-app');
    expect(out).toContain('sem-ciclos');
  });

  it('recusa um módulo da API que lê as queries de outro módulo', () => {
    const dir = tree({
      'apps/api/src/modules/ctr/service.ts': "import { q } from '../obras/queries';\nexport const s = q;\n",
      'apps/api/src/modules/obras/queries.ts': 'export const q = 1;\n',
    });
    const { status, out } = cruise(dir);
    expect(status).not.toBe(0);
    expect(out).toContain('api-queries-de-outro-modulo');
  });

  it('aceita uma feature que usa shared/ e o domínio', () => {
    const dir = tree({
      'apps/web/src/features/obras/ObraList.tsx':
        "import { x } from '../../shared/x';\nexport const y = x;\n",
      'apps/web/src/shared/x.ts': 'export const x = 1;\n',
    });
    expect(cruise(dir).status).toBe(0);
  });
});

describe('código morto (knip)', () => {
  it('recusa uma exportação que ninguém importa', () => {
    const dir = tree({
      'package.json': JSON.stringify({
        name: 'fixture',
        private: true,
        type: 'module',
        main: 'src/index.ts',
      }),
      'src/index.ts': "import { usado } from './lib';\nconsole.log(usado);\n",
      'src/lib.ts': 'export const usado = 1;\nexport const esquecido = 2;\n',
    });
    const run = spawnSync(path.join(BIN, 'knip'), ['--no-progress', '--include', 'exports'], {
      cwd: dir,
      encoding: 'utf8',
    });
    expect(run.status).not.toBe(0);
    expect(run.stdout).toContain('esquecido');
  });
});
