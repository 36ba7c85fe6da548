import { findAddressSchema, geoContract } from '@rcc/domain';
import { PUBLIC } from '../../http/access';
import type { ZodApp } from '../../http/contract';
import * as service from './service';

/** Address lookup by CEP or text (spec 1 §7), public: self-registration uses it too. */
export default async function enderecosRoutes(app: ZodApp) {
  app.post(
    '/findAddress',
    {
      config: { access: PUBLIC },
      schema: {
        tags: ['Endereços'],
        summary: 'Endereço por CEP ou por texto, com os pontos do geocodificador',
        body: findAddressSchema,
        response: { 200: geoContract.findAddress },
      },
    },
    async (req) => {
      const body = req.body;
      const info = body.cep
        ? await service.byCep(app.config, body.cep)
        : await service.byText(app.db, app.config, (body.address ?? body.endereco)!);
      return { success: true as const, data: { info } };
    },
  );
}
