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
