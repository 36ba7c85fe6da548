import { type Acao, AppError, can, type FeatureTitle } from '@rcc/domain';
import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../../db/client';
import { audit as auditar } from '../auditoria/service';
import { type AuthUser, isStaff } from '../auth/user';

/** Who acts: the user (null in self-registration) and where from, for the audit trail. */
export interface Actor {
  user: AuthUser | null;
  ip: string;
}

export const actorOf = (req: FastifyRequest): Actor => ({ user: req.user, ip: req.ip });

/** An audit row in the same transaction as the change (BRIEF: people, profiles, permissions, settings, documents). */
export async function audit(
  tx: Queryable,
  actor: Actor,
  entidade: string,
  idRegistro: number | string | null,
  acao: string,
  dados: unknown = null,
): Promise<void> {
  await auditar(tx, {
    entidade,
    idRegistro,
    acao,
    dados: dados ?? undefined,
    user: actor.user,
    ip: actor.ip,
  });
}

/** Some row actions need several rights at once (doc 1 §6 table), beyond the route's declared pair. */
export function requireAll(user: AuthUser | null, pairs: Array<[FeatureTitle, Acao]>): void {
  if (!user) throw new AppError('UNAUTHENTICATED');
  if (!pairs.every(([f, a]) => can(user.rights, f, a))) throw new AppError('FORBIDDEN');
}

/** Staff reach every person; anyone else only its own (other persons answer 404, BRIEF scoping). */
export function assertPessoaScope(user: AuthUser | null, idPessoa: number): void {
  if (!user) throw new AppError('UNAUTHENTICATED');
  if (!isStaff(user) && user.idPessoa !== idPessoa) throw new AppError('NOT_FOUND');
}

export const notFound = () => new AppError('NOT_FOUND');
export const conflict = (message?: string) => new AppError('CONFLICT', message);
export const bad = (message: string, field?: string) =>
  new AppError('VALIDATION', message, field ? { [field]: message } : undefined);
