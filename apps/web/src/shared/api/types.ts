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
}

export interface ListResult<T> {
  rows: T[];
  count: number;
}
