import { F } from '@rcc/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { need, needAny } from '../../http/access';
import { entityPaths } from '../../lib/entity-paths';
import { sendFile } from '../../lib/upload';
import * as service from './service';

const idParams = z.object({ id: z.coerce.number().int().positive() });
type IdParams = z.infer<typeof idParams>;
const fileQuery = z.object({ format: z.enum(['file', 'count']).default('file') });

/** Work sites (spec 3 §7): multipart create/edit with the PGRCC, delete, PGRCC download. */
export default async function obrasRoutes(app: FastifyInstance) {
  const tags = ['Obras'];
  for (const url of entityPaths('Obra')) {
    app.post(url, { config: { access: need(F.MANTER_OBRA, 'inclui') }, schema: { tags } }, async (req) => {
      const id = await service.create(app.db, req, await service.readObraForm(req));
      return { success: true, data: { id } };
    });
    app.put(
      `${url}/:id`,
      { config: { access: need(F.MANTER_OBRA, 'altera') }, schema: { tags, params: idParams } },
      async (req) => {
        const { id } = req.params as IdParams;
        await service.update(app.db, req, id, await service.readObraForm(req));
        return { success: true, data: { id } };
      },
    );
    app.delete(
      `${url}/:id`,
      { config: { access: need(F.MANTER_OBRA, 'exclui') }, schema: { tags, params: idParams } },
      async (req) => {
        const { id } = req.params as IdParams;
        await service.remove(app.db, req, id);
        return { success: true, data: { id } };
      },
    );
    app.get(
      `${url}/:id/pgrcc`,
      {
        config: {
          access: needAny(
            [F.MANTER_OBRA, 'consulta'],
            [F.SOLICITAR_TRANSPORTE, 'consulta'],
            [F.AVALIAR_SOLICITACAO, 'consulta'],
            [F.ENVIAR_NAO_SOLICITADO, 'consulta'],
          ),
        },
        schema: { tags, params: idParams, querystring: fileQuery },
      },
      async (req, reply) => {
        const { id } = req.params as IdParams;
        const { format } = req.query as z.infer<typeof fileQuery>;
        if (format === 'count') {
          const has = await service.pgrcc(app.db, req.user!, id).then(
            () => 1,
            () => 0,
          );
          return { success: true, data: { count: has } };
        }
        return sendFile(reply, await service.pgrcc(app.db, req.user!, id));
      },
    );
  }
}
