import {
  destinoRapidoLoginSchema,
  destinoRapidoSearchCtrSchema,
  destinoRapidoSolicitacaoSchema,
} from '@rcc/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { PUBLIC } from '../../http/access';
import { type IdParams, ctxOf, idParams, ok } from '../ctr/context';
import { veiculoDoAcesso } from './credentials';
import * as service from './service';

const tags = ['Destino rápido (público)'];
const config = { access: PUBLIC };

/** Plate and token from the body, else the query string (DESIGN §3 lookups take them as query). */
function credenciais(req: FastifyRequest) {
  const body = (req.body ?? {}) as Record<string, unknown>;
  const query = (req.query ?? {}) as Record<string, unknown>;
  return destinoRapidoLoginSchema.parse({
    placa: body.placa ?? query.placa,
    token: body.token ?? query.token,
  });
}

/** Spec 2 §7 "Quick destination": public, plate + token proven on every call. */
export default async function destinoRapidoRoutes(app: FastifyInstance) {
  app.get('/destinoRapido/findVeiculo/:placa/:token', { config, schema: { tags } }, async (req) => {
    const { placa, token } = destinoRapidoLoginSchema.parse(req.params);
    const v = await veiculoDoAcesso(app.db, placa, token, req.ip, 'NOT_FOUND');
    return ok({
      placa: v.placa,
      id: v.id,
      tipo: v.tipo,
      poliguindaste: v.poliguindaste,
      idPerfil: v.idPerfil,
      token: v.token,
    });
  });

  const search = async (req: FastifyRequest) => {
    const body = destinoRapidoSearchCtrSchema.parse(req.body ?? {});
    const v = await veiculoDoAcesso(app.db, body.placa, body.token, req.ip);
    return ok(await service.searchCtr(app.db, v, body));
  };
  app.post('/destinoRapido/searchCtr', { config, schema: { tags } }, search);
  app.post('/destinoRapido/searchCtr/', { config, schema: { tags } }, search);

  app.get('/destinoRapido/destinoFinal', { config, schema: { tags } }, async (req) => {
    const { placa, token } = credenciais(req);
    await veiculoDoAcesso(app.db, placa, token, req.ip);
    const rows = await service.listDestinosFinais(app.db);
    return ok({ rows, count: rows.length });
  });

  app.get('/destinoRapido/localidade', { config, schema: { tags } }, async (req) => {
    const { placa, token } = credenciais(req);
    await veiculoDoAcesso(app.db, placa, token, req.ip);
    const rows = await service.listLocalidades(app.db);
    return ok({ rows, count: rows.length });
  });

  app.put(
    '/destinoRapido/solicitacaoTransporte/:id',
    { config, schema: { tags, params: idParams } },
    async (req) => {
      const body = destinoRapidoSolicitacaoSchema.parse(req.body ?? {}) as z.output<
        typeof destinoRapidoSolicitacaoSchema
      >;
      const v = await veiculoDoAcesso(app.db, body.placa, body.token, req.ip);
      return ok(await service.adicionarPesagem(ctxOf(app, req), v, (req.params as IdParams).id, body));
    },
  );

  app.put(
    '/destinoRapido/deleteSolicitacaoTransporte/:id',
    { config, schema: { tags, params: idParams } },
    async (req) => {
      const { placa, token } = credenciais(req);
      const v = await veiculoDoAcesso(app.db, placa, token, req.ip);
      return ok(await service.removerPesagem(ctxOf(app, req), v, (req.params as IdParams).id));
    },
  );
}
