/** Doc 1 §5 'CPF and CNPJ': digits only, fixed length, not all equal, two mod-11 check digits. */
export const onlyDigits = (v: string | null | undefined) => (v ?? '').replace(/\D/g, '');

function mod11(digits: number[], weights: number[]): number {
  const sum = digits.reduce((acc, d, i) => acc + d * weights[i]!, 0);
  const r = sum % 11;
  return r < 2 ? 0 : 11 - r;
}

export function isValidCpf(value: string | null | undefined): boolean {
  const s = onlyDigits(value);
  if (s.length !== 11 || /^(\d)\1{10}$/.test(s)) return false;
  const d = [...s].map(Number);
  const d1 = mod11(d.slice(0, 9), [10, 9, 8, 7, 6, 5, 4, 3, 2]);
  const d2 = mod11(d.slice(0, 10), [11, 10, 9, 8, 7, 6, 5, 4, 3, 2]);
  return d1 === d[9] && d2 === d[10];
}

export function isValidCnpj(value: string | null | undefined): boolean {
  const s = onlyDigits(value);
  if (s.length !== 14 || /^(\d)\1{13}$/.test(s)) return false;
  const d = [...s].map(Number);
  const d1 = mod11(d.slice(0, 12), [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  const d2 = mod11(d.slice(0, 13), [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  return d1 === d[12] && d2 === d[13];
}

export const formatCpf = (v: string) =>
  onlyDigits(v).replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4');
export const formatCnpj = (v: string) =>
  onlyDigits(v).replace(/^(\d{2})(\d{3})(\d{3})(\d{4})(\d{2})$/, '$1.$2.$3/$4-$5');
export const formatCpfCnpj = (v: string) => (onlyDigits(v).length === 14 ? formatCnpj(v) : formatCpf(v));
/** CEP shown as NN.NNN-NNN (doc 1 §5). */
export const formatCep = (v: string) => onlyDigits(v).replace(/^(\d{2})(\d{3})(\d{3})$/, '$1.$2-$3');
