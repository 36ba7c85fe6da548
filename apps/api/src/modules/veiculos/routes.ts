import { F, placaSchema } from '@rcc/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { need, needAny } from '../../http/access';
import { entityPaths } from '../../lib/entity-paths';
import { sendFile } from '../../lib/upload';
import * as service from './service';

const idParams = z.object({ id: z.coerce.number().int().positive() });
type IdParams = z.infer<typeof idParams>;
const fileQuery = z.object({ format: z.enum(['file', 'count']).default('file') });
const prestadorBody = placaSchema.extend({ idPerfil: z.coerce.number().int().positive().optional() });

/** Vehicles (spec 3 §7): multipart create/edit with the document, soft delete/restore, plate check. */
export default async function veiculosRoutes(app: FastifyInstance) {
  const tags = ['Veículos'];
  for (const url of entityPaths('Veiculo')) {
    app.post(url, { config: { access: need(F.MANTER_VEICULO, 'inclui') }, schema: { tags } }, async (req) => {
      const id = await service.create(app.db, req, await service.readVeiculoForm(req));
      return { success: true, data: { id } };
    });
    // Edit needs altera, delete exclui, restore an administrator with exclui: the service decides.
    app.put(
      `${url}/:id`,
      {
        config: { access: needAny([F.MANTER_VEICULO, 'altera'], [F.MANTER_VEICULO, 'exclui']) },
        schema: { tags, params: idParams },
      },
      async (req) => {
        const { id } = req.params as IdParams;
        await service.update(app.db, req, id, await service.readVeiculoForm(req));
        return { success: true, data: { id } };
      },
    );
    app.get(
      `${url}/:id/documento`,
      {
        config: { access: need(F.MANTER_VEICULO, 'consulta') },
        schema: { tags, params: idParams, querystring: fileQuery },
      },
      async (req, reply) => {
        const { id } = req.params as IdParams;
        const { format } = req.query as z.infer<typeof fileQuery>;
        if (format === 'count') {
          return { success: true, data: { count: await service.hasDocumento(app.db, req.user!, id) } };
        }
        return sendFile(reply, await service.documento(app.db, req.user!, id));
      },
    );
  }
  app.post(
    '/find-veiculos-prestador',
    {
      config: { access: needAny([F.MANTER_VEICULO, 'inclui'], [F.MANTER_VEICULO, 'altera']) },
      schema: { tags, body: prestadorBody },
    },
    async (req) => {
      const { placa, idPerfil } = req.body as z.infer<typeof prestadorBody>;
      return { success: true, data: await service.findPrestador(app.db, req.user!, placa, idPerfil) };
    },
  );
}
