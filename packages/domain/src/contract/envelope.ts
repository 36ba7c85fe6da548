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

/**
 * A timestamp the database driver gives as a Date: the handler returns the Date, the answer
 * carries its ISO 8601 string (the codec's input side, which is what the web receives).
 */
export const dateTime = z.codec(z.iso.datetime({ offset: true }), z.date(), {
  decode: (s) => new Date(s),
  encode: (d) => d.toISOString(),
});

/** A timestamp already rendered as text by the database (jsonb), e.g. `2026-03-01T10:00:00+00:00`. */
export const isoDateTime = z.iso.datetime({ offset: true });

/**
 * The data of a route's 2xx answer as the web receives it: `Data<typeof veiculoContract.find>`.
 * The wire form is the schema's input side (the serializer encodes the handler's output into it),
 * so a `dateTime` is a string here.
 */
export type Data<T extends z.ZodType> = z.input<T> extends { data: infer D } ? D : never;
