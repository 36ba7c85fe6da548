import {
  F,
  MSG,
  alocarCacambaSchema,
  alterarTransportadorSchema,
  avaliarSolicitacaoSchema,
  badRequest,
  ctrContract,
  type CtrViewRow,
  editarCtrSchema,
  enviarNaoSolicitadoSchema,
  solicitacaoTransporteSchema,
  updateVeiculoCacambaSchema,
} from '@rcc/domain';
import { z } from 'zod';
import { need, needAny } from '../../http/access';
import type { ZodApp } from '../../http/contract';
import { sha256 } from '../../lib/tokens';
import { buildFind } from '../find/builder';
import { findEntity } from '../find/registry';
import { runFind } from '../find/run';
import { donoDoUsuario, idempotente } from '../idempotencia/service';
import { ctxOf, idParams, ok } from './context';
import geradorLookupRoutes from './gerador-lookup';
import { readMultipart } from './photo';
import { editarCtr } from './service-editar';
import {
  alocarCacamba,
  alterarTransportador,
  avaliarSolicitacao,
  removerFoto,
  updateVeiculoCacamba,
  voltarAlocada,
} from './service-fluxo';
import { retirarCacamba } from './service-retirar';
import { enviarNaoSolicitado, solicitarTransporte } from './service-solicitar';

const tags = ['CTR'];

/** Spec 2 §7 "Requests and evaluation": the CTR's life up to removal. */
export default async function ctrRoutes(app: ZodApp) {
  await app.register(geradorLookupRoutes);
  app.post(
    '/SolicitacaoTransporte',
    {
      config: { access: need(F.SOLICITAR_TRANSPORTE, 'inclui') },
      schema: {
        tags,
        summary: 'Solicitar transporte (o gerador pede ao transportador da obra)',
        body: solicitacaoTransporteSchema,
        response: { 200: ctrContract.solicitar },
      },
    },
    async (req) => ok(await solicitarTransporte(ctxOf(app, req), req.body)),
  );

  app.post(
    '/SolicitacaoTransporte/find-solicitadas',
    {
      config: { access: needAny([F.AVALIAR_SOLICITACAO, 'consulta'], [F.SOLICITAR_TRANSPORTE, 'consulta']) },
      schema: {
        tags,
        summary: 'Listar as solicitações de transporte na situação Solicitada (busca genérica)',
        body: z
          .object({
            where: z.unknown().optional(),
            order: z.unknown().optional(),
            limit: z.unknown().optional(),
            offset: z.unknown().optional(),
            fields: z.unknown().optional(),
          })
          .optional(),
        response: { 200: ctrContract.findSolicitadas },
      },
    },
    async (req) => {
      const body = req.body ?? {};
      const where = body.where ? [body.where, { situacao: 'Solicitada' }] : { situacao: 'Solicitada' };
      const built = buildFind(findEntity('ViewSolicitacaoTransporte')!, { ...body, where }, req.user);
      // The generic find's runner: its page statements and its count policy (exact under the budget,
      // else the estimate, labelled), as every list (issue #17).
      const { rows, count, countEstimated } = await runFind(app.db, built, app.config.findCountBudget);
      return ok({ rows: rows as CtrViewRow[], count, countEstimated });
    },
  );

  app.put(
    '/avaliar_solicitacao/:id',
    {
      config: { access: need(F.AVALIAR_SOLICITACAO, 'altera') },
      schema: {
        tags,
        summary: 'Avaliar solicitação: aceitar com veículo (e caçamba) ou recusar com justificativa',
        params: idParams,
        body: avaliarSolicitacaoSchema,
        response: { 200: ctrContract.avaliar },
      },
    },
    async (req) => ok(await avaliarSolicitacao(ctxOf(app, req), req.params.id, req.body)),
  );

  // Spec 2 §7: 'Alterar Transportador' (idTransportador) or removing the bin photo (fotoCacamba null).
  app.put(
    '/SolicitacaoTransporte/:id',
    {
      config: {
        access: needAny(
          [F.ALTERAR_TRANSPORTADOR, 'altera'],
          [F.RETIRAR_CACAMBA, 'altera'],
          [F.EDITAR_CTR, 'altera'],
        ),
      },
      schema: {
        tags,
        summary: 'Alterar o transportador de uma CTR recusada, ou remover a foto da caçamba',
        params: idParams,
        body: z.record(z.string(), z.unknown()),
        response: { 200: ctrContract.alterar },
      },
    },
    async (req) => {
      const { id } = req.params;
      const body = req.body;
      const ctx = ctxOf(app, req);
      if ('idTransportador' in body || body.situacao === 'Solicitada') {
        return ok(await alterarTransportador(ctx, id, alterarTransportadorSchema.parse(body)));
      }
      if ('fotoCacamba' in body && body.fotoCacamba === null) return ok(await removerFoto(ctx, id));
      throw badRequest(MSG.alterarTransportador.obrigatorio, {
        idTransportador: MSG.alterarTransportador.obrigatorio,
      });
    },
  );

  app.put(
    '/SolicitacaoTransporteEditar/:id',
    {
      config: { access: need(F.EDITAR_CTR, 'altera') },
      schema: {
        tags,
        summary: 'Editar CTR (somente as partes alteradas)',
        params: idParams,
        body: editarCtrSchema,
        response: { 200: ctrContract.editar },
      },
    },
    async (req) => ok(await editarCtr(ctxOf(app, req), req.params.id, req.body)),
  );

  app.get(
    '/voltar-situacao-alocada/:id',
    {
      config: { access: need(F.VOLTAR_ALOCADA, 'consulta') },
      schema: {
        tags,
        summary: 'Voltar uma CTR retirada para Alocada (uma vez)',
        params: idParams,
        response: { 200: ctrContract.voltarAlocada },
      },
    },
    async (req) => ok(await voltarAlocada(ctxOf(app, req), req.params.id)),
  );

  app.put(
    '/updateSolicitacaoTransporte/:id',
    {
      config: {
        access: needAny(
          [F.ALOCAR_CACAMBA, 'altera'],
          [F.EDITAR_CTR, 'altera'],
          [F.ENVIAR_NAO_SOLICITADO, 'altera'],
        ),
      },
      schema: {
        tags,
        summary: 'Trocar o veículo ou a caçamba de uma CTR enviada ou alocada',
        params: idParams,
        body: updateVeiculoCacambaSchema,
        response: { 200: ctrContract.veiculoCacamba },
      },
    },
    async (req) => ok(await updateVeiculoCacamba(ctxOf(app, req), req.params.id, req.body)),
  );

  app.post(
    '/enviar_transporte_nao_solicitado',
    {
      config: { access: need(F.ENVIAR_NAO_SOLICITADO, 'inclui') },
      schema: {
        tags,
        summary: 'Enviar transporte não solicitado (a CTR nasce Alocada, com obra existente ou nova)',
        body: enviarNaoSolicitadoSchema,
        response: { 200: ctrContract.enviarNaoSolicitado },
      },
    },
    async (req) => {
      const result = await enviarNaoSolicitado(ctxOf(app, req), req.body);
      return ok({ ...result, message: MSG.naoSolicitado.enviado });
    },
  );

  app.put(
    '/alocar_cacamba/:id',
    {
      config: { access: need(F.ALOCAR_CACAMBA, 'altera') },
      schema: {
        tags,
        summary: 'Alocar caçamba: a CTR enviada passa a Alocada',
        params: idParams,
        body: alocarCacambaSchema,
        response: { 200: ctrContract.alocar },
      },
    },
    async (req) => {
      const result = await alocarCacamba(ctxOf(app, req), req.params.id, req.body);
      return ok({ ...result, message: MSG.alocacao.sucesso });
    },
  );

  // Multipart (photo ≤ 1 MB, image by magic bytes); a JSON body works when there is no photo.
  app.put(
    '/retirar_cacamba/:id',
    {
      config: { access: need(F.RETIRAR_CACAMBA, 'altera') },
      schema: {
        tags,
        summary: 'Retirar caçamba (formulário multipart com a foto opcional, ou JSON sem foto)',
        consumes: ['multipart/form-data', 'application/json'],
        params: idParams,
        response: { 200: ctrContract.retirar },
      },
    },
    async (req, reply) => {
      const { fields, foto } = await readMultipart(req);
      // Offline removal queue (issue #16): the photo counts in the request by its hash.
      const conteudo = { id: req.params.id, fields, foto: foto && sha256(foto.data) };
      return idempotente(req, reply, app.db, donoDoUsuario(req), conteudo, async (db) =>
        ok(await retirarCacamba({ ...ctxOf(app, req), db }, req.params.id, fields, foto)),
      );
    },
  );
}
