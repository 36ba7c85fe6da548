import { Button, Group, Pagination, Select, Text } from '@mantine/core';
import { descreverTotal } from '@rcc/domain';
import type { GridPosition } from './grid-paging';
import { PAGE_SIZES } from './grid-query';

interface GridPagerProps {
  position: GridPosition;
  pageSize: number;
  count: number;
  /** `count` is an estimate (issue #17): printed as one, and paging goes on while pages come full. */
  estimated: boolean;
  /** Rows the current page brought. */
  rowsOnPage: number;
  onPosition: (position: GridPosition) => void;
  onPageSize: (size: number) => void;
}

const CONTROL_LABELS = {
  first: 'Primeira página',
  previous: 'Página anterior',
  next: 'Próxima página',
  last: 'Última página',
} as const;

const inteiro = new Intl.NumberFormat('pt-BR');

/** What the pager says about the rows on screen and the whole list. */
export function pagerText(p: Omit<GridPagerProps, 'onPosition' | 'onPageSize'>): string {
  const { position, pageSize, count, estimated, rowsOnPage } = p;
  if (count === 0) return '0 registros';
  // Past the end (an address with a page that no longer exists).
  if (rowsOnPage === 0) return 'Nenhum registro nesta página';
  if (!estimated) {
    // From the end (an address like ?pagina=-1): positions counted back from the total.
    const to = position.fromEnd
      ? count - (position.page - 1) * pageSize
      : Math.min(count, (position.page - 1) * pageSize + Math.max(rowsOnPage, 1));
    const from = position.fromEnd ? to - Math.max(rowsOnPage, 1) + 1 : (position.page - 1) * pageSize + 1;
    return `${inteiro.format(Math.max(1, from))}–${inteiro.format(to)} de ${descreverTotal(count, false)}`;
  }
  if (position.fromEnd)
    return `${position.page === 1 ? 'Últimos registros' : `Página ${position.page} a partir do fim`} de ${descreverTotal(count, true)}`;
  const from = (position.page - 1) * pageSize + 1;
  const to = from + rowsOnPage - 1;
  // A page that is not full is the last one: the total is then known exactly.
  if (rowsOnPage < pageSize)
    return `${inteiro.format(from)}–${inteiro.format(to)} de ${descreverTotal(to, false)}`;
  // Paged past the estimate: what is known is a lower bound.
  return `${inteiro.format(from)}–${inteiro.format(to)} de ${descreverTotal(count, true, to >= count ? to : 0)}`;
}

/**
 * The grid's pager (spec 3 §2, issue #17). With an exact count: numbered pages. With an estimate:
 * first, previous, next while the pages come back full, and the last page (read in reverse order),
 * never a page number computed from a guess.
 */
export function GridPager(props: GridPagerProps) {
  const { position, pageSize, count, estimated, rowsOnPage, onPosition, onPageSize } = props;
  const totalPages = Math.max(1, Math.ceil(count / pageSize));
  const full = rowsOnPage === pageSize;
  return (
    <Group justify="space-between" mt="sm" gap="sm">
      <Group gap="xs">
        <Select
          label="Registros por página"
          size="xs"
          w={170}
          data={PAGE_SIZES.map((size) => ({ value: String(size), label: String(size) }))}
          value={String(pageSize)}
          onChange={(value) => value && onPageSize(Number(value))}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
        />
        <Text size="sm" aria-live="polite" mt="lg" data-testid="grid-total">
          {pagerText(props)}
        </Text>
      </Group>
      <nav aria-label="Paginação">
        {estimated ? (
          <Group gap={4} wrap="nowrap">
            <Button
              size="compact-sm"
              variant="default"
              aria-label={CONTROL_LABELS.first}
              disabled={!position.fromEnd && position.page === 1}
              onClick={() => onPosition({ page: 1, fromEnd: false })}
            >
              «
            </Button>
            <Button
              size="compact-sm"
              variant="default"
              aria-label={CONTROL_LABELS.previous}
              // From the end, the previous page is one further from it, while pages come back full.
              disabled={position.fromEnd ? !full : position.page === 1}
              onClick={() =>
                onPosition(
                  position.fromEnd
                    ? { page: position.page + 1, fromEnd: true }
                    : { page: position.page - 1, fromEnd: false },
                )
              }
            >
              ‹
            </Button>
            <Text size="sm" px="xs" aria-current="page">
              {position.fromEnd
                ? `${position.page}ª a partir do fim`
                : `Página ${inteiro.format(position.page)}`}
            </Text>
            <Button
              size="compact-sm"
              variant="default"
              aria-label={CONTROL_LABELS.next}
              disabled={position.fromEnd ? position.page === 1 : !full}
              onClick={() =>
                onPosition(
                  position.fromEnd
                    ? { page: position.page - 1, fromEnd: true }
                    : { page: position.page + 1, fromEnd: false },
                )
              }
            >
              ›
            </Button>
            <Button
              size="compact-sm"
              variant="default"
              aria-label={CONTROL_LABELS.last}
              disabled={position.fromEnd && position.page === 1}
              onClick={() => onPosition({ page: 1, fromEnd: true })}
            >
              »
            </Button>
          </Group>
        ) : (
          <Pagination
            total={totalPages}
            value={position.fromEnd ? Math.max(1, totalPages - position.page + 1) : position.page}
            onChange={(page) => onPosition({ page, fromEnd: false })}
            withEdges
            size="sm"
            getControlProps={(control) => ({ 'aria-label': CONTROL_LABELS[control] })}
            getItemProps={(item) => ({ 'aria-label': `Página ${item}` })}
          />
        )}
      </nav>
    </Group>
  );
}
