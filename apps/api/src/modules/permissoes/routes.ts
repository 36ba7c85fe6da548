import { atribuicaoSchema, F, permissaoContract } from '@rcc/domain';
import { z } from 'zod';
import { need } from '../../http/access';
import type { ZodApp } from '../../http/contract';
import { actorOf } from '../pessoas/context';
import { getTipoPerfil, salvarAtribuicao } from './service';

const idParam = z.object({ id: z.coerce.number().int().positive() });
const tags = ['Gerenciar permissões'];

export default async function permissoesRoutes(app: ZodApp) {
  app.get(
    '/TipoPerfil/:id',
    {
      config: { access: need(F.GERENCIAR_PERMISSOES, 'consulta') },
      schema: {
        tags,
        summary: 'Tipo de perfil com suas permissões por funcionalidade',
        params: idParam,
        response: { 200: permissaoContract.tipoPerfil },
      },
    },
    async (req) => ({ success: true as const, data: await getTipoPerfil(app.db, req.params.id) }),
  );
  for (const url of ['/AtribuicaoPerfil', '/AtribuicaoPerfil/:id']) {
    app.put(
      url,
      {
        config: { access: need(F.GERENCIAR_PERMISSOES, 'altera') },
        schema: {
          tags,
          summary: 'Salvar as permissões de um tipo de perfil (incluir, alterar e remover)',
          body: atribuicaoSchema,
          response: { 200: permissaoContract.atribuicao },
        },
      },
      async (req) => {
        const body = req.body;
        const data = await app.db.transaction((tx) => salvarAtribuicao(tx, actorOf(req), body));
        return { success: true as const, data };
      },
    );
  }
}
