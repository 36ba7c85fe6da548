import { requestedFields } from '@rcc/domain/find/fields';
import dayjs from 'dayjs';
import type { OrderItem, Where } from '../../api/types';
import type { GridColumn } from './types';

export type FilterValue = string | string[] | null;
export type FilterValues = Record<string, FilterValue>;

export const PAGE_SIZES = [5, 10, 20] as const;

function condition<T>(column: GridColumn<T>, value: FilterValue): unknown {
  const kind = column.filter ?? 'text';
  if (value === null || value === '' || (Array.isArray(value) && value.length === 0)) return undefined;
  if (kind === 'text') {
    const text = String(value).trim();
    return text ? { $iLike: `%${text}%` } : undefined;
  }
  if (kind === 'select') return Array.isArray(value) ? { $in: value } : value;
  // A picked record: equality on its id (the column's filterField).
  if (kind === 'lookup') return Number.isFinite(Number(value)) ? Number(value) : String(value);
  if (kind === 'date') {
    const day = dayjs(String(value));
    if (!day.isValid()) return undefined;
    return { $between: [day.startOf('day').toISOString(), day.endOf('day').toISOString()] };
  }
  return undefined;
}

/**
 * Filter row → the API's `where` (text → $iLike '%x%', select → equality or $in, date → that day,
 * lookup → the picked id).
 */
export function buildWhere<T>(
  columns: GridColumn<T>[],
  filters: FilterValues,
  baseWhere?: Where,
): Where | undefined {
  const where: Where = {};
  for (const column of columns) {
    const value = condition(column, filters[column.field] ?? null);
    if (value !== undefined) where[column.filterField ?? column.field] = value;
  }
  const hasFilters = Object.keys(where).length > 0;
  const hasBase = baseWhere && Object.keys(baseWhere).length > 0;
  if (!hasFilters) return hasBase ? baseWhere : undefined;
  if (!hasBase) return where;
  // $and keeps the screen's scope even when a filter touches the same field.
  return { $and: [baseWhere, where] };
}

/** The fields a grid with `rowFields` asks for: the shown columns', what their cells read, and `rowFields`. */
export function gridFields<T>(shown: GridColumn<T>[], rowFields: readonly string[]): string[] {
  return requestedFields([...rowFields, ...shown.flatMap((c) => [c.field, ...(c.reads ?? [])])]);
}

/** Header click cycles ascending → descending → the grid's default order. */
export function nextOrder(current: OrderItem[] | null, field: string): OrderItem[] | null {
  const active = current?.[0];
  if (!active || active[0] !== field) return [[field, 'ASC']];
  if (active[1] === 'ASC') return [[field, 'DESC']];
  return null;
}

export const readField = (row: unknown, path: string): unknown =>
  path
    .split('.')
    .reduce<unknown>(
      (acc, key) => (acc && typeof acc === 'object' ? (acc as Record<string, unknown>)[key] : undefined),
      row,
    );

/**
 * Filters given in the address (`?situacao=A&situacao=B`) for the columns with a text, select or
 * date filter: a link — e.g. a Painel card's (issue #14) — opens the list already filtered, with
 * the filter shown in its cell.
 */
export function filtersFromUrl<T>(columns: GridColumn<T>[], search: string): FilterValues {
  const params = new URLSearchParams(search);
  const out: FilterValues = {};
  for (const column of columns) {
    const kind = column.filter ?? 'text';
    const values = params.getAll(column.field);
    if (kind === 'none' || kind === 'lookup' || values.length === 0) continue;
    out[column.field] = kind === 'select' && column.multiple ? values : values[0]!;
  }
  return out;
}
