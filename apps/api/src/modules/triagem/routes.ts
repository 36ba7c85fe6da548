import { F, triagemCadastrarSchema } from '@rcc/domain';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { need } from '../../http/access';
import { ctxOf, ok } from '../ctr/context';
import { cadastrarTriagem } from './service';

/** Spec 2 §7 "Sorting". */
export default async function triagemRoutes(app: FastifyInstance) {
  app.post(
    '/residuos-triados-api/cadastrar',
    {
      config: { access: need(F.CONTROLAR_TRIADOS, 'altera') },
      schema: { tags: ['Triagem'], body: triagemCadastrarSchema },
    },
    async (req) =>
      ok(await cadastrarTriagem(ctxOf(app, req), req.body as z.output<typeof triagemCadastrarSchema>)),
  );
}
