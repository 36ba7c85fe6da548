import { GERADOR_IDS, TIPO_PERFIL, TRANSPORTADOR_IDS } from '../profiles';

/**
 * Which CTRs a user sees (DESIGN §3 row scoping), stated once for the API (canSeeCtr, the SQL of
 * ctrScope) and the web: staff and inspection see all; a transporter its own; a generator its own;
 * a final destination those sent to it. Ownership compares profile ids (Perfil.id) with the CTR's
 * owner columns.
 */

/** A profile of the user: its id (Perfil.id), its type and, when known, its validation status. */
export interface PerfilEscopo {
  id: number;
  idTipoPerfil: number;
  situacaoValidacao?: string | null;
}

/** The owner columns of a CTR the rule compares with the user's profiles. */
export interface CtrOwners {
  idTransportador?: number | null;
  idGerador?: number | null;
  idDestinoFinal?: number | null;
}
type Dono = keyof CtrOwners;

/** Secretaria and Administrador. */
export const STAFF_IDS: readonly number[] = [TIPO_PERFIL.SECRETARIA, TIPO_PERFIL.ADMINISTRADOR];

/**
 * Profile types that see every CTR: staff, and the public authority's viewers (Fiscalização,
 * Entidade Pública), whose job is to inspect transports (docs/decisions/0300-ctr-escopo-e-irregular.md).
 */
const VE_TODAS_IDS: readonly number[] = [
  ...STAFF_IDS,
  TIPO_PERFIL.FISCALIZACAO,
  TIPO_PERFIL.ENTIDADE_PUBLICA,
];

/** The profiles that count: validated or pending (an inactive profile gives no access). */
export const perfisVivos = <P extends PerfilEscopo>(perfis: readonly P[]): P[] =>
  perfis.filter(
    (p) => p.situacaoValidacao == null || p.situacaoValidacao === 'A' || p.situacaoValidacao === 'P',
  );

export const ehStaff = (perfis: readonly PerfilEscopo[]): boolean =>
  perfisVivos(perfis).some((p) => STAFF_IDS.includes(p.idTipoPerfil));

/** Spec 2 §6: a transporter acts through its first transporter profile. */
export const transportadorDoUsuario = (perfis: readonly PerfilEscopo[]): number | null =>
  perfisVivos(perfis).find((p) => TRANSPORTADOR_IDS.includes(p.idTipoPerfil))?.id ?? null;

/** The decision: every CTR, or those whose owner column holds one of the listed profile ids. */
export type EscopoCtr = { todas: true } | { todas: false; donos: Record<Dono, number[]> };

export function escopoCtr(perfis: readonly PerfilEscopo[]): EscopoCtr {
  const vivos = perfisVivos(perfis);
  if (vivos.some((p) => VE_TODAS_IDS.includes(p.idTipoPerfil))) return { todas: true };
  const ids = (tipos: readonly number[]) =>
    vivos.filter((p) => tipos.includes(p.idTipoPerfil)).map((p) => p.id);
  const transportador = transportadorDoUsuario(vivos);
  return {
    todas: false,
    donos: {
      idTransportador: transportador === null ? [] : [transportador],
      idGerador: ids(GERADOR_IDS),
      idDestinoFinal: ids([TIPO_PERFIL.DESTINO_FINAL]),
    },
  };
}

/** Whether the user of `escopo` sees this CTR. */
export function podeVerCtr(escopo: EscopoCtr, ctr: CtrOwners): boolean {
  if (escopo.todas) return true;
  return (Object.keys(escopo.donos) as Dono[]).some((dono) => {
    const id = ctr[dono];
    return id != null && escopo.donos[dono].includes(id);
  });
}
