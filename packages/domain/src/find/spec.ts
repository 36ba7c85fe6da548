/**
 * The shape of the generic find's entities (`POST /api/{Entity}/find`, DESIGN §3), declared once
 * here: the API registers each entity's SQL against these declarations (modules/find/registry.ts,
 * checked by the compiler and by a test) and the web types its rows from them (`EntityRow`).
 */

/** The JSON type of a field's value in a find row. */
export type FindFieldType = 'number' | 'string' | 'boolean' | 'date' | 'datetime' | 'json';

export interface FindFieldFlags<T extends FindFieldType = FindFieldType> {
  type: T;
  /** The value is never null (a NOT NULL column or an expression that always yields a value). */
  nullable?: false;
  /** Never returned nor filtered (e.g. a secret token): not part of the row. */
  secret?: true;
  /** A text field that holds only these codes (e.g. `'S' | 'N'`). */
  values?: readonly [string, ...string[]];
}

/** A field: its type (the value may be null), or its type with flags. */
export type FindFieldSpec = FindFieldType | FindFieldFlags;

export interface FindIncludeSpec {
  /** The related entity's name. */
  entity: string;
  /** `one`: a nested row or null; `many`: an array of nested rows. */
  kind: 'one' | 'many';
}

export interface FindEntitySpec {
  fields: Record<string, FindFieldSpec>;
  includes?: Record<string, FindIncludeSpec>;
}

/** A field whose value is never null. */
export const nonNull = <const T extends FindFieldType>(type: T) => ({ type, nullable: false }) as const;
/** A non-null text field that holds only these codes: `oneOf(['S', 'N'])`. */
export const oneOf = <const V extends readonly [string, ...string[]]>(values: V) =>
  ({ type: 'string', nullable: false, values }) as const;
/** A field that is never returned nor filtered. */
export const secret = <const T extends FindFieldType>(type: T) => ({ type, secret: true }) as const;
/** An include of one related row (or null). */
export const one = <const E extends string>(entity: E) => ({ entity, kind: 'one' }) as const;
/** An include of the related rows (an array). */
export const many = <const E extends string>(entity: E) => ({ entity, kind: 'many' }) as const;

/** The type of a field, whatever its flags. */
export const fieldType = (spec: FindFieldSpec): FindFieldType =>
  typeof spec === 'string' ? spec : spec.type;
/** Whether a field's value may be null. */
export const fieldNullable = (spec: FindFieldSpec): boolean =>
  typeof spec === 'string' || spec.nullable !== false;
/** Whether a field is kept out of every row. */
export const fieldSecret = (spec: FindFieldSpec): boolean => typeof spec !== 'string' && spec.secret === true;

/** The type of a field spec at the type level: `FieldTypeOf<typeof nonNull('number')>` is `'number'`. */
export type FieldTypeOf<S> = S extends FindFieldType
  ? S
  : S extends { type: infer T extends FindFieldType }
    ? T
    : never;
