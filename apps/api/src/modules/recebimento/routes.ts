import {
  F,
  LIMITES_CTR,
  duplicateIndices,
  MSG,
  optionalId,
  optionalText,
  recebimentoLoteSchema,
  recebimentoResiduoSchema,
  residuoVolumeSchema,
} from '@rcc/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { need } from '../../http/access';
import { type IdParams, ctxOf, idParams, ok } from '../ctr/context';
import * as service from './service';

const tags = ['Recebimento de resíduos'];

const corrigirSchema = z
  .object({
    idDestinoFinal: optionalId(),
    idResiduoPredominante: optionalId(),
    residuos: z.array(residuoVolumeSchema).optional(),
    observacao: optionalText(LIMITES_CTR.observacaoMax),
  })
  .superRefine((b, ctx) => {
    for (const i of duplicateIndices(b.residuos ?? [], (r) => r.idTipoResiduo)) {
      ctx.addIssue({
        code: 'custom',
        path: ['residuos', i, 'idTipoResiduo'],
        message: MSG.residuos.jaSelecionado,
      });
    }
  });

/** Spec 2 §7 "Receipt", the batch receipt and 'Corrigir Dados'. */
export default async function recebimentoRoutes(app: FastifyInstance) {
  app.put(
    '/RecebimentoResiduo/:id',
    {
      config: { access: need(F.ANALISAR_RECEBIMENTO, 'altera') },
      schema: { tags, params: idParams, body: recebimentoResiduoSchema },
    },
    async (req) =>
      ok(
        await service.avaliarRecebimento(
          ctxOf(app, req),
          (req.params as IdParams).id,
          req.body as z.output<typeof recebimentoResiduoSchema>,
        ),
      ),
  );

  app.post(
    '/RecebimentoResiduo/lote',
    {
      config: { access: need(F.ANALISAR_RECEBIMENTO, 'altera') },
      schema: { tags, body: recebimentoLoteSchema },
    },
    async (req) => {
      const { ids, observacao } = req.body as z.output<typeof recebimentoLoteSchema>;
      return ok(await service.receberLote(ctxOf(app, req), ids, observacao));
    },
  );

  app.put(
    '/SolicitacaoTransporteCorrigir/:id',
    {
      config: { access: need(F.CORRIGIR_DADOS_CTR, 'altera') },
      schema: { tags, params: idParams, body: corrigirSchema.optional() },
    },
    async (req) =>
      ok(
        await service.corrigirDados(
          ctxOf(app, req),
          (req.params as IdParams).id,
          (req.body ?? {}) as z.output<typeof corrigirSchema>,
        ),
      ),
  );
}
