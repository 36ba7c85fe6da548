/** Shapes of the API contract (DESIGN §3). */
type SortDirection = 'ASC' | 'DESC';
export type OrderItem = [field: string, direction: SortDirection];

/** The small JSON operator language of `where` ($in, $iLike, $or …). */
export type Where = Record<string, unknown>;

export interface FindParams {
  where?: Where;
  fields?: string[];
  include?: unknown[];
  order?: OrderItem[];
  limit?: number;
  offset?: number;
  /** Keyset paging (generic find, issue #17): the previous page's `next`. */
  after?: unknown[];
  /** Reads the list in the reverse of its order (generic find): the last page first. */
  reverse?: boolean;
}

export interface ListResult<T> {
  rows: T[];
  count: number;
  /** `count` is the planner's estimate, not an exact count (issue #17): never print it as a fact. */
  countEstimated?: boolean;
  /** The last row's order values: `after` for the next page. */
  next?: unknown[];
}
