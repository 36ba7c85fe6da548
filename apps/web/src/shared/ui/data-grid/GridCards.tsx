import { Badge, Box, Button, Card, Drawer, Group, Select, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import type { OrderItem } from '../../api/types';
import { ActionBar } from '../ActionBar';
import { FilterCell } from './FilterCell';
import type { FilterValue, FilterValues } from './grid-query';
import type { GridColumn } from './types';
import './grid-cards.css';

/** Below Mantine's `sm` breakpoint (768 px) a grid whose columns declare `card` shows cards (issue #16). */
const PHONE_QUERY = '(max-width: 47.99em)';
/** Decision fields on a card besides its title and status (issue #16: 3–5 fields in all). */
const MAX_CARD_FIELDS = 4;

/** True on a phone when the grid's columns say how they show on a card. */
export function useCardMode<T>(columns: GridColumn<T>[]): boolean {
  const phone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });
  return Boolean(phone) && columns.some((c) => c.card !== undefined);
}

export interface CardLayout<T> {
  title?: GridColumn<T>;
  badge?: GridColumn<T>;
  fields: GridColumn<T>[];
}

/** Which column heads the card, which is its status badge and which 3–4 fields it lists, in order. */
export function cardLayout<T>(columns: GridColumn<T>[]): CardLayout<T> {
  const fields = columns
    .filter((c): c is GridColumn<T> & { card: number } => typeof c.card === 'number')
    .sort((a, b) => a.card - b.card)
    .slice(0, MAX_CARD_FIELDS);
  return {
    title: columns.find((c) => c.card === 'title'),
    badge: columns.find((c) => c.card === 'badge'),
    fields,
  };
}

interface GridCardsProps<T> {
  title: string;
  columns: GridColumn<T>[];
  rows: T[];
  rowKey: (row: T, index: number) => string | number;
  cell: (column: GridColumn<T>, row: T) => ReactNode;
  rowActions?: (row: T) => ReactNode;
  /** The grid's empty or error state, shown instead of cards. */
  listState: ReactNode;
  filters: FilterValues;
  onFilter: (field: string, value: FilterValue) => void;
  onClearFilters: () => void;
  order: OrderItem[] | undefined;
  onOrder: (order: OrderItem[] | null) => void;
}

const isSet = (v: FilterValue | undefined) =>
  v !== null && v !== undefined && v !== '' && !(Array.isArray(v) && !v.length);

/**
 * The phone layout of the shared grid (issue #16 item 1): one card per row with the fields that matter
 * for the decision and the row's actions at hand (≥ 44 px); the column filters and the order move
 * into a drawer. Same data, paging and filters as the table.
 */
export function GridCards<T>(props: GridCardsProps<T>) {
  const { title, columns, rows, rowKey, cell, rowActions, listState } = props;
  const { filters, onFilter, onClearFilters, order, onOrder } = props;
  const [opened, drawer] = useDisclosure(false);
  const layout = cardLayout(columns);
  const filterable = columns.filter((c) => (c.filter ?? 'text') !== 'none');
  const sortable = columns.filter((c) => c.sortable !== false);
  const active = filterable.filter((c) => isSet(filters[c.field])).length;
  const orderValue = order?.[0] ? `${order[0][0]}:${order[0][1]}` : null;

  return (
    <Box className="rcc-grid-cards">
      <Group gap="xs" mb="xs">
        <Button variant="default" onClick={drawer.open} aria-haspopup="dialog">
          {active ? `Filtros e ordem (${active} ${active === 1 ? 'filtro' : 'filtros'})` : 'Filtros e ordem'}
        </Button>
        {active > 0 && (
          <Button variant="subtle" onClick={onClearFilters}>
            Limpar filtros
          </Button>
        )}
      </Group>

      <Drawer
        opened={opened}
        onClose={drawer.close}
        position="bottom"
        size="auto"
        title={`Filtrar ${title}`}
        closeButtonProps={{ 'aria-label': 'Fechar filtros' }}
      >
        <Stack gap="sm" pb="md">
          {sortable.length > 0 && (
            <Select
              label="Ordenar por"
              placeholder="Ordem padrão"
              clearable
              value={orderValue}
              data={sortable.flatMap((c) => [
                { value: `${c.field}:ASC`, label: `${c.header} (crescente)` },
                { value: `${c.field}:DESC`, label: `${c.header} (decrescente)` },
              ])}
              onChange={(v) => {
                if (!v) return onOrder(null);
                const [field, dir] = v.split(':') as [string, 'ASC' | 'DESC'];
                onOrder([[field, dir]]);
              }}
              comboboxProps={{ withinPortal: true }}
            />
          )}
          {filterable.map((column) => (
            <Stack key={column.field} gap={2}>
              <Text size="sm" fw={600} aria-hidden="true">
                {column.header}
              </Text>
              <FilterCell
                column={column}
                value={filters[column.field] ?? null}
                onChange={(value) => onFilter(column.field, value)}
              />
            </Stack>
          ))}
          <ActionBar>
            <Button variant="default" onClick={onClearFilters} disabled={!active}>
              Limpar filtros
            </Button>
            <Button onClick={drawer.close}>Ver resultados</Button>
          </ActionBar>
        </Stack>
      </Drawer>

      {listState ?? (
        <Stack component="ul" gap="sm" aria-label={title} className="rcc-grid-card-list">
          {rows.map((row, index) => (
            <Card component="li" key={rowKey(row, index)} withBorder padding="sm" radius="md">
              <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
                {layout.title && (
                  <Text fw={700} className="rcc-grid-card-title">
                    <span className="rcc-grid-card-label">{layout.title.header}: </span>
                    {cell(layout.title, row)}
                  </Text>
                )}
                {layout.badge && <CardBadge column={layout.badge} row={row} cell={cell} />}
              </Group>
              <Box component="dl" className="rcc-grid-card-fields">
                {layout.fields.map((column) => (
                  <div key={column.field}>
                    <Text component="dt" size="xs" c="dimmed">
                      {column.header}
                    </Text>
                    <Text component="dd" size="sm">
                      {cell(column, row) || '—'}
                    </Text>
                  </div>
                ))}
              </Box>
              {rowActions && (
                <Group gap="xs" className="rcc-grid-card-actions">
                  {rowActions(row)}
                </Group>
              )}
            </Card>
          ))}
        </Stack>
      )}
    </Box>
  );
}

/**
 * The status as a badge with its text (never colour alone), in the theme's default colours so it
 * contrasts in light, dark and high contrast; a column's own render is kept.
 */
function CardBadge<T>({
  column,
  row,
  cell,
}: {
  column: GridColumn<T>;
  row: T;
  cell: (column: GridColumn<T>, row: T) => ReactNode;
}) {
  const content = cell(column, row);
  if (column.render) return <Box>{content}</Box>;
  return (
    <Badge variant="default" size="lg" tt="none" style={{ flexShrink: 0 }}>
      <VisuallyHidden>{column.header}: </VisuallyHidden>
      {content}
    </Badge>
  );
}
