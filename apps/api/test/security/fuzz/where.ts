import fc from 'fast-check';
import { FIND_OPERATORS } from '../../../src/modules/find/filters';
import type { EntityDef, FieldType } from '../../../src/modules/find/registry';
import { anyJson, hostileString, hugeString, key, scalar } from './arbitraries';

const OPERATORS = FIND_OPERATORS;
const BOGUS_OPERATORS = [
  '$regex',
  '$where',
  '$raw',
  '$col',
  '$contains',
  '$or',
  '$and',
  '__proto__',
  'constructor',
  '$in ',
  'EQ',
];

/** Mostly well-formed, sometimes hostile: well-formed inputs reach the SQL, hostile ones the guards. */
const mostly = <T>(good: fc.Arbitrary<T>, bad: fc.Arbitrary<unknown>, badWeight = 1) =>
  fc.oneof({ weight: 8, arbitrary: good as fc.Arbitrary<unknown> }, { weight: badWeight, arbitrary: bad });

function typedValue(type: FieldType): fc.Arbitrary<unknown> {
  switch (type) {
    case 'number':
      return fc.oneof(
        fc.integer({ min: -10, max: 100_000 }),
        fc.double({ noNaN: true, min: -1e6, max: 1e6 }),
        fc.integer().map(String),
      );
    case 'boolean':
      return fc.oneof(fc.boolean(), fc.constantFrom('true', 'false'));
    case 'date':
    case 'datetime':
      return fc
        .date({ min: new Date('1950-01-01'), max: new Date('2150-01-01'), noInvalidDate: true })
        .map((d) => d.toISOString());
    default:
      return fc.oneof(
        fc.string({ maxLength: 30 }),
        fc.constantFrom('%a%', 'Bras%', '_', 'DF', 'S', 'N', 'Ativo'),
        hostileString,
      );
  }
}

function condition(type: FieldType): fc.Arbitrary<unknown> {
  const v = mostly(typedValue(type), fc.oneof(scalar, hugeString, anyJson));
  const list = fc.oneof(
    { weight: 8, arbitrary: fc.array(v, { maxLength: 5 }) },
    { weight: 1, arbitrary: fc.array(fc.integer(), { minLength: 1001, maxLength: 1002 }) },
  );
  const op = fc.oneof(
    fc.record({ $eq: v }),
    fc.record({ $ne: v }),
    fc.record({ $not: v }),
    fc.record({ $is: mostly(fc.constant(null), scalar) }),
    fc.record({ $in: list }),
    fc.record({ $notIn: list }),
    fc.record({ $gt: v, $lte: v }, { requiredKeys: [] }),
    fc.record({ $gte: v, $lt: v }, { requiredKeys: [] }),
    fc.record({ $between: mostly(fc.tuple(v, v), anyJson) }),
    fc.record({
      $iLike: mostly(
        fc.string({ maxLength: 12 }).map((s) => `%${s}%`),
        fc.oneof(scalar, hugeString),
      ),
    }),
    fc.record({ $like: mostly(fc.string({ maxLength: 12 }), scalar) }),
    fc.record({ $notILike: mostly(fc.string({ maxLength: 12 }), scalar) }),
  );
  const bogus = fc.dictionary(
    fc.oneof(fc.constantFrom(...BOGUS_OPERATORS, ...OPERATORS), hostileString),
    scalar,
    { maxKeys: 3 },
  );
  return fc.oneof(
    { weight: 4, arbitrary: v },
    { weight: 1, arbitrary: fc.constant(null) },
    { weight: 1, arbitrary: fc.array(v, { maxLength: 4 }) },
    { weight: 8, arbitrary: op },
    { weight: 1, arbitrary: bogus },
  );
}

/** A `where` clause for one entity: real fields with values of their type, hostile ones mixed in, nested. */
export function whereFor(def: EntityDef): fc.Arbitrary<unknown> {
  const names = Object.keys(def.fields).filter((n) => def.fields[n]!.type !== 'json');
  const goodPair = fc
    .constantFrom(...names)
    .chain((n) => condition(def.fields[n]!.type).map((c) => [n, c] as const));
  const badPair = fc.tuple(
    fc.oneof(
      key,
      fc.constantFrom(
        'senha',
        'senhaHash',
        'tokenHash',
        'id; DROP TABLE pessoa',
        't.id',
        'id"',
        ...Object.keys(def.fields),
      ),
    ),
    fc.oneof(scalar, anyJson),
  );
  const leaf = fc
    .array(mostly(goodPair, badPair, 1) as fc.Arbitrary<readonly [string, unknown]>, { maxLength: 3 })
    .map((pairs) => {
      const o: Record<string, unknown> = {};
      for (const [k, v] of pairs)
        Object.defineProperty(o, k, { value: v, enumerable: true, writable: true, configurable: true });
      return o;
    });
  const tree = fc.letrec<{ node: unknown }>((tie) => ({
    node: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      { weight: 5, arbitrary: leaf },
      {
        weight: 1,
        arbitrary: fc.record({ $or: mostly(fc.array(tie('node'), { minLength: 1, maxLength: 4 }), scalar) }),
      },
      {
        weight: 1,
        arbitrary: fc.record({ $and: mostly(fc.array(tie('node'), { minLength: 1, maxLength: 4 }), scalar) }),
      },
      { weight: 1, arbitrary: fc.array(tie('node'), { maxLength: 3 }) },
    ),
  })).node;
  return mostly(tree, anyJson, 1);
}

/** A whole find body: where + order, fields, include, paging, sometimes xlsx, sometimes unknown keys. */
export function findBody(def: EntityDef): fc.Arbitrary<Record<string, unknown>> {
  const fields = Object.keys(def.fields);
  const includes = Object.keys(def.includes ?? {});
  const fieldRef = mostly(fc.constantFrom(...fields), hostileString, 1);
  const order = mostly(
    fc.oneof(
      fc.constantFrom(...fields),
      fc.array(fc.tuple(fc.constantFrom(...fields), fc.constantFrom('ASC', 'DESC', 'asc', 'desc')), {
        minLength: 1,
        maxLength: 3,
      }),
    ),
    fc.oneof(
      anyJson,
      fc.array(fc.tuple(fieldRef, fc.oneof(fc.constantFrom('ASC', 'DESC'), hostileString)), { maxLength: 3 }),
    ),
  );
  const includeName = includes.length ? fc.constantFrom(...includes) : hostileString;
  const include = mostly(
    includes.length
      ? fc.array(fc.oneof(includeName, fc.record({ association: includeName })), { maxLength: 2 })
      : fc.constant<unknown[]>([]),
    fc.oneof(
      anyJson,
      fc.array(
        fc.record({
          association: includeName,
          attributes: fc.array(fc.oneof(fieldRef, scalar), { maxLength: 3 }),
        }),
        { maxLength: 2 },
      ),
    ),
  );
  const core = fc.record(
    {
      where: whereFor(def),
      order,
      fields: mostly(
        fc.uniqueArray(fc.constantFrom(...fields), { minLength: 1, maxLength: 5 }),
        fc.oneof(anyJson, fc.array(fieldRef, { maxLength: 5 })),
      ),
      include,
      limit: mostly(fc.integer({ min: 1, max: 200 }), fc.oneof(fc.integer({ min: -5, max: 5000 }), scalar)),
      offset: mostly(
        fc.integer({ min: 0, max: 50 }),
        fc.oneof(fc.integer({ min: -5, max: 200_000_000 }), scalar),
      ),
    },
    { requiredKeys: ['where'] },
  );
  // Rarer: export, column lists and unknown keys (the last mostly stop at validation).
  const rare = fc.record(
    {
      format: mostly(fc.constant('xlsx'), scalar),
      columns: mostly(
        fc.array(fc.record({ field: fieldRef, header: fc.string({ maxLength: 20 }) }), { maxLength: 3 }),
        anyJson,
      ),
      subQuery: scalar,
      extra: anyJson,
    },
    { requiredKeys: [] },
  );
  const sometimes = fc.oneof({ weight: 7, arbitrary: fc.constant({}) }, { weight: 1, arbitrary: rare });
  return fc.tuple(core, sometimes).map(([c, r]) => ({ ...c, ...r }));
}
