/**
 * CPF and CNPJ (spec 1 §5 "CPF and CNPJ"). Since July 2026 the Receita Federal also issues
 * alphanumeric CNPJs (IN RFB 2.229/2024): the first twelve characters are 0-9 or A-Z, the last two
 * stay numeric check digits, computed with the same mod-11 weights over each character's value
 * (its ASCII code minus 48: '0'..'9' → 0..9, 'A' → 17 … 'Z' → 42). A CPF stays numeric.
 */

// The mask's punctuation (and stray spaces) is optional; any other character stays in the
// normalised value, so that it makes the document invalid instead of being silently dropped.
const PUNCTUATION = /[.\-/\s]/g;

/**
 * The stored and searched form of a CPF or CNPJ: punctuation removed, letters upper-cased
 * ('12.abc.345/01de-35' → '12ABC34501DE35', '111.444.777-35' → '11144477735'). Use it wherever a
 * document used to be reduced to its digits.
 */
export function normalizeCpfCnpj(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  return String(value).toUpperCase().replace(PUNCTUATION, '');
}

const CPF_SHAPE = /^\d{11}$/;
const CNPJ_SHAPE = /^[0-9A-Z]{12}\d{2}$/;
/** Whether a normalised value has a CPF's or a CNPJ's shape; check digits are not verified. */
export const hasCpfCnpjShape = (doc: string) => CPF_SHAPE.test(doc) || CNPJ_SHAPE.test(doc);
const allEqual = (doc: string) => /^(.)\1*$/.test(doc);

/** A character's value in the check-digit sum: its ASCII code minus 48 (IN RFB 2.229/2024). */
const charValue = (ch: string) => ch.charCodeAt(0) - 48;

/** Mod-11 check digit over `chars` with the given weights (CPF and both CNPJ forms share the rule). */
function mod11(chars: string, weights: readonly number[]): number {
  let sum = 0;
  for (let i = 0; i < weights.length; i++) sum += charValue(chars[i] ?? '0') * (weights[i] ?? 0);
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

const CPF_W1 = [10, 9, 8, 7, 6, 5, 4, 3, 2];
const CPF_W2 = [11, 10, 9, 8, 7, 6, 5, 4, 3, 2];
const CNPJ_W1 = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
const CNPJ_W2 = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];

function cpfCheckDigits(base9: string): string {
  const d1 = mod11(base9, CPF_W1);
  return `${d1}${mod11(base9 + d1, CPF_W2)}`;
}

function cnpjCheckDigits(base12: string): string {
  const d1 = mod11(base12, CNPJ_W1);
  return `${d1}${mod11(base12 + d1, CNPJ_W2)}`;
}

/** Spec 1 §5: 11 digits, not all equal, two mod-11 check digits. Masked input is accepted. */
export function isValidCpf(value: string | null | undefined): boolean {
  if (typeof value !== 'string') return false;
  const d = normalizeCpfCnpj(value);
  if (!CPF_SHAPE.test(d) || allEqual(d)) return false;
  return d.slice(9) === cpfCheckDigits(d.slice(0, 9));
}

/**
 * Spec 1 §5 and IN RFB 2.229/2024: 12 characters 0-9/A-Z (any case) and 2 check digits, not all
 * the same character. Numeric CNPJs are the special case with digits only.
 */
export function isValidCnpj(value: string | null | undefined): boolean {
  if (typeof value !== 'string') return false;
  const d = normalizeCpfCnpj(value);
  if (!CNPJ_SHAPE.test(d) || allEqual(d)) return false;
  return d.slice(12) === cnpjCheckDigits(d.slice(0, 12));
}

/** 'F' for a CPF's length (11), 'J' for a CNPJ's (14), null otherwise; punctuation ignored. */
export function tipoPessoaDoDocumento(value: string | null | undefined): 'F' | 'J' | null {
  const n = normalizeCpfCnpj(value).length;
  return n === 11 ? 'F' : n === 14 ? 'J' : null;
}

/** A CPF (11 characters) or a CNPJ (14), decided by the length of the normalised value. */
export function isValidCpfCnpj(value: string | null | undefined): boolean {
  const tipo = tipoPessoaDoDocumento(value);
  if (tipo === 'F') return isValidCpf(value);
  if (tipo === 'J') return isValidCnpj(value);
  return false;
}

/** Fills `pattern` (every '#' a character) with the letters and digits of `value`, partly if short. */
function fill(value: string | null | undefined, pattern: string): string {
  const chars = normalizeCpfCnpj(value).replace(/[^0-9A-Z]/g, '');
  let out = '';
  let i = 0;
  for (const ch of pattern) {
    if (i >= chars.length) break;
    out += ch === '#' ? chars[i++] : ch;
  }
  return out;
}

export const formatCpf = (value: string | null | undefined) => fill(value, '###.###.###-##');
/** XX.XXX.XXX/XXXX-XX for both forms: '12ABC34501DE35' → '12.ABC.345/01DE-35'. */
export const formatCnpj = (value: string | null | undefined) => fill(value, '##.###.###/####-##');

/** CPF mask for up to 11 digits; CNPJ mask beyond, or as soon as a letter appears. */
export function formatCpfCnpj(value: string | null | undefined): string {
  const doc = normalizeCpfCnpj(value);
  return doc.length <= 11 && /^\d*$/.test(doc) ? formatCpf(doc) : formatCnpj(doc);
}

const DIGITS = '0123456789';
const ALFANUMERICOS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** Small deterministic PRNG (mulberry32) so that a seed always yields the same document. */
function seededChars(seed: number, count: number, alphabet: string): string {
  let t = (Math.trunc(seed) ^ 0x9e3779b9) >>> 0;
  let out = '';
  for (let i = 0; i < count; i++) {
    t = (t + 0x6d2b79f5) >>> 0;
    let r = Math.imul(t ^ (t >>> 15), 1 | t);
    r ^= r + Math.imul(r ^ (r >>> 7), 61 | r);
    out += alphabet[((r ^ (r >>> 14)) >>> 0) % alphabet.length];
  }
  return out;
}

/** A valid CPF (11 digits, unmasked) derived from `seed`; same seed, same CPF. For test factories. */
export function generateCpf(seed: number): string {
  let base = seededChars(seed, 9, DIGITS);
  if (allEqual(base)) base = `${base.slice(0, 8)}${(Number(base[8]) + 1) % 10}`;
  return base + cpfCheckDigits(base);
}

/** A valid numeric CNPJ (14 digits, unmasked, head office branch 0001) derived from `seed`. */
export function generateCnpj(seed: number): string {
  const base = `${seededChars(seed, 8, DIGITS)}0001`;
  return base + cnpjCheckDigits(base);
}

/**
 * A valid alphanumeric CNPJ (IN RFB 2.229/2024; unmasked, upper case) derived from `seed`: twelve
 * characters 0-9/A-Z, at least one of them a letter, and two numeric check digits. For tests.
 */
export function generateCnpjAlfanumerico(seed: number): string {
  let base = seededChars(seed, 12, ALFANUMERICOS);
  if (/^\d+$/.test(base))
    base = `${base.slice(0, 2)}${ALFANUMERICOS[10 + (Number(base[2]) % 26)]}${base.slice(3)}`;
  return base + cnpjCheckDigits(base);
}
