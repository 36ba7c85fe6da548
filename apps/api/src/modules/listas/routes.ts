import { filtroSalvoSchema, filtrosSalvosContract, MSG_FILTROS } from '@rcc/domain/listas/filtros-salvos';
import { z } from 'zod';
import { AUTHENTICATED } from '../../http/access';
import type { ZodApp } from '../../http/contract';
import { excluirFiltro, listFiltros, salvarFiltro } from './service';

const tags = ['Listas'];

/** Named filters per grid and user (issue #17 item 5). */
export default async function listasRoutes(app: ZodApp) {
  app.get(
    '/filtros-salvos',
    {
      config: { access: AUTHENTICATED },
      schema: {
        tags,
        summary: 'Filtros salvos do usuário numa lista',
        querystring: z.object({ grade: filtroSalvoSchema.shape.grade }),
        response: { 200: filtrosSalvosContract.list },
      },
    },
    async (req) => {
      const rows = await listFiltros(app.db, req.user!.id, req.query.grade);
      return { success: true as const, data: { rows, count: rows.length } };
    },
  );
  app.post(
    '/filtros-salvos',
    {
      config: { access: AUTHENTICATED },
      schema: {
        tags,
        summary: 'Salvar (ou substituir, pelo nome) um filtro da lista',
        body: filtroSalvoSchema,
        response: { 200: filtrosSalvosContract.save },
      },
    },
    async (req) => {
      const id = await app.db.transaction((tx) => salvarFiltro(tx, req.user!.id, req.body));
      return { success: true as const, data: { id }, message: MSG_FILTROS.salvo };
    },
  );
  app.delete(
    '/filtros-salvos/:id',
    {
      config: { access: AUTHENTICATED },
      schema: {
        tags,
        summary: 'Excluir um filtro salvo do usuário',
        params: z.object({ id: z.coerce.number().int().positive() }),
        response: { 200: filtrosSalvosContract.remove },
      },
    },
    async (req) => {
      await excluirFiltro(app.db, req.user!.id, req.params.id);
      return { success: true as const, data: null, message: MSG_FILTROS.excluido };
    },
  );
}
