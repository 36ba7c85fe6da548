/**
 * Brazilian document and contact checks (spec 1 §5 "CPF and CNPJ", §9; spec 2 §9; spec 3 §5).
 * Hand-written on purpose: the domain package stays dependency-free apart from zod.
 */

export * from './cpf-cnpj';

/** Keeps the digits only (CEP, phones); null and undefined give ''. CPF/CNPJ: normalizeCpfCnpj. */
export function onlyDigits(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  return String(value).replace(/\D/g, '');
}

// Digits plus the mask characters; anything else (letters) makes the value invalid, so that
// 'abc70070000' is not silently accepted as a CEP.
const MASKED_DIGITS = /^[\d.\-/\s()]*$/;

function digitsOf(value: string | null | undefined, length: number): string | null {
  if (typeof value !== 'string' || !MASKED_DIGITS.test(value)) return null;
  const digits = onlyDigits(value);
  return digits.length === length ? digits : null;
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
