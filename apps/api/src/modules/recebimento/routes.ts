import {
  F,
  corrigirDadosSchema,
  recebimentoContract,
  recebimentoLoteSchema,
  recebimentoResiduoSchema,
} from '@rcc/domain';
import { need } from '../../http/access';
import type { ZodApp } from '../../http/contract';
import { ctxOf, idParams, ok } from '../ctr/context';
import { donoDoUsuario, idempotente } from '../idempotencia/service';
import * as service from './service';

const tags = ['Recebimento de resíduos'];

/** Spec 2 §7 "Receipt", the batch receipt and 'Corrigir Dados'. */
export default async function recebimentoRoutes(app: ZodApp) {
  app.put(
    '/RecebimentoResiduo/:id',
    {
      config: { access: need(F.ANALISAR_RECEBIMENTO, 'altera') },
      schema: {
        tags,
        summary: 'Avaliar o recebimento: receber (Destinada) ou rejeitar o resíduo com observação',
        params: idParams,
        body: recebimentoResiduoSchema,
        response: { 200: recebimentoContract.transicao },
      },
    },
    async (req, reply) =>
      idempotente(req, reply, app.db, donoDoUsuario(req), { id: req.params.id, body: req.body }, async (db) =>
        ok(await service.avaliarRecebimento({ ...ctxOf(app, req), db }, req.params.id, req.body)),
      ),
  );

  app.post(
    '/RecebimentoResiduo/lote',
    {
      config: { access: need(F.ANALISAR_RECEBIMENTO, 'altera') },
      schema: {
        tags,
        summary: 'Receber em lote: cada CTR recebida à parte, com o resultado de cada uma',
        body: recebimentoLoteSchema,
        response: { 200: recebimentoContract.lote },
      },
    },
    // Queued offline like the single receipt (issue #16): one key per batch, each CTR received once.
    async (req, reply) =>
      idempotente(req, reply, app.db, donoDoUsuario(req), { body: req.body }, async (db) =>
        ok(await service.receberLote({ ...ctxOf(app, req), db }, req.body.ids, req.body.observacao)),
      ),
  );

  app.put(
    '/SolicitacaoTransporteCorrigir/:id',
    {
      config: { access: need(F.CORRIGIR_DADOS_CTR, 'altera') },
      schema: {
        tags,
        summary: 'Corrigir os dados de um resíduo rejeitado: a CTR volta a Retirada',
        params: idParams,
        body: corrigirDadosSchema.optional(),
        response: { 200: recebimentoContract.transicao },
      },
    },
    async (req) => ok(await service.corrigirDados(ctxOf(app, req), req.params.id, req.body ?? {})),
  );
}
