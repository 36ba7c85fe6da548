import { cacambaContract, F, okId } from '@rcc/domain';
import { z } from 'zod';
import { need, needAny } from '../../http/access';
import type { ZodApp } from '../../http/contract';
import { entityPaths } from '../../lib/entity-paths';
import * as service from './service';

const idParams = z.object({ id: z.coerce.number().int().positive() });
// Validated by the service (cacambaCreateSchema / cacambaUpdateSchema / excluidoSchema of the domain).
const body = z.record(z.string(), z.unknown());

/** Bins (spec 3 §7): create with quantidade, edit, soft delete and restore. */
export default async function cacambasRoutes(app: ZodApp) {
  const tags = ['Caçambas'];
  for (const url of entityPaths('Cacamba')) {
    app.post(
      url,
      {
        config: { access: need(F.MANTER_CACAMBA, 'inclui') },
        schema: {
          tags,
          summary: 'Cadastrar caçambas (1 a 50 de uma vez, numeradas em sequência)',
          body,
          response: { 200: cacambaContract.create },
        },
      },
      async (req) => {
        const rows = await service.create(app.db, req.user!, req.body);
        return { success: true as const, data: { id: rows[0]!.id, rows, count: rows.length } };
      },
    );
    // Edit and restore need altera, delete exclui: the service decides from the body.
    app.put(
      `${url}/:id`,
      {
        config: { access: needAny([F.MANTER_CACAMBA, 'altera'], [F.MANTER_CACAMBA, 'exclui']) },
        schema: {
          tags,
          summary: 'Alterar caçamba, ou excluir/restaurar com só { excluido: 1 | 0 }',
          params: idParams,
          body,
          response: { 200: okId },
        },
      },
      async (req) => {
        const { id } = req.params;
        await service.update(app.db, req, id, req.body);
        return { success: true as const, data: { id } };
      },
    );
  }
}
