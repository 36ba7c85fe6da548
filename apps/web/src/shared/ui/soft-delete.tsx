import type { FindRowOf } from '@rcc/domain/find/row';
import { Badge, Button } from '@mantine/core';
import { api } from '../api/client';
import { useSave } from '../api/use-save';
import { confirm } from './confirm';
import type { GridColumn } from './data-grid';

/** The words of one kind of record for its Excluir/Restaurar actions. */
export interface SoftDeleteTexts<R> {
  /** Modal titles. */
  titles: { excluir: string; restaurar: string };
  /** The confirmation question (the spec's text where it has one). */
  question: (row: R, excluido: 0 | 1) => string;
  /** The success notification. */
  done: { excluido: string; restaurado: string };
}

/**
 * What a row listed with Excluir/Restaurar carries for its actions (spec 3 §4): its id and its
 * numeric `excluido`, as the bins' and vehicles' finds answer them.
 */
export type SoftDeleteRow = FindRowOf<'Cacamba', 'id' | 'excluido'> | FindRowOf<'Veiculo', 'id' | 'excluido'>;

/**
 * Soft delete and restore of a list row (spec 3 §4): asks, sends `PUT {path}/{id}` with
 * `{ excluido }`, notifies and refreshes the entity's grid. The server re-checks who may do it.
 */
export function useSoftDelete<R extends SoftDeleteRow>(
  path: string,
  entity: string,
  texts: SoftDeleteTexts<R>,
) {
  const save = useSave<{ row: R; excluido: 0 | 1 }>({
    save: ({ row, excluido }) => api.put(`${path}/${row.id}`, { excluido }),
    invalidate: [['grid', entity]],
    success: (_, { excluido }) => (excluido ? texts.done.excluido : texts.done.restaurado),
  });
  return async (row: R, excluido: 0 | 1): Promise<void> => {
    const yes = await confirm({
      title: excluido ? texts.titles.excluir : texts.titles.restaurar,
      message: texts.question(row, excluido),
      danger: excluido === 1,
    });
    if (yes) save.mutate({ row, excluido });
  };
}

interface SoftDeleteActionsProps<R extends SoftDeleteRow> {
  row: R;
  /** Excluir shows on live rows when allowed. */
  canDelete: boolean;
  /** Restaurar shows on deleted rows when allowed (administrators). */
  canRestore: boolean;
  onChange: (row: R, excluido: 0 | 1) => void;
}

/** The Excluir / Restaurar row buttons that go with useSoftDelete. */
export function SoftDeleteActions<R extends SoftDeleteRow>({
  row,
  canDelete,
  canRestore,
  onChange,
}: SoftDeleteActionsProps<R>) {
  return (
    <>
      {canDelete && !row.excluido && (
        <Button size="xs" variant="subtle" color="red" onClick={() => onChange(row, 1)}>
          Excluir
        </Button>
      )}
      {canRestore && row.excluido === 1 && (
        <Button size="xs" variant="subtle" onClick={() => onChange(row, 0)}>
          Restaurar
        </Button>
      )}
    </>
  );
}

/**
 * The 'Situação' column of a soft-deleted list: a live or deleted badge, filterable. The shades keep
 * the badge's small white text above 4.5:1 (WCAG AA; Mantine's default green and gray do not).
 */
export function situacaoColumn<R extends SoftDeleteRow>(labels: {
  ativo: string;
  excluido: string;
}): GridColumn<R> {
  return {
    field: 'excluido',
    header: 'Situação',
    filter: 'select',
    options: [
      { value: '0', label: labels.ativo },
      { value: '1', label: labels.excluido },
    ],
    render: (row) =>
      row.excluido ? (
        <Badge color="gray.7">{labels.excluido}</Badge>
      ) : (
        <Badge color="teal.9">{labels.ativo}</Badge>
      ),
  };
}

/** The transporter column, shown to Secretaria and Administrador only (spec 3 §2). */
export function transportadorColumn<R>(isStaff: boolean): GridColumn<R>[] {
  return isStaff
    ? [{ field: 'transportador.nomeRazaoSocial', header: 'Transportador', filter: 'none', sortable: false }]
    : [];
}
