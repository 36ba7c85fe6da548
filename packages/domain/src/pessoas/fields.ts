import { z } from 'zod';
import { MSG_COMMON } from '../messages/common';
import { EMAIL_PATTERN, onlyDigits } from '../validators';
import { MSG_PESSOAS as M } from './messages';

/** Doc 1 §5: e-mail must fit word@word (one rule for every form: validators.ts). */
export { EMAIL_PATTERN };

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

export const email = (requiredMessage: string, invalidMessage: string, max: number, maxMessage?: string) =>
  required(requiredMessage, max, maxMessage).regex(EMAIL_PATTERN, invalidMessage);

/**
 * A required masked number of exactly `length` digits: blank → `requiredMessage`, any other length →
 * `invalidMessage`. CEP and celular of every form (self-registration and administration) use it.
 */
export const exactDigits = (requiredMessage: string, invalidMessage: string, length: number) =>
  z.preprocess(
    toDigits,
    z.string({ error: requiredMessage }).min(1, requiredMessage).length(length, invalidMessage),
  );

export const cep = (requiredMessage: string) => exactDigits(requiredMessage, MSG_COMMON.cep.invalido, 8);
export const celular = (requiredMessage: string) => exactDigits(requiredMessage, M.celularInvalido, 11);

export const optionalInt = z.preprocess(blankToNull, z.coerce.number().int().positive().nullish());

/** Address block shared by people, users and responsibles (doc 1 §9 limits). */
export const addressFields = (req: (campo: string) => string) => ({
  cep: cep(req('CEP')),
  uf: optionalText(2),
  codIbge: optionalInt,
  bairro: optionalText(80),
  endereco: optionalText(150),
  complemento: optionalText(100),
  numero: required(req('Número'), 10),
});

export { M };
