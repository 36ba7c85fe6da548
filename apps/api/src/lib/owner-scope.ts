import { AppError, TIPO_PERFIL } from '@rcc/domain';
import { type SqlFragment, sql } from '../db/sql';
import { type AuthUser, hasTipo, isStaff, transportadorPerfilId } from '../modules/auth/user';

/**
 * Row scope of a transporter's own rows (vehicles, bins; DESIGN §3): staff see all, a transporter
 * only its profile's rows, anyone else none. `alsoAll` lists other profile types that see every
 * row (e.g. inspection locating bins). Includes obey it too (issue #12).
 */
export function transportadorScope(
  user: AuthUser | null,
  alias: string,
  column = 'id_perfil',
  alsoAll: number[] = [],
): SqlFragment | null {
  if (!user) return sql`false`;
  if (isStaff(user) || (alsoAll.length && hasTipo(user, ...alsoAll))) return null;
  const own = transportadorPerfilId(user);
  return own ? sql`${sql.raw(`${alias}.${column}`)} = ${own}` : sql`false`;
}

export const INSPECAO = [TIPO_PERFIL.FISCALIZACAO, TIPO_PERFIL.ENTIDADE_PUBLICA];

/** The transporter profile a write acts for: its own for a transporter; the chosen one for staff. */
export function actingTransportador(user: AuthUser, chosen: number | undefined, missing: string): number {
  const own = transportadorPerfilId(user);
  if (own && !isStaff(user)) return own;
  if (!isStaff(user)) throw new AppError('FORBIDDEN');
  if (!chosen) throw new AppError('VALIDATION', missing, { idPerfil: missing });
  return chosen;
}

/** Whether a user may act on a row of the given owner (staff: any; transporter: its own). */
export function canActOn(user: AuthUser, idPerfil: number): boolean {
  return isStaff(user) || transportadorPerfilId(user) === idPerfil;
}
