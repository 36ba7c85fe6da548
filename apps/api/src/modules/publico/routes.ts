import { publicoContract, transportadoresFindBody } from '@rcc/domain';
import { PUBLIC } from '../../http/access';
import type { ZodApp } from '../../http/contract';
import { findLocaisDescarte, findTransportadores } from './service';

/** Public pages (doc 1 §2.3): the licensed-transporter list; issue #19: where to dispose. */
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
  app.get(
    '/publico/onde-descartar',
    {
      config: { access: PUBLIC },
      schema: {
        tags: ['Público'],
        summary: 'Onde descartar: PEV e ATT ativos, com endereço e localização',
        response: { 200: publicoContract.ondeDescartar },
      },
    },
    async () => ({ success: true as const, data: await findLocaisDescarte(app.db) }),
  );
  // GET /destinoRapido/findVeiculo lives in modules/destino-rapido with the other quick-destination calls.
}
