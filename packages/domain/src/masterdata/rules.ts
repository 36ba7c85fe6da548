/** Master-data rules shared by the screen and the server (spec 2 §4, spec 3 §4–§6, §9). */

// Availability and bin edit locks live with the CTR rules (ctr/rules.ts: isVeiculoOrCacambaLivre,
// SITUACOES_BLOQUEIAM_EDICAO_CACAMBA); vehicle types there too.
export const TIPOS_VEICULO = ['Basculante', 'Poliguindaste'] as const;

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

/** Date in Brasília (YYYY-MM-DD) of an instant: the obra duration rules count days there. */
export function dataBrasilia(d: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Sao_Paulo',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(d);
}
