import { F, webhookContract, webhookEndpointBody, webhookEndpointUpdate } from '@rcc/domain';
import { z } from 'zod';
import { need } from '../../http/access';
import type { ZodApp } from '../../http/contract';
import { actorOf } from '../pessoas/context';
import { alterar, criar, entregas, excluir, listar, reenviar, rotacionarSegredo, testar } from './service';

const idParam = z.object({ id: z.coerce.number().int().positive() });
const tags = ['Webhooks'];
const consulta = need(F.EDITAR_MEUS_DADOS, 'consulta');
const altera = need(F.EDITAR_MEUS_DADOS, 'altera');

/** Outgoing webhooks of the acting integrator (issue #18 item 2). */
export default async function webhookRoutes(app: ZodApp) {
  app.get(
    '/webhook',
    {
      config: { access: consulta },
      schema: {
        tags,
        summary: 'Endereços de webhook da pessoa (sem o segredo)',
        response: { 200: webhookContract.list },
      },
    },
    async (req) => {
      const rows = await listar(app.db, req.user);
      return { success: true as const, data: { rows, count: rows.length } };
    },
  );
  app.post(
    '/webhook',
    {
      config: { access: altera },
      schema: {
        tags,
        summary: 'Cadastrar endereço de webhook (o segredo de assinatura aparece só nesta resposta)',
        body: webhookEndpointBody,
        response: { 200: webhookContract.save },
      },
    },
    async (req) => ({
      success: true as const,
      data: await criar(app.db, actorOf(req), req.body),
      message: 'Endereço cadastrado. Guarde o segredo: ele não será mostrado de novo.',
    }),
  );
  app.put(
    '/webhook/:id',
    {
      config: { access: altera },
      schema: {
        tags,
        summary: 'Alterar endereço, descrição, eventos ou ativar/desativar o webhook',
        params: idParam,
        body: webhookEndpointUpdate,
        response: { 200: webhookContract.save },
      },
    },
    async (req) => ({
      success: true as const,
      data: await alterar(app.db, actorOf(req), req.params.id, req.body),
      message: 'Endereço alterado.',
    }),
  );
  app.delete(
    '/webhook/:id',
    {
      config: { access: altera },
      schema: {
        tags,
        summary: 'Excluir endereço de webhook',
        params: idParam,
        response: { 200: webhookContract.removed },
      },
    },
    async (req) => {
      await excluir(app.db, actorOf(req), req.params.id);
      return { success: true as const, data: null, message: 'Endereço excluído.' };
    },
  );
  app.post(
    '/webhook/:id/segredo',
    {
      config: { access: altera },
      schema: {
        tags,
        summary: 'Gerar novo segredo de assinatura (o anterior deixa de valer; aparece só nesta resposta)',
        params: idParam,
        response: { 200: webhookContract.save },
      },
    },
    async (req) => ({
      success: true as const,
      data: await rotacionarSegredo(app.db, actorOf(req), req.params.id),
      message: 'Novo segredo gerado. Guarde-o: ele não será mostrado de novo.',
    }),
  );
  app.get(
    '/webhook/:id/entregas',
    {
      config: { access: consulta },
      schema: {
        tags,
        summary: 'Registro de entregas do endereço (situação, código de resposta, horário, tentativas)',
        params: idParam,
        response: { 200: webhookContract.entregas },
      },
    },
    async (req) => {
      const rows = await entregas(app.db, req.user, req.params.id);
      return { success: true as const, data: { rows, count: rows.length } };
    },
  );
  app.post(
    '/webhook/:id/testar',
    {
      config: { access: altera },
      schema: {
        tags,
        summary: 'Enviar um evento de teste assinado ao endereço',
        params: idParam,
        response: { 200: webhookContract.entrega },
      },
    },
    async (req) => ({
      success: true as const,
      data: await testar(app.db, app.jobs, actorOf(req), req.params.id),
      message: 'Evento de teste enviado para a fila de entregas.',
    }),
  );
  app.post(
    '/webhook/entrega/:id/reenviar',
    {
      config: { access: altera },
      schema: {
        tags,
        summary: 'Reenviar uma entrega (mesmo webhook-id)',
        params: idParam,
        response: { 200: webhookContract.entrega },
      },
    },
    async (req) => ({
      success: true as const,
      data: await reenviar(app.db, app.jobs, actorOf(req), req.params.id),
      message: 'Entrega reenviada para a fila.',
    }),
  );
}
