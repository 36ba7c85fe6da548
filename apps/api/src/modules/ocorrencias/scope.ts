import { can, F } from '@rcc/domain';
import { sql, type SqlFragment } from '../../db/sql';
import type { AuthUser } from '../auth/user';

/** Who follows occurrences up (consulta on 'Acompanhar Ocorrência') sees all of them. */
export const seesAllOcorrencias = (u: AuthUser | null) =>
  !!u && can(u.rights, F.ACOMPANHAR_OCORRENCIA, 'consulta');

/**
 * Spec 3 §6: anyone else (citizens, generators, public bodies) sees only the occurrences registered
 * by a user of their own person. `col` is the registering user column.
 */
export function ocorrenciaScope(u: AuthUser | null, col: string): SqlFragment | null {
  if (seesAllOcorrencias(u)) return null;
  if (!u) return sql`false`;
  return sql`${sql.raw(col)} IN (SELECT id FROM usuario WHERE id_pessoa = ${u.idPessoa})`;
}
