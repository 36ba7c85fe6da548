import { findAddressSchema } from '@rcc/domain';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { PUBLIC } from '../../http/access';
import * as service from './service';

/** Address lookup by CEP or text (spec 1 §7), public: self-registration uses it too. */
export default async function enderecosRoutes(app: FastifyInstance) {
  app.post(
    '/findAddress',
    { config: { access: PUBLIC }, schema: { tags: ['Endereços'], body: findAddressSchema } },
    async (req) => {
      const body = req.body as z.infer<typeof findAddressSchema>;
      const info = body.cep
        ? await service.byCep(app.config, body.cep)
        : await service.byText(app.db, app.config, (body.address ?? body.endereco)!);
      return { success: true, data: { info } };
    },
  );
}
