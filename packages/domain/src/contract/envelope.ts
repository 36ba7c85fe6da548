import { z } from 'zod';
import { ERROR_STATUS, type ErrorCode } from '../errors';

/**
 * The answer envelopes of DESIGN §3 as schemas (issue #13): the API declares each route's answer
 * with them (checked on the way out and published in /api/docs) and the web derives its types from
 * the same schemas instead of re-declaring them.
 */
export const ok = <T extends z.ZodType>(data: T) => z.object({ success: z.literal(true), data });

/** A page of a list: `data.rows` and `data.count` (an estimate above the count cap, issue #7). */
export const page = <T extends z.ZodType>(row: T) =>
  z.object({ rows: z.array(row), count: z.number().int(), countEstimated: z.literal(true).optional() });

export const okPage = <T extends z.ZodType>(row: T) => ok(page(row));

/** `{ id }` of the record a create or update touched. */
export const idResult = z.object({ id: z.number().int() });
export const okId = ok(idResult);

/** An answer without data (`data: null` or `true`). */
export const okEmpty = ok(z.union([z.null(), z.boolean()]));

const codes = Object.keys(ERROR_STATUS) as [ErrorCode, ...ErrorCode[]];
export const apiError = z.object({
  success: z.literal(false),
  error: z.object({
    type: z.enum(codes),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
});

/** The data of a route's 2xx answer, for the web: `Data<typeof veiculoContract.find>`. */
export type Data<T extends z.ZodType> = z.output<T> extends { data: infer D } ? D : never;
