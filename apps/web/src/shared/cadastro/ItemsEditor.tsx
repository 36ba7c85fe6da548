import { Alert, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type ReactNode, useState } from 'react';
import { Popup } from '../ui/Popup';
import { schemaErrors } from '../forms/schema-validate';
import type { FieldsForm } from '../ui/address/EnderecoFields';

interface Column<T> {
  label: string;
  render: (item: T) => ReactNode;
}

interface Props<T extends { key: string }> {
  title: string;
  /** Name of one item, for the buttons and the popup ('Responsável', 'Usuário'). */
  itemName: string;
  items: T[];
  columns: Column<T>[];
  empty: () => T;
  schema: Parameters<typeof schemaErrors>[0];
  toPayload: (item: T) => unknown;
  /** Checks beyond the schema (confirmations, password, profiles). */
  extraErrors?: (item: T) => Record<string, string>;
  renderFields: (form: FieldsForm) => ReactNode;
  onChange: (items: T[]) => void;
  /** Why adding is not possible yet (e.g. 'Adicione um perfil antes de cadastrar usuários'). */
  blockedReason?: string | null;
  error?: string | null;
}

/** A grid of items edited in a popup (responsibles and users, spec 1 §2.7). */
export function ItemsEditor<T extends { key: string }>(props: Props<T>) {
  const {
    title,
    itemName,
    items,
    columns,
    empty,
    schema,
    toPayload,
    renderFields,
    onChange,
    blockedReason,
    error,
    extraErrors,
  } = props;
  const [editing, setEditing] = useState<string | null>(null);
  const form = useForm<T>({
    mode: 'controlled',
    initialValues: empty(),
    validate: (values) => ({ ...extraErrors?.(values), ...schemaErrors(schema, toPayload(values)) }),
  });

  const open = (item: T | null) => {
    const start = item ?? empty();
    form.setValues(start);
    form.resetDirty(start);
    form.clearErrors();
    setEditing(start.key);
  };
  const save = form.onSubmit((values) => {
    const exists = items.some((i) => i.key === values.key);
    onChange(exists ? items.map((i) => (i.key === values.key ? values : i)) : [...items, values]);
    setEditing(null);
  });

  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <Title order={3} size="h5">
          {title}
        </Title>
        <Button variant="light" size="xs" disabled={Boolean(blockedReason)} onClick={() => open(null)}>
          Adicionar {itemName.toLowerCase()}
        </Button>
      </Group>
      {blockedReason && (
        <Text size="sm" c="dimmed">
          {blockedReason}
        </Text>
      )}
      {error && (
        <Alert color="red" variant="light" p="xs">
          {error}
        </Alert>
      )}
      <Table.ScrollContainer minWidth={500}>
        <Table striped withTableBorder aria-label={title}>
          <Table.Thead>
            <Table.Tr>
              {columns.map((c) => (
                <Table.Th key={c.label}>{c.label}</Table.Th>
              ))}
              <Table.Th>Ações</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={columns.length + 1}>Nenhum registro encontrado.</Table.Td>
              </Table.Tr>
            )}
            {items.map((item) => (
              <Table.Tr key={item.key}>
                {columns.map((c) => (
                  <Table.Td key={c.label}>{c.render(item)}</Table.Td>
                ))}
                <Table.Td>
                  <Group gap={4} wrap="nowrap">
                    <Button size="compact-xs" variant="subtle" onClick={() => open(item)}>
                      Editar
                    </Button>
                    <Button
                      size="compact-xs"
                      variant="subtle"
                      color="red"
                      onClick={() => onChange(items.filter((i) => i.key !== item.key))}
                    >
                      Remover
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Popup opened={editing !== null} onClose={() => setEditing(null)} title={itemName}>
        <form
          noValidate
          onSubmit={(event) => {
            // The popup is portaled out of the registration form in the DOM, but React still bubbles
            // its submit to that outer form: confirming an item must not submit the registration.
            event.stopPropagation();
            save(event);
          }}
        >
          <Stack>
            {renderFields(form as unknown as FieldsForm)}
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setEditing(null)}>
                Cancelar
              </Button>
              <Button type="submit">Confirmar</Button>
            </Group>
          </Stack>
        </form>
      </Popup>
    </Stack>
  );
}
