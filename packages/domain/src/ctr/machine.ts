import { conflict, forbidden } from '../errors';
import { MSG } from '../messages';
import { can } from '../permissions';
import { GERADOR_IDS, TIPO_PERFIL, TRANSPORTADOR_IDS } from '../profiles';
import { STAFF_IDS } from './scope';
import type { SituacaoCtr } from './status';
import { CTR_TRANSITIONS } from './transitions';
import {
  CTR_ACTIONS,
  type CtrAction,
  type CtrActor,
  type CtrRole,
  type CtrState,
  type TransitionDef,
} from './types';

const T = MSG.sistema.transicao;

/** A CTR, or a draft being created (situacao null). */
export type CtrSubject = Omit<CtrState, 'situacao'> & { situacao: SituacaoCtr | null };

/** Extra facts for nextStatus: the CTR's other fields, the actor, and the clock. */
export interface TransitionContext extends Omit<Partial<CtrState>, 'situacao'> {
  actor?: CtrActor | null;
  now?: Date;
}

export const getTransition = (action: CtrAction): TransitionDef => CTR_TRANSITIONS[action];

/** The roles `actor` plays on this CTR (see CtrRole). */
export function rolesOf(ctr: Omit<CtrSubject, 'situacao'>, actor: CtrActor | null | undefined): Set<CtrRole> {
  const roles = new Set<CtrRole>();
  if (!actor) return roles;
  if (actor.sistema) roles.add('sistema');
  if (actor.veiculo && ctr.idTransportador != null && actor.veiculo.idPerfil === ctr.idTransportador) {
    roles.add('veiculo');
  }
  const owns = (types: readonly number[], id: number | null | undefined) =>
    id != null && (actor.perfis ?? []).some((p) => types.includes(p.idTipoPerfil) && p.id === id);
  if ((actor.perfis ?? []).some((p) => STAFF_IDS.includes(p.idTipoPerfil))) roles.add('staff');
  if (owns(TRANSPORTADOR_IDS, ctr.idTransportador)) roles.add('transportador');
  if (owns(GERADOR_IDS, ctr.idGerador)) roles.add('gerador');
  if (owns([TIPO_PERFIL.DESTINO_FINAL], ctr.idDestinoFinal)) roles.add('destino');
  return roles;
}

type Outcome = { ok: true; to: SituacaoCtr } | { ok: false; kind: 'forbidden' | 'conflict'; message: string };

interface EvalOptions {
  checkAuth: boolean;
  submitGuards: boolean;
}

function statusMessage(
  def: TransitionDef,
  from: SituacaoCtr | null,
  id: number | null | undefined,
): string | null {
  if (def.from === 'novo') return from === null ? null : T.criacaoInvalida(def.label);
  if (from === null) return MSG.retirada.naoEncontrada;
  if (def.from.includes(from)) return null;
  // Spec 2 §8 has its own text for a removal refused by status.
  if (def === CTR_TRANSITIONS.retirar && id != null) return MSG.retirada.naoPermitida(id);
  return T.situacaoInvalida(def.label, from);
}

function evaluate(
  action: CtrAction,
  ctr: CtrSubject,
  actor: CtrActor | null | undefined,
  now: Date,
  opts: EvalOptions,
): Outcome {
  const def = CTR_TRANSITIONS[action];
  const roles = rolesOf(ctr, actor);
  if (opts.checkAuth) {
    const permitted = !def.permission || can(actor?.rights, def.permission.feature, def.permission.acao);
    if (!permitted || !def.who.some((r) => roles.has(r))) {
      return { ok: false, kind: 'forbidden', message: T.semPermissao(def.label) };
    }
  }
  const statusError = statusMessage(def, ctr.situacao, ctr.id);
  if (statusError) return { ok: false, kind: 'conflict', message: statusError };
  // A draft has no status yet; guards of creation actions would see a placeholder.
  const state: CtrState = { ...ctr, situacao: ctr.situacao ?? (def.to as SituacaoCtr) };
  for (const guard of def.guards ?? []) {
    if (guard.onSubmitOnly && !opts.submitGuards) continue;
    const message = guard.check({ ctr: state, roles, now });
    if (message) return { ok: false, kind: 'conflict', message };
  }
  if (def.to === 'unchanged') return { ok: true, to: state.situacao };
  if (def.to === 'remembered') return { ok: true, to: state.situacaoAnterior as SituacaoCtr };
  return { ok: true, to: def.to };
}

/**
 * The status `action` leads to from `from` (null: creating a CTR), or a 409 AppError with a
 * Portuguese message. Checks statuses and guards, not permissions (see assertTransition).
 * 'remembered' resolves to ctx.situacaoAnterior; 'unchanged' to `from`.
 */
export function nextStatus(
  action: CtrAction,
  from: SituacaoCtr | null,
  ctx: TransitionContext = {},
): SituacaoCtr {
  const { actor, now, ...rest } = ctx;
  const outcome = evaluate(action, { ...rest, situacao: from }, actor, now ?? new Date(), {
    checkAuth: false,
    submitGuards: true,
  });
  if (!outcome.ok) throw conflict(outcome.message);
  return outcome.to;
}

/**
 * What the server calls inside the locking transaction: 403 when the actor lacks the feature
 * permission or plays no allowed role on this CTR, 409 when status or a guard refuses.
 */
export function assertTransition(
  action: CtrAction,
  ctr: CtrSubject,
  actor: CtrActor | null | undefined,
  now: Date = new Date(),
): SituacaoCtr {
  const outcome = evaluate(action, ctr, actor, now, { checkAuth: true, submitGuards: true });
  if (outcome.ok) return outcome.to;
  throw outcome.kind === 'forbidden' ? forbidden(outcome.message) : conflict(outcome.message);
}

/**
 * Whether the transition would be allowed. Without an actor only statuses and guards are checked
 * (guards that depend on a role then see none).
 */
export function canTransition(
  action: CtrAction,
  ctr: CtrSubject,
  actor?: CtrActor | null,
  now: Date = new Date(),
): boolean {
  return evaluate(action, ctr, actor, now, { checkAuth: actor !== undefined, submitGuards: true }).ok;
}

/**
 * The actions whose buttons the screen shows for this CTR and user: the button's statuses
 * (shownFrom), permission, role, and guards other than those told by the form on submit.
 */
export function availableActions(ctr: CtrState, actor: CtrActor | null, now: Date = new Date()): CtrAction[] {
  return CTR_ACTIONS.filter((action) => {
    const def = CTR_TRANSITIONS[action];
    if (def.from === 'novo') return false;
    if (!(def.shownFrom ?? def.from).includes(ctr.situacao)) return false;
    return evaluate(action, ctr, actor, now, { checkAuth: true, submitGuards: false }).ok;
  });
}
