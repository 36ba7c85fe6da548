import { F, okId, placaSchema, veiculoContract } from '@rcc/domain';
import { z } from 'zod';
import { need, needAny } from '../../http/access';
import type { ZodApp } from '../../http/contract';
import { entityPaths } from '../../lib/entity-paths';
import { sendFile } from '../../lib/upload';
import * as service from './service';

const idParams = z.object({ id: z.coerce.number().int().positive() });
const fileQuery = z.object({ format: z.enum(['file', 'count']).default('file') });
const prestadorBody = placaSchema.extend({ idPerfil: z.coerce.number().int().positive().optional() });

/** Vehicles (spec 3 §7): multipart create/edit with the document, soft delete/restore, plate check. */
export default async function veiculosRoutes(app: ZodApp) {
  const tags = ['Veículos'];
  for (const url of entityPaths('Veiculo')) {
    app.post(
      url,
      {
        config: { access: need(F.MANTER_VEICULO, 'inclui') },
        schema: {
          tags,
          summary: 'Cadastrar veículo (formulário multipart com o documento)',
          consumes: ['multipart/form-data'],
          response: { 200: okId },
        },
      },
      async (req) => {
        const id = await service.create(app.db, req, await service.readVeiculoForm(req));
        return { success: true as const, data: { id } };
      },
    );
    // Edit needs altera, delete exclui, restore an administrator with exclui: the service decides.
    app.put(
      `${url}/:id`,
      {
        config: { access: needAny([F.MANTER_VEICULO, 'altera'], [F.MANTER_VEICULO, 'exclui']) },
        schema: {
          tags,
          summary: 'Alterar, excluir ou restaurar veículo (formulário multipart)',
          consumes: ['multipart/form-data'],
          params: idParams,
          response: { 200: okId },
        },
      },
      async (req) => {
        const { id } = req.params;
        await service.update(app.db, req, id, await service.readVeiculoForm(req));
        return { success: true as const, data: { id } };
      },
    );
    app.get(
      `${url}/:id/documento`,
      {
        config: { access: need(F.MANTER_VEICULO, 'consulta') },
        schema: {
          tags,
          summary: 'Documento do veículo (arquivo) ou se ele existe (format=count)',
          params: idParams,
          querystring: fileQuery,
          response: {
            200: veiculoContract.documentoCount.describe('Com format=count; com format=file, o arquivo.'),
          },
        },
      },
      async (req, reply) => {
        const { id } = req.params;
        const { format } = req.query;
        if (format === 'count') {
          const count = await service.hasDocumento(app.db, req.user!, id);
          return { success: true as const, data: { count: count ? (1 as const) : (0 as const) } };
        }
        return sendFile(reply, await service.documento(app.db, req.user!, id));
      },
    );
  }
  app.post(
    '/find-veiculos-prestador',
    {
      config: { access: needAny([F.MANTER_VEICULO, 'inclui'], [F.MANTER_VEICULO, 'altera']) },
      schema: {
        tags,
        summary: 'Verificar se a placa já está cadastrada (veículo próprio ou de outro transportador)',
        body: prestadorBody,
        response: { 200: veiculoContract.prestador },
      },
    },
    async (req) => {
      const { placa, idPerfil } = req.body;
      return {
        success: true as const,
        data: await service.findPrestador(app.db, req.user!, placa, idPerfil),
      };
    },
  );
}
