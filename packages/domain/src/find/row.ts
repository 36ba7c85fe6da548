import { z } from 'zod';
import { isoDateTime } from '../contract/envelope';
import { FIND_ENTITIES, type FindEntities, type FindEntityName } from './entities';
import {
  type FieldTypeOf,
  type FindEntitySpec,
  type FindFieldSpec,
  type FindFieldType,
  fieldNullable,
  fieldSecret,
  fieldType,
} from './spec';

type ValueOf<T> = T extends 'number'
  ? number
  : T extends 'boolean'
    ? boolean
    : T extends 'json'
      ? unknown
      : string;

type Coded<S> = S extends { values: readonly (infer V)[] } ? V : ValueOf<FieldTypeOf<S>>;
type FieldValue<S> = S extends { nullable: false } ? Coded<S> : Coded<S> | null;
type Fields<N extends FindEntityName> = FindEntities[N]['fields'];
type Includes<N extends FindEntityName> = FindEntities[N] extends { includes: infer I }
  ? I
  : Record<never, never>;
type Nested<I> = I extends { entity: infer E extends FindEntityName; kind: infer K }
  ? K extends 'one'
    ? EntityRow<E> | null
    : EntityRow<E>[]
  : never;

/**
 * A row of the generic find for entity `N` (`POST /api/N/find`): every field it may return, each
 * present only when selected (hence optional), nullable unless declared `nonNull`; includes are
 * nested rows (`one`: a row or null, `many`: an array). Secret fields are not part of it.
 */
export type EntityRow<N extends FindEntityName> = {
  [K in keyof Fields<N> as Fields<N>[K] extends { secret: true } ? never : K]?: FieldValue<Fields<N>[K]>;
} & { [K in keyof Includes<N>]?: Nested<Includes<N>[K]> };

/** The fields `K` of an entity's row, present because the request selected them: `FindRowOf<'Obra', 'id' | 'nomeObra'>`. */
export type FindRowOf<N extends FindEntityName, K extends keyof EntityRow<N>> = Required<
  Pick<EntityRow<N>, K>
>;

const VALUE: Record<FindFieldType, () => z.ZodType> = {
  number: () => z.number(),
  string: () => z.string(),
  boolean: () => z.boolean(),
  // jsonb renders a date as `2026-03-01` and a timestamptz as `2026-03-01T10:00:00.123+00:00`.
  date: () => z.iso.date(),
  datetime: () => isoDateTime,
  // Any JSON value but null (a nullable field adds null).
  json: () =>
    z.union([z.record(z.string(), z.unknown()), z.array(z.unknown()), z.string(), z.number(), z.boolean()]),
};

/** The zod type of one field's value, as the find returns it (null allowed unless `nonNull`). */
export function findFieldSchema(spec: FindFieldSpec): z.ZodType {
  const value = typeof spec !== 'string' && spec.values ? z.enum(spec.values) : VALUE[fieldType(spec)]();
  return fieldNullable(spec) ? value.nullable() : value;
}

const schemas = new Map<FindEntityName, z.ZodType>();

/**
 * The schema of a row of entity `name`: its non-secret fields and includes, all optional (a row
 * holds what the request selected), no other key (strict). Nested includes are checked too.
 */
export function findRowSchema<N extends FindEntityName>(name: N): z.ZodType<EntityRow<N>> {
  const known = schemas.get(name);
  if (known) return known as z.ZodType<EntityRow<N>>;
  const spec: FindEntitySpec = FIND_ENTITIES[name];
  const shape: Record<string, z.ZodType> = {};
  for (const [field, f] of Object.entries(spec.fields)) {
    if (!fieldSecret(f)) shape[field] = findFieldSchema(f).optional();
  }
  for (const [include, inc] of Object.entries(spec.includes ?? {})) {
    const child = z.lazy(() => findRowSchema(inc.entity as FindEntityName));
    shape[include] = (inc.kind === 'one' ? child.nullable() : z.array(child)).optional();
  }
  // Named, so /api/docs publishes it once (components.schemas) and the find answers refer to it.
  const schema = z.strictObject(shape).meta({ id: `Linha${name}` });
  schemas.set(name, schema);
  return schema as unknown as z.ZodType<EntityRow<N>>;
}

/** Whether `name` is an entity of the generic find (the API's route takes any text). */
export const isFindEntity = (name: string): name is FindEntityName => Object.hasOwn(FIND_ENTITIES, name);
