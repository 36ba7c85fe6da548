// Writes docs/api.md from the OpenAPI document of the API (run: npm run docs:api).
import fs from 'node:fs';
import path from 'node:path';
import { buildApp } from '../src/app';
import { loadConfig, REPO_ROOT } from '../src/config';
import { openDb } from '../src/db/client';
import { renderApiMarkdown } from '../src/http/api-markdown';

const config = {
  ...loadConfig({ ...process.env, DATA_DIR: 'memory://', DATABASE_URL: '' }),
  webDist: '/nonexistent',
};
const db = await openDb({ databaseUrl: undefined, dataDir: undefined, parallelWorkers: 0 });
const app = await buildApp({ db, config });
await app.ready();
const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json();
fs.writeFileSync(path.join(REPO_ROOT, 'docs/api.md'), renderApiMarkdown(doc));
await app.close();
await db.close();
console.log('docs/api.md atualizado');
