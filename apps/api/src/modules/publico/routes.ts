import rateLimit from '@fastify/rate-limit';
import {
  atendimentoPublicoBody,
  F,
  ondeDescartarQuery,
  publicoContract,
  transportadoresFindBody,
} from '@rcc/domain';
import { z } from 'zod';
import { need, PUBLIC } from '../../http/access';
import type { ZodApp } from '../../http/contract';
import { videosPublicos } from '../tutorial/service';
import {
  findTransportadores,
  lerAtendimentoPublico,
  ondeDescartar,
  salvarAtendimentoPublico,
} from './service';

const idParam = z.object({ id: z.coerce.number().int().positive() });

/** Public pages (doc 1 §2.3): the licensed-transporter list; issue #19: where to dispose. */
export default async function publicoRoutes(app: ZodApp) {
  // A CEP or address costs calls to the outside geocoder: a few per minute per client address.
  await app.register(rateLimit, { global: false });

  app.post(
    '/transportadores/find',
    {
      config: { access: PUBLIC },
      schema: {
        tags: ['Público'],
        summary: 'Transportadores licenciados (CLTRCC válido), por nome ou bairro',
        body: transportadoresFindBody,
        response: { 200: publicoContract.transportadores },
      },
    },
    async (req) => ({ success: true as const, data: await findTransportadores(app.db, req.body) }),
  );
  app.get(
    '/publico/onde-descartar',
    {
      config: {
        access: PUBLIC,
        rateLimit: {
          max: 30,
          timeWindow: '1 minute',
          // Runs before validation: read the query through the route's own schema. Only a lookup
          // by CEP or address (an outside geocoding call) counts; an invalid query counts too.
          allowList: (req) => {
            const q = ondeDescartarQuery.safeParse(req.query);
            return q.success && !q.data.cep && !q.data.endereco;
          },
        },
      },
      schema: {
        tags: ['Público'],
        summary:
          'Onde descartar: destinos que recebem do público, com horário, classes aceitas e limite; os mais próximos primeiro (CEP, endereço ou posição)',
        querystring: ondeDescartarQuery,
        response: { 200: publicoContract.ondeDescartar },
      },
    },
    async (req) => ({ success: true as const, data: await ondeDescartar(app.db, app.config, req.query) }),
  );
  app.get(
    '/locais-descarte/:id',
    {
      config: { access: need(F.CADASTRO_PESSOAS, 'consulta') },
      schema: {
        tags: ['Público'],
        summary: 'Atendimento ao público de um destino final (recebe do público, horário, classes, limite)',
        params: idParam,
        response: { 200: publicoContract.atendimentoPublico },
      },
    },
    async (req) => ({ success: true as const, data: await lerAtendimentoPublico(app.db, req.params.id) }),
  );
  app.put(
    '/locais-descarte/:id',
    {
      config: { access: need(F.CADASTRO_PESSOAS, 'altera') },
      schema: {
        tags: ['Público'],
        summary: 'Alterar o atendimento ao público de um destino final (órgão gestor)',
        params: idParam,
        body: atendimentoPublicoBody,
        response: { 200: publicoContract.atendimentoPublico },
      },
    },
    async (req) => ({
      success: true as const,
      data: await salvarAtendimentoPublico(app.db, req.params.id, req.body, {
        user: req.user ?? null,
        ip: req.ip,
      }),
    }),
  );
  app.get(
    '/publico/tutoriais',
    {
      config: { access: PUBLIC },
      schema: {
        tags: ['Público'],
        summary: 'Vídeos tutoriais para o público (os do perfil Cidadão)',
        response: { 200: publicoContract.tutoriais },
      },
    },
    async () => ({ success: true as const, data: await videosPublicos(app.db) }),
  );
  // GET /destinoRapido/findVeiculo lives in modules/destino-rapido with the other quick-destination calls.
}
