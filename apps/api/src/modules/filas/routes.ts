import { F, filaEntregasQuery, filaFalhasQuery, filaRetryBody, filasContract } from '@rcc/domain';
import { need } from '../../http/access';
import type { ZodApp } from '../../http/contract';
import { actorOf } from '../pessoas/context';
import { entregasFalhando, falhas, resumo, tentarDeNovo } from './service';

const tags = ['Filas e entregas'];
const consulta = need(F.FILAS_ENTREGAS, 'consulta');
const altera = need(F.FILAS_ENTREGAS, 'altera');

/** "Filas e entregas" (issue #18): the job queue and failing webhook deliveries, for the administrator. */
export default async function filasRoutes(app: ZodApp) {
  app.get(
    '/filas',
    {
      config: { access: consulta },
      schema: {
        tags,
        summary: 'Filas de tarefas com o número de tarefas por situação',
        response: { 200: filasContract.resumo },
      },
    },
    async () => ({ success: true as const, data: { filas: await resumo(app.db, app.jobs) } }),
  );
  app.get(
    '/filas/falhas',
    {
      config: { access: consulta },
      schema: {
        tags,
        summary: 'Tarefas que esgotaram as tentativas (com o erro), da mais recente à mais antiga',
        querystring: filaFalhasQuery,
        response: { 200: filasContract.falhas },
      },
    },
    async (req) => ({
      success: true as const,
      data: await falhas(app.db, req.query.fila, req.query.limit, req.query.offset),
    }),
  );
  app.post(
    '/filas/tentar-de-novo',
    {
      config: { access: altera },
      schema: {
        tags,
        summary: 'Tentar de novo uma tarefa que falhou, ou todas (de uma fila ou de todas)',
        body: filaRetryBody,
        response: { 200: filasContract.retry },
      },
    },
    async (req) => {
      const reenviadas = await tentarDeNovo(app.db, app.jobs, actorOf(req), req.body);
      return {
        success: true as const,
        data: { reenviadas },
        message:
          reenviadas === 1 ? '1 tarefa voltou para a fila.' : `${reenviadas} tarefas voltaram para a fila.`,
      };
    },
  );
  app.get(
    '/filas/entregas',
    {
      config: { access: consulta },
      schema: {
        tags,
        summary: 'Entregas de webhook que estão falhando ou desistidas',
        querystring: filaEntregasQuery,
        response: { 200: filasContract.entregas },
      },
    },
    async (req) => ({
      success: true as const,
      data: await entregasFalhando(app.db, req.query.limit, req.query.offset),
    }),
  );
}
