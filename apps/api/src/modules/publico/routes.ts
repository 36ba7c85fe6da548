import { transportadoresFindBody } from '@rcc/domain';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { PUBLIC } from '../../http/access';
import { findTransportadores } from './service';

/** Public pages (doc 1 §2.3): the licensed-transporter list. */
export default async function publicoRoutes(app: FastifyInstance) {
  app.post(
    '/transportadores/find',
    { config: { access: PUBLIC }, schema: { body: transportadoresFindBody, tags: ['Público'] } },
    async (req) => ({
      success: true,
      data: await findTransportadores(app.db, req.body as z.output<typeof transportadoresFindBody>),
    }),
  );
  // GET /destinoRapido/findVeiculo lives in modules/destino-rapido with the other quick-destination calls.
}
