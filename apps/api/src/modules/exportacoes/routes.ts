import { exportacaoContract, exportacaoFichasBody, exportacaoPlanilhaBody } from '@rcc/domain';
import { z } from 'zod';
import { AUTHENTICATED } from '../../http/access';
import type { ZodApp } from '../../http/contract';
import { CTR_READ_ACCESS } from '../ctr/entities';
import { arquivo, pedirFichas, pedirPlanilha, situacao } from './service';

const tags = ['Exportações'];
const idParam = z.object({ id: z.coerce.number().int().positive() });

/** Long exports as background jobs (issue #18): request, follow, download (owner only). */
export default async function exportacoesRoutes(app: ZodApp) {
  app.post(
    '/exportacoes/fichas-ctr',
    {
      config: { access: CTR_READ_ACCESS },
      schema: {
        tags,
        summary: 'Pedir o PDF das fichas de muitas CTRs (gerado em segundo plano)',
        body: exportacaoFichasBody,
        response: { 200: exportacaoContract.criar },
      },
    },
    async (req) => ({
      success: true as const,
      data: await pedirFichas(app.db, app.jobs, req.user!, req.body.ids),
      message: 'Exportação iniciada. O arquivo fica disponível aqui quando estiver pronto.',
    }),
  );
  app.post(
    '/exportacoes/planilha/:entity',
    {
      // The same access as the list's synchronous export (its find); the rows are the caller's.
      config: { access: { perEntity: true } },
      schema: {
        tags,
        summary: 'Pedir a planilha (xlsx) de uma lista grande, gerada em segundo plano',
        params: z.object({ entity: z.string().max(60) }),
        body: exportacaoPlanilhaBody,
        response: { 200: exportacaoContract.criar },
      },
    },
    async (req) => ({
      success: true as const,
      data: await pedirPlanilha(app.db, app.jobs, req.user, req.params.entity, req.body),
      message: 'Exportação iniciada. O arquivo fica disponível aqui quando estiver pronto.',
    }),
  );
  app.get(
    '/exportacoes/:id',
    {
      config: { access: AUTHENTICATED },
      schema: {
        tags,
        summary: 'Situação e progresso de uma exportação (só de quem pediu)',
        params: idParam,
        response: { 200: exportacaoContract.situacao },
      },
    },
    async (req) => ({ success: true as const, data: await situacao(app.db, req.user!, req.params.id) }),
  );
  app.get(
    '/exportacoes/:id/arquivo',
    {
      config: { access: AUTHENTICATED },
      schema: {
        tags,
        summary: 'Baixar o arquivo de uma exportação pronta (só quem pediu)',
        params: idParam,
        response: { 200: exportacaoContract.arquivo },
      },
    },
    async (req, reply) => {
      const a = await arquivo(app.db, req.user!, req.params.id);
      return reply
        .header('Content-Type', a.tipoMime)
        .header('Content-Disposition', `attachment; filename="${a.nome}"`)
        .send(a.conteudo);
    },
  );
}
