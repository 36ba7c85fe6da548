import {
  F,
  MSG,
  alocarCacambaSchema,
  alterarTransportadorSchema,
  avaliarSolicitacaoSchema,
  badRequest,
  editarCtrSchema,
  enviarNaoSolicitadoSchema,
  solicitacaoTransporteSchema,
  updateVeiculoCacambaSchema,
} from '@rcc/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { need, needAny } from '../../http/access';
import { buildFind } from '../find/builder';
import { findEntity } from '../find/registry';
import { type IdParams, ctxOf, idParams, ok } from './context';
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
export default async function ctrRoutes(app: FastifyInstance) {
  await app.register(geradorLookupRoutes);
  app.post(
    '/SolicitacaoTransporte',
    {
      config: { access: need(F.SOLICITAR_TRANSPORTE, 'inclui') },
      schema: { tags, body: solicitacaoTransporteSchema },
    },
    async (req) =>
      ok(
        await solicitarTransporte(ctxOf(app, req), req.body as z.output<typeof solicitacaoTransporteSchema>),
      ),
  );

  app.post(
    '/SolicitacaoTransporte/find-solicitadas',
    {
      config: { access: needAny([F.AVALIAR_SOLICITACAO, 'consulta'], [F.SOLICITAR_TRANSPORTE, 'consulta']) },
      schema: {
        tags,
        body: z
          .object({
            where: z.unknown().optional(),
            order: z.unknown().optional(),
            limit: z.unknown().optional(),
            offset: z.unknown().optional(),
            fields: z.unknown().optional(),
          })
          .optional(),
      },
    },
    async (req) => {
      const body = (req.body ?? {}) as Record<string, unknown>;
      const where = body.where ? [body.where, { situacao: 'Solicitada' }] : { situacao: 'Solicitada' };
      const built = buildFind(findEntity('ViewSolicitacaoTransporte')!, { ...body, where }, req.user);
      const [rows, count] = await Promise.all([
        app.db.query<{ row: Record<string, unknown> }>(built.rows),
        app.db.query<{ count: number }>(built.count),
      ]);
      return ok({ rows: rows.map((r) => r.row), count: count[0]?.count ?? 0 });
    },
  );

  app.put(
    '/avaliar_solicitacao/:id',
    {
      config: { access: need(F.AVALIAR_SOLICITACAO, 'altera') },
      schema: { tags, params: idParams, body: avaliarSolicitacaoSchema },
    },
    async (req) => {
      const { id } = req.params as IdParams;
      return ok(
        await avaliarSolicitacao(ctxOf(app, req), id, req.body as z.output<typeof avaliarSolicitacaoSchema>),
      );
    },
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
      schema: { tags, params: idParams, body: z.record(z.string(), z.unknown()) },
    },
    async (req) => {
      const { id } = req.params as IdParams;
      const body = req.body as Record<string, unknown>;
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
      schema: { tags, params: idParams, body: editarCtrSchema },
    },
    async (req) => {
      const { id } = req.params as IdParams;
      return ok(await editarCtr(ctxOf(app, req), id, req.body as z.output<typeof editarCtrSchema>));
    },
  );

  app.get(
    '/voltar-situacao-alocada/:id',
    { config: { access: need(F.VOLTAR_ALOCADA, 'consulta') }, schema: { tags, params: idParams } },
    async (req) => ok(await voltarAlocada(ctxOf(app, req), (req.params as IdParams).id)),
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
      schema: { tags, params: idParams, body: updateVeiculoCacambaSchema },
    },
    async (req) => {
      const { id } = req.params as IdParams;
      return ok(
        await updateVeiculoCacamba(
          ctxOf(app, req),
          id,
          req.body as z.output<typeof updateVeiculoCacambaSchema>,
        ),
      );
    },
  );

  app.post(
    '/enviar_transporte_nao_solicitado',
    {
      config: { access: need(F.ENVIAR_NAO_SOLICITADO, 'inclui') },
      schema: { tags, body: z.record(z.string(), z.unknown()) },
    },
    async (req) => {
      const body = enviarNaoSolicitadoSchema.parse(req.body);
      const result = await enviarNaoSolicitado(ctxOf(app, req), body);
      return ok({ ...result, message: MSG.naoSolicitado.enviado });
    },
  );

  app.put(
    '/alocar_cacamba/:id',
    {
      config: { access: need(F.ALOCAR_CACAMBA, 'altera') },
      schema: { tags, params: idParams, body: alocarCacambaSchema },
    },
    async (req) => {
      const { id } = req.params as IdParams;
      const result = await alocarCacamba(
        ctxOf(app, req),
        id,
        req.body as z.output<typeof alocarCacambaSchema>,
      );
      return ok({ ...result, message: MSG.alocacao.sucesso });
    },
  );

  // Multipart (photo ≤ 1 MB, image by magic bytes); a JSON body works when there is no photo.
  app.put(
    '/retirar_cacamba/:id',
    { config: { access: need(F.RETIRAR_CACAMBA, 'altera') }, schema: { tags, params: idParams } },
    async (req) => {
      const { id } = req.params as IdParams;
      const { fields, foto } = await readMultipart(req);
      return ok(await retirarCacamba(ctxOf(app, req), id, fields, foto));
    },
  );
}
