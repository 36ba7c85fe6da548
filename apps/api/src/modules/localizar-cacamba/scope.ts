import { sql, type SqlFragment } from '../../db/sql';
import { type AuthUser, isStaff, transportadorPerfilId } from '../auth/user';

/** A transporter sees only its own bins (DESIGN §3); staff and inspection see all. */
export function cacambaScope(u: AuthUser | null, col: string): SqlFragment | null {
  if (!u) return sql`false`;
  if (isStaff(u)) return null;
  const perfil = transportadorPerfilId(u);
  return perfil ? sql`${sql.raw(col)} = ${perfil}` : null;
}
