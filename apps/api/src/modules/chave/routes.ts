import { chaveContract, chaveCreateSchema, chaveUpdateSchema, F, MSG_PESSOAS as M } from '@rcc/domain';
import { z } from 'zod';
import { need } from '../../http/access';
import type { ZodApp } from '../../http/contract';
import { actorOf } from '../pessoas/context';
import { createChave, listChaves, updateChave } from './service';

const idParam = z.object({ id: z.coerce.number().int().positive() });
const tags = ['Editar meus dados'];

export default async function chaveRoutes(app: ZodApp) {
  for (const url of ['/chave', '/chave/']) {
    app.get(
      url,
      {
        config: { access: need(F.EDITAR_MEUS_DADOS, 'consulta') },
        schema: {
          tags,
          summary: 'Chaves de integração ativas da pessoa (sem a chave, só o final)',
          response: { 200: chaveContract.list },
        },
      },
      async (req) => {
        const rows = await listChaves(app.db, req.user!);
        return { success: true as const, data: { rows, count: rows.length } };
      },
    );
  }
  app.post(
    '/chave',
    {
      config: { access: need(F.EDITAR_MEUS_DADOS, 'altera') },
      schema: {
        tags,
        summary: 'Gerar chave de integração (a chave aparece só nesta resposta)',
        body: chaveCreateSchema,
        response: { 200: chaveContract.save },
      },
    },
    async (req) => {
      const data = await app.db.transaction((tx) => createChave(tx, actorOf(req), req.body.clientId));
      return { success: true as const, data, message: M.tokenGerado };
    },
  );
  app.put(
    '/chave/:id',
    {
      config: { access: need(F.EDITAR_MEUS_DADOS, 'altera') },
      schema: {
        tags,
        summary: 'Alterar o identificador da chave ou apagá-la (excluido=S)',
        params: idParam,
        body: chaveUpdateSchema,
        response: { 200: chaveContract.save },
      },
    },
    async (req) => {
      const { id } = req.params;
      const body = req.body;
      const data = await app.db.transaction((tx) => updateChave(tx, actorOf(req), id, body));
      return {
        success: true as const,
        data,
        message: body.excluido === 'S' ? M.tokenApagado : M.identificadorAlterado,
      };
    },
  );
}
