import { AppError, MAX_LINHAS_PLANILHA } from '@rcc/domain';
import { heavyLane, type Queryable } from '../../db/client';
import { sql } from '../../db/sql';
import type { AuthUser } from '../auth/user';
import { buildFind, type FindInput } from './builder';
import type { EntityDef } from './registry';
import { rowsPerStatement } from './run';
import type { XlsxColumn } from './xlsx';

/** Rows read per statement while a spreadsheet is written (fewer when the includes join more). */
const PAGINA = 2_000;

interface PedidoPlanilha extends FindInput {
  columns?: XlsxColumn[] | undefined;
}

interface LeituraPlanilha {
  columns: XlsxColumn[];
  /** Rows the file will hold, counted exactly (at most the limit). */
  total: number;
  /** The rows in batches, read while the writer encodes the previous batch. */
  pages: AsyncIterable<Record<string, unknown>[]>;
}

function limite(raw: unknown): number {
  if (raw === undefined || raw === null || raw === '') return MAX_LINHAS_PLANILHA;
  const n = typeof raw === 'string' ? Number(raw) : raw;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < 1 || n > MAX_LINHAS_PLANILHA) {
    throw new AppError('VALIDATION', 'Parâmetro limit inválido.');
  }
  return n;
}

type Page = Array<{ row: Record<string, unknown>; cursor: unknown[] | null }>;

/**
 * The rows of a list's spreadsheet under `user`'s scope, shared by the synchronous export (find
 * routes) and the background one (exportacoes): everything is validated and the first batch and the
 * exact count are read before it returns, so a failing query is still an error answer. The rest is
 * read in batches: by keyset cursor when the order allows it (each batch starts after the previous
 * one's last row, a cheap index seek however deep), by offset otherwise; never more than one batch
 * ahead of the writer, so memory stays flat whatever the row count.
 */
export async function lerPlanilha(
  db: Queryable,
  def: EntityDef,
  pedido: PedidoPlanilha,
  user: AuthUser | null,
): Promise<LeituraPlanilha> {
  const total = limite(pedido.limit);
  // The export holds every matching row (up to the limit): never continued from the list's cursor.
  const { after: _cursor, columns: pedidas, ...whole } = pedido;
  const start = buildFind(def, { ...whole, limit: 1 }, user).offset;
  const built = buildFind(def, { ...whole, offset: 0, limit: 1 }, user);
  const columns = pedidas ?? built.fields.map((f) => ({ field: f, header: f }));
  // Pages within the find's cost bound: fewer rows a page when the includes join more (issue #12).
  const pageSize = Math.max(1, Math.min(PAGINA, Math.floor(rowsPerStatement(db) / built.rowsPerFound)));
  const lane = heavyLane(db);
  const fetchPage = (read: number, after: unknown[] | null): Promise<Page> => {
    const limit = Math.min(pageSize, total - read);
    const input = after ? { ...whole, after, offset: 0, limit } : { ...whole, offset: start + read, limit };
    const rows = lane.query<Page[number]>(buildFind(def, input, user, pageSize).rows);
    // Awaited below; if the client goes away first, an unawaited failure must not crash the API.
    rows.catch(() => {});
    return rows;
  };
  const [first, counted] = await Promise.all([
    fetchPage(0, null),
    lane.query<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM (${built.matching} LIMIT ${total} OFFSET ${start}) c`,
    ),
  ]);
  async function* pages() {
    let rows = first;
    let read = 0;
    for (;;) {
      read += rows.length;
      const last = rows.at(-1);
      const more = rows.length === pageSize && read < total;
      const next = more ? fetchPage(read, built.seekable ? (last?.cursor ?? null) : null) : null;
      yield rows.map((r) => r.row);
      if (!next) return;
      rows = await next;
    }
  }
  return { columns, total: counted[0]?.n ?? 0, pages: pages() };
}
