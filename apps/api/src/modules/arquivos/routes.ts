import { arquivoContract, arquivoSituacaoSchema, arquivoUploadSchema, can, F } from '@rcc/domain';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { needAny, need } from '../../http/access';
import type { ZodApp } from '../../http/contract';
import { actorOf, bad } from '../pessoas/context';
import { readRequest, safeName } from './files';
import { assertUploadScope, getArquivo, listDocumentos, saveDocumento, setSituacaoArquivo } from './service';

/** The file itself (`download=1`): bytes, which the serializer leaves as they are. */
function sendDownload(
  reply: FastifyReply,
  a: { contentType: string; nomeArquivo: string; conteudo: Buffer },
) {
  return reply
    .header('Content-Type', a.contentType)
    .header('Content-Disposition', `attachment; filename="${safeName(a.nomeArquivo)}"`)
    .header('X-Content-Type-Options', 'nosniff')
    .send(a.conteudo);
}

const idParam = z.object({ id: z.coerce.number().int().positive() });
const tags = ['Documentos'];

export default async function arquivosRoutes(app: ZodApp) {
  const lista = needAny([F.DOCUMENTOS, 'consulta'], [F.ARQUIVO, 'consulta']);
  app.get(
    '/pendencia-documentos',
    {
      config: { access: lista },
      schema: {
        tags,
        summary: 'Documentos do perfil transportador do usuário',
        response: { 200: arquivoContract.documentos },
      },
    },
    async (req) => ({
      success: true as const,
      data: await listDocumentos(app.db, req.user!, undefined),
    }),
  );
  app.get(
    '/pendencia-documentos/:id',
    {
      config: { access: lista },
      schema: {
        tags,
        summary: 'Documentos de um perfil',
        params: idParam,
        response: { 200: arquivoContract.documentos },
      },
    },
    async (req) => ({
      success: true as const,
      data: await listDocumentos(app.db, req.user!, req.params.id),
    }),
  );

  app.post(
    '/Arquivo',
    {
      config: { access: needAny([F.DOCUMENTOS, 'inclui'], [F.ARQUIVO, 'inclui']) },
      schema: {
        tags,
        summary: 'Enviar ou substituir documento de um perfil (multipart)',
        consumes: ['multipart/form-data'],
        response: { 200: arquivoContract.upload },
      },
    },
    async (req) => {
      const { body, files } = await readRequest(req);
      const fields = arquivoUploadSchema.parse(body);
      const file = files.find((f) => f.field === 'anexo') ?? files[0];
      if (!file) throw bad('Selecione o arquivo do documento.', 'anexo');
      const user = req.user!;
      await assertUploadScope(app.db, user, fields.idPerfil);
      const allowReplace = can(user.rights, F.DOCUMENTOS, 'altera') || can(user.rights, F.ARQUIVO, 'altera');
      const data = await app.db.transaction((tx) =>
        saveDocumento(tx, actorOf(req), { ...fields, file }, { allowReplace }),
      );
      return { success: true as const, data };
    },
  );

  app.put(
    '/Arquivo/:id',
    {
      config: { access: need(F.ARQUIVO, 'altera') },
      schema: {
        tags,
        summary: 'Validar documento (situação V, N ou P com a pendência)',
        params: idParam,
        body: arquivoSituacaoSchema,
        response: { 200: arquivoContract.situacao },
      },
    },
    async (req) => {
      const { id } = req.params;
      const data = await app.db.transaction((tx) => setSituacaoArquivo(tx, actorOf(req), id, req.body));
      return { success: true as const, data };
    },
  );

  const getQuery = z.object({ download: z.enum(['0', '1', 'true', 'false']).optional() });
  app.get(
    '/Arquivo/:id',
    {
      config: { access: needAny([F.DOCUMENTOS, 'consulta'], [F.ARQUIVO, 'consulta']) },
      schema: {
        tags,
        summary: 'Documento: metadados e conteúdo em base64, ou o arquivo (download=1)',
        params: idParam,
        querystring: getQuery,
        response: { 200: arquivoContract.arquivo.describe('Sem download; com download=1, o arquivo.') },
      },
    },
    async (req, reply) => {
      const { id } = req.params;
      const { download } = req.query;
      const a = await getArquivo(app.db, req.user!, id);
      if (download === '1' || download === 'true') {
        return sendDownload(reply, a);
      }
      const { conteudo, ...meta } = a;
      return { success: true as const, data: { ...meta, anexo: conteudo.toString('base64') } };
    },
  );
}
