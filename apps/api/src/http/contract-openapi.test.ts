import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../config';
import { renderApiMarkdown } from './api-markdown';
import { createTestContext, type TestContext } from '../../test/helpers';

/**
 * The published contract (issue #13): every operation of /api/docs states what it does, what it
 * answers and which right it needs, and docs/api.md (generated from it) is up to date.
 */
type Operation = {
  summary?: string;
  description?: string;
  tags?: string[];
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
};

let t: TestContext;
let operations: Array<{ key: string; op: Operation }>;
let doc: { paths: Record<string, Record<string, Operation>> };

beforeAll(async () => {
  t = await createTestContext();
  doc = (await t.call('GET', '/api/docs/json')).json();
  operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({ key: `${method.toUpperCase()} ${path}`, op })),
  );
  const done = operations.filter(({ op }) => documented(op)).length;
  console.info(`contrato: ${done} de ${operations.length} operações documentadas`);
});
afterAll(() => t?.close());

const documented = (op: Operation) => {
  const ok = Object.entries(op.responses ?? {}).find(([status]) => /^2\d\d$/.test(status));
  // A redirect without a body (the social login's hops) is documented by its 3xx answer.
  const redirect = Object.keys(op.responses ?? {}).some((status) => /^3\d\d$/.test(status));
  return Boolean(op.summary?.trim()) && Boolean(ok ? ok[1].content?.['application/json']?.schema : redirect);
};

describe('contrato publicado em /api/docs', () => {
  it('toda operação tem resumo e esquema da resposta (2xx, ou o 3xx de um redirecionamento)', () => {
    expect(operations.length).toBeGreaterThan(150);
    expect(operations.filter(({ op }) => !documented(op)).map(({ key }) => key)).toEqual([]);
  });

  it('toda operação diz o direito que exige e documenta os envelopes de erro', () => {
    for (const { key, op } of operations) {
      expect(op.description, key).toMatch(/Acesso público|Requer/);
      expect(op.responses?.['400'], key).toBeDefined();
    }
  });

  it('docs/api.md está em dia com o documento (npm run docs:api)', () => {
    const file = fs.readFileSync(path.join(REPO_ROOT, 'docs/api.md'), 'utf8');
    expect(file).toBe(renderApiMarkdown(doc as Parameters<typeof renderApiMarkdown>[0]));
  });
});
