import { AppError, findContract } from '@rcc/domain';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import type { ZodApp } from '../../http/contract';
import { buildFind } from './builder';
import { findEntity } from './registry';
import { lerPlanilha } from './planilha';
import { runFind } from './run';
import { streamXlsx } from './xlsx';

const findBody = z
  .object({
    where: z.unknown().optional(),
    fields: z.unknown().optional(),
    attributes: z.unknown().optional(),
    include: z.unknown().optional(),
    order: z.unknown().optional(),
    limit: z.unknown().optional(),
    offset: z.unknown().optional(),
    after: z.unknown().optional(),
    reverse: z.boolean().optional(),
    subQuery: z.unknown().optional(),
    format: z.enum(['json', 'xlsx'], { error: 'Formato inválido.' }).optional(),
    columns: z
      .array(z.object({ field: z.string().max(100), header: z.string().max(150) }))
      .max(100)
      .optional(),
  })
  .strict()
  .optional();

/** The spreadsheet is a stream: fastify sends it as is, outside the JSON answer's contract. */
function sendStream(reply: FastifyReply, stream: NodeJS.ReadableStream, name: string, rows: number) {
  return reply
    .header('X-Total-Count', String(rows))
    .header('Access-Control-Expose-Headers', 'X-Total-Count')
    .header('Content-Type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    .header('Content-Disposition', `attachment; filename="${name}.xlsx"`)
    .send(stream);
}

/** Generic search over the allow-listed entities (DESIGN §3). */
export default async function findRoutes(app: ZodApp) {
  app.post(
    '/:entity/find',
    {
      config: { access: { perEntity: true } },
      schema: {
        tags: ['Consulta genérica'],
        summary:
          'Consultar registros da entidade (filtros, campos, inclusões, ordem e página) ou exportar a planilha (format=xlsx)',
        params: z.object({ entity: z.string().max(60) }),
        body: findBody,
        response: { 200: findContract.find },
      },
    },
    async (req, reply) => {
      const { entity } = req.params;
      const def = findEntity(entity);
      if (!def) throw new AppError('VALIDATION', 'Entidade desconhecida.');
      const body = req.body ?? {};
      if (body.format === 'xlsx') {
        // Validate everything (limit and offset included) and read the first rows before the first
        // byte is sent: once the stream has started, an error can no longer become a 400/500
        // envelope. X-Total-Count is the exact number of rows the file holds (issue #17).
        const planilha = await lerPlanilha(app.db, def, body, req.user);
        return sendStream(reply, streamXlsx(planilha.columns, planilha.pages), def.name, planilha.total);
      }
      return {
        success: true as const,
        data: await runFind(app.db, buildFind(def, body, req.user), app.config.findCountBudget),
      };
    },
  );
}
