import { type CtrActor, TIPO_PERFIL } from '@rcc/domain';
import { type SqlFragment, sql } from '../../db/sql';
import {
  type AuthUser,
  destinoPerfilIds,
  geradorPerfilIds,
  hasTipo,
  isStaff,
  transportadorPerfilId,
} from '../auth/user';

/** The user as the CTR machine sees it: live profiles and rights. */
export function actorOf(user: AuthUser | null): CtrActor | null {
  if (!user) return null;
  return {
    perfis: user.perfis
      .filter((p) => p.situacaoValidacao === 'A' || p.situacaoValidacao === 'P')
      .map((p) => ({ id: p.id, idTipoPerfil: p.idTipoPerfil })),
    rights: user.rights,
  };
}

/**
 * Public-authority viewers (Fiscalização, Entidade Pública) locate any CTR: inspecting transports
 * is their job (docs/decisions/0300-ctr-escopo-e-irregular.md). They change none.
 */
const seesAll = (user: AuthUser) =>
  isStaff(user) || hasTipo(user, TIPO_PERFIL.FISCALIZACAO, TIPO_PERFIL.ENTIDADE_PUBLICA);

export interface CtrOwners {
  idTransportador: number;
  idGerador: number;
  idDestinoFinal: number | null;
}

/** DESIGN §3 row scoping: transporter its own, generator its own, destination those sent to it. */
export function canSeeCtr(user: AuthUser | null, ctr: CtrOwners): boolean {
  if (!user) return false;
  if (seesAll(user)) return true;
  if (transportadorPerfilId(user) === ctr.idTransportador) return true;
  if (geradorPerfilIds(user).includes(ctr.idGerador)) return true;
  return ctr.idDestinoFinal != null && destinoPerfilIds(user).includes(ctr.idDestinoFinal);
}

/** The same rule as SQL over a CTR-shaped alias (table or view), index-friendly. */
export function ctrScope(user: AuthUser | null, alias: string): SqlFragment | null {
  if (!user) return sql`false`;
  if (seesAll(user)) return null;
  const col = (name: string) => sql.raw(`${alias}.${name}`);
  const conds: SqlFragment[] = [];
  const t = transportadorPerfilId(user);
  if (t) conds.push(sql`${col('id_transportador')} = ${t}`);
  const g = geradorPerfilIds(user);
  if (g.length) conds.push(sql`${col('id_gerador')} = ANY(${g}::int[])`);
  const d = destinoPerfilIds(user);
  if (d.length) conds.push(sql`${col('id_destino_final')} = ANY(${d}::int[])`);
  return conds.length ? sql`(${sql.join(conds, ' OR ')})` : sql`false`;
}
