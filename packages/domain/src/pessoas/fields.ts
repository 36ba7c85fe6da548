import { z } from 'zod';
import { onlyDigits } from '../validators';
import { MSG_PESSOAS as M } from './messages';

/** Doc 1 §5: e-mail must fit word@word. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+$/;

const blankToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);
const toDigits = (v: unknown) => (typeof v === 'string' ? onlyDigits(v) : v);

/** A required text with the given message for missing/blank. */
export const required = (message: string, max: number, maxMessage?: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(max, maxMessage ?? `O campo deve ter no máximo ${max} caracteres`);

export const optionalText = (max: number, maxMessage?: string) =>
  z.preprocess(
    blankToNull,
    z
      .string()
      .trim()
      .max(max, maxMessage ?? `O campo deve ter no máximo ${max} caracteres`)
      .nullish(),
  );

/** Digits-only text (masks removed) of an exact or minimum length. */
export const digits = (message: string, min: number, max: number) =>
  z.preprocess(toDigits, z.string({ error: message }).min(min, message).max(max, message));

export const optionalDigits = (message: string, min: number, max: number) =>
  z.preprocess((v) => blankToNull(toDigits(v)), z.string().min(min, message).max(max, message).nullish());

export const email = (requiredMessage: string, invalidMessage: string, max: number) =>
  required(requiredMessage, max).regex(EMAIL_PATTERN, invalidMessage);

export const optionalInt = z.preprocess(blankToNull, z.coerce.number().int().positive().nullish());

/** Address block shared by people, users and responsibles (doc 1 §9 limits). */
export const addressFields = (req: (campo: string) => string) => ({
  cep: digits(req('CEP'), 8, 8),
  uf: optionalText(2),
  codIbge: optionalInt,
  bairro: optionalText(80),
  endereco: optionalText(150),
  complemento: optionalText(100),
  numero: required(req('Número'), 10),
});

export { M };
