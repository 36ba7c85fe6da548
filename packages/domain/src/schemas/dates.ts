import { z } from 'zod';
import { dataBrasilia } from '../masterdata/rules';
import { MSG } from '../messages';

/** Dates a person can mean (issue #12 item 3: outside JavaScript's range the parse answered 500). */
export const DIA_MIN = '1900-01-01';
export const DIA_MAX = '2999-12-31';

const isRealDay = (iso: string) => {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
};

/**
 * The day (YYYY-MM-DD, in Brasília) of a date sent in a body: epoch milliseconds (number or
 * digits), YYYY-MM-DD, or an ISO date-time; null when it is no real day between DIA_MIN and DIA_MAX.
 */
export function parseDia(v: unknown): string | null {
  let dia: string | null = null;
  if (typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v.trim())) {
    dia = v.trim();
    if (!isRealDay(dia)) return null;
  } else if (typeof v === 'number' || typeof v === 'string') {
    const s = typeof v === 'string' ? v.trim() : '';
    const ms = typeof v === 'number' ? v : /^\d+$/.test(s) ? Number(s) : Date.parse(s);
    const date = new Date(ms);
    if (!Number.isFinite(ms) || Number.isNaN(date.getTime())) return null;
    dia = dataBrasilia(date);
  }
  return dia !== null && dia >= DIA_MIN && dia <= DIA_MAX ? dia : null;
}

/**
 * A required day: `obrigatorio` when missing or blank, MSG.sistema.campos.dataInvalida when it is
 * not a real day in range. The one date parser of every request body.
 */
export const diaField = (obrigatorio: string) =>
  z.union([z.number(), z.string()], { error: obrigatorio }).transform((v, ctx) => {
    if (typeof v === 'string' && v.trim() === '') {
      ctx.addIssue({ code: 'custom', message: obrigatorio });
      return z.NEVER;
    }
    const dia = parseDia(v);
    if (dia === null) {
      ctx.addIssue({ code: 'custom', message: MSG.sistema.campos.dataInvalida });
      return z.NEVER;
    }
    return dia;
  });

/** A text that starts with a day ('2026-05-10', '2026-05-10T…') must start with a real day in range. */
export const isDiaNoTextoValido = (v: string | null | undefined) =>
  !v || !/^\d{4}-\d{2}-\d{2}/.test(v) || parseDia(v.slice(0, 10)) !== null;

/** YYYY-MM-DD (a document's validity): `message` when malformed, the date message when out of range. */
export const diaIso = (message: string) =>
  z.iso.date(message).refine((v) => parseDia(v) !== null, { error: MSG.sistema.campos.dataInvalida });
