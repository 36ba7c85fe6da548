import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** A transparent 1×1 PNG as every map tile. */
const BLANK_TILE =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

/** A TCP port free right now on 127.0.0.1 (also for a journey that starts its own server). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const port = (srv.address() as net.AddressInfo).port;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

/**
 * Starts the real server (built web + compiled API) on an in-memory embedded database with the demo
 * data, exactly as `npm start` does but on a free port.
 */
export default async function setup() {
  for (const built of ['apps/web/dist/index.html', 'apps/api/dist/main.js']) {
    if (!fs.existsSync(path.join(ROOT, built))) {
      throw new Error(`Build ausente (${built}): rode \`npm run build\` antes dos testes no navegador.`);
    }
  }
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  // Outside services stay off the internet: CEP and geocoding go to a port where a journey may
  // start a local provider (e2e/support/address-provider.ts; refused otherwise), tiles are blank.
  const addressPort = await freePort();
  process.env.E2E_ADDRESS_PORT = String(addressPort);
  const log = fs.createWriteStream(path.join(ROOT, 'e2e/server.log'));
  const child: ChildProcess = spawn(process.execPath, ['--enable-source-maps', 'apps/api/dist/main.js'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: 'memory://',
      PUBLIC_URL: base,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      CEP_PROVIDER_URL: `http://127.0.0.1:${addressPort}/ws`,
      GEOCODER_URL: `http://127.0.0.1:${addressPort}`,
      TILE_URL: BLANK_TILE,
      TEST_CLOCK: 'true',
      ...(process.env.E2E_ENV ? JSON.parse(process.env.E2E_ENV) : {}),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`Servidor encerrou (código ${child.exitCode}); veja e2e/server.log`);
    try {
      const res = await fetch(`${base}/api/health`);
      if (res.ok) break;
    } catch {}
    if (Date.now() > deadline) throw new Error('Servidor não respondeu em 90 s; veja e2e/server.log');
    await new Promise((r) => setTimeout(r, 300));
  }
  process.env.E2E_BASE_URL = base;
  return async () => {
    child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 500));
    if (child.exitCode === null) child.kill('SIGKILL');
  };
}
