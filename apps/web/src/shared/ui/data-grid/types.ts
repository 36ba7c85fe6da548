import type { ReactNode } from 'react';
import type { FindParams, ListResult, OrderItem, Where } from '../../api/types';

type FilterKind = 'text' | 'select' | 'date' | 'lookup' | 'none';

interface GridOption {
  value: string;
  label: string;
}

/**
 * A column's field: a field of the row type, or a dotted one of an included model. Checked because a
 * grid with `rowFields` asks the API for it by name (a wrong name is refused, not left blank). A grid
 * of untyped rows takes any name.
 */
type GridField<T> = unknown extends T ? string : (keyof T & string) | `${string}.${string}`;

export interface GridColumn<T> {
  /** Field name sent to the API (dotted for included models: 'pessoa.nomeRazaoSocial'). */
  field: GridField<T>;
  header: string;
  width?: number | string;
  render?: (row: T) => ReactNode;
  /** Other fields of the row that `render` reads (asked for with the column when the grid has `rowFields`). */
  reads?: readonly GridField<T>[];
  /** Filter under the header; 'text' by default. */
  filter?: FilterKind;
  /** Field filtered when it differs from `field`. */
  filterField?: string;
  options?: GridOption[];
  /** For filter 'lookup': search `entity` by `labelField`, pick one, filter `filterField` by its id. */
  lookup?: { entity: string; labelField: string; where?: Where };
  /** A select filter with several choices ($in). */
  multiple?: boolean;
  /** Click the header to sort; true by default. */
  sortable?: boolean;
  format?: 'date' | 'datetime';
  /** Starts hidden (the column chooser shows it). */
  hidden?: boolean;
  /** Included in the spreadsheet; true by default. */
  exportable?: boolean;
  /**
   * Its place on a phone card (GridCards, below 768 px; issue #16): 'title' heads the card, 'badge' is
   * the status beside it, a number lists it among the card's fields (lower first, at most 4). A grid
   * with no `card` column stays a table in its own scroll area on a phone.
   */
  card?: 'title' | 'badge' | number;
}

type GridFetcher<T> = (params: FindParams, signal?: AbortSignal) => Promise<ListResult<T>>;

export interface DataGridProps<T> {
  /**
   * Entity of POST /api/{entity}/find. With `fetcher` too, the fetcher reads that entity's find and
   * passes every param on (keyset `after`, `reverse`: issue #17).
   */
  entity?: string;
  fetcher?: GridFetcher<T>;
  /** Distinguishes the cache of a custom fetcher. */
  queryKey?: readonly unknown[];
  columns: GridColumn<T>[];
  baseWhere?: Where;
  include?: unknown[];
  fields?: string[];
  /**
   * What the row actions and the page read of a row besides the shown columns. Given, the grid asks
   * the API for the shown columns' fields (with their `reads`), the id and these, not for every field
   * of the entity (issue #17); showing a column asks again. `fields` wins over it.
   */
  rowFields?: readonly GridField<T>[];
  defaultOrder?: OrderItem[];
  rowActions?: (row: T) => ReactNode;
  toolbar?: ReactNode;
  /** Table caption and accessible name. */
  title: string;
  rowKey?: (row: T) => string | number;
  /** Path of the xlsx export; defaults to /{entity}/find; false hides the 'Planilha' button. */
  exportPath?: string | false;
  exportFileName?: string;
  defaultPageSize?: 5 | 10 | 20;
  /** 'compact' for the big grids: shorter rows and smaller text, ~14+ rows at 1366×768. */
  density?: 'comfortable' | 'compact';
  /** Remembers the column chooser's choice in this browser under this key. */
  columnsKey?: string;
  /** The empty body's words: `none` when nothing exists yet, `filtered` when the filters hide all. */
  empty?: { none?: string; filtered?: string; hint?: ReactNode; action?: ReactNode };
  /**
   * A field list (issue #16): its last answers are kept on the device under this name, and shown
   * with their date when the list is read without a connection.
   */
  offlineCopy?: string;
}
