import type { FindParams } from '../api/types';
import { findEntity } from '../api/use-find';
import { type ComCopiaOffline, gravarCopia, lerCopia } from '../offline/copia-offline';

/**
 * A lookup that works offline (issue #16): its whole list (at most the find's 1000 rows) is read
 * ahead while online and kept on the device; offline, the lookup searches and pages that copy.
 */
const LIMITE = 1000;
const TODAS = 'todas';

/** Reads the lookup's whole list now and keeps it under `nome` (the lookup's `offlineCopy`). */
export async function prepararLookupOffline(
  nome: string,
  entity: string,
  params: Omit<FindParams, 'limit' | 'offset'>,
): Promise<void> {
  gravarCopia(nome, TODAS, await findEntity(entity, { ...params, limit: LIMITE }), 1);
}

const normalizar = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** One page of the kept list, the rows whose field contains the term (case and accents aside). */
export function paginaDaCopia<T>(
  nome: string,
  campo: (row: T) => unknown,
  term: string,
  offset: number,
  limit: number,
): ComCopiaOffline<T> | null {
  const copia = lerCopia<T>(nome, TODAS);
  if (!copia) return null;
  const t = normalizar(term);
  const rows = t ? copia.rows.filter((r) => normalizar(String(campo(r) ?? '')).includes(t)) : copia.rows;
  return {
    rows: rows.slice(offset, offset + limit),
    count: rows.length,
    copiaOfflineDe: copia.copiaOfflineDe,
  };
}
