import {
  F,
  graficosOcorrenciaSchema,
  mapaCacambasSchema,
  mapaOcorrenciasSchema,
  ocorrenciaContract,
  reenviarRespostaSchema,
  respostaOcorrenciaSchema,
} from '@rcc/domain';
import { z } from 'zod';
import { need, needAny } from '../../http/access';
import type { ZodApp } from '../../http/contract';
import { cacambasNoMapa, gerarGraficos, ocorrenciasNoMapa } from './painel';
import { createOcorrencia, loadFoto, reenviarEmail, responder } from './service';

const idParam = z.object({ id: z.coerce.number().int().positive('Identificador inválido.') });
const tags = ['Ocorrências'];

/** Occurrences (spec 3 §2 'Occurrences', §7): register, photo, answer, charts and maps. */
export default async function ocorrenciasRoutes(app: ZodApp) {
  app.post(
    '/Ocorrencia',
    {
      config: { access: need(F.REGISTRAR_OCORRENCIA, 'inclui') },
      schema: {
        tags,
        summary: 'Registrar ocorrência (formulário multipart com a foto)',
        consumes: ['multipart/form-data'],
        response: { 201: ocorrenciaContract.create },
      },
    },
    async (req, reply) => {
      const data = await createOcorrencia(app, req);
      return reply.status(201).send({ success: true as const, data });
    },
  );

  app.get(
    '/Ocorrencia/:id/foto',
    {
      config: {
        access: needAny([F.REGISTRAR_OCORRENCIA, 'consulta'], [F.ACOMPANHAR_OCORRENCIA, 'consulta']),
      },
      schema: {
        tags,
        summary: 'Foto da ocorrência (imagem)',
        params: idParam,
        response: { 200: z.any().describe('A imagem (image/jpeg, image/png ou image/webp).') },
      },
    },
    async (req, reply) => {
      const { id } = req.params;
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
        summary: 'Responder ocorrência (salvar rascunho ou enviar a resposta ao cidadão)',
        params: idParam,
        response: { 200: ocorrenciaContract.responder },
        body: respostaOcorrenciaSchema,
      },
    },
    async (req) => {
      const { id } = req.params;
      return { success: true as const, data: await responder(app, req, id, req.body) };
    },
  );

  app.post(
    '/acompanhar-ocorrencia/generateGraphics',
    {
      config: { access: need(F.ACOMPANHAR_OCORRENCIA, 'consulta') },
      schema: {
        tags,
        summary: 'Gráficos de ocorrências por situação e por tipo de irregularidade',
        body: graficosOcorrenciaSchema,
        response: { 200: ocorrenciaContract.graficos },
      },
    },
    async (req) => ({ success: true as const, data: await gerarGraficos(app.db, req.body) }),
  );

  app.post(
    '/acompanhar-ocorrencia/sendEmail',
    {
      config: { access: need(F.ACOMPANHAR_OCORRENCIA, 'altera') },
      schema: {
        tags,
        summary: 'Reenviar por e-mail a resposta de uma ocorrência respondida',
        body: reenviarRespostaSchema,
        response: { 200: ocorrenciaContract.reenviarEmail },
      },
    },
    async (req) => ({ success: true as const, data: await reenviarEmail(app, req.body.id) }),
  );

  app.post(
    '/acompanhar-ocorrencia/find-ocorrencias',
    {
      config: { access: need(F.ACOMPANHAR_OCORRENCIA, 'consulta') },
      schema: {
        tags,
        summary: 'Ocorrências na área visível do mapa',
        body: mapaOcorrenciasSchema,
        response: { 200: ocorrenciaContract.mapaOcorrencias },
      },
    },
    async (req) => ({ success: true as const, data: await ocorrenciasNoMapa(app.db, req.body) }),
  );

  app.post(
    '/registrar-ocorrencia/find-cacambas',
    {
      config: { access: needAny([F.REGISTRAR_OCORRENCIA, 'inclui'], [F.ACOMPANHAR_OCORRENCIA, 'consulta']) },
      schema: {
        tags,
        summary: 'Caçambas cadastradas na área visível do mapa',
        body: mapaCacambasSchema,
        response: { 200: ocorrenciaContract.mapaCacambas },
      },
    },
    async (req) => ({ success: true as const, data: await cacambasNoMapa(app.db, req.body) }),
  );
}
