import { F, mensagemContract, mensagemSchema } from '@rcc/domain';
import { z } from 'zod';
import { AUTHENTICATED, need } from '../../http/access';
import type { ZodApp } from '../../http/contract';
import { alterarMensagem, criarMensagem, naoLidas, registrarLeituras } from './service';

const tags = ['Mensagens'];

/** Messages to transporters (spec 3 §2, §7). The list and readers go through the generic find. */
export default async function mensagensRoutes(app: ZodApp) {
  app.post(
    '/mensagem',
    {
      config: { access: need(F.MANTER_MENSAGENS, 'inclui') },
      schema: {
        tags,
        summary: 'Cadastrar mensagem aos tipos de perfil',
        body: mensagemSchema,
        response: { 201: mensagemContract.criar },
      },
    },
    async (req, reply) =>
      reply
        .status(201)
        .send({ success: true as const, data: await criarMensagem(app.db, req.user!, req.body) }),
  );

  app.put(
    '/mensagem/:id',
    {
      config: { access: need(F.MANTER_MENSAGENS, 'altera') },
      schema: {
        tags,
        summary: 'Alterar mensagem',
        params: z.object({ id: z.coerce.number().int().positive() }),
        body: mensagemSchema,
        response: { 200: mensagemContract.alterar },
      },
    },
    async (req) => ({
      success: true as const,
      data: await alterarMensagem(app.db, req.params.id, req.body),
    }),
  );

  app.post(
    '/mensagem/nao-lidas',
    {
      config: { access: AUTHENTICATED },
      schema: {
        tags,
        summary: 'Mensagens ativas ainda não lidas pelo usuário (aviso após o login)',
        response: { 200: mensagemContract.naoLidas },
      },
    },
    async (req) => ({ success: true as const, data: await naoLidas(app.db, req.user!) }),
  );

  app.post(
    '/leituraMensagem',
    {
      config: { access: AUTHENTICATED },
      schema: {
        tags,
        summary: 'Registrar a leitura de mensagens pelo usuário',
        response: { 200: mensagemContract.leituras },
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
      const { idMensagem } = req.body;
      const ids = Array.isArray(idMensagem) ? idMensagem : [idMensagem];
      return { success: true as const, data: await registrarLeituras(app.db, req.user!, ids) };
    },
  );
}
