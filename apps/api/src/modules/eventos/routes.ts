import { EVENTO_SCHEMAS, ROTULO_EVENTO, TIPOS_EVENTO, catalogoEventosContract } from '@rcc/domain';
import { z } from 'zod';
import { PUBLIC } from '../../http/access';
import type { ZodApp } from '../../http/contract';

/** Built once: the catalogue is closed and fixed at build time. */
const CATALOGO = TIPOS_EVENTO.map((tipo) => ({
  tipo,
  rotulo: ROTULO_EVENTO[tipo],
  payload: z.toJSONSchema(EVENTO_SCHEMAS[tipo], { io: 'input' }) as Record<string, unknown>,
}));

/** DESIGN §8: the closed catalogue of business events, documented for integrators. */
export default async function eventosRoutes(app: ZodApp) {
  app.get(
    '/eventos/catalogo',
    {
      config: { access: PUBLIC },
      schema: {
        tags: ['Eventos'],
        summary: 'Catálogo dos eventos de negócio (tipos, rótulos e esquema JSON de cada payload)',
        description: `Tipos: ${TIPOS_EVENTO.map((t) => `\`${t}\` (${ROTULO_EVENTO[t]})`).join('; ')}.`,
        response: { 200: catalogoEventosContract },
      },
    },
    async () => ({ success: true as const, data: CATALOGO }),
  );
}
