#!/usr/bin/env node
/**
 * PWA icons (issue #16): renders apps/web/public/favicon.svg to the PNGs the web manifest lists
 * (192 and 512 px, and a 512 px maskable one with the safe-zone margin), with Debian's Chromium.
 * Run again after changing the SVG: node e2e/scripts/pwa-icons.mjs (it lives with the browser tests, whose package has playwright-core)
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const pub = path.join(root, 'apps/web/public');
const svg = fs.readFileSync(path.join(pub, 'favicon.svg'), 'utf8');

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
try {
  for (const [name, size, margin] of [
    ['pwa-192.png', 192, 0],
    ['pwa-512.png', 512, 0],
    ['pwa-maskable-512.png', 512, 0.1],
  ]) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const inner = Math.round(size * (1 - 2 * margin));
    await page.setContent(
      `<body style="margin:0;background:#1351b4;display:grid;place-items:center;height:${size}px">
        <div style="width:${inner}px;height:${inner}px">${svg.replace('<svg ', `<svg width="${inner}" height="${inner}" `)}</div></body>`,
    );
    await page.screenshot({ path: path.join(pub, name), omitBackground: margin === 0 });
    await page.close();
  }
} finally {
  await browser.close();
}
console.log('ícones gerados em apps/web/public');
