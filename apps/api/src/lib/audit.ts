import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../db/client';
import { sql } from '../db/sql';

/** One auditoria row (who, what, from where), written inside the change's transaction. */
export async function audit(
  tx: Queryable,
  req: Pick<FastifyRequest, 'ip' | 'user'>,
  entry: { entidade: string; idRegistro: number | string; acao: string; dados?: unknown },
): Promise<void> {
  await tx.query(sql`
    INSERT INTO auditoria (entidade, id_registro, acao, dados, id_usuario, ip)
    VALUES (${entry.entidade}, ${String(entry.idRegistro)}, ${entry.acao},
      ${entry.dados === undefined ? null : JSON.stringify(entry.dados)}::jsonb, ${req.user?.id ?? null}, ${req.ip})`);
}
