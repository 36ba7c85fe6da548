import { F } from '@rcc/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AUTHENTICATED, need } from '../../http/access';
import { alterarMensagem, criarMensagem, mensagemBody, naoLidas, registrarLeituras } from './service';

const tags = ['Mensagens'];

/** Messages to transporters (spec 3 §2, §7). The list and readers go through the generic find. */
export default async function mensagensRoutes(app: FastifyInstance) {
  app.post(
    '/mensagem',
    { config: { access: need(F.MANTER_MENSAGENS, 'inclui') }, schema: { tags, body: mensagemBody } },
    async (req, reply) =>
      reply
        .status(201)
        .send({ success: true, data: await criarMensagem(app.db, req.user!, req.body as never) }),
  );

  app.put(
    '/mensagem/:id',
    {
      config: { access: need(F.MANTER_MENSAGENS, 'altera') },
      schema: { tags, params: z.object({ id: z.coerce.number().int().positive() }), body: mensagemBody },
    },
    async (req) => ({
      success: true,
      data: await alterarMensagem(app.db, (req.params as { id: number }).id, req.body as never),
    }),
  );

  app.post('/mensagem/nao-lidas', { config: { access: AUTHENTICATED }, schema: { tags } }, async (req) => ({
    success: true,
    data: await naoLidas(app.db, req.user!),
  }));

  app.post(
    '/leituraMensagem',
    {
      config: { access: AUTHENTICATED },
      schema: {
        tags,
        body: z.object({
          idMensagem: z.union(
            [z.number().int().positive(), z.array(z.number().int().positive()).min(1).max(50)],
            {
              error: 'Informe a mensagem lida.',
            },
          ),
        }),
      },
    },
    async (req) => {
      const { idMensagem } = req.body as { idMensagem: number | number[] };
      const ids = Array.isArray(idMensagem) ? idMensagem : [idMensagem];
      return { success: true, data: await registrarLeituras(app.db, req.user!, ids) };
    },
  );
}
