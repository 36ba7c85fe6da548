import { PassThrough } from 'node:stream';
import { loadExcelJs } from '../../lib/lazy-libs';

export interface XlsxColumn {
  field: string;
  header: string;
}

function cell(v: unknown): string | number | boolean | Date | null {
  if (v === null || v === undefined) return null;
  if (typeof v === 'number' || typeof v === 'boolean') return v;
  if (v instanceof Date) return v;
  if (typeof v === 'string') return v;
  return JSON.stringify(v);
}

/**
 * Streams rows to an xlsx (exceljs streaming writer): memory stays flat whatever the row count.
 * `pages` yields batches of rows so the database is read in pages too.
 */
export function streamXlsx(
  columns: XlsxColumn[],
  pages: AsyncIterable<Record<string, unknown>[]>,
): PassThrough {
  const out = new PassThrough();
  (async () => {
    const ExcelJS = await loadExcelJs();
    const wb = new ExcelJS.stream.xlsx.WorkbookWriter({
      stream: out,
      useStyles: true,
      useSharedStrings: false,
    });
    memoizeStyles(wb);
    const ws = wb.addWorksheet('Planilha');
    ws.columns = columns.map((c) => ({
      header: c.header,
      key: c.field,
      width: Math.min(Math.max(c.header.length + 4, 12), 60),
    }));
    ws.getRow(1).font = { bold: true };
    for await (const rows of pages) {
      for (const r of rows) {
        ws.addRow(columns.map((c) => cell(getPath(r, c.field)))).commit();
      }
    }
    ws.commit();
    await wb.commit();
  })().catch((err) => out.destroy(err as Error));
  return out;
}

/**
 * exceljs renders every cell's style to XML to find its style index, although a sheet has only a
 * handful of distinct styles: half of the writer's time on a 100,000-row export (issue #7). Equal
 * style models always get the same index (exceljs itself dedupes by that XML), so the index is
 * remembered per model text and cell type. Skipped if a future exceljs changes the internals.
 */
function memoizeStyles(wb: unknown): void {
  const styles = (wb as { styles?: { addStyleModel?: (model: unknown, cellType: unknown) => number } })
    .styles;
  const original = styles?.addStyleModel;
  if (!styles || typeof original !== 'function') return;
  const known = new Map<string, number>();
  styles.addStyleModel = (model, cellType) => {
    const key = `${String(cellType)}|${model ? JSON.stringify(model) : ''}`;
    let id = known.get(key);
    if (id === undefined) {
      id = original.call(styles, model, cellType);
      known.set(key, id);
    }
    return id;
  };
}

function getPath(obj: Record<string, unknown>, path: string): unknown {
  let cur: unknown = obj;
  for (const part of path.split('.')) {
    if (cur === null || typeof cur !== 'object') return undefined;
    cur = (cur as Record<string, unknown>)[part];
  }
  return cur;
}
