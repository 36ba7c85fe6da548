import { AppError, F, can } from '@rcc/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { need } from '../../http/access';
import { tutorialPdf } from './pdf';
import { excluirVideo, salvarVideo, videoBody, videosDoUsuario } from './service';

const tags = ['Tutorial'];
const idParam = z.object({ id: z.coerce.number().int().positive() });

/** Tutorial (spec 3 §2): role-filtered videos, the PDF, and the administrators' video list. */
export default async function tutorialRoutes(app: FastifyInstance) {
  app.get(
    '/tutorial',
    {
      config: { access: need(F.TUTORIAL, 'consulta') },
      schema: { tags, querystring: z.object({ todos: z.enum(['true', 'false']).optional() }) },
    },
    async (req) => {
      const todos = (req.query as { todos?: string }).todos === 'true';
      if (todos && !can(req.user!.rights, F.TUTORIAL, 'altera')) throw new AppError('FORBIDDEN');
      const rows = await videosDoUsuario(app.db, req.user!, todos);
      return { success: true, data: { rows, count: rows.length } };
    },
  );

  app.get(
    '/tutorial/pdf',
    { config: { access: need(F.TUTORIAL, 'consulta') }, schema: { tags } },
    async (req, reply) => {
      const pdf = await tutorialPdf(await videosDoUsuario(app.db, req.user!, false), app.config.publicUrl);
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', 'attachment; filename="tutorial-rcc.pdf"')
        .send(pdf);
    },
  );

  app.post(
    '/tutorial-video',
    { config: { access: need(F.TUTORIAL, 'inclui') }, schema: { tags, body: videoBody } },
    async (req, reply) =>
      reply.status(201).send({ success: true, data: await salvarVideo(app.db, null, req.body as never) }),
  );

  app.put(
    '/tutorial-video/:id',
    { config: { access: need(F.TUTORIAL, 'altera') }, schema: { tags, params: idParam, body: videoBody } },
    async (req) => ({
      success: true,
      data: await salvarVideo(app.db, (req.params as { id: number }).id, req.body as never),
    }),
  );

  app.delete(
    '/tutorial-video/:id',
    { config: { access: need(F.TUTORIAL, 'exclui') }, schema: { tags, params: idParam } },
    async (req) => {
      await excluirVideo(app.db, (req.params as { id: number }).id);
      return { success: true, data: null };
    },
  );
}
