import { classeMaterialSchema, F, okId, tipoResiduoSchema } from '@rcc/domain';
import { z } from 'zod';
import { need } from '../../http/access';
import type { ZodApp } from '../../http/contract';
import { entityPaths } from '../../lib/entity-paths';
import * as service from './service';

const idParams = z.object({ id: z.coerce.number().int().positive() });

/** Material classes and waste types: create, edit, delete (spec 3 §7; finds are generic). */
export default async function residuosRoutes(app: ZodApp) {
  const tags = ['Classes de material e tipos de resíduo'];
  for (const url of entityPaths('ClasseMaterial')) {
    app.post(
      url,
      {
        config: { access: need(F.MANTER_CLASSE_MATERIAL, 'inclui') },
        schema: {
          tags,
          summary: 'Cadastrar classe de material',
          body: classeMaterialSchema,
          response: { 200: okId },
        },
      },
      async (req) => ({
        success: true as const,
        data: { id: await service.createClasse(app.db, req.body) },
      }),
    );
    app.put(
      `${url}/:id`,
      {
        config: { access: need(F.MANTER_CLASSE_MATERIAL, 'altera') },
        schema: {
          tags,
          summary: 'Alterar classe de material',
          params: idParams,
          body: classeMaterialSchema,
          response: { 200: okId },
        },
      },
      async (req) => {
        const { id } = req.params;
        await service.updateClasse(app.db, id, req.body);
        return { success: true as const, data: { id } };
      },
    );
    app.delete(
      `${url}/:id`,
      {
        config: { access: need(F.MANTER_CLASSE_MATERIAL, 'exclui') },
        schema: { tags, summary: 'Excluir classe de material', params: idParams, response: { 200: okId } },
      },
      async (req) => {
        const { id } = req.params;
        await service.deleteClasse(app.db, id);
        return { success: true as const, data: { id } };
      },
    );
  }
  for (const url of entityPaths('TipoResiduo')) {
    app.post(
      url,
      {
        config: { access: need(F.MANTER_TIPO_RESIDUO, 'inclui') },
        schema: {
          tags,
          summary: 'Cadastrar tipo de resíduo',
          body: tipoResiduoSchema,
          response: { 200: okId },
        },
      },
      async (req) => ({
        success: true as const,
        data: { id: await service.createTipo(app.db, req.body) },
      }),
    );
    app.put(
      `${url}/:id`,
      {
        config: { access: need(F.MANTER_TIPO_RESIDUO, 'altera') },
        schema: {
          tags,
          summary: 'Alterar tipo de resíduo',
          params: idParams,
          body: tipoResiduoSchema,
          response: { 200: okId },
        },
      },
      async (req) => {
        const { id } = req.params;
        await service.updateTipo(app.db, id, req.body);
        return { success: true as const, data: { id } };
      },
    );
    app.delete(
      `${url}/:id`,
      {
        config: { access: need(F.MANTER_TIPO_RESIDUO, 'exclui') },
        schema: { tags, summary: 'Excluir tipo de resíduo', params: idParams, response: { 200: okId } },
      },
      async (req) => {
        const { id } = req.params;
        await service.deleteTipo(app.db, id);
        return { success: true as const, data: { id } };
      },
    );
  }
}
