import { findVeiculoParams, transportadoresFindBody } from '@rcc/domain';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { PUBLIC } from '../../http/access';
import { findTransportadores, findVeiculo } from './service';

/** Public pages (doc 1 §2.3): the licensed-transporter list and the quick-destination access. */
export default async function publicoRoutes(app: FastifyInstance) {
  app.post(
    '/transportadores/find',
    { config: { access: PUBLIC }, schema: { body: transportadoresFindBody, tags: ['Público'] } },
    async (req) => ({
      success: true,
      data: await findTransportadores(app.db, req.body as z.output<typeof transportadoresFindBody>),
    }),
  );

  app.get(
    '/destinoRapido/findVeiculo/:placa/:token',
    { config: { access: PUBLIC }, schema: { params: findVeiculoParams, tags: ['Destino rápido'] } },
    async (req) => {
      const { placa, token } = req.params as z.output<typeof findVeiculoParams>;
      return { success: true, data: await findVeiculo(app.db, placa, token, req.ip) };
    },
  );
}
