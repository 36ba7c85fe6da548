import { descadastrarQuery, notificacoesContract, notificacoesQuery, preferenciasBody } from '@rcc/domain';
import { z } from 'zod';
import { AUTHENTICATED, PUBLIC } from '../../http/access';
import type { ZodApp } from '../../http/contract';
import {
  contarNaoLidas,
  descadastrar,
  lerPreferencias,
  listarNotificacoes,
  marcarLida,
  marcarTodasLidas,
  salvarPreferencias,
} from './service';

const tags = ['Notificações'];

/** The notification centre (issue #14 item 2): every row belongs to the caller. */
export default async function notificacoesRoutes(app: ZodApp) {
  app.get(
    '/notificacoes',
    {
      config: { access: AUTHENTICATED },
      schema: {
        tags,
        summary: 'Listar as notificações do usuário (mais novas primeiro; naoLidas=true filtra as não lidas)',
        querystring: notificacoesQuery,
        response: { 200: notificacoesContract.listar },
      },
    },
    async (req) => ({
      success: true as const,
      data: await listarNotificacoes(app.db, req.user!.id, req.query),
    }),
  );

  app.get(
    '/notificacoes/contagem',
    {
      config: { access: AUTHENTICATED },
      schema: {
        tags,
        summary: 'Quantidade de notificações não lidas do usuário (sino)',
        response: { 200: notificacoesContract.contagem },
      },
    },
    async (req) => ({ success: true as const, data: await contarNaoLidas(app.db, req.user!.id) }),
  );

  app.post(
    '/notificacoes/:id/lida',
    {
      config: { access: AUTHENTICATED },
      schema: {
        tags,
        summary: 'Marcar uma notificação do usuário como lida',
        params: z.object({ id: z.coerce.number().int().positive() }),
        response: { 200: notificacoesContract.marcar },
      },
    },
    async (req) => ({ success: true as const, data: await marcarLida(app.db, req.user!.id, req.params.id) }),
  );

  app.post(
    '/notificacoes/lidas',
    {
      config: { access: AUTHENTICATED },
      schema: {
        tags,
        summary: 'Marcar todas as notificações do usuário como lidas',
        response: { 200: notificacoesContract.marcar },
      },
    },
    async (req) => ({ success: true as const, data: await marcarTodasLidas(app.db, req.user!.id) }),
  );

  app.get(
    '/notificacoes/preferencias',
    {
      config: { access: AUTHENTICATED },
      schema: {
        tags,
        summary: 'Preferências de notificação do usuário por tipo de evento',
        response: { 200: notificacoesContract.preferencias },
      },
    },
    async (req) => ({ success: true as const, data: await lerPreferencias(app.db, req.user!.id) }),
  );

  app.put(
    '/notificacoes/preferencias',
    {
      config: { access: AUTHENTICATED },
      schema: {
        tags,
        summary: 'Salvar as preferências de notificação do usuário (e-mail e resumo diário por tipo)',
        body: preferenciasBody,
        response: { 200: notificacoesContract.preferencias },
      },
    },
    async (req) => ({
      success: true as const,
      data: await salvarPreferencias(app.db, req.user!.id, req.body.preferencias),
    }),
  );

  // The e-mail's link opens the web page, which calls this (GET); POST is the one-click form of
  // RFC 8058 for mail clients (the List-Unsubscribe header's address). The signed token is the only
  // credential. Mail clients post the form `List-Unsubscribe=One-Click`: read here (this plugin
  // only) and not needed, the address alone says what to unsubscribe from.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  for (const method of ['get', 'post'] as const) {
    app[method](
      '/notificacoes/descadastrar',
      {
        config: { access: PUBLIC },
        schema: {
          tags,
          summary: 'Deixar de receber por e-mail um tipo de notificação (link assinado do e-mail, sem login)',
          querystring: descadastrarQuery,
          response: { 200: notificacoesContract.descadastrar },
        },
      },
      async (req) => ({ success: true as const, data: await descadastrar(app.db, req.query.t) }),
    );
  }
}
