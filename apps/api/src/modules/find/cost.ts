import { AppError } from '@rcc/domain';
import type { EntityDef } from './registry';
import { findEntity } from './registry';

/**
 * Cost bound of one generic find (issue #12 item 2): includes are correlated subqueries run once
 * per parent row, so 20 includes per level over 4 levels once held the embedded database for 11.5 s.
 * The bound is on the rows a statement may join in the worst case: `limit` × (the found row + for
 * each include, its parent's rows × up to `manyPerParent` for a `many` include); a large field
 * (FieldDef.cost, a CTR's photo) weighs as that many rows. Every web screen's request fits (the
 * largest: a person's form, 1 × (1 + 3 × 50 + 50 × 50) = 2,651; the waste types list, 1,000 × 2).
 */
export const FIND_COST = {
  /** Includes side by side in one level. */
  includesPerLevel: 5,
  /** Levels of nested includes below the entity. */
  depth: 3,
  /** Includes in the whole request. */
  includes: 8,
  /** Rows of one `many` include per parent row (the first by key; the rest is left out). */
  manyPerParent: 50,
  /** Worst-case rows joined by one find: limit × rows per found row. */
  joinedRows: 3000,
  /**
   * On PGlite, rows one statement may join: a larger page is built in several statements (find/run.ts).
   * Measured on a loaded 2-core machine: 200 CTRs ~25–70 ms in one statement, 1,000 ~160–360 ms.
   */
  embeddedStatementRows: 200,
} as const;

const bad = (message: string) => new AppError('VALIDATION', message);

/** Checked while the request's includes are read, level by level. */
export function checkIncludeLevel(count: number, depth: number): void {
  if (depth >= FIND_COST.depth) throw bad(`Inclusões aninhadas demais: no máximo ${FIND_COST.depth} níveis.`);
  if (count > FIND_COST.includesPerLevel)
    throw bad(`Inclusões demais: no máximo ${FIND_COST.includesPerLevel} por nível.`);
}

interface IncludeNode {
  name: string;
  fields?: string[] | undefined;
  include: IncludeNode[];
}

/** A row with its requested fields: 1, plus what a large field (a photo) weighs. */
function rowWeight(def: EntityDef | undefined, fields: readonly string[] | undefined): number {
  let weight = 1;
  for (const name of fields ?? [])
    weight += (def && Object.hasOwn(def.fields, name) && def.fields[name]!.cost) || 0;
  return weight;
}

function resolve(def: EntityDef | undefined, name: string) {
  const key = Object.keys(def?.includes ?? {}).find((k) => k.toLowerCase() === name.toLowerCase());
  return key ? def?.includes?.[key] : undefined;
}

/** Worst-case rows one found row brings with these includes (itself included), and how many includes. */
function measure(def: EntityDef | undefined, list: IncludeNode[], parentRows: number) {
  let rows = 0;
  let includes = 0;
  for (const node of list) {
    const inc = resolve(def, node.name);
    // An unknown include is refused by the builder; here it counts as the costlier kind.
    const child = inc ? findEntity(inc.entity) : undefined;
    const own = parentRows * (inc?.kind === 'one' ? 1 : FIND_COST.manyPerParent);
    const below = measure(child, node.include, own);
    rows += own * rowWeight(child, node.fields) + below.rows;
    includes += 1 + below.includes;
  }
  return { rows, includes };
}

/**
 * Refuses, with a 400 saying what to reduce, a find whose includes could join more than
 * FIND_COST.joinedRows rows; answers the rows per found row (the spreadsheet export sizes its
 * pages by it).
 */
export function checkFindCost(
  def: EntityDef,
  includes: IncludeNode[],
  limit: number,
  fields: readonly string[] = [],
): number {
  const { rows, includes: count } = measure(def, includes, 1);
  if (count > FIND_COST.includes)
    throw bad(`Inclusões demais: no máximo ${FIND_COST.includes} por consulta.`);
  const perRow = rowWeight(def, fields) + rows;
  if (limit * perRow > FIND_COST.joinedRows) {
    const max = Math.floor(FIND_COST.joinedRows / perRow);
    throw bad(
      max >= 1
        ? `Consulta custosa demais: com estas inclusões e campos, use limit de no máximo ${max} (cada registro conta como até ${perRow} linhas).`
        : 'Consulta custosa demais: reduza as inclusões do tipo lista (cada uma traz até ' +
            `${FIND_COST.manyPerParent} linhas por registro).`,
    );
  }
  return perRow;
}
