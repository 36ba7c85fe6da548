import { Button, Combobox, Group, InputBase, Loader, Text, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import type { FindParams, OrderItem, Where } from '../api/types';
import { findEntity } from '../api/use-find';
import { semRede } from '../offline/sem-rede';
import { paginaDaCopia } from './lookup-offline';

type Row = Record<string, unknown>;

export interface LookupProps<T extends Row = Row> {
  /** Entity searched with POST /api/{entity}/find. */
  entity: string;
  label: ReactNode;
  /** Accessible name when there is no visible label (e.g. a grid's filter row). */
  'aria-label'?: string;
  size?: 'xs' | 'sm' | 'md';
  /** Field shown for each option; also the field searched with $iLike unless `searchField` is set. */
  labelField: string;
  valueField?: string;
  searchField?: string;
  where?: Where;
  include?: unknown[];
  fields?: string[];
  order?: OrderItem[];
  /** Spec 1 §9: lookups page 10 (some 5). */
  pageSize?: 5 | 10;
  value?: string | number | null;
  onChange?: (value: string | number | null, row: T | null) => void;
  renderOption?: (row: T) => ReactNode;
  placeholder?: string;
  description?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  withAsterisk?: boolean;
  disabled?: boolean;
  clearable?: boolean;
  nothingFound?: string;
  onBlur?: () => void;
  onFocus?: () => void;
  /**
   * Offline (issue #16): answered from the device's copy of the whole list kept under this name
   * (`prepararLookupOffline`, with the same `where`, `include`, `fields` and `order`).
   */
  offlineCopy?: string;
}

const read = (row: Row, path: string): unknown =>
  path
    .split('.')
    .reduce<unknown>((acc, key) => (acc && typeof acc === 'object' ? (acc as Row)[key] : undefined), row);

/** Async searchable select over a generic find, with server paging in the dropdown. */
export function Lookup<T extends Row = Row>({
  entity,
  label,
  labelField,
  valueField = 'id',
  searchField,
  where,
  include,
  fields,
  order,
  pageSize = 10,
  value,
  onChange,
  renderOption,
  placeholder = 'Digite para pesquisar',
  nothingFound = 'Nenhum registro encontrado.',
  clearable = true,
  disabled,
  onBlur,
  onFocus,
  offlineCopy,
  ...inputProps
}: LookupProps<T>) {
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [search, setSearch] = useState('');
  const [selected, setSelected] = useState<{ key: string; label: string } | null>(null);
  const [page, setPage] = useState(0);
  const [debounced] = useDebouncedValue(search, 400);
  const hasValue = value !== null && value !== undefined && value !== '';
  // The label belongs to one value: a value changed from outside must fetch its own.
  const selectedLabel = hasValue && selected?.key === String(value) ? selected.label : '';

  const term = debounced.trim();
  const params: FindParams = {
    where: term ? { ...where, [searchField ?? labelField]: { $iLike: `%${term}%` } } : where,
    include,
    fields,
    order: order ?? [[labelField, 'ASC']],
    limit: pageSize,
    offset: page * pageSize,
  };
  const opened = combobox.dropdownOpened;
  const list = useQuery({
    queryKey: ['lookup', entity, params],
    queryFn: async ({ signal }) => {
      try {
        return await findEntity<T>(entity, params, signal);
      } catch (e) {
        const campo = (row: T) => read(row, searchField ?? labelField);
        const copia =
          offlineCopy && semRede(e)
            ? paginaDaCopia<T>(offlineCopy, campo, term, params.offset ?? 0, pageSize)
            : null;
        if (!copia) throw e;
        return copia;
      }
    },
    enabled: opened && !disabled,
    staleTime: 30_000,
    networkMode: offlineCopy ? 'always' : 'online',
  });

  // A value set from outside (edit forms) needs its label: fetch that one row.
  const needsLabel = hasValue && !selectedLabel;
  const current = useQuery({
    queryKey: ['lookup-value', entity, valueField, value],
    queryFn: ({ signal }) =>
      findEntity<T>(entity, { where: { ...where, [valueField]: value }, include, fields, limit: 1 }, signal),
    enabled: needsLabel,
  });
  useEffect(() => {
    const row = current.data?.rows[0];
    if (needsLabel && row) setSelected({ key: String(value), label: String(read(row, labelField) ?? '') });
  }, [current.data, needsLabel, labelField, value]);

  const rows = list.data?.rows ?? [];
  const count = list.data?.count ?? 0;
  const lastPage = Math.max(0, Math.ceil(count / pageSize) - 1);

  const choose = (key: string) => {
    const row = rows.find((r) => String(read(r, valueField)) === key) ?? null;
    const rowValue = row ? (read(row, valueField) as string | number) : null;
    setSelected(row ? { key, label: String(read(row, labelField) ?? '') } : null);
    setSearch('');
    onChange?.(rowValue, row);
    combobox.closeDropdown();
  };

  const clear = () => {
    setSelected(null);
    setSearch('');
    onChange?.(null, null);
  };

  const keepFocus = (event: React.MouseEvent) => event.preventDefault();

  return (
    <Combobox store={combobox} onOptionSubmit={choose} withinPortal>
      <Combobox.Target>
        <InputBase
          {...inputProps}
          label={label}
          disabled={disabled}
          placeholder={placeholder}
          value={opened ? search : selectedLabel}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(0);
            combobox.openDropdown();
            combobox.updateSelectedOptionIndex();
          }}
          onClick={() => combobox.openDropdown()}
          onFocus={() => {
            combobox.openDropdown();
            onFocus?.();
          }}
          onBlur={() => {
            combobox.closeDropdown();
            setSearch('');
            onBlur?.();
          }}
          rightSection={
            list.isFetching || current.isFetching ? (
              <Loader size={16} aria-label="Carregando opções" />
            ) : clearable && hasValue && !disabled ? (
              <Combobox.ClearButton onClear={clear} aria-label="Limpar seleção" />
            ) : (
              <Combobox.Chevron />
            )
          }
          rightSectionPointerEvents={clearable && hasValue ? 'all' : 'none'}
        />
      </Combobox.Target>

      <Combobox.Dropdown>
        <Combobox.Options aria-label={typeof label === 'string' ? label : inputProps['aria-label']}>
          {rows.map((row) => {
            const key = String(read(row, valueField));
            return (
              <Combobox.Option value={key} key={key} active={String(value) === key}>
                {renderOption ? renderOption(row) : String(read(row, labelField) ?? '')}
              </Combobox.Option>
            );
          })}
          {!list.isFetching && rows.length === 0 && <Combobox.Empty>{nothingFound}</Combobox.Empty>}
          {list.isError && <Combobox.Empty>Não foi possível carregar as opções.</Combobox.Empty>}
        </Combobox.Options>
        {count > pageSize && (
          <Combobox.Footer>
            <Group justify="space-between" gap="xs" wrap="nowrap">
              <Button
                size="compact-xs"
                variant="subtle"
                onMouseDown={keepFocus}
                onClick={() => setPage((p) => Math.max(0, p - 1))}
                disabled={page === 0}
              >
                Anterior
              </Button>
              <Text size="xs" aria-live="polite">
                Página {page + 1} de {lastPage + 1}
              </Text>
              <Button
                size="compact-xs"
                variant="subtle"
                onMouseDown={keepFocus}
                onClick={() => setPage((p) => Math.min(lastPage, p + 1))}
                disabled={page >= lastPage}
              >
                Próxima
              </Button>
            </Group>
          </Combobox.Footer>
        )}
      </Combobox.Dropdown>
    </Combobox>
  );
}
