import dayjs from 'dayjs';

// Spec 1 §9 dd/MM/yyyy - HH:mm, in Brasília time: the domain's formatter, shared with the API's PDFs.
export { formatDateTime } from '@rcc/domain/validators';

export const DATE_FORMAT = 'DD/MM/YYYY';

export function formatDate(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const date = dayjs(value);
  return date.isValid() ? date.format(DATE_FORMAT) : '';
}

export function formatNumber(value: number | null | undefined, fractionDigits = 2): string {
  if (value === null || value === undefined || Number.isNaN(value)) return '';
  return value.toLocaleString('pt-BR', { maximumFractionDigits: fractionDigits });
}

/**
 * Reads a date typed as dd/MM/yyyy (the format every date field shows) into 'YYYY-MM-DD'; null when
 * it is not a real day. Mantine's DateInput parses with `new Date`, which reads 05/12/2026 as May 12.
 */
export function parseDateBr(value: string): string | null {
  const match = /^\s*(\d{1,2})\/(\d{1,2})\/(\d{4})\s*$/.exec(value);
  if (!match) return null;
  const [, d, m, y] = match;
  const iso = `${y}-${m!.padStart(2, '0')}-${d!.padStart(2, '0')}`;
  const day = dayjs(iso);
  return day.isValid() && day.format('YYYY-MM-DD') === iso ? iso : null;
}
