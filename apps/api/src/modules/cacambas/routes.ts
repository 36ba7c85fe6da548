import { F } from '@rcc/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { need, needAny } from '../../http/access';
import { entityPaths } from '../../lib/entity-paths';
import * as service from './service';

const idParams = z.object({ id: z.coerce.number().int().positive() });
type IdParams = z.infer<typeof idParams>;
const body = z.record(z.string(), z.unknown());

/** Bins (spec 3 §7): create with quantidade, edit, soft delete and restore. */
export default async function cacambasRoutes(app: FastifyInstance) {
  const tags = ['Caçambas'];
  for (const url of entityPaths('Cacamba')) {
    app.post(
      url,
      { config: { access: need(F.MANTER_CACAMBA, 'inclui') }, schema: { tags, body } },
      async (req) => {
        const rows = await service.create(app.db, req.user!, req.body);
        return { success: true, data: { id: rows[0]?.id, rows, count: rows.length } };
      },
    );
    // Edit and restore need altera, delete exclui: the service decides from the body.
    app.put(
      `${url}/:id`,
      {
        config: { access: needAny([F.MANTER_CACAMBA, 'altera'], [F.MANTER_CACAMBA, 'exclui']) },
        schema: { tags, params: idParams, body },
      },
      async (req) => {
        const { id } = req.params as IdParams;
        await service.update(app.db, req, id, req.body);
        return { success: true, data: { id } };
      },
    );
  }
}
