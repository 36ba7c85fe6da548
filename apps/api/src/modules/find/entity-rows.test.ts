import { FIND_ENTITIES, type FindEntityName } from '@rcc/domain/find/entities';
import { findFieldSchema, findRowSchema, isFindEntity } from '@rcc/domain/find/row';
import {
  type FindFieldSpec,
  type FindFieldType,
  fieldNullable,
  fieldSecret,
  fieldType,
} from '@rcc/domain/find/spec';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/helpers';
import '../index';
import { allEntities, type EntityDef } from './registry';

/**
 * The generic find's entities are declared once in the domain (`@rcc/domain/find`), whose row
 * schemas the web types its rows from (issue #13): every entity the API registers must be
 * declared there with the same fields, types and includes, and the rows it returns must pass them.
 */
const registered = () => allEntities().filter((e) => !e.name.startsWith('Teste'));

/** A value of each type, and one of another type that its schema must refuse. */
const SAMPLE: Record<FindFieldType, [unknown, unknown]> = {
  number: [12.5, '12.5'],
  string: ['Rua A', 7],
  boolean: [true, 'S'],
  date: ['2026-03-01', '2026-03-01T10:00:00+00:00'],
  datetime: ['2026-03-01T10:00:00.123456+00:00', '2026-03-01'],
  json: [{ type: 'Point', coordinates: [-47.9, -15.8] }, undefined],
};

describe('find entities: the domain declaration and the API registry are one', () => {
  it('every registered entity is declared in the domain and every declared one is registered', () => {
    const names = registered().map((e) => e.name);
    expect(names.length).toBeGreaterThan(40);
    expect(names.filter((n) => !isFindEntity(n))).toEqual([]);
    expect(Object.keys(FIND_ENTITIES).filter((n) => !names.includes(n))).toEqual([]);
  });

  it.each(registered().map((e) => [e.name, e] as [string, EntityDef]))(
    '%s: same fields of the same types, same includes, and each field schema takes its type only',
    (name, def) => {
      const spec = FIND_ENTITIES[name as FindEntityName];
      expect(Object.keys(spec.fields).sort()).toEqual(Object.keys(def.fields).sort());
      for (const [field, fd] of Object.entries(def.fields)) {
        const declared = spec.fields[field as keyof typeof spec.fields] as FindFieldSpec;
        expect(fieldType(declared), `${name}.${field}`).toBe(fd.type);
        expect(fieldSecret(declared), `${name}.${field} secret`).toBe(fd.secret === true);
        // A field the API orders by as NOT NULL is declared non-null too.
        if (fd.notNull) expect(fieldNullable(declared), `${name}.${field} notNull`).toBe(false);
        const schema = findFieldSchema(declared);
        // A coded text field takes its codes only.
        const codes = typeof declared === 'string' ? undefined : declared.values;
        const [good, bad] = codes ? [codes[0], 'outro código'] : SAMPLE[fd.type];
        expect(schema.safeParse(good).success, `${name}.${field} takes a ${fd.type}`).toBe(true);
        if (bad !== undefined) expect(schema.safeParse(bad).success, `${name}.${field} refuses`).toBe(false);
        expect(schema.safeParse(null).success, `${name}.${field} null`).toBe(fieldNullable(declared));
      }
      const includes: Record<string, { entity: string; kind: string }> =
        'includes' in spec ? spec.includes : {};
      expect(
        Object.fromEntries(Object.entries(def.includes ?? {}).map(([k, i]) => [k, [i.entity, i.kind]])),
      ).toEqual(Object.fromEntries(Object.entries(includes).map(([k, i]) => [k, [i.entity, i.kind]])));
      // The row schema: secret fields are not part of it, unknown keys are refused.
      const row = findRowSchema(name as FindEntityName);
      const secret = Object.keys(def.fields).find((k) => def.fields[k]!.secret);
      if (secret) expect(row.safeParse({ [secret]: 'x' }).success).toBe(false);
      expect(row.safeParse({ campoQueNaoExiste: 1 }).success).toBe(false);
      expect(row.safeParse({}).success).toBe(true);
    },
  );
});

describe('find entities: the rows the API returns pass their domain schema', () => {
  let t: TestContext;
  let token: string;
  beforeAll(async () => {
    t = await createTestContext();
    token = await t.login('admin');
  });
  afterAll(() => t.close());

  it('every field (hidden ones too) and every include of every entity, as the administrator reads them', async () => {
    const checked: string[] = [];
    for (const def of registered()) {
      const fields = Object.keys(def.fields).filter((k) => !def.fields[k]!.secret);
      const includes = Object.keys(def.includes ?? {});
      // At most 5 includes a level (the find's own bound): one request per group of five.
      const groups = includes.length ? [] : ([[]] as string[][]);
      for (let i = 0; i < includes.length; i += 5) groups.push(includes.slice(i, i + 5));
      const schema = findRowSchema(def.name as FindEntityName);
      for (const include of groups) {
        const res = await t.call('POST', `/api/${def.name}/find`, {
          token,
          body: { fields, ...(include.length ? { include } : {}), limit: 3 },
        });
        // Entities outside the administrator's roles (e.g. a citizen's own lists) answer 403.
        if (res.statusCode === 403) break;
        expect(res.statusCode, `${def.name}: ${res.body}`).toBe(200);
        const rows = res.json().data.rows as unknown[];
        for (const row of rows) {
          const parsed = schema.safeParse(row);
          expect(
            parsed.success,
            `${def.name}: ${JSON.stringify(parsed.error?.issues)} in ${JSON.stringify(row)}`,
          ).toBe(true);
        }
        if (rows.length && !checked.includes(def.name)) checked.push(def.name);
      }
    }
    console.info(`find entity rows: ${checked.length} of ${registered().length} entities had rows to check`);
    expect(checked.length).toBeGreaterThan(20);
  });
});
