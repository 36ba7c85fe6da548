import { F } from '@rcc/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { need, needAny } from '../../http/access';
import {
  cacambasNoMapa,
  gerarGraficos,
  graficosBody,
  mapaCacambasBody,
  mapaOcorrenciasBody,
  ocorrenciasNoMapa,
} from './painel';
import { createOcorrencia, loadFoto, reenviarEmail, responder } from './service';

const idParam = z.object({ id: z.coerce.number().int().positive('Identificador inválido.') });
const tags = ['Ocorrências'];

/** Occurrences (spec 3 §2 'Occurrences', §7): register, photo, answer, charts and maps. */
export default async function ocorrenciasRoutes(app: FastifyInstance) {
  app.post(
    '/Ocorrencia',
    {
      config: { access: need(F.REGISTRAR_OCORRENCIA, 'inclui') },
      schema: { tags, consumes: ['multipart/form-data'] },
    },
    async (req, reply) => {
      const data = await createOcorrencia(app, req);
      return reply.status(201).send({ success: true, data });
    },
  );

  app.get(
    '/Ocorrencia/:id/foto',
    {
      config: {
        access: needAny([F.REGISTRAR_OCORRENCIA, 'consulta'], [F.ACOMPANHAR_OCORRENCIA, 'consulta']),
      },
      schema: { tags, params: idParam },
    },
    async (req, reply) => {
      const { id } = req.params as { id: number };
      const foto = await loadFoto(app.db, req.user!, id);
      return reply
        .header('Content-Type', foto.content_type)
        .header('Cache-Control', 'private, max-age=3600')
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Disposition', `inline; filename="ocorrencia-${id}"`)
        .send(Buffer.from(foto.conteudo));
    },
  );

  app.put(
    '/Ocorrencia/:id',
    {
      config: { access: need(F.ACOMPANHAR_OCORRENCIA, 'altera') },
      schema: {
        tags,
        params: idParam,
        body: z.object({
          respostaOrgao: z.string().max(500, 'A resposta aceita até 500 caracteres.').nullish(),
          improcedente: z.enum(['S', 'N'], { error: 'Improcedente deve ser Sim ou Não.' }).nullish(),
          situacao: z.enum(['Em andamento', 'Respondida'], { error: 'Situação inválida.' }),
        }),
      },
    },
    async (req) => {
      const { id } = req.params as { id: number };
      return { success: true, data: await responder(app, req, id, req.body as never) };
    },
  );

  app.post(
    '/acompanhar-ocorrencia/generateGraphics',
    { config: { access: need(F.ACOMPANHAR_OCORRENCIA, 'consulta') }, schema: { tags, body: graficosBody } },
    async (req) => ({ success: true, data: await gerarGraficos(app.db, req.body as never) }),
  );

  app.post(
    '/acompanhar-ocorrencia/sendEmail',
    {
      config: { access: need(F.ACOMPANHAR_OCORRENCIA, 'altera') },
      schema: { tags, body: z.object({ id: z.number({ error: 'Informe a ocorrência.' }).int().positive() }) },
    },
    async (req) => ({ success: true, data: await reenviarEmail(app, (req.body as { id: number }).id) }),
  );

  app.post(
    '/acompanhar-ocorrencia/find-ocorrencias',
    {
      config: { access: need(F.ACOMPANHAR_OCORRENCIA, 'consulta') },
      schema: { tags, body: mapaOcorrenciasBody },
    },
    async (req) => ({ success: true, data: await ocorrenciasNoMapa(app.db, req.body as never) }),
  );

  app.post(
    '/registrar-ocorrencia/find-cacambas',
    {
      config: { access: needAny([F.REGISTRAR_OCORRENCIA, 'inclui'], [F.ACOMPANHAR_OCORRENCIA, 'consulta']) },
      schema: { tags, body: mapaCacambasBody },
    },
    async (req) => ({ success: true, data: await cacambasNoMapa(app.db, req.body as never) }),
  );
}
