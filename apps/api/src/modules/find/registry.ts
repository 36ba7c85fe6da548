import type { FindEntities, FindEntityName } from '@rcc/domain/find/entities';
import type { FieldTypeOf, FindFieldType } from '@rcc/domain/find/spec';
import type { Access } from '../../http/access';
import type { SqlFragment } from '../../db/sql';
import type { AuthUser } from '../auth/user';

/**
 * Who a user is for the field policy of the generic find (issue #12): `anyone` includes anonymous
 * callers, `user` every logged-in user (also one without profiles); the others follow the user's
 * validated or pending profiles (a person may hold several).
 */
export type FindRole =
  | 'anyone'
  | 'user'
  | 'staff'
  | 'transportador'
  | 'gerador'
  | 'destino'
  | 'fiscal'
  | 'cidadao';

/** Per role: `'*'` (every non-secret field) or the list of fields it may read. */
export type FieldPolicy = Partial<Record<FindRole, '*' | readonly string[]>>;

/** A field's JSON type, declared with the entity in the domain (`@rcc/domain/find`). */
export type FieldType = FindFieldType;

export interface FieldDef<T extends FieldType = FieldType> {
  /** SQL expression over the entity alias `t` (trusted, from code). */
  sql: string;
  type: T;
  /** Not returned unless asked for explicitly in `fields` (large or sensitive columns). */
  hidden?: boolean;
  /** Never returned nor filtered (e.g. file contents are served by their own routes). */
  secret?: boolean;
  /** The column has no nulls: ordering by it can follow a plain index (no NULLS FIRST/LAST). */
  notNull?: boolean;
  /** Rows this field weighs in the find's cost bound when requested (find/cost.ts), e.g. a photo. */
  cost?: number;
  /**
   * A text looked up through a key (issue #17 item 3): `$iLike` on it becomes `key = ANY(ARRAY(
   * lookup ILIKE …))`, so the looked-up table's trigram index finds the few keys first and the list
   * reads their rows by the key's index (with the user's scope) instead of walking every row.
   * `versao`: the row of busca_texto_versao counting the looked-up table's changes; with it the
   * keys found for a pattern are kept between requests while that table is unchanged
   * (find/text-keys.ts).
   */
  textVia?: { key: string; lookup: string; versao?: string };
}

interface IncludeDef {
  entity: string;
  kind: 'one' | 'many';
  /** Join condition between parent alias and child alias. */
  on: (parent: string, child: string) => string;
}

/**
 * One entity of the generic search `POST /api/{Entity}/find` (DESIGN §3): an allow-list of fields
 * and includes over a table or view, its access and its row scope.
 */
export interface EntityDef {
  name: string;
  aliases?: string[];
  from: string;
  fields: Record<string, FieldDef>;
  defaultFields?: string[];
  includes?: Record<string, IncludeDef>;
  access: Access;
  /**
   * Per role, the fields it may read, filter and order by (issue #12): `'*'` is every field that is
   * not secret. The union over the user's roles applies; a user with no listed role reads nothing of
   * this entity (no rows, and an include of it yields nothing). See docs/security.md.
   */
  fieldsByRole: FieldPolicy;
  /**
   * Row scoping: a condition over `alias`, or null for no restriction. It applies to top-level lists
   * and to includes alike (an include of this entity obeys it).
   */
  scope?: (user: AuthUser | null, alias: string) => SqlFragment | null;
  /**
   * Narrows what a top-level list offers (a lookup), not an access rule: an include of a row the
   * user may see shows the related row as it is.
   */
  listFilter?: (user: AuthUser | null, alias: string) => SqlFragment | null;
  defaultOrder?: Array<[string, 'ASC' | 'DESC']>;
  /** Tie-breaker and key, default 'id'. */
  key?: string;
  /**
   * The table this entity's rows and scope come from, when its changes are recorded (migration
   * 1032): a list filtered by known text keys and ordered by the key is then kept between requests
   * while that table is unchanged (find/kept-keys.ts).
   */
  keysKeptWhile?: string;
}

type Declared<N extends FindEntityName> = FindEntities[N];
type DeclaredIncludes<N extends FindEntityName> = Declared<N> extends { includes: infer I } ? I : never;

/**
 * An entity as the domain declares it (`FIND_ENTITIES`): exactly its fields, each of its declared
 * type, and exactly its includes, each to its declared entity and kind. A field or include the
 * domain does not know, a missing one or another type does not compile.
 */
type DeclaredEntity<N extends FindEntityName> = Omit<EntityDef, 'name' | 'fields' | 'includes'> & {
  name: N;
  fields: { [K in keyof Declared<N>['fields']]: FieldDef<FieldTypeOf<Declared<N>['fields'][K]>> };
} & ([DeclaredIncludes<N>] extends [never]
    ? { includes?: never }
    : { includes: { [K in keyof DeclaredIncludes<N>]: IncludeDef & DeclaredIncludes<N>[K] } });

/** An entity only tests register (e.g. to prove a check fails): not part of the contract. */
type TestEntity = EntityDef & { name: `Teste${string}` };

const entities = new Map<string, EntityDef>();

export function registerEntity<N extends FindEntityName>(def: DeclaredEntity<N>): void;
export function registerEntity(def: TestEntity): void;
export function registerEntity(def: EntityDef): void {
  for (const name of [def.name, ...(def.aliases ?? [])]) entities.set(name.toLowerCase(), def);
}

export function findEntity(name: string): EntityDef | undefined {
  return entities.get(name.toLowerCase());
}

export function allEntities(): EntityDef[] {
  return [...new Set(entities.values())];
}

/** Shorthand: `f('t.cpf_cnpj', 'string')`. */
export const f = <const T extends FieldType>(
  sql: string,
  type: T,
  opts: Partial<Omit<FieldDef, 'type'>> = {},
): FieldDef<T> => ({ sql, type, ...opts });
