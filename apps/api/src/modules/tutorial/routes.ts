import { AppError, can, F, tutorialContract, tutorialVideoSchema } from '@rcc/domain';
import { z } from 'zod';
import { need } from '../../http/access';
import type { ZodApp } from '../../http/contract';
import { tutorialPdf } from './pdf';
import { excluirVideo, salvarVideo, videosDoUsuario } from './service';

const tags = ['Tutorial'];
const idParam = z.object({ id: z.coerce.number().int().positive() });

/** Tutorial (spec 3 §2): role-filtered videos, the PDF, and the administrators' video list. */
export default async function tutorialRoutes(app: ZodApp) {
  app.get(
    '/tutorial',
    {
      config: { access: need(F.TUTORIAL, 'consulta') },
      schema: {
        tags,
        summary: 'Vídeos do tutorial para os tipos de perfil do usuário (todos=true: todos, para gerenciar)',
        querystring: z.object({ todos: z.enum(['true', 'false']).optional() }),
        response: { 200: tutorialContract.videos },
      },
    },
    async (req) => {
      const todos = req.query.todos === 'true';
      if (todos && !can(req.user!.rights, F.TUTORIAL, 'altera')) throw new AppError('FORBIDDEN');
      const rows = await videosDoUsuario(app.db, req.user!, todos);
      return { success: true as const, data: { rows, count: rows.length } };
    },
  );

  app.get(
    '/tutorial/pdf',
    {
      config: { access: need(F.TUTORIAL, 'consulta') },
      schema: {
        tags,
        summary: 'Tutorial em PDF com os vídeos do usuário',
        response: { 200: z.any().describe('Arquivo PDF (application/pdf).') },
      },
    },
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
    {
      config: { access: need(F.TUTORIAL, 'inclui') },
      schema: {
        tags,
        summary: 'Cadastrar vídeo do tutorial',
        body: tutorialVideoSchema,
        response: { 201: tutorialContract.salvar },
      },
    },
    async (req, reply) =>
      reply.status(201).send({ success: true as const, data: await salvarVideo(app.db, null, req.body) }),
  );

  app.put(
    '/tutorial-video/:id',
    {
      config: { access: need(F.TUTORIAL, 'altera') },
      schema: {
        tags,
        summary: 'Alterar vídeo do tutorial',
        params: idParam,
        body: tutorialVideoSchema,
        response: { 200: tutorialContract.salvar },
      },
    },
    async (req) => ({
      success: true as const,
      data: await salvarVideo(app.db, req.params.id, req.body),
    }),
  );

  app.delete(
    '/tutorial-video/:id',
    {
      config: { access: need(F.TUTORIAL, 'exclui') },
      schema: {
        tags,
        summary: 'Excluir vídeo do tutorial',
        params: idParam,
        response: { 200: tutorialContract.excluir },
      },
    },
    async (req) => {
      await excluirVideo(app.db, req.params.id);
      return { success: true as const, data: null };
    },
  );
}
