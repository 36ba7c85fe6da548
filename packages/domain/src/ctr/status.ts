/** The 12 CTR statuses (spec 2 §4), spelled as stored in `situacao`. */
export const SITUACAO_CTR = {
  SOLICITADA: 'Solicitada',
  ENVIADA: 'Enviada',
  ALOCADA: 'Alocada',
  RETIRADA: 'Retirada',
  EM_PESAGEM: 'Em Pesagem',
  DESTINADA: 'Destinada',
  IRREGULAR: 'Irregular',
  RECUSADA: 'Recusada',
  CANCELADA: 'Cancelada',
  RESIDUO_REJEITADO: 'Resíduo Rejeitado',
  CANCELAMENTO_SOLICITADO: 'Cancelamento Solicitado',
  CANCELAMENTO_RECUSADO: 'Cancelamento Recusado',
} as const;

export type SituacaoCtr = (typeof SITUACAO_CTR)[keyof typeof SITUACAO_CTR];

const S = SITUACAO_CTR;

export const SITUACOES_CTR: readonly SituacaoCtr[] = Object.values(SITUACAO_CTR);

export function isSituacaoCtr(value: unknown): value is SituacaoCtr {
  return typeof value === 'string' && (SITUACOES_CTR as readonly string[]).includes(value);
}

/** Spec 2 §4: the transporter's open list. */
export const SITUACOES_ABERTAS_TRANSPORTADOR: readonly SituacaoCtr[] = [
  S.ALOCADA,
  S.ENVIADA,
  S.RESIDUO_REJEITADO,
  S.CANCELAMENTO_RECUSADO,
  S.CANCELAMENTO_SOLICITADO,
  S.SOLICITADA,
];

/** Spec 2 §9 default list filters. */
export const FILTRO_PADRAO_ALOCACAO: readonly SituacaoCtr[] = [S.ENVIADA];
export const FILTRO_PADRAO_RETIRADA: readonly SituacaoCtr[] = [S.ALOCADA];
export const FILTRO_PADRAO_CANCELAMENTO: readonly SituacaoCtr[] = [S.CANCELAMENTO_SOLICITADO];
/** Spec 2 §2: receipt list filter and the batch-receipt choices. */
export const SITUACOES_RECEBIMENTO: readonly SituacaoCtr[] = [
  S.RETIRADA,
  S.CANCELAMENTO_RECUSADO,
  S.EM_PESAGEM,
];

/** Spec 3 §2: the bin statuses drawn on the bin map. */
export const SITUACOES_CACAMBA_MAPA = [S.ENVIADA, S.EM_PESAGEM, S.ALOCADA, S.RETIRADA, S.IRREGULAR] as const;
/** Spec 3 §2: the occurrence layers of the same map, by the reporter's person type. */
export const CAMADAS_OCORRENCIA_MAPA = {
  'Com ocorrência Pessoa Física': 'F',
  'Com ocorrência Pessoa Jurídica': 'J',
} as const;
/** Spec 3 §2: the map's filter choices (statuses, then occurrence layers); only Alocada is ticked by default. */
export const SITUACOES_MAPA_CACAMBA = [
  ...SITUACOES_CACAMBA_MAPA,
  ...(Object.keys(CAMADAS_OCORRENCIA_MAPA) as Array<keyof typeof CAMADAS_OCORRENCIA_MAPA>),
] as const;
/** Spec 2 §4: bins standing at a work site — delivered, in use, or overdue there. */
export const SITUACOES_NA_OBRA: readonly SituacaoCtr[] = [S.ENVIADA, S.ALOCADA, S.IRREGULAR];
export const FILTRO_PADRAO_MAPA: readonly SituacaoCtr[] = [S.ALOCADA];

/**
 * Statuses no user action leaves. Destinada still takes triagem (no status change); Irregular is
 * set by the system job and the spec names no way out of it (spec 2 §4 is silent), so only staff
 * edits (canEditCtr) touch it.
 */
export const SITUACOES_FINAIS: readonly SituacaoCtr[] = [S.CANCELADA, S.DESTINADA, S.IRREGULAR];
