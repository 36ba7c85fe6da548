import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  apiImageStage,
  imageAllocatorEnv,
  probeAllocator,
  productionNodeFlags,
} from '../bench/lib/api-process';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

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
    const flags = productionNodeFlags(ROOT);
    expect(dockerFlags()).toEqual(flags);
    expect(flags.some((f) => /^--max-old-space-size=\d+$/.test(f))).toBe(true);
    expect(flags.some((f) => /^--max-semi-space-size=\d+$/.test(f))).toBe(true);
  });

  it('the image preloads jemalloc, and node runs with it where the library is installed', ({ skip }) => {
    expect(apiImageStage(ROOT)).toMatch(/apt-get install -y --no-install-recommends libjemalloc2/);
    const env = imageAllocatorEnv(ROOT);
    expect(env.LD_PRELOAD).toBe('libjemalloc.so.2');
    expect(env.MALLOC_CONF).toMatch(/^narenas:\d+,dirty_decay_ms:\d+,muzzy_decay_ms:\d+$/);
    // Debian's libjemalloc2 is on this machine (a dependency of redis-server): the bare name must
    // resolve through ld.so's search path, as in the image, whatever the architecture's lib folder.
    const installed = ['/usr/lib/x86_64-linux-gnu', '/usr/lib/aarch64-linux-gnu'].some((d) =>
      fs.existsSync(path.join(d, env.LD_PRELOAD!)),
    );
    if (!installed) skip();
    const probe = probeAllocator(env);
    // jemalloc reads MALLOC_CONF at start and warns on stderr about any option it does not know.
    expect(probe.stderr).toBe('');
    expect(probe.loaded).toBe(true);
  });
});
