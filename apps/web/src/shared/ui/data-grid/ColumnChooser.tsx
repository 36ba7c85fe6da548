import { Button, Checkbox, Popover, Stack } from '@mantine/core';
import type { GridColumn } from './types';

interface ColumnChooserProps<T> {
  columns: GridColumn<T>[];
  hidden: ReadonlySet<string>;
  onToggle: (field: string) => void;
}

/**
 * Column chooser: a popover of real checkboxes (Mantine's Menu.Item forces role="menuitem", which
 * would hide the checked state from screen readers). The last visible column cannot be hidden.
 */
export function ColumnChooser<T>({ columns, hidden, onToggle }: ColumnChooserProps<T>) {
  const visibleCount = columns.length - hidden.size;
  return (
    <Popover position="bottom-end" withinPortal trapFocus shadow="md">
      <Popover.Target>
        <Button variant="default" size="xs">
          Colunas
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <fieldset style={{ border: 0, margin: 0, padding: 0 }}>
          <legend style={{ fontWeight: 600, fontSize: 'var(--mantine-font-size-sm)', marginBottom: 8 }}>
            Colunas visíveis
          </legend>
          <Stack gap="xs">
            {columns.map((column) => {
              const isVisible = !hidden.has(column.field);
              return (
                <Checkbox
                  key={column.field}
                  label={column.header}
                  checked={isVisible}
                  disabled={isVisible && visibleCount <= 1}
                  onChange={() => onToggle(column.field)}
                />
              );
            })}
          </Stack>
        </fieldset>
      </Popover.Dropdown>
    </Popover>
  );
}
