import { AppError, findContract } from '@rcc/domain';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { heavyLane } from '../../db/client';
import { sql } from '../../db/sql';
import type { ZodApp } from '../../http/contract';
import { buildFind } from './builder';
import { findEntity } from './registry';
import { rowsPerStatement, runFind } from './run';
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
        // Validate everything (limit and offset included) before the first byte is sent: once the
        // stream has started, an error can no longer become a 400/500 envelope.
        const total = xlsxLimit(body.limit);
        // The export holds every matching row (up to the limit): never continued from a cursor.
        const { after: _cursor, ...whole } = body;
        const start = buildFind(def, { ...whole, limit: 1 }, req.user).offset;
        const built = buildFind(def, { ...whole, offset: 0, limit: 1 }, req.user);
        const columns = body.columns ?? built.fields.map((f) => ({ field: f, header: f }));
        // Pages within the find's cost bound: fewer rows a page when the includes join more (issue #12).
        const pageSize = Math.max(
          1,
          Math.min(XLSX_PAGE, Math.floor(rowsPerStatement(app.db) / built.rowsPerFound)),
        );
        const end = start + total;
        type Rows = Array<{ row: Record<string, unknown> }>;
        const fetchPage = (offset: number): Promise<Rows> => {
          const page = buildFind(
            def,
            { ...whole, offset, limit: Math.min(pageSize, end - offset) },
            req.user,
            pageSize,
          );
          const rows = heavyLane(app.db).query<{ row: Record<string, unknown> }>(page.rows);
          // Awaited below; if the client goes away first, an unawaited failure must not crash the API.
          rows.catch(() => {});
          return rows;
        };
        // The first page is read before answering, so a failing query is still an error envelope.
        // The rows the file will hold, counted exactly (at most `total`) and sent as X-Total-Count,
        // so that the screen reports the real number, never an estimate (issue #17).
        const [first, counted] = await Promise.all([
          fetchPage(start),
          heavyLane(app.db).query<{ n: number }>(
            sql`SELECT count(*)::int AS n FROM (${built.matching} LIMIT ${total} OFFSET ${start}) c`,
          ),
        ]);
        // Each next page is read while the spreadsheet writer encodes the current one (issue #7).
        async function* pages() {
          let rows = first;
          let offset = start;
          for (;;) {
            offset += pageSize;
            const next = rows.length === pageSize && offset < end ? fetchPage(offset) : null;
            yield rows.map((r) => r.row);
            if (!next) return;
            rows = await next;
          }
        }
        return sendStream(reply, streamXlsx(columns, pages()), def.name, counted[0]?.n ?? 0);
      }
      return {
        success: true as const,
        data: await runFind(app.db, buildFind(def, body, req.user), app.config.findCountBudget),
      };
    },
  );
}
