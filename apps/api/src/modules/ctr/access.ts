import { type CtrActor, type CtrOwners, escopoCtr, perfisVivos, podeVerCtr } from '@rcc/domain';
import { type SqlFragment, sql } from '../../db/sql';
import type { AuthUser } from '../auth/user';

/** The user as the CTR machine sees it: live profiles and rights. */
export function actorOf(user: AuthUser | null): CtrActor | null {
  if (!user) return null;
  return {
    perfis: perfisVivos(user.perfis).map((p) => ({ id: p.id, idTipoPerfil: p.idTipoPerfil })),
    rights: user.rights,
  };
}

/** DESIGN §3 row scoping, the domain's rule (escopoCtr / podeVerCtr) for one CTR. */
export function canSeeCtr(user: AuthUser | null, ctr: CtrOwners): boolean {
  return user !== null && podeVerCtr(escopoCtr(user.perfis), ctr);
}

/** The owner column of each owner field. */
const COLUNA: Record<keyof CtrOwners, string> = {
  idTransportador: 'id_transportador',
  idGerador: 'id_gerador',
  idDestinoFinal: 'id_destino_final',
};

/**
 * The same decision as SQL over a CTR-shaped alias (table or view), index-friendly: null when the
 * user sees every CTR, else the owner columns that must hold one of the user's profile ids.
 */
export function ctrScope(user: AuthUser | null, alias: string): SqlFragment | null {
  if (!user) return sql`false`;
  const escopo = escopoCtr(user.perfis);
  if (escopo.todas) return null;
  const conds = (Object.keys(COLUNA) as (keyof CtrOwners)[])
    .filter((dono) => escopo.donos[dono].length > 0)
    .map((dono) => {
      const col = sql.raw(`${alias}.${COLUNA[dono]}`);
      const ids = escopo.donos[dono];
      // One profile (the usual case) is an equality, so that an index starting with the owner's
      // column gives the list in its order (`= ANY` does not on PostgreSQL 15, issue #17).
      return ids.length === 1 ? sql`${col} = ${ids[0]}::int` : sql`${col} = ANY(${ids}::int[])`;
    });
  return conds.length ? sql`(${sql.join(conds, ' OR ')})` : sql`false`;
}

/**
 * `ctrScope`'s rows, written `<owner column> = $n` when the user owns CTRs through a single profile
 * (a destination's, or a transporter's with no other owner profile): a plan kept for every call
 * (the Painel's, force_generic_plan) can then walk an index that starts with that column in a
 * list's order, which `= ANY($n)` does not allow on PostgreSQL 15 even for one element. Otherwise
 * `ctrScope`'s own text (`true` for a user who sees every CTR).
 */
export function ctrScopeUmDono(user: AuthUser, alias: string): SqlFragment {
  const escopo = escopoCtr(user.perfis);
  if (!escopo.todas) {
    const donos = (Object.keys(COLUNA) as (keyof CtrOwners)[]).filter((d) => escopo.donos[d].length > 0);
    const unico = donos.length === 1 ? escopo.donos[donos[0]!] : [];
    if (unico.length === 1) return sql`${sql.raw(`${alias}.${COLUNA[donos[0]!]}`)} = ${unico[0]}::int`;
  }
  return ctrScope(user, alias) ?? sql`true`;
}
