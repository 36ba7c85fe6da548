import { z } from 'zod';
import { MSG } from '../messages';

/**
 * Field builders shared by the request-body schemas. Ids and numbers coerce, because multipart
 * forms (retirar_cacamba) send every field as a string.
 */

/** A required positive integer id; missing, empty, null or malformed all give `message`. */
export const idField = (message: string) =>
  z.coerce.number({ error: message }).int({ error: message }).positive({ error: message });

const toNullish = (v: unknown) => (v === '' || v === 'null' || v === 'undefined' ? null : v);

/** An optional id: '', 'null' and null become null. */
export const optionalId = () =>
  z
    .preprocess(
      toNullish,
      z.coerce
        .number({ error: MSG.sistema.campos.idInvalido })
        .int({ error: MSG.sistema.campos.idInvalido })
        .positive({ error: MSG.sistema.campos.idInvalido })
        .nullable(),
    )
    .optional();

/** true/false as JSON or as multipart strings ('true', 'false', '1', '0'). */
export const booleanField = (message: string) => z.union([z.boolean(), z.stringbool()], { error: message });

/** An optional trimmed text up to `max` characters; '' becomes null. */
export const optionalText = (max: number, message: string = MSG.sistema.campos.textoMaximo(max)) =>
  z
    .preprocess(
      (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
      z.string().trim().max(max, { error: message }).nullable(),
    )
    .optional();

/** An optional coordinate in degrees within ±`limit` (multipart sends it as a string); '' becomes null. */
export const optionalCoord = (limit: 90 | 180, message: string) =>
  z
    .preprocess(
      (v) => toNullish(v),
      z.coerce
        .number({ error: message })
        .min(-limit, { error: message })
        .max(limit, { error: message })
        .nullable(),
    )
    .optional();

/** A JSON array that may arrive as a string inside a multipart body. */
export const jsonArray = <T extends z.ZodType>(item: T) =>
  z.preprocess((v) => {
    if (typeof v !== 'string') return v;
    try {
      return JSON.parse(v);
    } catch {
      return v;
    }
  }, z.array(item));

/** Indices of entries whose key was already seen (first occurrence excluded). */
export function duplicateIndices<T>(items: readonly T[], key: (item: T) => unknown): number[] {
  const seen = new Set<unknown>();
  const dup: number[] = [];
  items.forEach((item, i) => {
    const k = key(item);
    if (seen.has(k)) dup.push(i);
    seen.add(k);
  });
  return dup;
}
