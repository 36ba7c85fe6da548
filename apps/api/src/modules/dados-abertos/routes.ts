import {
  CONJUNTOS_DADOS_ABERTOS,
  DICIONARIO_DADOS_ABERTOS,
  dadosAbertosContract,
  dadosAbertosQuery,
  F,
} from '@rcc/domain';
import { z } from 'zod';
import { need, PUBLIC } from '../../http/access';
import type { ZodApp } from '../../http/contract';
import { atualizarDadosAbertos } from './atualizar';
import { calculadoEm, calculo, csvEmCache, regioes, respostaJsonEmCache } from './service';

const tags = ['Dados abertos'];
const conjuntoParam = z.object({
  conjunto: z.enum(CONJUNTOS_DADOS_ABERTOS, 'Conjunto de dados desconhecido.'),
});
const PRODUCAO = process.env.NODE_ENV === 'production';
/** Public downloads may be cached briefly: the figures change once a day. */
const CACHE = 'public, max-age=300';

/**
 * Open data (issue #19 items 3–4): public datasets at stable URLs, read from the summary tables
 * that atualizarDadosAbertos computes (daily job, or the administrator on demand).
 */
export default async function dadosAbertosRoutes(app: ZodApp) {
  app.get(
    '/dados-abertos/conjuntos',
    {
      config: { access: PUBLIC },
      schema: {
        tags,
        summary: 'Conjuntos de dados abertos, com dicionário de dados e data do último cálculo',
        response: { 200: dadosAbertosContract.conjuntos },
      },
    },
    async () => {
      const quando = await calculadoEm(app.db);
      return {
        success: true as const,
        data: {
          calculadoEm: quando,
          regioes: await regioes(app.db),
          conjuntos: CONJUNTOS_DADOS_ABERTOS.map((id) => ({
            id,
            ...DICIONARIO_DADOS_ABERTOS[id],
            urlJson: `/api/dados-abertos/${id}.json`,
            urlCsv: `/api/dados-abertos/${id}.csv`,
            calculadoEm: quando,
          })),
        },
      };
    },
  );

  app.get(
    '/dados-abertos/:conjunto.json',
    {
      config: { access: PUBLIC },
      schema: {
        tags,
        summary: 'Baixar um conjunto de dados abertos em JSON (filtros: de, ate, regiao)',
        params: conjuntoParam,
        querystring: dadosAbertosQuery,
        response: { 200: dadosAbertosContract.linhas },
      },
    },
    async (req, reply) => {
      const { conjunto } = req.params;
      const { calculadoEm: quando, versao } = await calculo(app.db);
      const { corpo, texto } = await respostaJsonEmCache(app.db, versao, quando, conjunto, req.query);
      reply.header('Cache-Control', CACHE);
      // Production sends the text serialized once for this computation; elsewhere the answer goes
      // through the contract check like every other (http/contract.ts).
      if (PRODUCAO) reply.serializer(() => texto);
      return corpo;
    },
  );

  app.get(
    '/dados-abertos/:conjunto.csv',
    {
      config: { access: PUBLIC },
      schema: {
        tags,
        summary: 'Baixar um conjunto de dados abertos em CSV (filtros: de, ate, regiao)',
        params: conjuntoParam,
        querystring: dadosAbertosQuery,
        response: { 200: dadosAbertosContract.csv },
      },
    },
    async (req, reply) => {
      const { conjunto } = req.params;
      const { calculadoEm: quando, versao } = await calculo(app.db);
      const csv = await csvEmCache(app.db, versao, conjunto, req.query);
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${conjunto}.csv"`)
        .header('Cache-Control', CACHE)
        .header('Last-Modified', (quando ?? new Date()).toUTCString())
        .send(csv);
    },
  );

  app.post(
    '/dados-abertos/atualizar',
    {
      config: { access: need(F.CONFIGURACOES, 'altera') },
      schema: {
        tags,
        summary: 'Recalcular agora os dados abertos (administrador)',
        response: { 200: dadosAbertosContract.atualizar },
      },
    },
    async (req) => ({
      success: true as const,
      data: await atualizarDadosAbertos(app.db, app.clock.now(), { user: req.user ?? null, ip: req.ip }),
    }),
  );
}
