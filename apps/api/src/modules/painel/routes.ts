import { GRUPOS_PAINEL, painelContract } from '@rcc/domain';
import { z } from 'zod';
import { AUTHENTICATED } from '../../http/access';
import type { ZodApp } from '../../http/contract';
import { grupoPainel, gruposDoUsuario } from './service';

const tags = ['Painel'];

/**
 * The Painel (issue #14 item 1): the card groups of the user's profiles, then one call per group.
 * Each card counts the rows of the list it links to, with that list's own scope.
 */
export default async function painelRoutes(app: ZodApp) {
  app.get(
    '/painel',
    {
      config: { access: AUTHENTICATED },
      schema: {
        tags,
        summary: 'Grupos de cartões do Painel que os perfis do usuário dão',
        response: { 200: painelContract.grupos },
      },
    },
    async (req) => ({ success: true as const, data: gruposDoUsuario(req.user!) }),
  );

  app.get(
    '/painel/:grupo',
    {
      config: { access: AUTHENTICATED },
      schema: {
        tags,
        summary:
          'Cartões de um grupo do Painel: contagens, itens mais urgentes e links para as listas filtradas',
        params: z.object({ grupo: z.enum(GRUPOS_PAINEL, { error: 'Grupo do Painel inválido.' }) }),
        response: { 200: painelContract.grupo },
      },
    },
    async (req) => ({
      success: true as const,
      data: await grupoPainel(app.db, req.user!, req.params.grupo, app.clock.now()),
    }),
  );
}
