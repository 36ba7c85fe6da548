// Compiles the API for production (issue #13): one ESM bundle per entry in apps/api/dist, run by
// plain `node` — no transpiler at run time. The domain package (TypeScript sources) is bundled in;
// every npm dependency stays external and is loaded from node_modules as usual (native addons,
// PGlite's WASM and pdfkit's font files resolve relative to their own packages).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const API = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DIST = path.join(API, 'dist');
const pkg = JSON.parse(fs.readFileSync(path.join(API, 'package.json'), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => name !== '@rcc/domain');

fs.rmSync(DIST, { recursive: true, force: true });
const started = Date.now();
await build({
  absWorkingDir: API,
  // Flat output: dist/main.js and dist/migrate.js sit at the same depth as src/*.ts, so the paths
  // the code derives from import.meta.url (repository root, migrations folder) hold in both.
  entryPoints: { main: 'src/main.ts', migrate: 'src/db/migrate-cli.ts' },
  outdir: DIST,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20.19',
  sourcemap: true,
  sourcesContent: false,
  external: [...external, ...external.map((name) => `${name}/*`)],
  // Bundled CommonJS helpers may call require(): give ESM output one.
  banner: {
    js: "import { createRequire as __rccRequire } from 'node:module'; const require = __rccRequire(import.meta.url);",
  },
  logLevel: 'warning',
});
fs.cpSync(path.join(API, 'src/db/migrations'), path.join(DIST, 'migrations'), { recursive: true });
console.log(`API compilada em apps/api/dist (${Date.now() - started} ms)`);
