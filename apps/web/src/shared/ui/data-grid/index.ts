export { DataGrid } from './DataGrid';
export type { GridColumn } from './types';
