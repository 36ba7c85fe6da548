import {
  type ClasseMaterialInput,
  F,
  type TipoResiduoInput,
  classeMaterialSchema,
  tipoResiduoSchema,
} from '@rcc/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { need } from '../../http/access';
import { entityPaths } from '../../lib/entity-paths';
import * as service from './service';

const idParams = z.object({ id: z.coerce.number().int().positive() });
type IdParams = z.infer<typeof idParams>;

/** Material classes and waste types: create, edit, delete (spec 3 §7; finds are generic). */
export default async function residuosRoutes(app: FastifyInstance) {
  const tags = ['Classes de material e tipos de resíduo'];
  for (const url of entityPaths('ClasseMaterial')) {
    app.post(
      url,
      {
        config: { access: need(F.MANTER_CLASSE_MATERIAL, 'inclui') },
        schema: { tags, body: classeMaterialSchema },
      },
      async (req) => ({
        success: true,
        data: { id: await service.createClasse(app.db, req.body as ClasseMaterialInput) },
      }),
    );
    app.put(
      `${url}/:id`,
      {
        config: { access: need(F.MANTER_CLASSE_MATERIAL, 'altera') },
        schema: { tags, params: idParams, body: classeMaterialSchema },
      },
      async (req) => {
        const { id } = req.params as IdParams;
        await service.updateClasse(app.db, id, req.body as ClasseMaterialInput);
        return { success: true, data: { id } };
      },
    );
    app.delete(
      `${url}/:id`,
      { config: { access: need(F.MANTER_CLASSE_MATERIAL, 'exclui') }, schema: { tags, params: idParams } },
      async (req) => {
        const { id } = req.params as IdParams;
        await service.deleteClasse(app.db, id);
        return { success: true, data: { id } };
      },
    );
  }
  for (const url of entityPaths('TipoResiduo')) {
    app.post(
      url,
      {
        config: { access: need(F.MANTER_TIPO_RESIDUO, 'inclui') },
        schema: { tags, body: tipoResiduoSchema },
      },
      async (req) => ({
        success: true,
        data: { id: await service.createTipo(app.db, req.body as TipoResiduoInput) },
      }),
    );
    app.put(
      `${url}/:id`,
      {
        config: { access: need(F.MANTER_TIPO_RESIDUO, 'altera') },
        schema: { tags, params: idParams, body: tipoResiduoSchema },
      },
      async (req) => {
        const { id } = req.params as IdParams;
        await service.updateTipo(app.db, id, req.body as TipoResiduoInput);
        return { success: true, data: { id } };
      },
    );
    app.delete(
      `${url}/:id`,
      { config: { access: need(F.MANTER_TIPO_RESIDUO, 'exclui') }, schema: { tags, params: idParams } },
      async (req) => {
        const { id } = req.params as IdParams;
        await service.deleteTipo(app.db, id);
        return { success: true, data: { id } };
      },
    );
  }
}
