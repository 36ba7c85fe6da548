import { Alert, Box, Button, Group, LoadingOverlay, Table, Text, UnstyledButton } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { api } from '../../api/client';
import type { FindParams, OrderItem } from '../../api/types';
import { findEntity } from '../../api/use-find';
import { formatDate, formatDateTime } from '../../format';
import { ColumnChooser } from './ColumnChooser';
import { ExportPopup } from './ExportPopup';
import { FilterCell } from './FilterCell';
import { GridPager } from './GridPager';
import {
  buildWhere,
  type FilterValue,
  type FilterValues,
  filtersFromUrl,
  nextOrder,
  readField,
} from './grid-query';
import type { DataGridProps, GridColumn } from './types';

const EMPTY_TEXT = 'Nenhum registro encontrado.';

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
  const { entity, fetcher, queryKey, columns, baseWhere, include, fields, defaultOrder, rowActions } = props;
  const { toolbar, title, rowKey, exportPath, exportFileName, defaultPageSize = 10 } = props;

  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(defaultPageSize);
  const [order, setOrder] = useState<OrderItem[] | null>(null);
  const [filters, setFilters] = useState<FilterValues>(() => filtersFromUrl(columns, window.location.search));
  const [hidden, setHidden] = useState<Set<string>>(
    () => new Set(columns.filter((c) => c.hidden).map((c) => c.field)),
  );
  const [exporting, setExporting] = useState(false);
  const [debouncedFilters] = useDebouncedValue(filters, 400);

  const visible = columns.filter((c) => !hidden.has(c.field));
  const where = useMemo(
    () => buildWhere(columns, debouncedFilters, baseWhere),
    [columns, debouncedFilters, baseWhere],
  );
  const effectiveOrder = order ?? defaultOrder;
  const params: FindParams = {
    where,
    include,
    fields,
    order: effectiveOrder,
    limit: pageSize,
    offset: (page - 1) * pageSize,
  };

  const query = useQuery({
    queryKey: ['grid', entity ?? queryKey ?? 'custom', params],
    queryFn: ({ signal }) => {
      if (fetcher) return fetcher(params, signal);
      if (!entity) throw new Error('DataGrid precisa de entity ou fetcher');
      return findEntity<T>(entity, params, signal);
    },
    placeholderData: keepPreviousData,
  });

  const rows = query.data?.rows ?? [];
  const count = query.data?.count ?? 0;
  const path = exportPath ?? (entity ? `/${entity}/find` : false);
  const hasActions = Boolean(rowActions);
  const colSpan = visible.length + (hasActions ? 1 : 0);

  const setFilter = (field: string, value: FilterValue) => {
    setFilters((current) => ({ ...current, [field]: value }));
    setPage(1);
  };

  const toggleColumn = (field: string) =>
    setHidden((current) => {
      const next = new Set(current);
      if (next.has(field)) next.delete(field);
      else next.add(field);
      return next;
    });

  const exportRows = (limit: number) => {
    if (!path) return Promise.resolve();
    const exportColumns = visible
      .filter((c) => c.exportable !== false)
      .map((c) => ({ field: c.field, header: c.header }));
    const body = {
      where,
      include,
      fields,
      order: effectiveOrder,
      limit,
      offset: 0,
      format: 'xlsx',
      columns: exportColumns,
    };
    return api.download(path, body, `${exportFileName ?? entity ?? 'planilha'}.xlsx`);
  };

  return (
    <Box>
      <Group justify="space-between" mb="xs" gap="xs">
        <Group gap="xs">{toolbar}</Group>
        <Group gap="xs">
          <ColumnChooser columns={columns} hidden={hidden} onToggle={toggleColumn} />
          {path && (
            <Button variant="default" size="xs" onClick={() => setExporting(true)} disabled={count === 0}>
              Planilha
            </Button>
          )}
        </Group>
      </Group>

      {query.isError && (
        <Alert color="red" mb="sm" title="Não foi possível carregar os registros.">
          <Group justify="space-between">
            <Text size="sm">{query.error.message}</Text>
            <Button size="xs" variant="light" color="red" onClick={() => query.refetch()}>
              Tentar novamente
            </Button>
          </Group>
        </Alert>
      )}

      <Box pos="relative">
        <LoadingOverlay
          visible={query.isFetching}
          zIndex={2}
          overlayProps={{ blur: 1 }}
          loaderProps={{ 'aria-label': 'Carregando registros' }}
        />
        <Table.ScrollContainer minWidth={Math.max(480, visible.length * 140)}>
          <Table striped highlightOnHover withTableBorder captionSide="top" aria-busy={query.isFetching}>
            <Table.Caption>{title}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                {visible.map((column) => {
                  const sortable = column.sortable !== false;
                  const active = effectiveOrder?.[0]?.[0] === column.field ? effectiveOrder[0][1] : undefined;
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
                            setOrder((current) => nextOrder(current ?? defaultOrder ?? null, column.field));
                            setPage(1);
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
                  <Table.Th scope="col" w={1}>
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
                {hasActions && <Table.Td />}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row, index) => (
                <Table.Tr key={rowKey ? rowKey(row) : String(readField(row, 'id') ?? index)}>
                  {visible.map((column) => (
                    <Table.Td key={column.field}>{cellText(column, row)}</Table.Td>
                  ))}
                  {hasActions && (
                    <Table.Td>
                      <Group gap={4} wrap="nowrap">
                        {rowActions?.(row)}
                      </Group>
                    </Table.Td>
                  )}
                </Table.Tr>
              ))}
              {rows.length === 0 && !query.isPending && (
                <Table.Tr>
                  <Table.Td colSpan={colSpan}>
                    <Text ta="center" c="dimmed" py="md">
                      {EMPTY_TEXT}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              )}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Box>

      <GridPager
        page={page}
        pageSize={pageSize}
        count={count}
        onPage={setPage}
        onPageSize={(size) => {
          setPageSize(size);
          setPage(1);
        }}
      />

      {path && (
        <ExportPopup
          opened={exporting}
          onClose={() => setExporting(false)}
          count={count}
          onExport={exportRows}
        />
      )}
    </Box>
  );
}
