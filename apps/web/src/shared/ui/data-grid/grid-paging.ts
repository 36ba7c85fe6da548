import { useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { FindParams, ListResult, OrderItem, Where } from '../../api/types';
import { type FilterValue, type FilterValues, filtersFromUrl, PAGE_SIZES } from './grid-query';
import type { GridColumn } from './types';

/**
 * Where the grid stands (issue #17): page `n` counted from the first row (1, 2, …) or, with
 * `fromEnd`, the n-th page counted from the last row — reached by reading the list in the reverse
 * order, so the last page is found without knowing an exact total.
 */
export interface GridPosition {
  page: number;
  fromEnd: boolean;
}

/** The address keys a grid owns besides its column filters (issue #17 item 5). */
export const URL_KEYS = { page: 'pagina', size: 'porPagina', order: 'ordem' } as const;

/** `?pagina=3` → page 3; `?pagina=-1` → the last page, `-2` the one before it. */
export function positionFromUrl(raw: string | null): GridPosition {
  const n = Number(raw);
  if (!raw || !Number.isInteger(n) || n === 0) return { page: 1, fromEnd: false };
  return n < 0 ? { page: -n, fromEnd: true } : { page: n, fromEnd: false };
}

/** `nome.asc,id.desc` ↔ [['nome','ASC'],['id','DESC']]; fields the grid does not show are ignored. */
export function orderFromUrl(raw: string | null, allowed: ReadonlySet<string>): OrderItem[] | null {
  if (!raw) return null;
  const items: OrderItem[] = [];
  for (const part of raw.split(',')) {
    const m = /^(.+)\.(asc|desc)$/i.exec(part);
    if (m && allowed.has(m[1]!)) items.push([m[1]!, m[2]!.toUpperCase() as 'ASC' | 'DESC']);
  }
  return items.length ? items : null;
}

export const orderToUrl = (order: OrderItem[]) => order.map(([f, d]) => `${f}.${d.toLowerCase()}`).join(',');

/** The column filters as address entries (text, select and date filters; a lookup stays local). */
function writeFilters<T>(params: URLSearchParams, columns: GridColumn<T>[], filters: FilterValues) {
  for (const column of columns) {
    const kind = column.filter ?? 'text';
    if (kind === 'none' || kind === 'lookup') continue;
    params.delete(column.field);
    const value = filters[column.field];
    for (const v of Array.isArray(value) ? value : value ? [value] : []) params.append(column.field, v);
  }
}

interface Options<T> {
  columns: GridColumn<T>[];
  defaultPageSize: number;
  defaultOrder: OrderItem[] | undefined;
}

/**
 * The grid's filters, sort, page size and page, kept in the address (shareable; the back button and
 * a reload return to them) and the find parameters that read that page: the next page continues
 * after the previous page's last row (`after`, keyset) when the list gave its cursor; a jump uses
 * the offset; the pages from the end read the reversed order.
 */
export function useGridPaging<T>({ columns, defaultPageSize, defaultOrder }: Options<T>) {
  const [params, setParams] = useSearchParams();
  const allowed = useMemo(() => new Set(columns.map((c) => c.field)), [columns]);
  const position = positionFromUrl(params.get(URL_KEYS.page));
  const sizeParam = Number(params.get(URL_KEYS.size));
  const pageSize = (PAGE_SIZES as readonly number[]).includes(sizeParam) ? sizeParam : defaultPageSize;
  const order = orderFromUrl(params.get(URL_KEYS.order), allowed);
  const [filters, setFilterState] = useState<FilterValues>(() => filtersFromUrl(columns, `?${params}`));

  // Back/forward to an address with other filters: the cells follow it.
  const urlFilters = JSON.stringify(filtersFromUrl(columns, `?${params}`));
  const filtersRef = useRef(filters);
  filtersRef.current = filters;
  useEffect(() => {
    const fromUrl = JSON.parse(urlFilters) as FilterValues;
    const norm = (f: FilterValues) =>
      JSON.stringify(Object.fromEntries(Object.entries(f).filter(([, v]) => v !== null && v !== '')));
    if (norm(fromUrl) !== norm(filtersRef.current)) setFilterState(fromUrl);
  }, [urlFilters]);

  const update = (change: (p: URLSearchParams) => void, replace = false) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        change(next);
        return next;
      },
      { replace, preventScrollReset: true },
    );

  const setPosition = (p: GridPosition) =>
    update((q) => {
      if (!p.fromEnd && p.page === 1) q.delete(URL_KEYS.page);
      else q.set(URL_KEYS.page, String(p.fromEnd ? -p.page : p.page));
    });

  return {
    filters,
    position,
    pageSize,
    order,
    setPosition,
    setPage: (page: number) => setPosition({ page, fromEnd: false }),
    setPageSize: (size: number) =>
      update((q) => {
        q.set(URL_KEYS.size, String(size));
        q.delete(URL_KEYS.page);
      }),
    setOrder: (next: OrderItem[] | null) =>
      update((q) => {
        if (next) q.set(URL_KEYS.order, orderToUrl(next));
        else q.delete(URL_KEYS.order);
        q.delete(URL_KEYS.page);
      }),
    /** A filter typed or picked: back to the first page; the address is replaced, not stacked. */
    setFilter: (field: string, value: FilterValue) => {
      const next = { ...filtersRef.current, [field]: value };
      setFilterState(next);
      update((q) => {
        writeFilters(q, columns, next);
        q.delete(URL_KEYS.page);
      }, true);
    },
    setFilters: (next: FilterValues) => {
      setFilterState(next);
      update((q) => {
        writeFilters(q, columns, next);
        q.delete(URL_KEYS.page);
      }, true);
    },
    defaultOrder,
  };
}

/** Cursors learnt per list (filters, order, size): page n → the `after` that reads it. */
export function useCursors() {
  const ref = useRef(new Map<string, Map<number, unknown[]>>());
  return {
    get: (list: string, page: number) => ref.current.get(list)?.get(page),
    learn: (list: string, page: number, next: unknown[] | undefined) => {
      if (!next) return;
      let m = ref.current.get(list);
      if (!m) {
        if (ref.current.size > 20) ref.current.clear();
        m = new Map();
        ref.current.set(list, m);
      }
      m.set(page + 1, next);
    },
  };
}

/** The find parameters of a position; `list` names the list whose cursors apply. */
export function pageParams(
  base: { where: Where | undefined; include?: unknown[]; fields?: string[]; order: OrderItem[] | undefined },
  position: GridPosition,
  pageSize: number,
  cursor: unknown[] | undefined,
): FindParams {
  if (position.fromEnd)
    return { ...base, reverse: true, limit: pageSize, offset: (position.page - 1) * pageSize };
  if (cursor && position.page > 1) return { ...base, limit: pageSize, offset: 0, after: cursor };
  return { ...base, limit: pageSize, offset: (position.page - 1) * pageSize };
}

/** Rows read in the reversed order are shown in the grid's order. */
export function pageRowsInOrder<T>(data: ListResult<T> | undefined, position: GridPosition): T[] {
  const rows = data?.rows ?? [];
  return position.fromEnd ? [...rows].reverse() : rows;
}
