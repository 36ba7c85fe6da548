import { TIPO_PERFIL } from '@rcc/domain';
import type { Queryable } from '../../db/client';
import { sql } from '../../db/sql';

/** Who owns an endpoint, as its person is now: the authority, or its live profiles. */
export interface DonoEndpoint {
  idPessoa: number;
  autoridade: boolean;
  perfis: number[];
  tiposPerfil: number[];
}

export async function donoDe(tx: Queryable, idPessoa: number): Promise<DonoEndpoint> {
  const rows = await tx.query<{ id: number; idTipoPerfil: number }>(sql`
    SELECT id, id_tipo_perfil AS "idTipoPerfil" FROM perfil
    WHERE id_pessoa = ${idPessoa} AND situacao_validacao IN ('A', 'P')`);
  const tipos = rows.map((r) => r.idTipoPerfil);
  return {
    idPessoa,
    autoridade: tipos.some((t) => t === TIPO_PERFIL.SECRETARIA || t === TIPO_PERFIL.ADMINISTRADOR),
    perfis: rows.map((r) => r.id),
    tiposPerfil: tipos,
  };
}

/**
 * The owner scope of an event (DESIGN §8): the authority receives every event; a transporter,
 * generator or destination only the CTRs where its profile is one of the parties; a person only
 * its own registration, documents and licence; a message only when addressed to one of its
 * profile types. An occurrence's answer concerns the citizen who registered it: authority only.
 */
export function alcanca(dono: DonoEndpoint, tipo: string, payload: Record<string, unknown>): boolean {
  if (dono.autoridade) return true;
  const temPerfil = (v: unknown) => typeof v === 'number' && dono.perfis.includes(v);
  switch (tipo.split('.')[0]) {
    case 'ctr':
      return (
        temPerfil(payload.idTransportador) || temPerfil(payload.idGerador) || temPerfil(payload.idDestino)
      );
    case 'pessoa':
    case 'documento':
    case 'cltrcc':
      return payload.idPessoa === dono.idPessoa;
    case 'mensagem':
      return (
        Array.isArray(payload.idsTipoPerfil) &&
        payload.idsTipoPerfil.some((t) => typeof t === 'number' && dono.tiposPerfil.includes(t))
      );
    default:
      return false;
  }
}
