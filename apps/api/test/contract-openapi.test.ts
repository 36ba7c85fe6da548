import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './helpers';

/**
 * The published contract (issue #13): every operation of /api/docs states what it does, what it
 * answers and which right it needs. Areas join COMPLETE as their routes are converted to the typed
 * contract; each one listed is checked operation by operation, so an area cannot fall back.
 */
const COMPLETE = [
  'Saúde',
  'Veículos',
  'Classes de material e tipos de resíduo',
  'Ocorrências',
  'Usuários',
  'Perfis',
  'Documentos',
  'CTR',
  'Cancelamento de CTR',
  'Recebimento de resíduos',
  'Triagem',
  'Ficha CTR',
  'Destino rápido (público)',
  'Localizar caçamba',
  'Tutorial',
  'Obras',
  'Mapas',
  'Endereços',
  'Gerenciar permissões',
  'Configurações',
  'Relatórios',
  'Caçambas',
  'Dúvidas ou Sugestões',
  'Consulta genérica',
  'Pessoas',
  'Mensagens',
  'Público',
  'CLTRCC',
  'Editar meus dados',
  'Sessão',
  'Cadastro',
];

type Operation = {
  summary?: string;
  description?: string;
  tags?: string[];
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
};

let t: TestContext;
let operations: Array<{ key: string; op: Operation }>;

beforeAll(async () => {
  t = await createTestContext();
  const doc = (await t.call('GET', '/api/docs/json')).json() as {
    paths: Record<string, Record<string, Operation>>;
  };
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
  it.each(COMPLETE)(
    'toda operação da área %s tem resumo, esquema da resposta 2xx, erros e o direito exigido',
    (tag) => {
      const ops = operations.filter(({ op }) => op.tags?.includes(tag));
      expect(ops.length).toBeGreaterThan(0);
      const gaps = ops.filter(({ op }) => !documented(op)).map(({ key }) => key);
      expect(gaps).toEqual([]);
      for (const { key, op } of ops) {
        expect(op.description, key).toMatch(/Acesso público|Requer/);
        expect(op.responses?.['400'], key).toBeDefined();
      }
    },
  );
});
