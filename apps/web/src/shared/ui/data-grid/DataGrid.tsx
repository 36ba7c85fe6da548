import { Box, Button, Group, LoadingOverlay, Table, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { findEntity } from '../../api/use-find';
import { AvisoCopiaOffline } from '../../offline/AvisoCopiaOffline';
import { type ComCopiaOffline, lerComCopia } from '../../offline/copia-offline';
import { formatDate, formatDateTime } from '../../format';
import { useCurrentPageTitle } from '../../page-title';
import { ListState } from '../ListState';
import { ColumnChooser } from './ColumnChooser';
import { ExportPopup } from './ExportPopup';
import { FilterCell } from './FilterCell';
import { GridCards, useCardMode } from './GridCards';
import { GridPager } from './GridPager';
import { SavedFilters } from './SavedFilters';
import { pageParams, pageRowsInOrder, useCursors, useGridPaging } from './grid-paging';
import { buildWhere, type FilterValue, gridFields, nextOrder, readField } from './grid-query';
import type { DataGridProps, GridColumn } from './types';
import { useGridExport } from './use-grid-export';
import { useHiddenColumns } from './use-hidden-columns';
import { AcompanharExportacao } from '../AcompanharExportacao';

function cellText<T>(column: GridColumn<T>, row: T) {
  if (column.render) return column.render(row);
  const value = readField(row, column.field);
  if (value === null || value === undefined) return '';
  if (column.format === 'datetime') return formatDateTime(value as string);
  if (column.format === 'date') return formatDate(value as string);
  return String(value);
}

const SORT_LABEL = { ASC: 'ascending', DESC: 'descending' } as const;

/** The shared list: filter row, column chooser, remote paging and sorting, xlsx export (spec 3 §2). */
export function DataGrid<T>(props: DataGridProps<T>) {
  const { entity, fetcher, queryKey, columns, baseWhere, include, defaultOrder, rowActions } = props;
  const { toolbar, title, rowKey, exportPath, exportFileName, defaultPageSize = 10 } = props;
  const { density = 'comfortable', columnsKey, empty, offlineCopy } = props;
  const compact = density === 'compact';
  // Below 768 px a grid whose columns declare `card` shows one card per row (issue #16, GridCards).
  const cards = useCardMode(columns);

  // Filters, sort, page size and page live in the address (issue #17): back and reload keep them.
  const grid = useGridPaging({ columns, defaultPageSize, defaultOrder });
  const { filters, position, pageSize, order, setOrder } = grid;
  const cursors = useCursors();
  const [hidden, toggleColumn] = useHiddenColumns(columns, columnsKey);
  // The page's heading already shows the grid's title: the caption still names the table for
  // screen readers but is not shown a second time (issue #15 item 5).
  const captionShown = useCurrentPageTitle() !== title;
  const [exporting, setExporting] = useState(false);
  const [debouncedFilters] = useDebouncedValue(filters, 400);

  const visible = columns.filter((c) => !hidden.has(c.field));
  const fields = props.fields ?? (props.rowFields ? gridFields(visible, props.rowFields) : undefined);
  const where = useMemo(
    () => buildWhere(columns, debouncedFilters, baseWhere),
    [columns, debouncedFilters, baseWhere],
  );
  const effectiveOrder = order ?? defaultOrder;
  // Keyset pages and reverse reading are the generic find's (issue #17): with `entity` (a fetcher
  // given too must pass the params on to that entity's find); a fetcher alone pages by offset.
  const keyset = Boolean(entity);
  // The fields asked for do not change the list: showing a column keeps the cursors learnt.
  const listId = JSON.stringify([where, effectiveOrder, pageSize, include]);
  const at = keyset ? position : { page: position.page, fromEnd: false };
  const cursor = keyset ? cursors.get(listId, at.page) : undefined;
  const params = pageParams({ where, include, fields, order: effectiveOrder }, at, pageSize, cursor);

  const query = useQuery({
    queryKey: ['grid', entity ?? queryKey ?? 'custom', params],
    queryFn: ({ signal }): Promise<ComCopiaOffline<T>> => {
      const read = () => {
        if (fetcher) return fetcher(params, signal);
        if (!entity) throw new Error('DataGrid precisa de entity ou fetcher');
        return findEntity<T>(entity, params, signal);
      };
      return offlineCopy ? lerComCopia(offlineCopy, params, read) : read();
    },
    placeholderData: keepPreviousData,
    // A field list asks even offline: the device's copy answers then (issue #16).
    networkMode: offlineCopy ? 'always' : 'online',
  });

  const rows = pageRowsInOrder(query.data, at);
  const count = query.data?.count ?? 0;
  const estimated = Boolean(query.data?.countEstimated);
  if (keyset && !at.fromEnd && query.data && !query.isPlaceholderData)
    cursors.learn(listId, at.page, query.data.next);
  const path = exportPath ?? (entity ? `/${entity}/find` : false);
  const hasActions = Boolean(rowActions);
  const colSpan = visible.length + (hasActions ? 1 : 0);

  const setFilter = (field: string, value: FilterValue) => {
    grid.setFilter(field, value);
  };

  const filtered = Object.values(filters).some(
    (v) => v !== null && v !== '' && !(Array.isArray(v) && !v.length),
  );
  const clearFilters = () => {
    grid.setFilters({});
  };

  const exported = useGridExport({
    path,
    fileName: exportFileName ?? entity ?? 'planilha',
    columns: visible.filter((c) => c.exportable !== false).map((c) => ({ field: c.field, header: c.header })),
    where,
    include,
    fields,
    order: effectiveOrder,
  });

  const listState =
    query.isError || (rows.length === 0 && !query.isPending) ? (
      query.isError ? (
        <ListState
          kind="error"
          compact
          title="Não foi possível carregar os registros."
          detail={query.error.message}
          onRetry={() => query.refetch()}
        />
      ) : (
        <ListState
          kind={filtered ? 'filtered' : 'empty'}
          compact
          title={filtered ? empty?.filtered : empty?.none}
          hint={filtered ? undefined : empty?.hint}
          actions={
            filtered ? (
              <Button size="xs" variant="default" onClick={clearFilters}>
                Limpar filtros
              </Button>
            ) : (
              empty?.action
            )
          }
        />
      )
    ) : null;

  return (
    <Box>
      <Group justify="space-between" mb="xs" gap="xs">
        <Group gap="xs">{toolbar}</Group>
        <Group gap="xs">
          {columnsKey && <SavedFilters gridKey={columnsKey} />}
          {!cards && <ColumnChooser columns={columns} hidden={hidden} onToggle={toggleColumn} />}
          {path && (
            <Button variant="default" size="xs" onClick={() => setExporting(true)} disabled={count === 0}>
              Planilha
            </Button>
          )}
        </Group>
      </Group>
      {exported.job !== null && !exporting && (
        <Group justify="flex-end" mb="xs">
          <AcompanharExportacao id={exported.job} tipo="planilha" />
        </Group>
      )}

      <AvisoCopiaOffline de={query.data?.copiaOfflineDe} />
      <Box pos="relative">
        <LoadingOverlay
          visible={query.isFetching}
          zIndex={2}
          overlayProps={{ blur: 1 }}
          loaderProps={{ 'aria-label': 'Carregando registros' }}
        />
        {cards ? (
          <GridCards<T>
            title={title}
            columns={visible}
            rows={rows}
            rowKey={(row, index) => (rowKey ? rowKey(row) : String(readField(row, 'id') ?? index))}
            cell={cellText}
            rowActions={rowActions}
            listState={listState}
            filters={filters}
            onFilter={setFilter}
            onClearFilters={clearFilters}
            order={effectiveOrder}
            onOrder={(next) => {
              setOrder(next);
            }}
          />
        ) : (
          <Table.ScrollContainer minWidth={Math.max(480, visible.length * 140)}>
            <Table
              striped
              highlightOnHover
              withTableBorder
              captionSide="top"
              aria-busy={query.isFetching}
              verticalSpacing={compact ? 4 : undefined}
              horizontalSpacing={compact ? 'xs' : undefined}
              fz={compact ? 'sm' : undefined}
              className="rcc-grid"
              data-density={density}
            >
              <Table.Caption>{captionShown ? title : <VisuallyHidden>{title}</VisuallyHidden>}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  {visible.map((column) => {
                    const sortable = column.sortable !== false;
                    const active =
                      effectiveOrder?.[0]?.[0] === column.field ? effectiveOrder[0][1] : undefined;
                    return (
                      <Table.Th
                        key={column.field}
                        scope="col"
                        w={column.width}
                        aria-sort={active ? SORT_LABEL[active] : sortable ? 'none' : undefined}
                      >
                        {sortable ? (
                          <UnstyledButton
                            fw={700}
                            fz="sm"
                            onClick={() => {
                              setOrder(nextOrder(order ?? defaultOrder ?? null, column.field));
                            }}
                          >
                            {column.header}
                            <span aria-hidden="true">
                              {active === 'ASC' ? ' ▲' : active === 'DESC' ? ' ▼' : ''}
                            </span>
                          </UnstyledButton>
                        ) : (
                          column.header
                        )}
                      </Table.Th>
                    );
                  })}
                  {hasActions && (
                    <Table.Th scope="col" w={1} className="rcc-grid-actions">
                      Ações
                    </Table.Th>
                  )}
                </Table.Tr>
                <Table.Tr>
                  {visible.map((column) => (
                    <Table.Td key={column.field}>
                      <FilterCell
                        column={column}
                        value={filters[column.field] ?? null}
                        onChange={(value) => setFilter(column.field, value)}
                      />
                    </Table.Td>
                  ))}
                  {hasActions && <Table.Td className="rcc-grid-actions" />}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row, index) => (
                  <Table.Tr key={rowKey ? rowKey(row) : String(readField(row, 'id') ?? index)}>
                    {visible.map((column) => (
                      <Table.Td key={column.field}>{cellText(column, row)}</Table.Td>
                    ))}
                    {hasActions && (
                      <Table.Td className="rcc-grid-actions">
                        <Group gap={4} wrap="nowrap">
                          {rowActions?.(row)}
                        </Group>
                      </Table.Td>
                    )}
                  </Table.Tr>
                ))}
                {listState && (
                  <Table.Tr>
                    <Table.Td colSpan={colSpan}>{listState}</Table.Td>
                  </Table.Tr>
                )}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Box>

      <GridPager
        position={at}
        pageSize={pageSize}
        count={count}
        estimated={estimated}
        rowsOnPage={rows.length}
        onPosition={grid.setPosition}
        onPageSize={grid.setPageSize}
      />

      {path && (
        <ExportPopup
          opened={exporting}
          onClose={() => setExporting(false)}
          count={count}
          estimated={estimated}
          onExport={exported.exportRows}
          onBackground={exported.background}
        />
      )}
    </Box>
  );
}
