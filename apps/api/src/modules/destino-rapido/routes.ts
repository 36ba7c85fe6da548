import {
  destinoRapidoContract,
  destinoRapidoLoginSchema,
  destinoRapidoSearchCtrSchema,
  destinoRapidoSolicitacaoSchema,
} from '@rcc/domain';
import { z } from 'zod';
import { PUBLIC } from '../../http/access';
import type { ZodApp } from '../../http/contract';
import { ctxOf, idParams, ok } from '../ctr/context';
import { idempotente } from '../idempotencia/service';
import { veiculoDoAcesso } from './credentials';
import * as service from './service';

const tags = ['Destino rápido (público)'];
const config = { access: PUBLIC };

/** A call without a body answers the field messages of an empty one. */
const orEmpty = <T extends z.ZodType>(schema: T, body: z.output<T> | null | undefined): z.output<T> =>
  body ?? schema.parse({});

/**
 * Removal takes plate and token from the body, else from the query string (as the lookups do);
 * the pair is validated once merged, so its messages are those of the login schema.
 */
const credenciaisSoltas = z
  .object({
    placa: z.unknown().optional().describe('Placa do veículo'),
    token: z.unknown().optional().describe('Token do veículo (6 caracteres)'),
  })
  .nullish();

/** Spec 2 §7 "Quick destination": public, plate + token proven on every call. */
export default async function destinoRapidoRoutes(app: ZodApp) {
  app.get(
    '/destinoRapido/findVeiculo/:placa/:token',
    {
      config,
      schema: {
        tags,
        summary: 'Identificar o veículo pela placa e pelo token',
        params: destinoRapidoLoginSchema,
        response: { 200: destinoRapidoContract.veiculo },
      },
    },
    async (req) => {
      const { placa, token } = req.params;
      const v = await veiculoDoAcesso(app.db, placa, token, req.ip, 'NOT_FOUND');
      return ok({
        placa: v.placa,
        id: v.id,
        tipo: v.tipo,
        poliguindaste: v.poliguindaste,
        idPerfil: v.idPerfil,
        token: v.token,
      });
    },
  );

  for (const url of ['/destinoRapido/searchCtr', '/destinoRapido/searchCtr/']) {
    app.post(
      url,
      {
        config,
        schema: {
          tags,
          summary: 'CTRs retiradas do transportador, ou a lista de pesagem deste veículo (Em Pesagem)',
          body: destinoRapidoSearchCtrSchema.nullish(),
          response: { 200: destinoRapidoContract.searchCtr },
        },
      },
      async (req) => {
        const body = orEmpty(destinoRapidoSearchCtrSchema, req.body);
        const v = await veiculoDoAcesso(app.db, body.placa, body.token, req.ip);
        return ok(await service.searchCtr(app.db, v, body));
      },
    );
  }

  app.get(
    '/destinoRapido/destinoFinal',
    {
      config,
      schema: {
        tags,
        summary: 'Destinos finais ativos (placa e token na consulta)',
        querystring: destinoRapidoLoginSchema,
        response: { 200: destinoRapidoContract.destinosFinais },
      },
    },
    async (req) => {
      const { placa, token } = req.query;
      await veiculoDoAcesso(app.db, placa, token, req.ip);
      const rows = await service.listDestinosFinais(app.db);
      return ok({ rows, count: rows.length });
    },
  );

  app.get(
    '/destinoRapido/localidade',
    {
      config,
      schema: {
        tags,
        summary: 'Localidades de origem da carga (placa e token na consulta)',
        querystring: destinoRapidoLoginSchema,
        response: { 200: destinoRapidoContract.localidades },
      },
    },
    async (req) => {
      const { placa, token } = req.query;
      await veiculoDoAcesso(app.db, placa, token, req.ip);
      const rows = await service.listLocalidades(app.db);
      return ok({ rows, count: rows.length });
    },
  );

  app.put(
    '/destinoRapido/solicitacaoTransporte/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Adicionar a CTR retirada à pesagem deste veículo (Em Pesagem)',
        params: idParams,
        body: destinoRapidoSolicitacaoSchema.nullish(),
        response: { 200: destinoRapidoContract.adicionar },
      },
    },
    async (req, reply) => {
      const body = orEmpty(destinoRapidoSolicitacaoSchema, req.body);
      const v = await veiculoDoAcesso(app.db, body.placa, body.token, req.ip);
      // The gate works offline (issue #16): a queued action may arrive twice; the key answers once.
      return idempotente(req, reply, app.db, `veiculo:${v.id}`, { id: req.params.id, body }, async (db) =>
        ok(await service.adicionarPesagem({ ...ctxOf(app, req), db }, v, req.params.id, body)),
      );
    },
  );

  app.put(
    '/destinoRapido/deleteSolicitacaoTransporte/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Retirar a CTR da pesagem deste veículo (volta a Retirada)',
        params: idParams,
        body: credenciaisSoltas,
        querystring: credenciaisSoltas,
        response: { 200: destinoRapidoContract.remover },
      },
    },
    async (req, reply) => {
      const { placa, token } = destinoRapidoLoginSchema.parse({
        placa: req.body?.placa ?? req.query?.placa,
        token: req.body?.token ?? req.query?.token,
      });
      const v = await veiculoDoAcesso(app.db, placa, token, req.ip);
      return idempotente(req, reply, app.db, `veiculo:${v.id}`, { id: req.params.id }, async (db) =>
        ok(await service.removerPesagem({ ...ctxOf(app, req), db }, v, req.params.id)),
      );
    },
  );
}
