import type { Queryable } from '../../db/client';
import { type SqlFragment, sql } from '../../db/sql';
import { maskPersonalData } from './mask';

export interface AuditEntry {
  /** Entity name as the spec spells it: 'Pessoa', 'Perfil', 'SolicitacaoTransporte'… */
  entidade: string;
  idRegistro: string | number | null;
  /** What happened: 'inclusao', 'alteracao', 'exclusao', 'validacao', 'cancelamento'… */
  acao: string;
  /** What changed; personal data is masked before it is stored. */
  dados?: unknown;
  user?: { id: number } | null;
  ip?: string | null;
  /** When it happened; the database's now() when absent (the CTR rules pass their own clock). */
  dataHora?: Date;
}

/**
 * Writes one audit row (who, when, what, from where) in the caller's transaction, so the trail
 * and the change commit or roll back together (DESIGN §7).
 */
export async function audit(tx: Queryable, e: AuditEntry): Promise<number> {
  const [row] = await tx.query<{ id: number }>(sql`${auditoriaInsert(e)} RETURNING id`);
  return row!.id;
}

/**
 * The audit row's INSERT as a fragment, for a service that writes it in the same statement as the
 * change it records (e.g. a CTR's history and audit in one round trip, ctr/store.ts).
 */
export function auditoriaInsert(e: AuditEntry): SqlFragment {
  const dados = e.dados === undefined ? null : JSON.stringify(maskPersonalData(e.dados));
  return sql`
    INSERT INTO auditoria (entidade, id_registro, acao, dados, id_usuario, ip, data_hora)
    VALUES (${e.entidade.slice(0, 60)}, ${e.idRegistro === null ? null : String(e.idRegistro).slice(0, 60)},
      ${e.acao.slice(0, 60)}, ${dados}::jsonb, ${e.user?.id ?? null}, ${e.ip?.slice(0, 64) ?? null},
      coalesce(${e.dataHora ?? null}::timestamptz, now()))`;
}
