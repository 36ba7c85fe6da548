import { Button, Group, Stack, TextInput, Textarea } from '@mantine/core';
import { type FormValidateInput, type UseFormReturnType, useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { api } from '../../shared/api/client';
import { findEntity } from '../../shared/api/use-find';
import { useSave } from '../../shared/api/use-save';
import { useCan } from '../../shared/auth/use-session';
import { confirm } from '../../shared/ui/confirm';
import { DataGrid, type GridColumn } from '../../shared/ui/data-grid';
import { FormActions } from '../../shared/ui/FormActions';
import { PageTitle } from '../../shared/ui/PageTitle';
import { toAction } from '../../shared/auth/use-roles';

/**
 * The reference catalogues of spec 3 §2 (material classes, waste types) share one list and one
 * form: a grid with Visualizar/Editar/Excluir and an add/edit/view form at `/{base}/:action/:id?`.
 */
export interface CatalogueKind {
  /** Entity of the API: `/{entity}/find`, `POST /{entity}`, `PUT|DELETE /{entity}/{id}`. */
  entity: string;
  /** Route base, e.g. '/classe-material'. */
  basePath: string;
  /** 'Classe de Material': 'Adicionar Classe de Material', 'Excluir classe de material'. */
  noun: string;
  /** Feature title ('Manter …'): the list's title; its inclui/altera/exclui decide the buttons. */
  feature: string;
}

export interface CatalogueListProps<T extends { id: number }> {
  kind: CatalogueKind;
  gridTitle: string;
  columns: GridColumn<T>[];
  include?: unknown[];
  orderBy: string;
  /** Deletion: modal title, question and success notification. */
  remove: { question: (row: T) => string; done: string };
}

export function CatalogueList<T extends { id: number }>({
  kind: { entity, basePath, noun, feature },
  gridTitle,
  columns,
  include,
  orderBy,
  remove,
}: CatalogueListProps<T>) {
  const canAdd = useCan(feature, 'inclui');
  const canEdit = useCan(feature, 'altera');
  const canDelete = useCan(feature, 'exclui');
  const del = useSave({
    save: (row: T) => api.del(`/${entity}/${row.id}`),
    invalidate: [['grid', entity]],
    success: remove.done,
  });

  const excluir = async (row: T) => {
    const yes = await confirm({
      title: `Excluir ${noun.toLowerCase()}`,
      message: remove.question(row),
      danger: true,
    });
    if (yes) del.mutate(row);
  };

  return (
    <>
      <PageTitle title={feature} />
      <DataGrid<T>
        entity={entity}
        title={gridTitle}
        columns={columns}
        include={include}
        defaultOrder={[[orderBy, 'ASC']]}
        toolbar={
          canAdd && (
            <Button component={Link} to={`${basePath}/add`}>
              Adicionar
            </Button>
          )
        }
        rowActions={(row) => (
          <Group gap={4} wrap="nowrap">
            <Button size="xs" variant="subtle" component={Link} to={`${basePath}/view/${row.id}`}>
              Visualizar
            </Button>
            {canEdit && (
              <Button size="xs" variant="subtle" component={Link} to={`${basePath}/edit/${row.id}`}>
                Editar
              </Button>
            )}
            {canDelete && (
              <Button size="xs" variant="subtle" color="red" onClick={() => excluir(row)}>
                Excluir
              </Button>
            )}
          </Group>
        )}
      />
    </>
  );
}

export interface CatalogueFormProps<V extends Record<string, unknown>> {
  kind: CatalogueKind;
  initialValues: V;
  validate: FormValidateInput<V>;
  /** The form values of a stored record. */
  fromRecord: (row: V & { id: number }) => V;
  saved: string;
  fields: (form: UseFormReturnType<V>, readOnly: boolean) => ReactNode;
}

export function CatalogueForm<V extends Record<string, unknown>>({
  kind: { entity, basePath, noun },
  initialValues,
  validate,
  fromRecord,
  saved,
  fields,
}: CatalogueFormProps<V>) {
  const params = useParams();
  const action = toAction(params.action);
  const id = params.id ? Number(params.id) : undefined;
  const navigate = useNavigate();
  const readOnly = action === 'view';
  const form = useForm<V>({ initialValues, validate });
  const current = useQuery({
    queryKey: [entity, id],
    enabled: id !== undefined,
    queryFn: () => findEntity<V & { id: number }>(entity, { where: { id } }),
  });
  const row = current.data?.rows[0];
  // biome-ignore lint/correctness/useExhaustiveDependencies: load once per record
  useEffect(() => {
    if (row) form.setValues(fromRecord(row));
  }, [row]);

  const save = useSave({
    save: (values: V) => (id ? api.put(`/${entity}/${id}`, values) : api.post(`/${entity}`, values)),
    invalidate: [
      ['grid', entity],
      [entity, id],
    ],
    success: saved,
    form,
    onSuccess: () => navigate(basePath),
  });

  const title = { add: 'Adicionar', edit: 'Editar', view: 'Visualizar' }[action];
  return (
    <form onSubmit={form.onSubmit((values) => save.mutate(values))} noValidate>
      <PageTitle title={`${title} ${noun}`} />
      <Stack maw={720}>
        {fields(form, readOnly)}
        <FormActions backTo={basePath} readOnly={readOnly} saving={save.isPending} />
      </Stack>
    </form>
  );
}

/** The name (max 100) and the 'Descrição' (max 500) every catalogue entry has, both required (spec 3 §5). */
export function NomeDescricaoFields<V extends { descricao: string }>({
  form,
  readOnly,
  field,
  label,
}: {
  form: UseFormReturnType<V>;
  readOnly: boolean;
  field: keyof V & string;
  label: string;
}) {
  return (
    <>
      <TextInput label={label} required maxLength={100} readOnly={readOnly} {...form.getInputProps(field)} />
      <Textarea
        label="Descrição"
        required
        maxLength={500}
        rows={3}
        readOnly={readOnly}
        {...form.getInputProps('descricao')}
      />
    </>
  );
}
