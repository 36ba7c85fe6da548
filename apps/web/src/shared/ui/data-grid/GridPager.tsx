import { Group, Pagination, Select, Text } from '@mantine/core';
import { PAGE_SIZES } from './grid-query';

interface GridPagerProps {
  page: number;
  pageSize: number;
  count: number;
  onPage: (page: number) => void;
  onPageSize: (size: number) => void;
}

const CONTROL_LABELS = {
  first: 'Primeira página',
  previous: 'Página anterior',
  next: 'Próxima página',
  last: 'Última página',
} as const;

export function GridPager({ page, pageSize, count, onPage, onPageSize }: GridPagerProps) {
  const totalPages = Math.max(1, Math.ceil(count / pageSize));
  const from = count === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(count, page * pageSize);
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
        <Text size="sm" aria-live="polite" mt="lg">
          {count === 0
            ? '0 registros'
            : `${from}–${to} de ${count} ${count === 1 ? 'registro' : 'registros'}`}
        </Text>
      </Group>
      <nav aria-label="Paginação">
        <Pagination
          total={totalPages}
          value={page}
          onChange={onPage}
          withEdges
          size="sm"
          getControlProps={(control) => ({ 'aria-label': CONTROL_LABELS[control] })}
          getItemProps={(item) => ({ 'aria-label': `Página ${item}` })}
        />
      </nav>
    </Group>
  );
}
