import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The node flags of `npm start` in apps/api (the bench reads the same script: bench/lib/api-process.ts). */
function startFlags(): string[] {
  const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'apps/api/package.json'), 'utf8'));
  const words = String(pkg.scripts.start).split(/\s+/);
  expect(words[0]).toBe('node');
  expect(words.at(-1)).toBe('dist/main.js');
  return words.slice(1, -1);
}

/** The node flags of the API image's CMD (deploy/Dockerfile). */
function dockerFlags(): string[] {
  const text = fs.readFileSync(path.join(ROOT, 'deploy/Dockerfile'), 'utf8');
  const cmd = /^CMD (\[.*\])$/m.exec(text);
  expect(cmd, 'CMD do estágio api').not.toBeNull();
  const words = JSON.parse(cmd![1]!) as string[];
  expect(words[0]).toBe('node');
  expect(words.at(-1)).toBe('apps/api/dist/main.js');
  return words.slice(1, -1);
}

describe('API start flags (issue #17: memory)', () => {
  it('the image runs the API with the same node flags as npm start, V8 heap limits included', () => {
    const flags = startFlags();
    expect(dockerFlags()).toEqual(flags);
    expect(flags.some((f) => /^--max-old-space-size=\d+$/.test(f))).toBe(true);
    expect(flags.some((f) => /^--max-semi-space-size=\d+$/.test(f))).toBe(true);
  });
});
