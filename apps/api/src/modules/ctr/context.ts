import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { CtrCtx } from './store';

export const ctxOf = (app: FastifyInstance, req: FastifyRequest): CtrCtx => ({
  db: app.db,
  user: req.user,
  ip: req.ip ?? null,
  now: app.clock.now(),
});

export const idParams = z.object({
  id: z.coerce
    .number({ error: 'Identificador inválido.' })
    .int()
    .positive({ error: 'Identificador inválido.' }),
});

export const ok = <T>(data: T) => ({ success: true as const, data });
