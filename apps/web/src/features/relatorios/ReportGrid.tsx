import { Group } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { type ReactNode, useState } from 'react';
import { api } from '../../shared/api/client';
import type { ListResult } from '../../shared/api/types';
import { DataGrid, type GridColumn } from '../../shared/ui/data-grid';

const ymd = (d: string | null) => (d ? new Date(d).toISOString().slice(0, 10) : undefined);

export interface ReportGridProps<T> {
  path: string;
  title: string;
  columns: GridColumn<T>[];
  withPeriod?: boolean;
  toolbar?: ReactNode;
  onData?: (data: ListResult<T> & { sum?: Array<Record<string, number | null>> }) => void;
  fileName: string;
}

/** A report grid over its POST route (same paging, filters and xlsx export as the generic find). */
export function ReportGrid<T>({
  path,
  title,
  columns,
  withPeriod = true,
  toolbar,
  onData,
  fileName,
}: ReportGridProps<T>) {
  const [inicio, setInicio] = useState<string | null>(null);
  const [fim, setFim] = useState<string | null>(null);
  const period = { dataInicial: ymd(inicio), dataFinal: ymd(fim) };
  return (
    <DataGrid<T>
      title={title}
      columns={columns}
      queryKey={[path, period]}
      exportPath={path}
      exportFileName={fileName}
      fetcher={async (params, signal) => {
        const data = await api.post<ListResult<T> & { sum?: Array<Record<string, number | null>> }>(
          path,
          { ...params, ...period },
          { signal },
        );
        onData?.(data);
        return data;
      }}
      toolbar={
        <Group gap="xs" align="flex-end">
          {withPeriod && (
            <>
              <DateInput
                size="xs"
                label="Data inicial"
                valueFormat="DD/MM/YYYY"
                clearable
                value={inicio}
                onChange={setInicio}
                maxDate={fim ?? undefined}
              />
              <DateInput
                size="xs"
                label="Data final"
                valueFormat="DD/MM/YYYY"
                clearable
                value={fim}
                onChange={setFim}
                minDate={inicio ?? undefined}
              />
            </>
          )}
          {toolbar}
        </Group>
      }
    />
  );
}

export const m3 = (v: unknown) =>
  typeof v === 'number'
    ? v.toLocaleString('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 })
    : '-';

/** A volume column (m³, two decimals, not filterable): every report shows volumes the same way. */
export const colunaM3 = <T,>(field: keyof T & string, header: string): GridColumn<T> => ({
  field,
  header,
  filter: 'none',
  render: (r) => m3(r[field]),
});
