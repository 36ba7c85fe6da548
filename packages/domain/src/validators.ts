/**
 * Brazilian document and contact checks (spec 1 §5 "CPF and CNPJ", §9; spec 2 §9; spec 3 §5).
 * Hand-written on purpose: the domain package stays dependency-free apart from zod.
 */

/** Keeps the digits only; null and undefined give ''. */
export function onlyDigits(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  return String(value).replace(/\D/g, '');
}

// Digits plus the mask characters; anything else (letters) makes the value invalid, so that
// 'abc11144477735' is not silently accepted as a CPF.
const MASKED_DIGITS = /^[\d.\-/\s()]*$/;

function digitsOf(value: string | null | undefined, length: number): string | null {
  if (typeof value !== 'string' || !MASKED_DIGITS.test(value)) return null;
  const digits = onlyDigits(value);
  return digits.length === length ? digits : null;
}

const allEqual = (digits: string) => /^(\d)\1*$/.test(digits);

/** Mod-11 check digit over `digits` with the given weights (CPF and CNPJ share the rule). */
function mod11(digits: string, weights: readonly number[]): number {
  let sum = 0;
  for (let i = 0; i < weights.length; i++) sum += Number(digits[i]) * (weights[i] ?? 0);
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
  const d = digitsOf(value, 11);
  if (!d || allEqual(d)) return false;
  return d.slice(9) === cpfCheckDigits(d.slice(0, 9));
}

/** Spec 1 §5: 14 digits, not all equal, two check digits. */
export function isValidCnpj(value: string | null | undefined): boolean {
  const d = digitsOf(value, 14);
  if (!d || allEqual(d)) return false;
  return d.slice(12) === cnpjCheckDigits(d.slice(0, 12));
}

/** A CPF (11 digits) or a CNPJ (14 digits), decided by the digit count. */
export function isValidCpfCnpj(value: string | null | undefined): boolean {
  const n = onlyDigits(value).length;
  if (n === 11) return isValidCpf(value);
  if (n === 14) return isValidCnpj(value);
  return false;
}

/** CEP: 8 digits (masks 00000-000 and 00.000-000 accepted). */
export function isValidCep(value: string | null | undefined): boolean {
  return digitsOf(value, 8) !== null;
}

/** Celular: 11 digits, area code included (spec 1 §9). */
export function isValidCelular(value: string | null | undefined): boolean {
  return digitsOf(value, 11) !== null;
}

/** Spec 2 §5 quick login: upper-cased, dash (and spaces) removed before use. */
export function normalizePlaca(value: string | null | undefined): string {
  return (value ?? '').toUpperCase().replace(/[-\s]/g, '');
}

// Old pattern AAA9999 and Mercosul AAA9A99: three letters, a digit, a letter or digit, two digits.
const PLACA = /^[A-Z]{3}\d[A-Z\d]\d{2}$/;

export function isValidPlaca(value: string | null | undefined): boolean {
  return PLACA.test(normalizePlaca(value));
}

/**
 * Spec 1 §5: "word@word" ('usuario@servidor'); dots, plus and dash allowed, no dot required. The one
 * e-mail rule of every form (self-registration, people, users, responsibles, settings).
 */
export const EMAIL_PATTERN = /^[\w.+-]+@[\w-]+(\.[\w-]+)*$/;

export function isValidEmail(value: string | null | undefined): boolean {
  return typeof value === 'string' && EMAIL_PATTERN.test(value.trim());
}

/** Small deterministic PRNG (mulberry32) so that a seed always yields the same document. */
function seededDigits(seed: number, count: number): string {
  let t = (Math.trunc(seed) ^ 0x9e3779b9) >>> 0;
  let out = '';
  for (let i = 0; i < count; i++) {
    t = (t + 0x6d2b79f5) >>> 0;
    let r = Math.imul(t ^ (t >>> 15), 1 | t);
    r ^= r + Math.imul(r ^ (r >>> 7), 61 | r);
    out += String(((r ^ (r >>> 14)) >>> 0) % 10);
  }
  return out;
}

/** A valid CPF (11 digits, unmasked) derived from `seed`; same seed, same CPF. For test factories. */
export function generateCpf(seed: number): string {
  let base = seededDigits(seed, 9);
  if (allEqual(base)) base = `${base.slice(0, 8)}${(Number(base[8]) + 1) % 10}`;
  return base + cpfCheckDigits(base);
}

/** A valid CNPJ (14 digits, unmasked, head office branch 0001) derived from `seed`. For test factories. */
export function generateCnpj(seed: number): string {
  const base = `${seededDigits(seed, 8)}0001`;
  return base + cnpjCheckDigits(base);
}

/**
 * Display masks (spec 1 §5, spec 2 §5, §9). Each keeps the digits and fills a pattern where every
 * '0' is a digit, so a partly typed value gets a partial mask and onlyDigits() undoes it.
 */
export function applyMask(value: string | null | undefined, pattern: string): string {
  const digits = onlyDigits(value);
  let out = '';
  let i = 0;
  for (const ch of pattern) {
    if (i >= digits.length) break;
    if (ch === '0') out += digits[i++];
    else out += ch;
  }
  return out;
}

export const formatCpf = (value: string | null | undefined) => applyMask(value, '000.000.000-00');
export const formatCnpj = (value: string | null | undefined) => applyMask(value, '00.000.000/0000-00');

/** CPF mask up to 11 digits, CNPJ mask beyond. */
export function formatCpfCnpj(value: string | null | undefined): string {
  return onlyDigits(value).length <= 11 ? formatCpf(value) : formatCnpj(value);
}

export const formatCep = (value: string | null | undefined) => applyMask(value, '00000-000');
/** Spec 1 §5: CEP also shown as 00.000-000. */
export const formatCepPontuado = (value: string | null | undefined) => applyMask(value, '00.000-000');

/** Spec 1 §9: area code 61 (Brasília) when the number comes without one. */
export const DEFAULT_DDD = '61';

/**
 * (00) 00000-0000 for mobiles, (00) 0000-0000 for landlines. 8 or 9 digits get the default area
 * code; other lengths are returned as digits so that nothing is invented.
 */
export function formatPhone(value: string | null | undefined): string {
  let digits = onlyDigits(value);
  if (digits.length === 8 || digits.length === 9) digits = DEFAULT_DDD + digits;
  if (digits.length === 11) return applyMask(digits, '(00) 00000-0000');
  if (digits.length === 10) return applyMask(digits, '(00) 0000-0000');
  return digits;
}

export const TIME_ZONE = 'America/Sao_Paulo';

const dateTimeFormat = new Intl.DateTimeFormat('pt-BR', {
  timeZone: TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** Spec 2 §9 / spec 3 §9: dd/MM/yyyy - HH:mm in Brasília time; '' for a missing or invalid date. */
export function formatDateTime(value: Date | string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const part: Record<string, string> = {};
  for (const p of dateTimeFormat.formatToParts(date)) part[p.type] = p.value;
  return `${part.day}/${part.month}/${part.year} - ${part.hour}:${part.minute}`;
}
