import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../db/client';
import { audit as auditar } from '../modules/auditoria/service';

/** One auditoria row (who, what, from where), written inside the change's transaction; personal data masked. */
export async function audit(
  tx: Queryable,
  req: Pick<FastifyRequest, 'ip' | 'user'>,
  entry: { entidade: string; idRegistro: number | string; acao: string; dados?: unknown },
): Promise<void> {
  await auditar(tx, { ...entry, user: req.user ?? null, ip: req.ip });
}
