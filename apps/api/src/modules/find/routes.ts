import { AppError, findAnswer, findContract } from '@rcc/domain';
import { FIND_ENTITIES, type FindEntityName } from '@rcc/domain/find/entities';
import { findRowSchema } from '@rcc/domain/find/row';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import type { ZodApp } from '../../http/contract';
import { buildFind } from './builder';
import { type EntityDef, findEntity } from './registry';
import type { AuthUser } from '../auth/user';
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

type FindBody = NonNullable<z.output<typeof findBody>>;

const SUMMARY = 'registros (filtros, campos, inclusões, ordem e página) ou exportar a planilha (format=xlsx)';

/** Generic search over the allow-listed entities (DESIGN §3). */
export default async function findRoutes(app: ZodApp) {
  async function answer(def: EntityDef, body: FindBody, user: AuthUser | null, reply: FastifyReply) {
    if (body.format === 'xlsx') {
      // Validate everything (limit and offset included) and read the first rows before the first
      // byte is sent: once the stream has started, an error can no longer become a 400/500
      // envelope. X-Total-Count is the exact number of rows the file holds (issue #17).
      const planilha = await lerPlanilha(app.db, def, body, user);
      return sendStream(reply, streamXlsx(planilha.columns, planilha.pages), def.name, planilha.total);
    }
    return {
      success: true as const,
      data: await runFind(app.db, buildFind(def, body, user), app.config.findCountBudget),
    };
  }

  // One operation per entity the domain declares (issue #13): its access is the entity's, and its
  // answer's rows are the entity's row schema, checked on the way out and published in /api/docs.
  for (const name of Object.keys(FIND_ENTITIES) as FindEntityName[]) {
    const def = findEntity(name);
    if (!def) throw new Error(`Entidade da consulta genérica sem registro na API: ${name}`);
    app.post(
      `/${name}/find`,
      {
        config: { access: def.access },
        schema: {
          tags: ['Consulta genérica'],
          summary: `Consultar ${name}: ${SUMMARY}`,
          body: findBody,
          response: { 200: findAnswer(findRowSchema(name)) },
        },
      },
      (req, reply) => answer(def, req.body ?? {}, req.user, reply),
    );
  }

  // Any other name: an entity only a test registers, or none (400). Not part of the published
  // contract: every declared entity has its own operation above.
  app.post(
    '/:entity/find',
    {
      config: { access: { perEntity: true } },
      schema: {
        hide: true,
        params: z.object({ entity: z.string().max(60) }),
        body: findBody,
        response: { 200: findContract.find },
      },
    },
    async (req, reply) => {
      const def = findEntity(req.params.entity);
      if (!def) throw new AppError('VALIDATION', 'Entidade desconhecida.');
      return answer(def, req.body ?? {}, req.user, reply);
    },
  );
}
