import { MultiSelect, Select, TextInput } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { Lookup } from '../Lookup';
import type { FilterValue } from './grid-query';
import type { GridColumn } from './types';

interface FilterCellProps<T> {
  column: GridColumn<T>;
  value: FilterValue;
  onChange: (value: FilterValue) => void;
}

/** One filter input of the grid's filter row, named 'Filtrar por {header}'. */
export function FilterCell<T>({ column, value, onChange }: FilterCellProps<T>) {
  const kind = column.filter ?? 'text';
  const label = `Filtrar por ${column.header}`;
  if (kind === 'none') return null;
  if (kind === 'select' && column.multiple) {
    return (
      <MultiSelect
        aria-label={label}
        size="xs"
        data={column.options ?? []}
        value={Array.isArray(value) ? value : []}
        onChange={(next) => onChange(next)}
        clearable
        comboboxProps={{ withinPortal: true }}
      />
    );
  }
  if (kind === 'select') {
    return (
      <Select
        aria-label={label}
        size="xs"
        placeholder="Todos"
        data={column.options ?? []}
        value={typeof value === 'string' ? value : null}
        onChange={(next) => onChange(next)}
        clearable
        comboboxProps={{ withinPortal: true }}
      />
    );
  }
  if (kind === 'lookup' && column.lookup) {
    return (
      <Lookup
        aria-label={label}
        label={undefined}
        size="xs"
        entity={column.lookup.entity}
        labelField={column.lookup.labelField}
        where={column.lookup.where}
        placeholder="Todos"
        value={typeof value === 'string' ? value : null}
        onChange={(next) => onChange(next == null ? null : String(next))}
      />
    );
  }
  if (kind === 'date') {
    return (
      <DateInput
        aria-label={label}
        size="xs"
        valueFormat="DD/MM/YYYY"
        placeholder="dd/mm/aaaa"
        value={typeof value === 'string' ? value : null}
        onChange={(next) => onChange(next ? String(next) : null)}
        clearable
        popoverProps={{ withinPortal: true }}
      />
    );
  }
  return (
    <TextInput
      aria-label={label}
      size="xs"
      value={typeof value === 'string' ? value : ''}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}
