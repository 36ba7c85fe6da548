import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import type { Queryable } from '../../db/client';
import { sql, type SqlFragment } from '../../db/sql';
import { streamXlsx } from '../find/xlsx';
import { isCalendarDate } from './periodos';

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}/, 'Data inválida.')
  .transform((s) => s.slice(0, 10))
  .refine(isCalendarDate, 'Data inválida.');

/** Body of every report: period, simple filters, paging, order and the grid's xlsx export. */
export const reportBody = z
  .object({
    dataInicial: day.optional(),
    dataFinal: day.optional(),
    where: z.record(z.string().max(60), z.unknown()).optional(),
    order: z
      .array(z.tuple([z.string().max(60), z.enum(['ASC', 'DESC', 'asc', 'desc'])]))
      .max(3)
      .optional(),
    limit: z.coerce.number().int().min(1).max(1000).optional(),
    offset: z.coerce.number().int().min(0).optional(),
    format: z.enum(['json', 'xlsx'], { error: 'Formato inválido.' }).optional(),
    columns: z
      .array(z.object({ field: z.string().max(100), header: z.string().max(150) }))
      .max(100)
      .optional(),
  })
  .refine((b) => !b.dataInicial || !b.dataFinal || b.dataInicial <= b.dataFinal, {
    message: 'A data final informada não pode ser anterior à data inicial.',
    path: ['dataFinal'],
  });
export type ReportBody = z.infer<typeof reportBody>;

export interface ReportDef {
  name: string;
  /** Allowed order/filter fields: API name → SQL expression over the report's result alias `r`. */
  fields: Record<string, { sql: string; filter?: 'text' | 'number' }>;
  defaultOrder: string;
  /** The base query (a SELECT whose columns are the API names), parameterised by the body. */
  base(b: ReportBody): SqlFragment;
  /** Totals over the whole filtered set, answered as data.sum (optional). */
  sum?: (filtered: SqlFragment) => SqlFragment;
  /** Display mapping applied to each row (JSON and xlsx alike). */
  map?: (row: Record<string, unknown>) => Record<string, unknown>;
  /**
   * Compute the filtered set once per request (a MATERIALIZED CTE) and take the page, the count
   * and the totals from it in one statement: for aggregating reports whose count cannot skip the
   * aggregation (decision 0602). Without it, page, count and totals are three statements.
   */
  onePass?: boolean;
}

/** The grid sends `{ $iLike: '%x%' }` or `{ $eq: x }`; reports filter by the plain value. */
function plain(v: unknown): string | number | null {
  if (v && typeof v === 'object') {
    const o = v as Record<string, unknown>;
    v = o.$iLike ?? o.$like ?? o.$eq ?? null;
    if (typeof v === 'string') v = v.replace(/^%|%$/g, '');
  }
  if (typeof v === 'number') return v;
  if (typeof v === 'string') return v.slice(0, 200);
  return null;
}

function filtered(def: ReportDef, b: ReportBody): SqlFragment {
  const conds: SqlFragment[] = [];
  for (const [k, raw] of Object.entries(b.where ?? {})) {
    const fd = def.fields[k];
    const v = plain(raw);
    if (!fd?.filter || v === null || v === '') continue;
    if (fd.filter === 'text') conds.push(sql`${sql.raw(fd.sql)} ILIKE ${`%${String(v)}%`}`);
    else conds.push(sql`${sql.raw(fd.sql)} = ${Number(v)}`);
  }
  const where = conds.length ? sql` WHERE ${sql.join(conds, ' AND ')}` : sql``;
  return sql`SELECT * FROM (${def.base(b)}) r${where}`;
}

function orderBy(def: ReportDef, b: ReportBody): SqlFragment {
  const parts = (b.order ?? [])
    .filter(([f]) => def.fields[f])
    .map(
      ([f, d]) =>
        `${def.fields[f]!.sql} ${d.toUpperCase() === 'DESC' ? 'DESC NULLS LAST' : 'ASC NULLS FIRST'}`,
    );
  return sql`${sql.raw([...parts, def.defaultOrder].join(', '))}`;
}

const XLSX_MAX = 100_000;
const XLSX_PAGE = 2_000;

/**
 * Runs a report page (rows, count, sum) or streams it as xlsx, the same way as the generic find.
 * The page is sent through the route's response schema (the report's rows in the domain contract).
 */
export async function runReport(db: Queryable, def: ReportDef, b: ReportBody, reply: FastifyReply) {
  const base = filtered(def, b);
  const order = orderBy(def, b);
  if (b.format === 'xlsx') {
    const total = Math.min(b.limit ?? XLSX_MAX, XLSX_MAX);
    const start = b.offset ?? 0;
    const columns = b.columns ?? Object.keys(def.fields).map((f) => ({ field: f, header: f }));
    async function* pages() {
      for (let off = start; off < start + total; off += XLSX_PAGE) {
        const lim = Math.min(XLSX_PAGE, start + total - off);
        const rows = await db.query<Record<string, unknown>>(
          sql`SELECT * FROM (${base}) r ORDER BY ${order} LIMIT ${lim} OFFSET ${off}`,
        );
        yield def.map ? rows.map(def.map) : rows;
        if (rows.length < lim) return;
      }
    }
    void reply
      .header('Content-Type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      .header('Content-Disposition', `attachment; filename="${def.name}.xlsx"`);
    return reply.send(streamXlsx(columns, pages()));
  }
  if (def.onePass) return reply.send({ success: true, data: await onePass(db, def, b, base, order) });
  const [rows, count, sum] = await Promise.all([
    db.query(sql`SELECT * FROM (${base}) r ORDER BY ${order} LIMIT ${b.limit ?? 10} OFFSET ${b.offset ?? 0}`),
    db.query<{ count: number }>(sql`SELECT count(*)::int AS count FROM (${base}) r`),
    def.sum ? db.query(def.sum(base)) : Promise.resolve(undefined),
  ]);
  const out = def.map ? rows.map((r) => def.map!(r as Record<string, unknown>)) : rows;
  return reply.send({
    success: true,
    data: { rows: out, count: count[0]?.count ?? 0, ...(sum ? { sum } : {}) },
  });
}

/**
 * Page, count and totals in one statement over the filtered set computed once. The count and the
 * totals ride on every row of the page (and on a single all-NULL row when the page is empty); the
 * totals as JSON, whose numbers read back as the same numbers the driver gives for numeric.
 */
async function onePass(db: Queryable, def: ReportDef, b: ReportBody, base: SqlFragment, order: SqlFragment) {
  const statement = sql`
    WITH f AS MATERIALIZED (${base})
    SELECT p.*, c."__count"${def.sum ? sql`, row_to_json(s) AS "__sum"` : sql``}
    FROM (SELECT count(*)::int AS "__count" FROM f) c
    ${def.sum ? sql`CROSS JOIN (${def.sum(sql`SELECT * FROM f`)}) s` : sql``}
    LEFT JOIN LATERAL (
      SELECT r.*, row_number() OVER (ORDER BY ${order}) AS "__n" FROM f r
      ORDER BY ${order} LIMIT ${b.limit ?? 10} OFFSET ${b.offset ?? 0}
    ) p ON true
    ORDER BY p."__n"`;
  // A few tens of thousands of roll-up rows: parallel workers cost more than they save, and with
  // 20 clients on 2 cores they only take cores from the other requests (bench: 90–107 ms with
  // workers, 21–46 ms without). The API's connections start without them (DB_PARALLEL_WORKERS,
  // default 0, db/client.ts), so the statement runs alone: a transaction here only to SET LOCAL
  // the same setting cost three more round trips per report.
  const rows = await db.query<Record<string, unknown>>(statement);
  const first = rows[0];
  const count = Number(first?.__count ?? 0);
  const sum = def.sum ? [first?.__sum as Record<string, unknown>] : undefined;
  const page = rows
    .filter((r) => r.__n !== null && r.__n !== undefined)
    .map(({ __n, __count, __sum, ...r }) => (def.map ? def.map(r) : r));
  return { rows: page, count, ...(sum ? { sum } : {}) };
}
