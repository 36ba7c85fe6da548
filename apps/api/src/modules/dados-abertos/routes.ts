import {
  CONJUNTOS_DADOS_ABERTOS,
  DICIONARIO_DADOS_ABERTOS,
  dadosAbertosContract,
  dadosAbertosQuery,
  F,
} from '@rcc/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { need, PUBLIC } from '../../http/access';
import type { ZodApp } from '../../http/contract';
import { atualizarDadosAbertos } from './atualizar';
import { type Arquivo, calculo, csvEmCache, regioes, respostaJsonEmCache } from './service';

const tags = ['Dados abertos'];
const conjuntoParam = z.object({
  conjunto: z.enum(CONJUNTOS_DADOS_ABERTOS, 'Conjunto de dados desconhecido.'),
});
const PRODUCAO = process.env.NODE_ENV === 'production';

/** Whether the client takes gzip (`Accept-Encoding: gzip`, not refused with q=0). */
function aceitaGzip(req: FastifyRequest): boolean {
  return String(req.headers['accept-encoding'] ?? '')
    .split(',')
    .some((c) => {
      const [nome, ...params] = c.trim().toLowerCase().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return (nome === 'gzip' || nome === 'x-gzip') && !(q && Number(q.slice(2)) === 0);
    });
}

/**
 * Sends a download: gzipped when the client takes it (its own tag: another representation), with
 * HTTP caching — a cache may keep the file but asks again each time (`no-cache`), and gets a
 * bodiless 304 while the figures are those it holds (the tag is a hash of the bytes, new at each
 * computation). A longer max-age would keep showing the old figures after the administrator's
 * on-demand refresh. `json`: outside production the JSON answer goes through the contract check
 * like every other (http/contract.ts), so only the 304 is sent here.
 */
function enviar(
  req: FastifyRequest,
  reply: FastifyReply,
  quando: Date | null,
  a: Arquivo,
  tipo: string,
): FastifyReply | null {
  const gzip = a.bytes.length >= 1024 && aceitaGzip(req) && (tipo !== 'json' || PRODUCAO);
  const etag = gzip ? a.etag.replace(/"$/, '-gz"') : a.etag;
  reply.header('Cache-Control', 'public, no-cache').header('ETag', etag).header('Vary', 'Accept-Encoding');
  if (quando) reply.header('Last-Modified', quando.toUTCString());
  const tags = req.headers['if-none-match'];
  const desde = Date.parse(req.headers['if-modified-since'] ?? '');
  const guardado =
    tags !== undefined
      ? tags.split(',').some((t) => ['*', etag].includes(t.trim().replace(/^W\//, '')))
      : // Last-Modified has whole seconds.
        !!quando && !Number.isNaN(desde) && Math.floor(quando.getTime() / 1000) * 1000 <= desde;
  if (guardado) return reply.code(304).send();
  if (tipo === 'json' && !PRODUCAO) return null;
  if (gzip) reply.header('Content-Encoding', 'gzip');
  // Bytes as they are: the serializer leaves a Buffer alone.
  return reply
    .type(tipo === 'json' ? 'application/json; charset=utf-8' : tipo)
    .send(gzip ? a.gzip() : a.bytes);
}

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
      const { calculadoEm: quando, versao } = await calculo(app.db);
      return {
        success: true as const,
        data: {
          calculadoEm: quando,
          regioes: await regioes(app.db, versao),
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
      const r = await respostaJsonEmCache(app.db, versao, quando, conjunto, req.query);
      // Production sends the bytes serialized once for this computation.
      return enviar(req, reply, quando, r, 'json') ?? r.corpo;
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
      reply.header('Content-Disposition', `attachment; filename="${conjunto}.csv"`);
      return enviar(req, reply, quando, csv, 'text/csv; charset=utf-8');
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
