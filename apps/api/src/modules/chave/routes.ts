import { chaveCreateSchema, chaveUpdateSchema, F, MSG_PESSOAS as M } from '@rcc/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { need } from '../../http/access';
import { actorOf } from '../pessoas/context';
import { createChave, listChaves, updateChave } from './service';

const idParam = z.object({ id: z.coerce.number().int().positive() });
const tags = ['Editar meus dados'];

export default async function chaveRoutes(app: FastifyInstance) {
  for (const url of ['/chave', '/chave/']) {
    app.get(
      url,
      { config: { access: need(F.EDITAR_MEUS_DADOS, 'consulta') }, schema: { tags } },
      async (req) => {
        const rows = await listChaves(app.db, req.user!);
        return { success: true, data: { rows, count: rows.length } };
      },
    );
  }
  app.post(
    '/chave',
    { config: { access: need(F.EDITAR_MEUS_DADOS, 'altera') }, schema: { tags, body: chaveCreateSchema } },
    async (req) => {
      const { clientId } = req.body as z.infer<typeof chaveCreateSchema>;
      const data = await app.db.transaction((tx) => createChave(tx, actorOf(req), clientId));
      return { success: true, data, message: M.tokenGerado };
    },
  );
  app.put(
    '/chave/:id',
    {
      config: { access: need(F.EDITAR_MEUS_DADOS, 'altera') },
      schema: { tags, params: idParam, body: chaveUpdateSchema },
    },
    async (req) => {
      const { id } = req.params as z.infer<typeof idParam>;
      const body = req.body as z.infer<typeof chaveUpdateSchema>;
      const data = await app.db.transaction((tx) => updateChave(tx, actorOf(req), id, body));
      return {
        success: true,
        data,
        message: body.excluido === 'S' ? M.tokenApagado : M.identificadorAlterado,
      };
    },
  );
}
