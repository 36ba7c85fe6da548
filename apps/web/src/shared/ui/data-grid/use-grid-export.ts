import { useState } from 'react';
import { api } from '../../api/client';
import type { Exportacao } from '../AcompanharExportacao';

/** A list read by the generic find (its export path is /{entity}/find). */
const FIND_PATH = /^\/(\w+)\/find$/;

interface GridExportInput {
  /** The synchronous export's path (false: no export). */
  path: string | false;
  fileName: string;
  columns: Array<{ field: string; header: string }>;
  where: unknown;
  include: unknown;
  fields: unknown;
  order: unknown;
}

/**
 * The list's spreadsheet: downloaded at once (spec 3 §2), or, for a list read by the generic find,
 * made in the background (issue #18) with the same filters, order and columns; the last background
 * export asked for is remembered so the grid shows its progress above the list.
 */
export function useGridExport({ path, fileName, columns, where, include, fields, order }: GridExportInput) {
  const [job, setJob] = useState<number | null>(null);
  const request = (limit: number) => ({ where, include, fields, order, limit, columns });
  const exportRows = (limit: number) => {
    if (!path) return Promise.resolve(null);
    return api
      .download(path, { ...request(limit), offset: 0, format: 'xlsx' }, `${fileName}.xlsx`)
      .then(({ total }) => total);
  };
  const entity = path ? FIND_PATH.exec(path)?.[1] : undefined;
  const background = entity
    ? async (limit: number) => {
        const e = await api.post<Exportacao>(`/exportacoes/planilha/${entity}`, request(limit));
        setJob(e.id);
        return e;
      }
    : undefined;
  return { exportRows, background, job };
}
