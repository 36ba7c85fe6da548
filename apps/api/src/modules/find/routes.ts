import { AppError } from '@rcc/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { buildFind } from './builder';
import { findEntity } from './registry';
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
    subQuery: z.unknown().optional(),
    format: z.enum(['json', 'xlsx'], { error: 'Formato inválido.' }).optional(),
    columns: z
      .array(z.object({ field: z.string().max(100), header: z.string().max(150) }))
      .max(100)
      .optional(),
  })
  .strict()
  .optional();

const XLSX_MAX = 100_000;
const XLSX_PAGE = 2_000;

/** Generic search over the allow-listed entities (DESIGN §3). */
export default async function findRoutes(app: FastifyInstance) {
  app.post(
    '/:entity/find',
    {
      config: { access: { perEntity: true } },
      schema: {
        tags: ['Consulta genérica'],
        params: z.object({ entity: z.string().max(60) }),
        body: findBody,
      },
    },
    async (req, reply) => {
      const { entity } = req.params as { entity: string };
      const def = findEntity(entity);
      if (!def) throw new AppError('VALIDATION', 'Entidade desconhecida.');
      const body = (req.body ?? {}) as NonNullable<z.infer<typeof findBody>>;
      if (body.format === 'xlsx') {
        const built = buildFind(def, { ...body, offset: 0, limit: 1 }, req.user);
        const total = Math.min(
          body.limit === undefined ? XLSX_MAX : Number(body.limit) || XLSX_MAX,
          XLSX_MAX,
        );
        const columns = body.columns ?? built.fields.map((f) => ({ field: f, header: f }));
        const start = Number(body.offset) || 0;
        const end = start + total;
        type Page = Promise<Array<{ row: Record<string, unknown> }>>;
        const fetchPage = (offset: number): Page => {
          const page = buildFind(
            def!,
            { ...body, offset, limit: Math.min(XLSX_PAGE, end - offset) },
            req.user,
            XLSX_PAGE,
          );
          const rows = app.db.query<{ row: Record<string, unknown> }>(page.rows);
          // Awaited below; if the client goes away first, an unawaited failure must not crash the API.
          rows.catch(() => {});
          return rows;
        };
        // The next page is read while the spreadsheet writer encodes this one (issue #7: database
        // and Node work side by side on two cores).
        async function* pages() {
          let offset = start;
          let next: Page | null = fetchPage(offset);
          while (next) {
            const rows: Array<{ row: Record<string, unknown> }> = await next;
            offset += XLSX_PAGE;
            next = rows.length === XLSX_PAGE && offset < end ? fetchPage(offset) : null;
            yield rows.map((r) => r.row);
          }
        }
        void reply
          .header('Content-Type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
          .header('Content-Disposition', `attachment; filename="${def.name}.xlsx"`);
        return reply.send(streamXlsx(columns, pages()));
      }
      return { success: true, data: await runFind(app.db, buildFind(def, body, req.user)) };
    },
  );
}
