import { atribuicaoSchema, F } from '@rcc/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { need } from '../../http/access';
import { actorOf } from '../pessoas/context';
import { getTipoPerfil, salvarAtribuicao } from './service';

const idParam = z.object({ id: z.coerce.number().int().positive() });
const tags = ['Gerenciar permissões'];

export default async function permissoesRoutes(app: FastifyInstance) {
  app.get(
    '/TipoPerfil/:id',
    { config: { access: need(F.GERENCIAR_PERMISSOES, 'consulta') }, schema: { tags, params: idParam } },
    async (req) => ({ success: true, data: await getTipoPerfil(app.db, (req.params as { id: number }).id) }),
  );
  for (const url of ['/AtribuicaoPerfil', '/AtribuicaoPerfil/:id']) {
    app.put(
      url,
      {
        config: { access: need(F.GERENCIAR_PERMISSOES, 'altera') },
        schema: { tags, body: atribuicaoSchema },
      },
      async (req) => {
        const body = req.body as z.infer<typeof atribuicaoSchema>;
        const data = await app.db.transaction((tx) => salvarAtribuicao(tx, actorOf(req), body));
        return { success: true, data };
      },
    );
  }
}
