import type { Queryable } from '../../db/client';
import { sql } from '../../db/sql';
import { type BuiltFind, COUNT_CAP } from './builder';

export interface FindResult {
  rows: Record<string, unknown>[];
  count: number;
  /** Present (true) when `count` is the planner's estimate rather than an exact count. */
  countEstimated?: true;
}

/**
 * Runs a built find: the page and a count that never scans millions of rows (issue #7). Up to
 * COUNT_CAP matching rows the count is exact; above it, it is the planner's estimate of the same
 * query (never below what was actually counted) and the answer says `countEstimated: true`.
 */
export async function runFind(db: Queryable, built: BuiltFind, cap = COUNT_CAP): Promise<FindResult> {
  const capped =
    cap === COUNT_CAP
      ? built.countCapped
      : sql`SELECT count(*)::int AS count FROM (${built.matching} LIMIT ${cap + 1}) c`;
  const [rows, counted] = await Promise.all([
    db.query<{ row: Record<string, unknown> }>(built.rows),
    db.query<{ count: number }>(capped),
  ]);
  const exact = counted[0]?.count ?? 0;
  const result = rows.map((r) => r.row);
  if (exact <= cap) return { rows: result, count: exact };
  return { rows: result, count: Math.max(await estimateRows(db, built), cap + 1), countEstimated: true };
}

/** The planner's row estimate for the matching rows (EXPLAIN plans, it does not run the query). */
export async function estimateRows(db: Queryable, built: BuiltFind): Promise<number> {
  const plan = await db.query<{ 'QUERY PLAN': unknown }>(sql`EXPLAIN (FORMAT JSON) ${built.matching}`);
  const raw = plan[0]?.['QUERY PLAN'];
  const parsed = (typeof raw === 'string' ? JSON.parse(raw) : raw) as Array<{
    Plan: { 'Plan Rows': number };
  }>;
  return Math.round(parsed[0]?.Plan['Plan Rows'] ?? 0);
}
