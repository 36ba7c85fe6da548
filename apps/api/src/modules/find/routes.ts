import { AppError } from '@rcc/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { buildFind } from './builder';
import { findEntity } from './registry';
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

function xlsxLimit(raw: unknown): number {
  if (raw === undefined || raw === null || raw === '') return XLSX_MAX;
  const n = typeof raw === 'string' ? Number(raw) : raw;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < 1 || n > XLSX_MAX) {
    throw new AppError('VALIDATION', 'Parâmetro limit inválido.');
  }
  return n;
}

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
        // Validate everything (limit and offset included) before the first byte is sent: once the
        // stream has started, an error can no longer become a 400/500 envelope.
        const total = xlsxLimit(body.limit);
        const start = buildFind(def, { ...body, limit: 1 }, req.user).offset;
        const built = buildFind(def, { ...body, offset: 0, limit: 1 }, req.user);
        const columns = body.columns ?? built.fields.map((f) => ({ field: f, header: f }));
        const pageAt = (offset: number) =>
          buildFind(
            def,
            { ...body, offset, limit: Math.min(XLSX_PAGE, start + total - offset) },
            req.user,
            XLSX_PAGE,
          ).rows;
        const first = await app.db.query<{ row: Record<string, unknown> }>(pageAt(start));
        async function* pages() {
          yield first.map((r) => r.row);
          if (first.length < XLSX_PAGE) return;
          for (let offset = start + XLSX_PAGE; offset < start + total; offset += XLSX_PAGE) {
            const rows = await app.db.query<{ row: Record<string, unknown> }>(pageAt(offset));
            yield rows.map((r) => r.row);
            if (rows.length < XLSX_PAGE) return;
          }
        }
        void reply
          .header('Content-Type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
          .header('Content-Disposition', `attachment; filename="${def.name}.xlsx"`);
        return reply.send(streamXlsx(columns, pages()));
      }
      const built = buildFind(def, body, req.user);
      const [rows, count] = await Promise.all([
        app.db.query<{ row: Record<string, unknown> }>(built.rows),
        app.db.query<{ count: number }>(built.count),
      ]);
      return { success: true, data: { rows: rows.map((r) => r.row), count: count[0]?.count ?? 0 } };
    },
  );
}
