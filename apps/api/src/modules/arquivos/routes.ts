import { arquivoSituacaoSchema, can, diaIso, F } from '@rcc/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { needAny, need } from '../../http/access';
import { actorOf, bad } from '../pessoas/context';
import { readRequest, safeName } from './files';
import { assertUploadScope, getArquivo, listDocumentos, saveDocumento, setSituacaoArquivo } from './service';

const idParam = z.object({ id: z.coerce.number().int().positive() });
const tags = ['Documentos'];
const uploadFields = z.object({
  idPerfil: z.coerce.number({ error: 'Perfil não informado' }).int().positive('Perfil não informado'),
  idTipoArquivo: z.coerce.number({ error: 'Tipo de documento não informado' }).int().positive(),
  descricao: z.string().max(200).optional(),
  validade: z.preprocess((v) => (v === '' ? undefined : v), diaIso('Data de validade inválida').optional()),
});

export default async function arquivosRoutes(app: FastifyInstance) {
  const lista = needAny([F.DOCUMENTOS, 'consulta'], [F.ARQUIVO, 'consulta']);
  app.get('/pendencia-documentos', { config: { access: lista }, schema: { tags } }, async (req) => ({
    success: true,
    data: await listDocumentos(app.db, req.user!, undefined),
  }));
  app.get(
    '/pendencia-documentos/:id',
    { config: { access: lista }, schema: { tags, params: idParam } },
    async (req) => ({
      success: true,
      data: await listDocumentos(app.db, req.user!, (req.params as { id: number }).id),
    }),
  );

  app.post(
    '/Arquivo',
    { config: { access: needAny([F.DOCUMENTOS, 'inclui'], [F.ARQUIVO, 'inclui']) }, schema: { tags } },
    async (req) => {
      const { body, files } = await readRequest(req);
      const fields = uploadFields.parse(body);
      const file = files.find((f) => f.field === 'anexo') ?? files[0];
      if (!file) throw bad('Selecione o arquivo do documento.', 'anexo');
      const user = req.user!;
      await assertUploadScope(app.db, user, fields.idPerfil);
      const allowReplace = can(user.rights, F.DOCUMENTOS, 'altera') || can(user.rights, F.ARQUIVO, 'altera');
      const data = await app.db.transaction((tx) =>
        saveDocumento(tx, actorOf(req), { ...fields, file }, { allowReplace }),
      );
      return { success: true, data };
    },
  );

  app.put(
    '/Arquivo/:id',
    {
      config: { access: need(F.ARQUIVO, 'altera') },
      schema: { tags, params: idParam, body: arquivoSituacaoSchema },
    },
    async (req) => {
      const { id } = req.params as z.infer<typeof idParam>;
      const body = req.body as z.infer<typeof arquivoSituacaoSchema>;
      const data = await app.db.transaction((tx) => setSituacaoArquivo(tx, actorOf(req), id, body));
      return { success: true, data };
    },
  );

  const getQuery = z.object({ download: z.enum(['0', '1', 'true', 'false']).optional() });
  app.get(
    '/Arquivo/:id',
    {
      config: { access: needAny([F.DOCUMENTOS, 'consulta'], [F.ARQUIVO, 'consulta']) },
      schema: { tags, params: idParam, querystring: getQuery },
    },
    async (req, reply) => {
      const { id } = req.params as z.infer<typeof idParam>;
      const { download } = req.query as z.infer<typeof getQuery>;
      const a = await getArquivo(app.db, req.user!, id);
      if (download === '1' || download === 'true') {
        return reply
          .header('Content-Type', a.contentType)
          .header('Content-Disposition', `attachment; filename="${safeName(a.nomeArquivo)}"`)
          .header('X-Content-Type-Options', 'nosniff')
          .send(a.conteudo);
      }
      const { conteudo, ...meta } = a;
      return { success: true, data: { ...meta, anexo: conteudo.toString('base64') } };
    },
  );
}
