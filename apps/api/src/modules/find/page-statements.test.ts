import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, REUSABLE_PER_CONNECTION } from '../../db/client';
import { sql } from '../../db/sql';
import { openTestDb } from '../../../test/helpers';
import { buildFind } from './builder';
import { f, findEntity, registerEntity } from './registry';
import { runFind } from './run';
import { textKeyOf } from './text-keys';

// A page is read as its keys, then the rows of those keys (find/run.ts): the second statement's text
// must repeat across requests for the server to keep its plan (db/sql.ts `reusable`, issue #17).

registerEntity({
  name: 'TesteLinhaPai',
  from: '(SELECT g AS id, g % 3 AS grupo, g % 2 = 0 AS par FROM generate_series(1, 60) g)',
  access: { public: true },
  fieldsByRole: { anyone: '*' },
  fields: {
    id: f('t.id', 'number', { notNull: true }),
    grupo: f('t.grupo', 'number', { notNull: true }),
    par: f('t.par', 'boolean', { notNull: true }),
  },
  includes: { filhos: { entity: 'TesteLinhaFilho', kind: 'many', on: (p, c) => `${c}.id_pai = ${p}.id` } },
  // The scope: even rows only.
  scope: (_user, alias) => sql`${sql.raw(alias)}.par`,
  defaultOrder: [['id', 'DESC']],
});
registerEntity({
  name: 'TesteLinhaFilho',
  from: '(SELECT g AS id, g % 60 + 1 AS id_pai FROM generate_series(1, 120) g)',
  access: { public: true },
  fieldsByRole: { anyone: '*' },
  fields: { id: f('t.id', 'number', { notNull: true }), idPai: f('t.id_pai', 'number', { notNull: true }) },
  includes: { pai: { entity: 'TesteLinhaPai', kind: 'one', on: (p, c) => `${c}.id = ${p}.id_pai` } },
});
// A name looked up through the key (registry textVia), as a work site's name for a CTR.
const NOMES =
  "(SELECT g AS id, CASE WHEN g % 4 = 0 THEN 'Residencial ' ELSE 'Loja ' END || g AS nome FROM generate_series(1, 60) g)";
const LOOKUP = `SELECT n.id FROM ${NOMES} n WHERE n.nome`;
registerEntity({
  name: 'TesteLinhaNome',
  from: NOMES,
  access: { public: true },
  fieldsByRole: { anyone: '*' },
  fields: {
    id: f('t.id', 'number', { notNull: true }),
    nome: f('t.nome', 'string', { textVia: { key: 't.id', lookup: LOOKUP, versao: 'obra' } }),
  },
  defaultOrder: [['id', 'DESC']],
});
const pai = () => findEntity('TesteLinhaPai')!;
const rowsText = (input: Record<string, unknown>) =>
  buildFind(pai(), input, null).rowsByKeys([1, 2]).render().text;

describe('the rows of a page by key: one text per grid (issue #17)', () => {
  it('renders the same text for the same request, includes and their aliases included', () => {
    const body = { include: [{ model: 'filhos', include: ['pai'] }], limit: 5 };
    expect(rowsText(body)).toBe(rowsText(body));
    expect(rowsText(body)).toContain('i2.');
  });

  it('does not vary with the filters, their values or the page: only fields, includes and order', () => {
    const a = rowsText({ where: { grupo: 1 }, limit: 5 });
    expect(rowsText({ where: { grupo: 2 }, limit: 10, offset: 30 })).toBe(a);
    expect(rowsText({ where: { grupo: { $in: [0, 1] }, id: { $gt: 3 } }, limit: 5 })).toBe(a);
    expect(rowsText({ limit: 5 })).toBe(a);
    expect(rowsText({ where: { grupo: 1 }, order: [['grupo', 'ASC']], limit: 5 })).not.toBe(a);
    expect(rowsText({ where: { grupo: 1 }, fields: ['id'], limit: 5 })).not.toBe(a);
  });
});

describe("the keys of a page without a filter of the user's: kept prepared (issue #17)", () => {
  const keys = (input: Record<string, unknown>) => buildFind(pai(), input, null);
  it('repeats its text for the same grid and page, and only then may be kept', () => {
    const a = keys({ limit: 5 });
    expect(a.keysReusable).toBe(true);
    expect(keys({ limit: 5 }).keys.render().text).toBe(a.keys.render().text);
    // The page's size and offset are in the text (a kept plan is that page's plan)…
    expect(keys({ limit: 5, offset: 10 }).keys.render().text).not.toBe(a.keys.render().text);
    expect(a.keys.render().text).toMatch(/LIMIT 5 OFFSET 0$/);
    // …a cursor's values are not: the next pages of a grid share one text.
    const after = keys({ limit: 5, after: [40] }).keys.render();
    expect(keys({ limit: 5, after: [20] }).keys.render().text).toBe(after.text);
    expect(after.values).toEqual([40]);
  });

  it('is planned each time when the user filters (a value may change the plan)', () => {
    const filtered = keys({ where: { grupo: 1 }, limit: 5 });
    expect(filtered.keysReusable).toBe(false);
    expect(filtered.keys.render().values).toContain(5);
  });
});

describe('the keys of a page filtered by a text whose keys are known: kept prepared too (issue #17)', () => {
  const nome = () => findEntity('TesteLinhaNome')!;
  const residencial = { nome: { $iLike: '%Residencial%' } };
  const known = (ids: string) => new Map([[textKeyOf({ lookup: LOOKUP, pattern: '%Residencial%' }), ids]]);
  const built = (input: Record<string, unknown>, ids = '{4,8,12}') =>
    buildFind(nome(), input, null, 1000, known(ids));

  it('has one text for any keys (they reach the server as an array its plan does not look into)', () => {
    const a = built({ where: residencial, limit: 5 });
    expect(a.keysReusable).toBe(true);
    expect(a.keys.render().text).toMatch(
      /= ANY\(ARRAY\(SELECT unnest\(\$1::int8\[\]\)\)\).*LIMIT 5 OFFSET 0$/s,
    );
    expect(built({ where: residencial, limit: 5 }, '{8,16,24,28}').keys.render().text).toBe(
      a.keys.render().text,
    );
    expect(a.keys.render().values).toEqual(['{4,8,12}']);
    expect(a.count.render().text).toBe(built({ where: residencial }, '{4}').count.render().text);
    // The planner's estimate sees the keys: hidden, it would guess ten of them.
    expect(a.matching.render().text).toMatch(/t\.id = ANY\(\$1::int8\[\]\)/);
    expect(a.matching.render().text).not.toContain('unnest');
  });

  it('is planned each time when another filter, or another operator on the same field, comes with it', () => {
    expect(built({ where: { ...residencial, id: { $gt: 4 } }, limit: 5 }).keysReusable).toBe(false);
    expect(built({ where: { id: { $gt: 4 }, ...residencial }, limit: 5 }).keysReusable).toBe(false);
    expect(built({ where: { nome: { $iLike: '%Residencial%', $ne: 'Residencial 8' } } }).keysReusable).toBe(
      false,
    );
    // Before its keys are found, the lookup's pattern reaches the planner.
    expect(buildFind(nome(), { where: residencial }, null).keysReusable).toBe(false);
    expect(built({ where: { $or: [residencial, residencial] } }).keysReusable).toBe(true);
  });

  it('answers the same pages and counts as the plain filter, the same request many times over', async () => {
    const db = await openTestDb();
    try {
      const bodies = Array.from({ length: REUSABLE_PER_CONNECTION + 3 }, (_, i) => ({
        where: residencial,
        order: [['id', i % 2 ? 'ASC' : 'DESC']],
        limit: 2 + (i % 3),
        offset: i % 4,
      }));
      for (let round = 0; round < 3; round++)
        for (const body of bodies) {
          const got = await runFind(db, built(body, '{4,8,12,16,20,24,28,32,36,40,44,48,52,56,60}'));
          const plain = buildFind(
            nome(),
            { ...body, where: { id: { $in: [4, 8, 12, 16, 20, 24, 28, 32, 36, 40, 44, 48, 52, 56, 60] } } },
            null,
          );
          const expected = (await db.query<{ row: unknown }>(plain.rows)).map((r) => r.row);
          expect(got.rows).toEqual(expected);
          expect(got.count).toBe(15);
          expect(got.countEstimated).toBeUndefined();
        }
    } finally {
      await db.close();
    }
  });
});

describe('pages read by key, in both databases', () => {
  let db: Db;
  beforeAll(async () => {
    db = await openTestDb();
  });
  afterAll(() => db.close());

  it('keeps the scope when reading rows by key: a key outside it yields nothing', async () => {
    const rows = await db.query<{ row: { id: number } }>(buildFind(pai(), {}, null).rowsByKeys([1, 2, 3, 4]));
    expect(rows.map((r) => r.row.id)).toEqual([4, 2]);
  });

  it('answers the same pages as one statement would, the same request many times over', async () => {
    // More distinct requests than a connection keeps prepared, each repeated, with includes.
    const bodies = Array.from({ length: REUSABLE_PER_CONNECTION + 3 }, (_, i) => ({
      where: { grupo: i % 3 },
      fields: i % 2 ? ['id', 'grupo'] : ['id', 'par'],
      include: i % 4 === 0 ? [{ model: 'filhos', fields: ['id'] }] : undefined,
      order: [['id', i % 5 === 0 ? 'ASC' : 'DESC']],
      limit: 4,
      offset: i % 7,
    }));
    for (let round = 0; round < 3; round++)
      for (const body of bodies) {
        const built = buildFind(pai(), body, null);
        const expected = (await db.query<{ row: unknown; cursor: unknown }>(built.rows)).map((r) => r.row);
        const got = await runFind(db, built);
        expect(got.rows).toEqual(expected);
        expect(got.rows.length).toBe(4);
        expect(got.next).toBeDefined();
      }
  });

  it('answers the same unfiltered pages, by offset and by cursor, the same request many times over', async () => {
    const bodies: Record<string, unknown>[] = Array.from({ length: REUSABLE_PER_CONNECTION + 3 }, (_, i) => ({
      order: [['id', i % 2 ? 'ASC' : 'DESC']],
      limit: 3,
      ...(i % 3 === 0 ? { after: [i % 2 ? 10 + i : 50 - i] } : { offset: i % 5 }),
    }));
    for (let round = 0; round < 3; round++)
      for (const body of bodies) {
        const built = buildFind(pai(), body, null);
        expect(built.keysReusable).toBe(true);
        const expected = (await db.query<{ row: unknown }>(built.rows)).map((r) => r.row);
        const got = await runFind(db, built);
        expect(got.rows).toEqual(expected);
        expect(got.rows.length).toBe(3);
      }
  });
});
