import {
  F,
  type calculateCtrSchema,
  recusarCancelamentoSchema,
  solicitarCancelamentoSchema,
} from '@rcc/domain';
import { calculateCtrSchema as calculateBody } from '@rcc/domain';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { need } from '../../http/access';
import { type IdParams, ctxOf, idParams, ok } from '../ctr/context';
import * as service from './service';

const tags = ['Cancelamento de CTR'];

/** Spec 2 §7 "Cancellation analysis", and the cancellation request itself. */
export default async function cancelamentoRoutes(app: FastifyInstance) {
  app.put(
    '/SolicitarCancelamentoSolicitacao/:id',
    {
      config: { access: need(F.SOLICITAR_CANCELAMENTO, 'altera') },
      schema: { tags, params: idParams, body: solicitarCancelamentoSchema },
    },
    async (req) => {
      const { motivoSolCancelamento } = req.body as z.output<typeof solicitarCancelamentoSchema>;
      return ok(
        await service.solicitarCancelamento(
          ctxOf(app, req),
          (req.params as IdParams).id,
          motivoSolCancelamento,
        ),
      );
    },
  );

  const analise = { config: { access: need(F.ANALISAR_CANCELAMENTO, 'altera') } };
  app.put(
    '/SolicitacaoTransporteAceitar/:id',
    { ...analise, schema: { tags, params: idParams } },
    async (req) => ok(await service.aceitarCancelamento(ctxOf(app, req), (req.params as IdParams).id)),
  );
  app.put(
    '/SolicitacaoTransporteRecusar/:id',
    { ...analise, schema: { tags, params: idParams, body: recusarCancelamentoSchema } },
    async (req) => {
      const { motivoRecSolCancelamento } = req.body as z.output<typeof recusarCancelamentoSchema>;
      return ok(
        await service.recusarCancelamento(
          ctxOf(app, req),
          (req.params as IdParams).id,
          motivoRecSolCancelamento,
        ),
      );
    },
  );
  app.put(
    '/SolicitacaoTransporteDestinar/:id',
    { ...analise, schema: { tags, params: idParams } },
    async (req) => ok(await service.destinar(ctxOf(app, req), (req.params as IdParams).id)),
  );

  app.put(
    '/SolicitacaoTransporteProsseguir/:id',
    { config: { access: need(F.PROSSEGUIR_CTR, 'altera') }, schema: { tags, params: idParams } },
    async (req) => ok(await service.prosseguir(ctxOf(app, req), (req.params as IdParams).id)),
  );

  app.post(
    '/cancelamento-ctr/calculateCTR',
    { config: { access: need(F.ANALISAR_CANCELAMENTO, 'consulta') }, schema: { tags, body: calculateBody } },
    async (req) =>
      ok(await service.calculateCtr(ctxOf(app, req), req.body as z.output<typeof calculateCtrSchema>)),
  );
}
