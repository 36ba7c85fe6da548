import { Button, Menu } from '@mantine/core';
import type { GridColumn } from './types';

interface ColumnChooserProps<T> {
  columns: GridColumn<T>[];
  hidden: ReadonlySet<string>;
  onToggle: (field: string) => void;
}

const Check = ({ on }: { on: boolean }) => (
  <svg width="14" height="14" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
    <rect
      x="1"
      y="1"
      width="14"
      height="14"
      rx="3"
      fill={on ? 'currentColor' : 'none'}
      stroke="currentColor"
    />
    {on && <path d="M4 8.5l2.5 2.5L12 5.5" stroke="#fff" strokeWidth="2" fill="none" />}
  </svg>
);

/** Menu of menuitemcheckbox entries; the last visible column cannot be hidden. */
export function ColumnChooser<T>({ columns, hidden, onToggle }: ColumnChooserProps<T>) {
  const visibleCount = columns.length - hidden.size;
  return (
    <Menu closeOnItemClick={false} position="bottom-end" withinPortal>
      <Menu.Target>
        <Button variant="default" size="xs">
          Colunas
        </Button>
      </Menu.Target>
      <Menu.Dropdown aria-label="Colunas visíveis">
        <Menu.Label>Colunas visíveis</Menu.Label>
        {columns.map((column) => {
          const isVisible = !hidden.has(column.field);
          return (
            <Menu.Item
              key={column.field}
              role="menuitemcheckbox"
              aria-checked={isVisible}
              leftSection={<Check on={isVisible} />}
              disabled={isVisible && visibleCount <= 1}
              onClick={() => onToggle(column.field)}
            >
              {column.header}
            </Menu.Item>
          );
        })}
      </Menu.Dropdown>
    </Menu>
  );
}
