import {
  F,
  calculateCtrSchema,
  cancelamentoContract,
  recusarCancelamentoSchema,
  solicitarCancelamentoSchema,
} from '@rcc/domain';
import { need } from '../../http/access';
import type { ZodApp } from '../../http/contract';
import { ctxOf, idParams, ok } from '../ctr/context';
import * as service from './service';

const tags = ['Cancelamento de CTR'];
const response = { 200: cancelamentoContract.transicao };

/** Spec 2 §7 "Cancellation analysis", and the cancellation request itself. */
export default async function cancelamentoRoutes(app: ZodApp) {
  app.put(
    '/SolicitarCancelamentoSolicitacao/:id',
    {
      config: { access: need(F.SOLICITAR_CANCELAMENTO, 'altera') },
      schema: {
        tags,
        summary: 'Solicitar o cancelamento da CTR (com o motivo)',
        params: idParams,
        body: solicitarCancelamentoSchema,
        response,
      },
    },
    async (req) =>
      ok(await service.solicitarCancelamento(ctxOf(app, req), req.params.id, req.body.motivoSolCancelamento)),
  );

  const analise = { config: { access: need(F.ANALISAR_CANCELAMENTO, 'altera') } };
  app.put(
    '/SolicitacaoTransporteAceitar/:id',
    {
      ...analise,
      schema: { tags, summary: 'Aceitar o cancelamento: a CTR fica Cancelada', params: idParams, response },
    },
    async (req) => ok(await service.aceitarCancelamento(ctxOf(app, req), req.params.id)),
  );
  app.put(
    '/SolicitacaoTransporteRecusar/:id',
    {
      ...analise,
      schema: {
        tags,
        summary: 'Recusar o cancelamento (com o motivo da recusa)',
        params: idParams,
        body: recusarCancelamentoSchema,
        response,
      },
    },
    async (req) =>
      ok(
        await service.recusarCancelamento(ctxOf(app, req), req.params.id, req.body.motivoRecSolCancelamento),
      ),
  );
  app.put(
    '/SolicitacaoTransporteDestinar/:id',
    {
      ...analise,
      schema: {
        tags,
        summary: 'Destinar a CTR: encerrá-la como entregue no destino',
        params: idParams,
        response,
      },
    },
    async (req) => ok(await service.destinar(ctxOf(app, req), req.params.id)),
  );

  app.put(
    '/SolicitacaoTransporteProsseguir/:id',
    {
      config: { access: need(F.PROSSEGUIR_CTR, 'altera') },
      schema: {
        tags,
        summary: 'Prosseguir com a CTR: volta à situação anterior ao pedido de cancelamento',
        params: idParams,
        response,
      },
    },
    async (req) => ok(await service.prosseguir(ctxOf(app, req), req.params.id)),
  );

  app.post(
    '/cancelamento-ctr/calculateCTR',
    {
      config: { access: need(F.ANALISAR_CANCELAMENTO, 'consulta') },
      schema: {
        tags,
        summary: 'Gráfico de CTRs canceladas por ano, mês ou dia da semana',
        body: calculateCtrSchema,
        response: { 200: cancelamentoContract.calculate },
      },
    },
    async (req) => ok(await service.calculateCtr(ctxOf(app, req), req.body)),
  );
}
