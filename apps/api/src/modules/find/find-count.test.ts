import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTAGEM } from '@rcc/domain';
import { buildFind, DEEP_OFFSET } from './builder';
import { f, findEntity, registerEntity } from './registry';
import type { Queryable } from '../../db/client';
import { COUNT_BUDGET, countMemo, runFind } from './run';
import { createTestContext, type TestContext } from '../../../test/helpers';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

type Row = { codIbge: number; nome: string; uf?: string };
const find = async (body: unknown) => {
  const res = await t.call('POST', '/api/Municipio/find', { body });
  expect(res.statusCode).toBe(200);
  return res.json().data as { rows: Row[]; count: number; countEstimated?: boolean };
};

/** A list over a generated series (no table, no index): counting it costs what its size costs. */
function series(name: `Teste${string}`, from: string) {
  registerEntity({
    name,
    from,
    access: { public: true },
    fieldsByRole: { anyone: '*' },
    fields: { id: f('t.id', 'number', { notNull: true }) },
    defaultOrder: [['id', 'ASC']],
  });
  return findEntity(name)!;
}
const onServer = () => t.db.kind === 'postgres';

describe('generic find counts under a time/cost budget (issues #7, #17)', () => {
  it('counts the 5,570 municipalities exactly, and a filtered subset too, saying nothing of estimates', async () => {
    const all = await find({ limit: 1 });
    expect(all.count).toBe(5570);
    expect(all).not.toHaveProperty('countEstimated');
    const sp = await find({ where: { uf: 'SP' }, limit: 1 });
    expect(sp.count).toBe(645);
    expect(sp).not.toHaveProperty('countEstimated');
    const none = await find({ where: { uf: 'XX' } });
    expect(none).toEqual({ rows: [], count: 0 });
  });

  it('answers the estimate, labelled, for a list above the default budget', async () => {
    const big = series('TesteContagemSerie', '(SELECT g AS id FROM generate_series(1, 1000000) g)');
    countMemo.clear();
    const r = await runFind(t.db, buildFind(big, { limit: 2 }, null));
    expect(r.countEstimated).toBe(true);
    // The planner knows the series' size: the estimate is of the right magnitude.
    expect(r.count).toBeGreaterThan(500_000);
    expect(r.rows).toEqual([{ id: 1 }, { id: 2 }]);
  });

  it('is a time/cost bound, not a row cap: the same rows are exact or estimated by the budget alone', async () => {
    const list = series('TesteContagemMedia', '(SELECT g AS id FROM generate_series(1, 200000) g)');
    countMemo.clear();
    const generous = await runFind(t.db, buildFind(list, { limit: 1 }, null), { ms: 20_000, cost: 1e9 });
    // 200,000 rows, far past the old 1,000-row cap, counted exactly when the budget allows.
    expect(generous).toEqual({ rows: [{ id: 1 }], count: 200_000, next: [1] });
    const tight = await runFind(t.db, buildFind(list, { limit: 1 }, null), { ms: 1, cost: 10 });
    expect(tight.countEstimated).toBe(true);
    // Few matching rows that are costly to count are estimated too: cost, not rows, decides.
    const few = await runFind(t.db, buildFind(list, { where: { id: { $gt: 199_990 } }, limit: 1 }, null), {
      ms: 1,
      cost: 10,
    });
    expect(few.countEstimated).toBe(true);
    expect(few.rows).toEqual([{ id: 199_991 }]);
  });

  it('on a server, a count that runs past statement_timeout falls back, however few its rows', async () => {
    if (!onServer()) return; // the embedded database has no statement_timeout: its bound is the cost (above)
    // 40 rows, 2 ms each: 80 ms of counting for a 25 ms budget.
    const slow = series(
      'TesteContagemLenta',
      '(SELECT g AS id FROM generate_series(1, 40) g, LATERAL (SELECT pg_sleep(0.002 + g * 0)) s)',
    );
    countMemo.clear();
    const r = await runFind(t.db, buildFind(slow, { limit: 5 }, null));
    expect(r.countEstimated).toBe(true);
    // A filtered subset that counts within the budget is exact.
    const sub = await runFind(t.db, buildFind(slow, { where: { id: { $lte: 6 } }, limit: 5 }, null));
    expect(sub).toMatchObject({ count: 6 });
    expect(sub).not.toHaveProperty('countEstimated');
  });

  it('never answers an estimate below what the page proves, and a short first page is the count', async () => {
    const list = findEntity('TesteContagemMedia')!;
    countMemo.clear();
    const tight = { ms: 1, cost: 10 };
    const deep = await runFind(
      t.db,
      buildFind(list, { where: { id: { $lte: 30 } }, limit: 10, offset: 20 }, null),
      tight,
    );
    expect(deep.count).toBeGreaterThanOrEqual(30);
    const whole = await runFind(
      t.db,
      buildFind(list, { where: { id: { $lte: 7 } }, limit: 10 }, null),
      tight,
    );
    expect(whole).toMatchObject({ count: 7 });
    expect(whole).not.toHaveProperty('countEstimated');
  });
});

describe('generic find: counts worth not repeating are remembered (issues #7, #17)', () => {
  it('skips the count for the same query within the validity, per query and budget', async () => {
    const def = findEntity('Municipio')!;
    let statements = 0;
    // A plain Queryable (no server behind): the cost bound applies, so the statements are countable.
    const counting: Queryable = {
      query: (q, p) => {
        statements++;
        return t.db.query(q, p);
      },
    };
    const tight = { ms: 25, cost: 1 };
    const run = async (body: Record<string, unknown>, budget = tight) => {
      statements = 0;
      const r = await runFind(counting, buildFind(def, body, null), budget);
      return { ...r, statements };
    };
    let now = Date.now();
    const realNow = countMemo.now;
    countMemo.now = () => now;
    try {
      countMemo.clear();
      const go = { where: { uf: 'GO' }, limit: 3 };
      const first = await run(go);
      expect(first).toMatchObject({ countEstimated: true, statements: 2 }); // page, EXPLAIN
      // The next page of the same list: only the page is read; same estimate, still labelled.
      const second = await run({ ...go, offset: 3 });
      // (never below the 6 rows two pages of 3 prove)
      expect(second).toMatchObject({ count: Math.max(first.count, 6), countEstimated: true, statements: 1 });
      expect(second.rows).toHaveLength(3);
      expect(second.rows).not.toEqual(first.rows);
      // Another filter, or another budget, is another list.
      expect((await run({ where: { uf: 'MG' }, limit: 3 })).statements).toBe(2);
      expect((await run(go, { ms: 25, cost: 2 })).statements).toBe(2);
      // A cheap exact count (no time passes on this clock) is never remembered: counted every time.
      const mg = { where: { uf: 'MG' }, limit: 3 };
      expect(await run(mg, COUNT_BUDGET)).toMatchObject({ count: 853, statements: 3 });
      expect(await run(mg, COUNT_BUDGET)).toMatchObject({ count: 853, statements: 3 });
      // A small estimate (GO's 246 municipalities) is kept only briefly: its count should fit the
      // budget, and running past it was a moment's load or a new connection.
      now += CONTAGEM.estimativaPequenaValidaMs + 1;
      expect((await run(go)).statements).toBe(2);
      // After the validity the list is counted again.
      now += CONTAGEM.estimativaValidaMs + 1;
      expect((await run(go)).statements).toBe(2);
      // A large estimate is kept the whole validity.
      const big = series('TesteContagemMemoGrande', '(SELECT g AS id FROM generate_series(1, 1000000) g)');
      statements = 0;
      const large = await runFind(counting, buildFind(big, { limit: 1 }, null), tight);
      expect(large).toMatchObject({ countEstimated: true });
      expect(large.count).toBeGreaterThanOrEqual(CONTAGEM.estimativaPequena);
      expect(statements).toBe(2);
      now += CONTAGEM.estimativaPequenaValidaMs + 1;
      statements = 0;
      await runFind(counting, buildFind(big, { limit: 1 }, null), tight);
      expect(statements).toBe(1);
      now += CONTAGEM.estimativaValidaMs;
      statements = 0;
      await runFind(counting, buildFind(big, { limit: 1 }, null), tight);
      expect(statements).toBe(2);
    } finally {
      countMemo.now = realNow;
      countMemo.clear();
    }
  });
});

describe('generic find keyset pages (issue #17 item 4)', () => {
  it('continues after the last row by its order values, the same rows as an offset read', async () => {
    for (const order of [[['codIbge', 'ASC']], [['codIbge', 'DESC']]]) {
      const where = { uf: { $in: ['MG', 'SP'] } };
      const all = await find({ where, order, limit: 40 });
      const first = (await find({ where, order, limit: 10 })) as {
        rows: Row[];
        count: number;
        next?: unknown[];
      };
      expect(first.next).toEqual([first.rows[9]!.codIbge]);
      const second = (await find({ where, order, limit: 10, after: first.next })) as {
        rows: Row[];
        count: number;
        next?: unknown[];
      };
      expect(second.rows).toEqual(all.rows.slice(10, 20));
      // The count is the whole list's, not what follows the cursor.
      expect(second.count).toBe(1498);
    }
  });

  it('walks mixed directions and refuses a cursor for an order that may hold nulls', async () => {
    const def = findEntity('TesteContagemMedia')!;
    const built = buildFind(def, { order: [['id', 'DESC']], after: [5], limit: 3 }, null);
    // Whole numbers compare as bigint, so the key's index serves the cursor (numeric would not).
    expect(built.rows.text).toMatch(/\(t\.id\) < \(\$\d+::int8\)/);
    expect(buildFind(def, { where: { id: 2.5 } }, null).rows.text).toContain('::numeric');
    const r = await runFind(t.db, built);
    expect(r.rows).toEqual([{ id: 4 }, { id: 3 }, { id: 2 }]);
    expect(r.next).toEqual([2]);
    const res = await t.call('POST', '/api/Municipio/find', {
      body: { order: [['nome', 'ASC']], after: ['A', 1] },
    });
    expect(res.statusCode).toBe(400);
    const bad = await t.call('POST', '/api/Municipio/find', {
      body: { order: [['codIbge', 'ASC']], after: ['x'] },
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('generic find: text looked up through a key (issue #17 item 3)', () => {
  it('filters a CTR list by work-site and person names through their keys, with the same rows as the plain text filter', async () => {
    registerEntity({
      name: 'TesteVia',
      from: 'municipio',
      key: 'cod_ibge',
      access: { public: true },
      fieldsByRole: { anyone: '*' },
      fields: {
        codIbge: f('t.cod_ibge', 'number', { notNull: true }),
        nome: f('t.nome', 'string', {
          textVia: { key: 't.cod_ibge', lookup: 'SELECT m.cod_ibge FROM municipio m WHERE m.nome' },
        }),
      },
    });
    const def = findEntity('TesteVia')!;
    const built = buildFind(def, { where: { nome: { $iLike: '%São%' } }, limit: 1000 }, null);
    // The keys are found first (the looked-up table's trigram index), then their rows by the key.
    expect(built.rows.text).toContain(
      't.cod_ibge = ANY(ARRAY(SELECT m.cod_ibge FROM municipio m WHERE m.nome ILIKE',
    );
    const via = await runFind(t.db, built);
    const plain = await find({
      where: { nome: { $iLike: '%São%' } },
      order: [['codIbge', 'DESC']],
      limit: 1000,
    });
    expect(via.rows.map((r) => r.codIbge)).toEqual(plain.rows.map((r) => r.codIbge));
    expect(via.count).toBe(plain.count);
    // A short pattern keeps the plain filter: it matches most rows.
    expect(buildFind(def, { where: { nome: { $iLike: '%a%' } } }, null).rows.text).not.toContain('ANY(ARRAY');
    const token = await t.login('admin');
    const ctrs = async (where: unknown) => {
      const res = await t.call('POST', '/api/ViewSolicitacaoTransporte/find', {
        token,
        body: { where, fields: ['id', 'nomeObra', 'nomeGerador', 'nomeTransportador'], limit: 1000 },
      });
      expect(res.statusCode).toBe(200);
      return res.json().data.rows as Array<{
        id: number;
        nomeObra: string;
        nomeGerador: string;
        nomeTransportador: string;
      }>;
    };
    const every = await ctrs(undefined);
    expect(every.length).toBeGreaterThan(0);
    for (const field of ['nomeObra', 'nomeGerador', 'nomeTransportador'] as const) {
      const name = every.find((r) => r[field])?.[field];
      if (!name) continue;
      const piece = name.slice(0, Math.min(6, name.length));
      const expected = every
        .filter((r) => r[field]?.toLowerCase().includes(piece.toLowerCase()))
        .map((r) => r.id);
      const found = (await ctrs({ [field]: { $iLike: `%${piece}%` } })).map((r) => r.id);
      expect(found, field).toEqual(expected);
    }
  });
});

describe('generic find: fields that cannot be filtered', () => {
  it('refuses a list filter on a computed JSON field even when the list is empty (was a 500)', async () => {
    const token = await t.login('admin');
    for (const idTipoPerfil of [[], { $in: [] }, { $notIn: [] }, [1]]) {
      const res = await t.call('POST', '/api/Mensagem/find', { token, body: { where: { idTipoPerfil } } });
      expect(res.statusCode, JSON.stringify(idTipoPerfil)).toBe(400);
      expect(res.json().error.message).toBe('O campo idTipoPerfil não pode ser filtrado.');
    }
  });
});

describe('generic find deep pages (issue #7)', () => {
  it('returns the same rows as a shallow read of the same order', async () => {
    const order = [['nome', 'ASC']];
    const shallow = await find({ where: { uf: { $in: ['MG', 'SP'] } }, order, limit: 1000, offset: 0 });
    for (const offset of [DEEP_OFFSET, DEEP_OFFSET + 7, 1490]) {
      const deep = await find({ where: { uf: { $in: ['MG', 'SP'] } }, order, limit: 10, offset });
      const expected = offset + 10 <= 1000 ? shallow.rows.slice(offset, offset + 10) : undefined;
      if (expected) expect(deep.rows).toEqual(expected);
      else expect(deep.rows.length).toBe(8); // 853 + 645 = 1498 municipalities
    }
  });

  it('reads a filtered first page by key, with the rows a one-statement read gives (issue #17)', async () => {
    const order = [['nome', 'ASC']];
    const built = buildFind(findEntity('Municipio')!, { where: { uf: 'MG' }, order, limit: 10 }, null);
    expect(built.rows.text).toContain('IN (SELECT t.cod_ibge');
    // Without a filter the page is one statement: the reference.
    expect(buildFind(findEntity('Municipio')!, { order, limit: 10 }, null).rows.text).not.toContain(
      'IN (SELECT',
    );
    const byKey = await find({ where: { uf: 'MG' }, order, limit: 10, offset: 0 });
    const whole = await find({ order, limit: 1000, offset: 0 });
    const mg = whole.rows.filter((r) => r.uf === 'MG');
    expect(mg.length).toBeGreaterThan(10);
    expect(byKey.rows).toEqual(mg.slice(0, 10));
  });

  it('keeps the default key order for ties and past the end answers an empty page', async () => {
    const a = await find({ where: { uf: 'MG' }, order: [['uf', 'ASC']], limit: 5, offset: 300 });
    const b = await find({ where: { uf: 'MG' }, order: [['uf', 'ASC']], limit: 305, offset: 0 });
    expect(a.rows).toEqual(b.rows.slice(300));
    const past = await find({ where: { uf: 'MG' }, limit: 10, offset: 5000 });
    expect(past.rows).toEqual([]);
  });
});

describe('generic find order (issue #7)', () => {
  it('orders by the key without a NULLS clause, so the primary key index serves ORDER BY … LIMIT', () => {
    const def = findEntity('Municipio')!;
    const built = buildFind(def, { order: [['codIbge', 'DESC']] }, null);
    expect(built.rows.text).toContain('ORDER BY t.cod_ibge DESC LIMIT');
    const byName = buildFind(def, { order: [['nome', 'DESC']] }, null);
    expect(byName.rows.text).toContain('t.nome DESC NULLS LAST, t.cod_ibge DESC LIMIT');
  });
});

describe('generic find xlsx export across pages (issue #7)', () => {
  it('writes every row once, in order, when the export spans several pages read ahead', async () => {
    const res = await t.call('POST', '/api/Municipio/find', {
      body: { format: 'xlsx', order: [['codIbge', 'ASC']], columns: [{ field: 'codIbge', header: 'IBGE' }] },
    });
    expect(res.statusCode).toBe(200);
    const ExcelJS = (await import('exceljs')).default;
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const ws = wb.worksheets[0]!;
    expect(ws.rowCount).toBe(5571); // header + 5,570 municipalities, in 3 pages of up to 2,000
    const codes: number[] = [];
    ws.eachRow((row, i) => {
      if (i > 1) codes.push(Number(row.getCell(1).value));
    });
    expect(new Set(codes).size).toBe(5570);
    expect(codes).toEqual([...codes].sort((a, b) => a - b));
  });
});
