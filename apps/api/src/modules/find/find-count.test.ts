import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFind, COUNT_CAP, DEEP_OFFSET } from './builder';
import { findEntity } from './registry';
import type { Queryable } from '../../db/client';
import { countMemo, ESTIMATE_TTL_MS, runFind } from './run';
import { createTestContext, type TestContext } from '../../../test/helpers';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

type Row = { codIbge: number; nome: string };
const find = async (body: unknown) => {
  const res = await t.call('POST', '/api/Municipio/find', { body });
  expect(res.statusCode).toBe(200);
  return res.json().data as { rows: Row[]; count: number; countEstimated?: boolean };
};

describe('generic find counts (issue #7)', () => {
  it('counts exactly up to the cap and says nothing about estimates', async () => {
    const sp = await find({ where: { uf: 'SP' }, limit: 1 });
    expect(sp.count).toBe(645);
    expect(sp).not.toHaveProperty('countEstimated');
    const none = await find({ where: { uf: 'XX' } });
    expect(none).toEqual({ rows: [], count: 0 });
  });

  it('labels the count an estimate above the cap, never below what it counted', async () => {
    const all = await find({ limit: 1 });
    expect(all.countEstimated).toBe(true);
    expect(all.count).toBeGreaterThan(COUNT_CAP);
  });

  it('is exact when the cap is not reached and an estimate otherwise (cap given)', async () => {
    const def = findEntity('Municipio')!;
    const df = await runFind(t.db, buildFind(def, { where: { uf: 'DF' } }, null), 2);
    expect(df).toEqual({ rows: [expect.objectContaining({ nome: 'Brasília' })], count: 1 });
    const go = await runFind(t.db, buildFind(def, { where: { uf: 'GO' } }, null), 2);
    expect(go.countEstimated).toBe(true);
    expect(go.count).toBeGreaterThanOrEqual(3);
  });
});

describe('generic find: lists above the cap remember their estimate (issue #7)', () => {
  it('skips the count and the EXPLAIN for the same query within the minute, per query and cap', async () => {
    const def = findEntity('Municipio')!;
    let statements = 0;
    const counting: Queryable = {
      query: (q, p) => {
        statements++;
        return t.db.query(q, p);
      },
    };
    const run = async (body: Record<string, unknown>, cap = 2) => {
      statements = 0;
      const r = await runFind(counting, buildFind(def, body, null), cap);
      return { ...r, statements };
    };
    let now = Date.now();
    const realNow = countMemo.now;
    countMemo.now = () => now;
    try {
      countMemo.clear();
      const go = { where: { uf: 'GO' }, limit: 3 };
      const first = await run(go);
      expect(first).toMatchObject({ countEstimated: true, statements: 3 }); // page, count, EXPLAIN
      // The next page of the same list: only the page is read; same estimate, still labelled.
      const second = await run({ ...go, offset: 3 });
      expect(second).toMatchObject({ count: first.count, countEstimated: true, statements: 1 });
      expect(second.rows).toHaveLength(3);
      expect(second.rows).not.toEqual(first.rows);
      // Another filter, or another cap, is another list.
      expect((await run({ where: { uf: 'MG' }, limit: 3 })).statements).toBe(3);
      expect((await run(go, 3)).statements).toBe(3);
      // Under the cap nothing is remembered: always counted exactly.
      const df = { where: { uf: 'DF' } };
      expect(await run(df)).toMatchObject({ count: 1, statements: 2 });
      expect(await run(df)).toMatchObject({ count: 1, statements: 2 });
      // After the minute the list is counted again.
      now += ESTIMATE_TTL_MS + 1;
      expect((await run(go)).statements).toBe(3);
    } finally {
      countMemo.now = realNow;
      countMemo.clear();
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
