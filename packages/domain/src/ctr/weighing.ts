// The CTR messages alone (not the whole catalogue): the gate screen loads this rule (issue #16 item 5).
import { MSG_CTR as MSG } from '../messages/ctr';
import { TIPO_VEICULO, type TipoPoliguindaste, type TipoVeiculo } from './rules';

/** Material class ids fixed by the spec (spec 2 §3, §9; DESIGN §4). */
export const CLASSE_MATERIAL = { A: 1, CLASSE_MISTA: 6, CARGA_MISTA: 7 } as const;
/** Waste type 'Resíduo de Construção Civil - Não Segregado'. */
export const TIPO_RESIDUO_MISTO = 5;

const LIMITE: Record<TipoPoliguindaste, { max: number; message: string }> = {
  Simples: { max: 1, message: MSG.pesagem.limite1 },
  Duplo: { max: 2, message: MSG.pesagem.limite2 },
  Triplo: { max: 3, message: MSG.pesagem.limite3 },
};

function limite(tipo: TipoVeiculo | string, poliguindaste: TipoPoliguindaste | string | null | undefined) {
  if (tipo === TIPO_VEICULO.BASCULANTE) return { max: 1, message: MSG.pesagem.limiteBasculante };
  // A Poliguindaste without a known kind gets the strictest limit (spec silent).
  return LIMITE[poliguindaste as TipoPoliguindaste] ?? LIMITE.Simples;
}

/** Spec 2 §5: Basculante 1 CTR; Poliguindaste Simples 1, Duplo 2, Triplo 3. */
export function maxCtrsPorPesagem(
  tipo: TipoVeiculo | string,
  poliguindaste?: TipoPoliguindaste | string | null,
): number {
  return limite(tipo, poliguindaste).max;
}

/** The spec's message when `quantidade` CTRs exceed the vehicle's limit, else null. */
export function checkLimitePesagem(
  tipo: TipoVeiculo | string,
  poliguindaste: TipoPoliguindaste | string | null | undefined,
  quantidade: number,
): string | null {
  const l = limite(tipo, poliguindaste);
  return quantidade > l.max ? l.message : null;
}

export interface MisturaResult {
  /** The screen must confirm before applying `result` ("Declining cancels"). */
  needsConfirmation: boolean;
  /** The class every CTR takes, or null to keep each CTR's own class. */
  result: number | null;
}

/**
 * Quick weighing mix rules (spec 2 §4). The spec calls Classe Mista "id 5" in this rule but id 6
 * everywhere else (§3, §9, DESIGN §4); 5 is the mixed *waste type*, whose class is Classe Mista.
 * We use class 6, so the rule reads: class A with any other class → Carga Mista (7); Classe Mista
 * with a class other than 7, 1 and 6 → Classe Mista (6). Other mixes are not covered by the spec
 * and keep each CTR's class.
 */
export function resolveMistura(classIds: readonly number[]): MisturaResult {
  const distinct = new Set(classIds);
  const { A, CLASSE_MISTA, CARGA_MISTA } = CLASSE_MATERIAL;
  if (distinct.size <= 1) return { needsConfirmation: false, result: classIds[0] ?? null };
  if (distinct.has(A)) return { needsConfirmation: true, result: CARGA_MISTA };
  if (distinct.has(CLASSE_MISTA) && [...distinct].some((c) => c !== CARGA_MISTA && c !== CLASSE_MISTA)) {
    return { needsConfirmation: true, result: CLASSE_MISTA };
  }
  return { needsConfirmation: false, result: null };
}

export interface ResiduoItem {
  idTipoResiduo: number;
  idClasseMaterial?: number | null;
}

export interface PredominanteResult {
  idResiduoPredominante: number | null;
  /** Switching to the mixed type after a different second waste asks for confirmation. */
  needsConfirmation: boolean;
}

/**
 * Predominant waste (spec 2 §4, §5): one waste type is predominant by itself; two or more
 * distinct types, or any waste of class Classe Mista, make it the mixed type 5.
 */
export function resolveResiduoPredominante(residuos: readonly ResiduoItem[]): PredominanteResult {
  const tipos = new Set(residuos.map((r) => r.idTipoResiduo));
  if (tipos.size === 0) return { idResiduoPredominante: null, needsConfirmation: false };
  if (tipos.size > 1) return { idResiduoPredominante: TIPO_RESIDUO_MISTO, needsConfirmation: true };
  const forcedMixed = residuos.some((r) => r.idClasseMaterial === CLASSE_MATERIAL.CLASSE_MISTA);
  const [only] = tipos;
  return {
    idResiduoPredominante: forcedMixed ? TIPO_RESIDUO_MISTO : (only ?? null),
    needsConfirmation: false,
  };
}
