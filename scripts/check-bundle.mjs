#!/usr/bin/env node
/**
 * Route JavaScript budgets (issues #7 and #16 item 5): for the login and the Destino Rápido gate,
 * the gzip size of the entry chunk, the screen's lazy chunk and every chunk they import statically
 * must stay ≤ 200 KB. Reads the Vite manifest of `npm run build` (apps/web/dist/.vite/manifest.json).
 * Maps, charts and the rich-text editor must load only on the screens that use them: the report
 * lists what each route pulls in. (The browser's own count, every script until idle, is
 * e2e/tests/orcamento-js.e2e.test.ts.)
 * Usage: node scripts/check-bundle.mjs [--budget-kb 200] [--dist apps/web/dist]
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const arg = (name, dflt) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : dflt;
};
const budgetKb = Number(arg('budget-kb', '200'));
const dist = path.resolve(root, arg('dist', 'apps/web/dist'));
const manifestFile = path.join(dist, '.vite/manifest.json');

if (!fs.existsSync(manifestFile)) {
  console.error(
    `Manifesto do Vite não encontrado em ${path.relative(root, manifestFile)}: rode npm run build antes.`,
  );
  process.exit(1);
}
const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
const entries = Object.entries(manifest);
const entry = entries.find(([, c]) => c.isEntry);
/** Each budgeted route: its name and its screen's source file. */
const ROUTES = [
  ['login', /(^|\/)LoginPage\.tsx$/, 'features/auth/LoginPage.tsx'],
  ['Destino Rápido', /(^|\/)destino-rapido\/PesagemPage\.tsx$/, 'features/destino-rapido/PesagemPage.tsx'],
];
if (!entry) {
  console.error('O manifesto não tem um ponto de entrada (isEntry).');
  process.exit(1);
}

/** The chunk and everything it imports statically (what the browser must fetch before it runs). */
function closure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) closure(dep, seen);
  return seen;
}
const kb = (n) => (n / 1024).toFixed(1).padStart(7);
let failed = false;
for (const [name, src, file] of ROUTES) {
  const screen = entries.find(([key, c]) => src.test(c.src ?? key));
  if (!screen) {
    console.error(`O manifesto não tem o chunk de ${file} (carregada com lazy()).`);
    process.exit(1);
  }
  const keys = new Set([...closure(entry[0]), ...closure(screen[0])]);
  const rows = [...keys]
    .map((key) => {
      const f = manifest[key].file;
      const buf = fs.readFileSync(path.join(dist, f));
      return { key, file: f, raw: buf.length, gzip: zlib.gzipSync(buf, { level: 9 }).length };
    })
    .filter((r) => r.file.endsWith('.js'))
    .sort((a, b) => b.gzip - a.gzip);
  const total = rows.reduce((n, r) => n + r.gzip, 0);
  console.log(`— rota ${name}`);
  for (const r of rows) console.log(`${kb(r.gzip)} KB gzip ${kb(r.raw)} KB  ${r.file}  (${r.key})`);
  const heavy = rows.filter((r) =>
    /leaflet|maplibre|chart|recharts|echarts|tiptap|prosemirror|quill/i.test(r.key + r.file),
  );
  console.log(`${kb(total)} KB gzip no total da rota ${name} (orçamento ${budgetKb} KB)`);
  if (heavy.length) {
    console.error(
      `A rota ${name} carrega bibliotecas que só outras telas usam: ${heavy.map((r) => r.key).join(', ')}`,
    );
    failed = true;
  }
  if (total > budgetKb * 1024) {
    console.error(`Rota ${name} acima do orçamento em ${((total - budgetKb * 1024) / 1024).toFixed(1)} KB.`);
    failed = true;
  }
}
if (failed) process.exit(1);
