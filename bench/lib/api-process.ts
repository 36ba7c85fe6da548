import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export interface ApiProcess {
  url: string;
  pid: number;
  stop(): Promise<void>;
  /** Peak resident memory since the last reset (sampled /proc/<pid>/status every 50 ms), in MB. */
  peakRssMb(): number;
  resetPeak(): void;
  /** The kernel's high-water mark (VmHWM) over the process's life, in MB. */
  hwmMb(): number;
  log(): string;
}

function readStatus(pid: number): { rss: number; hwm: number } {
  try {
    const text = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (key: string) => Number(new RegExp(`^${key}:\\s+(\\d+)`, 'm').exec(text)?.[1] ?? 0);
    return { rss: kb('VmRSS') / 1024, hwm: kb('VmHWM') / 1024 };
  } catch {
    return { rss: 0, hwm: 0 };
  }
}

/**
 * The node flags of the production start (`npm start` of apps/api, the same as deploy/Dockerfile):
 * the bench measures the process as it runs in production, V8 heap limits included.
 */
export function productionNodeFlags(root: string): string[] {
  const pkg = JSON.parse(fs.readFileSync(path.join(root, 'apps/api/package.json'), 'utf8'));
  const words = String(pkg.scripts?.start ?? '').split(/\s+/);
  if (words[0] !== 'node' || words.at(-1) !== 'dist/main.js')
    throw new Error(`apps/api: o script start não é "node <opções> dist/main.js": ${pkg.scripts?.start}`);
  return words.slice(1, -1);
}

/** The api stage of deploy/Dockerfile, from its FROM line to the next stage's. */
export function apiImageStage(root: string): string {
  const text = fs.readFileSync(path.join(root, 'deploy/Dockerfile'), 'utf8');
  return /^FROM \S+ AS api$([\s\S]*?)(?=^FROM |$(?![\s\S]))/m.exec(text)?.[1] ?? '';
}

/** The allocator environment the image gives the API: its `ENV LD_PRELOAD` and `ENV MALLOC_CONF` lines. */
export function imageAllocatorEnv(root: string): Record<string, string> {
  const env: Record<string, string> = {};
  for (const m of apiImageStage(root).matchAll(/^ENV (LD_PRELOAD|MALLOC_CONF)=(\S+)$/gm)) env[m[1]!] = m[2]!;
  return env;
}

/**
 * Starts `node` on this machine with that environment: whether the preloaded library is mapped in
 * the process, and what the loader or the allocator said on stderr (ld.so when the library is
 * missing, jemalloc about an option it does not know).
 */
export function probeAllocator(env: Record<string, string>): { loaded: boolean; stderr: string } {
  const run = spawnSync(
    process.execPath,
    ['-e', "process.stdout.write(require('fs').readFileSync('/proc/self/maps', 'utf8'))"],
    { env: { ...process.env, ...env }, encoding: 'utf8' },
  );
  return {
    loaded: run.status === 0 && !!env.LD_PRELOAD && run.stdout.includes(env.LD_PRELOAD),
    stderr: run.stderr,
  };
}

/**
 * The image's allocator (jemalloc), so the bench measures the memory production has. Without the
 * library on this machine (`apt-get install libjemalloc2`) it says so and runs with glibc's malloc.
 */
function productionAllocatorEnv(root: string): Record<string, string> {
  const env = imageAllocatorEnv(root);
  if (env.LD_PRELOAD && !probeAllocator(env).loaded) {
    console.warn(
      `! ${env.LD_PRELOAD} (deploy/Dockerfile) não está nesta máquina: a API do bench usa o malloc da glibc, não o da produção`,
    );
    return {};
  }
  return env;
}

/** Starts the API as production does (compiled, `node apps/api/dist/main.js`) on the bench database. */
export async function startApi(root: string, databaseUrl: string, port: number): Promise<ApiProcess> {
  const out: string[] = [];
  const built = spawnSync(process.execPath, [path.join(root, 'apps/api/scripts/build.mjs')], {
    stdio: 'inherit',
  });
  if (built.status !== 0) throw new Error('A compilação da API falhou.');
  const child: ChildProcess = spawn(
    process.execPath,
    [...productionNodeFlags(root), path.join(root, 'apps/api/dist/main.js')],
    {
      cwd: root,
      env: {
        // The image's allocator unless this run's environment names its own (A/B: `LD_PRELOAD= npm run bench`).
        ...(process.env.LD_PRELOAD === undefined ? productionAllocatorEnv(root) : {}),
        ...process.env,
        DATABASE_URL: databaseUrl,
        MAIL_WORKER: 'false',
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        NODE_ENV: 'production',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const keep = (b: Buffer) => {
    out.push(b.toString());
    if (out.length > 200) out.shift();
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const pid = child.pid!;
  let peak = 0;
  const timer = setInterval(() => {
    peak = Math.max(peak, readStatus(pid).rss);
  }, 50);
  timer.unref();
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`A API terminou ao iniciar:\n${out.join('')}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`A API não respondeu em 120 s:\n${out.join('')}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    pid,
    peakRssMb: () => Math.max(peak, readStatus(pid).rss),
    resetPeak: () => {
      peak = readStatus(pid).rss;
    },
    hwmMb: () => readStatus(pid).hwm,
    log: () => out.join(''),
    stop: async () => {
      clearInterval(timer);
      if (child.exitCode !== null) return;
      const done = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await Promise.race([done, new Promise((r) => setTimeout(r, 5000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    },
  };
}
