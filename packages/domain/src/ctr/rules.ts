import { MSG } from '../messages';
import { PRIVILEGED_EDIT_IDS } from '../profiles';
import { formatDateTime } from '../validators';
import { SITUACAO_CTR, type SituacaoCtr } from './status';

const S = SITUACAO_CTR;

export const TIPO_VEICULO = { BASCULANTE: 'Basculante', POLIGUINDASTE: 'Poliguindaste' } as const;
export type TipoVeiculo = (typeof TIPO_VEICULO)[keyof typeof TIPO_VEICULO];
export const TIPOS_POLIGUINDASTE = ['Simples', 'Duplo', 'Triplo'] as const;
export type TipoPoliguindaste = (typeof TIPOS_POLIGUINDASTE)[number];

/** Spec 2 §9 limits. */
export const LIMITES_CTR = {
  quantidadeCacambasMin: 1,
  quantidadeCacambasMax: 5,
  quantidadeCacambasPadrao: 1,
  observacaoMax: 200,
  observacaoRecebimentoMax: 500,
  observacaoTriagemMax: 500,
  justificativaRecusaMax: 200,
  justificativaCancelamentoMin: 7,
  justificativaCancelamentoMax: 255,
  fotoMaxBytes: 1_000_000,
  // "Volume field max length 7, min 0": the largest value that fits seven characters.
  volumeMax: 9_999_999,
  placaLength: 7,
  tokenLength: 6,
} as const;

// --- Vehicle and bin availability (spec 2 §4, spec 3 §4) ---

/** A vehicle or bin whose last request ended in one of these is free again. */
export const SITUACOES_LIBERAM_VEICULO_CACAMBA: readonly SituacaoCtr[] = [
  S.DESTINADA,
  S.RECUSADA,
  S.CANCELADA,
  S.RESIDUO_REJEITADO,
];

/** Free when never linked to a request (null) or its last request is finished. */
export function isVeiculoOrCacambaLivre(ultimaSituacao: SituacaoCtr | null | undefined): boolean {
  return ultimaSituacao == null || SITUACOES_LIBERAM_VEICULO_CACAMBA.includes(ultimaSituacao);
}

/**
 * Busy statuses: allocating a vehicle or bin already on a CTR in these is refused with
 * MSG.avaliacao.veiculoOcupado. Note the gap the spec leaves: a vehicle whose last CTR is Retirada
 * is neither free (not offered in the lookups) nor busy (not refused when typed in).
 */
export const SITUACOES_OCUPAM_VEICULO_CACAMBA: readonly SituacaoCtr[] = [S.ENVIADA, S.ALOCADA];

export function isVeiculoOrCacambaOcupado(situacao: SituacaoCtr | null | undefined): boolean {
  return situacao != null && SITUACOES_OCUPAM_VEICULO_CACAMBA.includes(situacao);
}

/** A bin with a request in one of these may not be edited (spec 3 §4). */
export const SITUACOES_BLOQUEIAM_EDICAO_CACAMBA: readonly SituacaoCtr[] = [
  S.ENVIADA,
  S.ALOCADA,
  S.RETIRADA,
  S.EM_PESAGEM,
];

export function isCacambaEditavel(situacoesDasSolicitacoes: Iterable<SituacaoCtr>): boolean {
  for (const s of situacoesDasSolicitacoes) if (SITUACOES_BLOQUEIAM_EDICAO_CACAMBA.includes(s)) return false;
  return true;
}

/** Vehicle change only when Enviada; bin change when Alocada or Enviada (spec 2 §4). */
export const canChangeVeiculo = (situacao: SituacaoCtr) => situacao === S.ENVIADA;
export const canChangeCacamba = (situacao: SituacaoCtr) => situacao === S.ENVIADA || situacao === S.ALOCADA;

/** Only Poliguindaste vehicles carry a bin; for Basculante the bin is sent empty (spec 2 §5). */
export const requiresCacamba = (tipo: TipoVeiculo | string | null | undefined) =>
  tipo === TIPO_VEICULO.POLIGUINDASTE;

// --- Removal wait (spec 2 §5, §9) ---

export const RETIRADA_ESPERA_MS = 30 * 60 * 1000;

/** When the bin may be removed: 30 min after allocation, at once for Basculante. */
export function retiradaLiberadaEm(dataHoraAlocacao: Date, tipoVeiculo: TipoVeiculo | string): Date {
  const wait = tipoVeiculo === TIPO_VEICULO.BASCULANTE ? 0 : RETIRADA_ESPERA_MS;
  return new Date(dataHoraAlocacao.getTime() + wait);
}

/**
 * The spec's warning while removal is still blocked, or null when allowed. Exactly 30:00 after the
 * allocation is allowed. No allocation time (a CTR still Enviada) means nothing to wait for.
 */
export function retiradaBloqueadaMensagem(
  dataHoraAlocacao: Date | null | undefined,
  tipoVeiculo: TipoVeiculo | string,
  now: Date,
): string | null {
  if (!dataHoraAlocacao) return null;
  const liberada = retiradaLiberadaEm(dataHoraAlocacao, tipoVeiculo);
  return now.getTime() < liberada.getTime() ? MSG.retirada.aguardar(formatDateTime(liberada)) : null;
}

// --- Edit eligibility (spec 2 §4) ---

export const EDIT_WINDOW_MS = 24 * 60 * 60 * 1000;

const NAO_EDITAVEL_STAFF: readonly SituacaoCtr[] = [S.DESTINADA, S.CANCELADA];
const NAO_EDITAVEL_DEMAIS: readonly SituacaoCtr[] = [
  S.CANCELAMENTO_RECUSADO,
  S.CANCELAMENTO_SOLICITADO,
  S.DESTINADA,
  S.CANCELADA,
];

export interface EditEligibility {
  situacao: SituacaoCtr;
  dataHoraSolicitacao: Date;
  editado: boolean;
  /** Secretaria or Administrador. */
  isStaff: boolean;
  now: Date;
}

/**
 * Staff may edit unless Destinada or Cancelada. Others only within 24 h of the request, once, and
 * not while cancellation is pending/refused. The window is half-open: exactly 24 h is too late
 * (the spec says "within 24 hours"; we read it as strictly less than 24 h elapsed).
 */
export function canEditCtr(c: EditEligibility): boolean {
  if (c.isStaff) return !NAO_EDITAVEL_STAFF.includes(c.situacao);
  if (c.editado || NAO_EDITAVEL_DEMAIS.includes(c.situacao)) return false;
  return c.now.getTime() - c.dataHoraSolicitacao.getTime() < EDIT_WINDOW_MS;
}

/** Profile types 4 and 10 edit without the "only once" confirmation (spec 2 §4, §9). */
export function skipsEditWarning(idsTipoPerfil: Iterable<number>): boolean {
  for (const id of idsTipoPerfil) if (PRIVILEGED_EDIT_IDS.includes(id)) return true;
  return false;
}

// --- Cancellation justification (spec 2 §5) ---

/** The spec's message for an invalid justification, or null when it is fine (trimmed, 7 to 255). */
export function validateJustificativaCancelamento(texto: string | null | undefined): string | null {
  const t = (texto ?? '').trim();
  if (t.length === 0 || t.length > LIMITES_CTR.justificativaCancelamentoMax) {
    return MSG.cancelamento.justificativaInvalida;
  }
  if (t.length < LIMITES_CTR.justificativaCancelamentoMin) return MSG.cancelamento.justificativaMinima;
  return null;
}
