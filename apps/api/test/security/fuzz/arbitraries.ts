import fc from 'fast-check';

/** Hostile text: SQL fragments, prototype keys, control characters, template and path tricks. */
export const HOSTILE = [
  "'; DROP TABLE pessoa; --",
  "1' OR '1'='1",
  '1; SELECT pg_sleep(5)',
  '$1',
  '::text',
  ') OR (1=1',
  '" OR ""="',
  '/**/UNION/**/SELECT',
  '\\',
  '%',
  '_',
  '\u0000',
  '\uFFFF',
  '\uD800',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, on purpose.
  '${7*7}',
  '{{constructor.constructor("return process")()}}',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  'NaN',
  'Infinity',
  '-0',
  '1e999',
  '9'.repeat(400),
  '2026-02-30',
  '0000-00-00',
  '1899-12-31',
  'null',
  'true',
  '[object Object]',
];

export const hostileString = fc.constantFrom(...HOSTILE);

/** Up to ~64 kB, sometimes: the body limit is 2 MB, the interesting limits are column sizes. */
export const hugeString = fc
  .tuple(fc.constantFrom('a', 'ç', '9', "'", '\u{1F600}'), fc.integer({ min: 201, max: 65_000 }))
  .map(([c, n]) => c.repeat(n));

export const scalar: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.double() },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 3, arbitrary: hostileString },
  { weight: 1, arbitrary: fc.constantFrom(-1, 0, 1, 2 ** 31, 2 ** 53, -(2 ** 63), 1e308, 1.5) },
  { weight: 1, arbitrary: fc.date({ noInvalidDate: true }).map((d) => d.toISOString()) },
  { weight: 1, arbitrary: fc.constantFrom('2026-01-15', '15/01/2026', '2026-13-45T99:00') },
);

export const key = fc.oneof(
  { weight: 3, arbitrary: fc.string({ maxLength: 20 }) },
  { weight: 2, arbitrary: hostileString },
  { weight: 1, arbitrary: fc.constantFrom('__proto__', 'constructor', 'prototype') },
);

/** Any JSON: nested objects and arrays of hostile scalars, keys included. */
export const anyJson: fc.Arbitrary<unknown> = fc.letrec<{ v: unknown }>((tie) => ({
  v: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    { weight: 4, arbitrary: scalar },
    { weight: 1, arbitrary: fc.array(tie('v'), { maxLength: 5 }) },
    { weight: 2, arbitrary: fc.dictionary(key, tie('v'), { maxKeys: 6 }) },
  ),
})).v;

/** A body shaped like the route's schema (its property names) with values of any type. */
export function shapedBody(props: string[]): fc.Arbitrary<unknown> {
  if (props.length === 0) return anyJson;
  return fc.oneof(
    fc.record(Object.fromEntries(props.map((p) => [p, fc.oneof(scalar, anyJson)])), { requiredKeys: [] }),
    fc
      .tuple(
        fc.record(Object.fromEntries(props.map((p) => [p, scalar])), { requiredKeys: [] }),
        fc.dictionary(key, scalar, { maxKeys: 3 }),
      )
      .map(([a, b]) => ({ ...b, ...a })),
    fc.record(
      Object.fromEntries(
        props.map((p) => [
          p,
          fc.oneof({ weight: 1, arbitrary: hugeString }, { weight: 3, arbitrary: scalar }),
        ]),
      ),
      { requiredKeys: [] },
    ),
  );
}

/** Raw payloads a JSON parser must refuse cleanly. */
export const rawPayload = fc.constantFrom(
  '{',
  '[1,',
  '{"a":}',
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"isAdmin":true}}}',
  '{"a":1,"a":2}',
  'null',
  '"texto"',
  '12',
  '[]',
  '\u0000',
  '{"where":{"id":{"$in":[1,2,',
  `{"x":"${'a'.repeat(3 * 1024 * 1024)}"}`,
);

export const contentType = fc.constantFrom(
  'application/json',
  'application/json; charset=utf-8',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=xyz',
  'application/xml',
);

/** Query string with hostile keys and values, repeated keys, brackets. */
export const queryString = fc
  .array(
    fc.tuple(
      fc.oneof(key, fc.constantFrom('where', 'limit', 'offset', 'a[b]', 'a[__proto__]')),
      fc.oneof(scalar, hugeString).map(String),
    ),
    {
      maxLength: 5,
    },
  )
  .map((pairs) => pairs.map(([k, v]) => `${encodeQuery(k)}=${encodeQuery(v.slice(0, 5000))}`).join('&'));

export const pathParam = fc.oneof(
  fc.string({ maxLength: 30 }),
  hostileString,
  fc.integer().map(String),
  fc.constantFrom('0', '-1', '1.5', '999999999999999999999', '%00', '..', '%2e%2e%2f', 'ç', ' '),
);

function encodeQuery(v: string): string {
  try {
    return encodeURIComponent(v);
  } catch {
    return '%ED%A0%80';
  }
}
