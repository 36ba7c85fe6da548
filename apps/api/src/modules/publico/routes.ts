import { publicoContract, transportadoresFindBody } from '@rcc/domain';
import { PUBLIC } from '../../http/access';
import type { ZodApp } from '../../http/contract';
import { findTransportadores } from './service';

/** Public pages (doc 1 §2.3): the licensed-transporter list. */
export default async function publicoRoutes(app: ZodApp) {
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
  // GET /destinoRapido/findVeiculo lives in modules/destino-rapido with the other quick-destination calls.
}
