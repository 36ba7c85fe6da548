/** Master-data rules shared by the screen and the server (spec 2 §4, spec 3 §4–§6, §9). */

/** spec 2 §4: a vehicle or bin is free when never used or its last request is one of these. */
export const SITUACOES_LIVRES = ['Destinada', 'Recusada', 'Cancelada', 'Resíduo Rejeitado'] as const;
/** spec 2 §4: tied to a CTR in one of these, a vehicle or bin is busy. */
export const SITUACOES_OCUPADAS = ['Enviada', 'Alocada'] as const;
/** spec 3 §4: a bin cannot be edited while it has a request in one of these. */
export const SITUACOES_BLOQUEIAM_CACAMBA = ['Enviada', 'Alocada', 'Retirada', 'Em Pesagem'] as const;

/** Free for a new request, from the situation of its last request (undefined/null: never used). */
export function isDisponivel(ultimaSituacao: string | null | undefined): boolean {
  return ultimaSituacao == null || (SITUACOES_LIVRES as readonly string[]).includes(ultimaSituacao);
}

export function isCacambaEditavel(situacoesAbertas: readonly string[]): boolean {
  return !situacoesAbertas.some((s) => (SITUACOES_BLOQUEIAM_CACAMBA as readonly string[]).includes(s));
}

export const TIPOS_VEICULO = ['Basculante', 'Poliguindaste'] as const;
export type TipoVeiculo = (typeof TIPOS_VEICULO)[number];
export const TIPOS_POLIGUINDASTE = ['Simples', 'Duplo', 'Triplo'] as const;
export type TipoPoliguindaste = (typeof TIPOS_POLIGUINDASTE)[number];

export const ANO_MINIMO_VEICULO = 1970;
/** spec 3 §9: vehicle year from 1970 to the current year + 1. */
export const anoMaximoVeiculo = (hoje: Date = new Date()) => hoje.getFullYear() + 1;

export const CACAMBA_QUANTIDADE_MAX = 50;

/** Special material classes (spec 3 §3, §5), compared by name. */
export const CLASSE_CARGA_MISTA = 'CARGA MISTA';
export const CLASSE_CONTRATADA = 'CONTRATADA';
export const CLASSE_MISTA = 'CLASSE MISTA';
export const ID_CLASSE_CARGA_MISTA = 7;

const norm = (s: string) => s.trim().toUpperCase();

/**
 * spec 3 §5: Carga Mista is never selectable; CONTRATADA only for a person contracted by the
 * authority (pessoa.contratadaSlu).
 */
export function isClasseSelecionavel(classe: string, contratadaSlu: boolean): boolean {
  const c = norm(classe);
  if (c === CLASSE_CARGA_MISTA) return false;
  if (c === CLASSE_CONTRATADA) return contratadaSlu;
  return true;
}

/** spec 3 §9: PGRCC extensions. The server checks the content, the screen the name. */
export const PGRCC_EXTENSOES = ['doc', 'docx', 'xls', 'xlsx', 'pdf', 'ppt'] as const;
export const PGRCC_MAX_BYTES = 1024 * 1024;
export const DOCUMENTO_VEICULO_EXTENSOES = ['pdf', 'png', 'jpg', 'jpeg'] as const;
export const DOCUMENTO_VEICULO_MAX_BYTES = 5 * 1024 * 1024;

/** Plates: old (AAA9999) and Mercosul (AAA9A99) formats, 7 characters (spec 3 §9). */
export const PLACA_RE = /^[A-Z]{3}[0-9][A-Z0-9][0-9]{2}$/;
export const normalizePlaca = (placa: string) => placa.replace(/[^A-Za-z0-9]/g, '').toUpperCase();

/** Date in Brasília (YYYY-MM-DD) of an instant: the obra duration rules count days there. */
export function dataBrasilia(d: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Sao_Paulo',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(d);
}
