export { DataGrid } from './DataGrid';
export { buildWhere, nextOrder } from './grid-query';
export type { DataGridProps, FilterKind, GridColumn, GridOption } from './types';
