import type { Acao, FeatureTitle } from '../features';
import type { Rights } from '../permissions';
import type { TipoVeiculo } from './rules';
import type { SituacaoCtr } from './status';

export const CTR_ACTIONS = [
  'solicitar',
  'enviarNaoSolicitado',
  'aceitar',
  'recusar',
  'alocar',
  'retirar',
  'adicionarPesagem',
  'removerPesagem',
  'receber',
  'rejeitar',
  'corrigirDados',
  'solicitarCancelamento',
  'recusarCancelamento',
  'aceitarCancelamento',
  'destinar',
  'prosseguir',
  'alterarTransportador',
  'voltarAlocada',
  'editar',
  'triagem',
  'marcarIrregular',
] as const;
export type CtrAction = (typeof CTR_ACTIONS)[number];

/**
 * Who may act on a CTR. Ownership compares profile ids (Perfil.id) with the CTR's idTransportador
 * (types 2/9), idGerador (1/8) and idDestinoFinal (3); staff are Secretaria (4) and Administrador
 * (10); 'veiculo' is the quick-destination driver identified by plate + token, whose vehicle belongs
 * to the CTR's transporter; 'sistema' is the background job.
 */
export type CtrRole = 'transportador' | 'gerador' | 'destino' | 'staff' | 'veiculo' | 'sistema';

/** What the machine needs to know about a CTR. */
export interface CtrState {
  id?: number | null;
  situacao: SituacaoCtr;
  idTransportador?: number | null;
  idGerador?: number | null;
  idDestinoFinal?: number | null;
  realocado?: boolean | null;
  /** The status before Cancelamento Solicitado, stored when cancellation is requested. */
  situacaoAnterior?: SituacaoCtr | null;
  dataHoraSolicitacao?: Date | null;
  dataHoraAlocacao?: Date | null;
  editado?: boolean | null;
  tipoVeiculo?: TipoVeiculo | string | null;
}

export interface CtrActor {
  /** The user's live profiles (validated or pending). */
  perfis?: readonly { id: number; idTipoPerfil: number }[];
  rights?: Rights | null;
  sistema?: boolean;
  veiculo?: { idPerfil: number } | null;
}

export interface GuardInput {
  ctr: CtrState;
  roles: ReadonlySet<CtrRole>;
  now: Date;
}

export interface Guard {
  /** The refusal message, or null when the guard passes. */
  check: (g: GuardInput) => string | null;
  /** Checked when the action is submitted, not when deciding to show its button. */
  onSubmitOnly?: boolean;
}

export interface TransitionDef {
  /** pt-BR verb phrase used in refusal messages. */
  label: string;
  /** Statuses the server accepts; 'novo' creates a CTR. */
  from: readonly SituacaoCtr[] | 'novo';
  /** Statuses where the screen shows the button, when narrower than `from`. */
  shownFrom?: readonly SituacaoCtr[];
  to: SituacaoCtr | 'remembered' | 'unchanged';
  /** Feature title + action the user needs (null for the job and the driver). */
  permission: { feature: FeatureTitle; acao: Acao } | null;
  who: readonly CtrRole[];
  guards?: readonly Guard[];
  /** Store the current status in situacaoAnterior (for prosseguir). */
  remembersPrevious?: true;
  /** Set realocado, so that a CTR reverts to Alocada only once. */
  setsRealocado?: true;
}
