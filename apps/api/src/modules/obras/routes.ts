import { F, obraContract, okId } from '@rcc/domain';
import { z } from 'zod';
import { need, needAny } from '../../http/access';
import type { ZodApp } from '../../http/contract';
import { entityPaths } from '../../lib/entity-paths';
import { sendFile } from '../../lib/upload';
import * as service from './service';

const idParams = z.object({ id: z.coerce.number().int().positive() });
const fileQuery = z.object({ format: z.enum(['file', 'count']).default('file') });

/** Work sites (spec 3 §7): multipart create/edit with the PGRCC, delete, PGRCC download. */
export default async function obrasRoutes(app: ZodApp) {
  const tags = ['Obras'];
  for (const url of entityPaths('Obra')) {
    app.post(
      url,
      {
        config: { access: need(F.MANTER_OBRA, 'inclui') },
        schema: {
          tags,
          summary: 'Cadastrar obra (formulário multipart com o PGRCC)',
          consumes: ['multipart/form-data'],
          response: { 200: okId },
        },
      },
      async (req) => {
        const id = await service.create(app.db, req, await service.readObraForm(req));
        return { success: true as const, data: { id } };
      },
    );
    app.put(
      `${url}/:id`,
      {
        config: { access: need(F.MANTER_OBRA, 'altera') },
        schema: {
          tags,
          summary: 'Alterar obra (formulário multipart com o PGRCC)',
          consumes: ['multipart/form-data'],
          params: idParams,
          response: { 200: okId },
        },
      },
      async (req) => {
        const { id } = req.params;
        await service.update(app.db, req, id, await service.readObraForm(req));
        return { success: true as const, data: { id } };
      },
    );
    app.delete(
      `${url}/:id`,
      {
        config: { access: need(F.MANTER_OBRA, 'exclui') },
        schema: { tags, summary: 'Excluir obra', params: idParams, response: { 200: okId } },
      },
      async (req) => {
        const { id } = req.params;
        await service.remove(app.db, req, id);
        return { success: true as const, data: { id } };
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
        schema: {
          tags,
          summary: 'PGRCC da obra (arquivo) ou se ele existe (format=count)',
          params: idParams,
          querystring: fileQuery,
          response: {
            200: obraContract.pgrccCount.describe('Com format=count; com format=file, o arquivo.'),
          },
        },
      },
      async (req, reply) => {
        const { id } = req.params;
        const { format } = req.query;
        if (format === 'count') {
          const has = await service.pgrcc(app.db, req.user!, id).then(
            () => 1 as const,
            () => 0 as const,
          );
          return { success: true as const, data: { count: has } };
        }
        return sendFile(reply, await service.pgrcc(app.db, req.user!, id));
      },
    );
  }
}
