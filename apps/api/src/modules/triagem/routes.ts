import { F, triagemCadastrarSchema, triagemContract } from '@rcc/domain';
import { need } from '../../http/access';
import type { ZodApp } from '../../http/contract';
import { ctxOf, ok } from '../ctr/context';
import { cadastrarTriagem } from './service';

/** Spec 2 §7 "Sorting". */
export default async function triagemRoutes(app: ZodApp) {
  app.post(
    '/residuos-triados-api/cadastrar',
    {
      config: { access: need(F.CONTROLAR_TRIADOS, 'altera') },
      schema: {
        tags: ['Triagem'],
        summary: 'Cadastrar ou alterar a triagem de uma CTR destinada (linhas a incluir, alterar, remover)',
        body: triagemCadastrarSchema,
        response: { 200: triagemContract.cadastrar },
      },
    },
    async (req) => ok(await cadastrarTriagem(ctxOf(app, req), req.body)),
  );
}
