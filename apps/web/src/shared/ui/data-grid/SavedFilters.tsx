import { Button, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { Data } from '@rcc/domain';
import {
  type FiltroSalvo,
  filtroSalvoSchema,
  type filtrosSalvosContract,
  MSG_FILTROS,
} from '@rcc/domain/listas/filtros-salvos';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { api } from '../../api/client';
import { useSave } from '../../api/use-save';
import { schemaValidate } from '../../forms/schema-validate';
import { Popup } from '../Popup';
import { URL_KEYS } from './grid-paging';

type Lista = Data<typeof filtrosSalvosContract.list>;

/** The address query a saved filter keeps: filters, sort and page size, never the page itself. */
function consultaAtual(params: URLSearchParams): string {
  const q = new URLSearchParams(params);
  q.delete(URL_KEYS.page);
  return q.toString();
}

/**
 * Named filters of one grid, saved on the server for the user (issue #17 item 5): apply one (the
 * address takes its query, so the grid follows), save the current filters under a name (the same
 * name replaces it), or delete one.
 */
export function SavedFilters({ gridKey }: { gridKey: string }) {
  const [opened, setOpened] = useState(false);
  const [params, setParams] = useSearchParams();
  const key = ['filtros-salvos', gridKey];
  const list = useQuery({
    queryKey: key,
    queryFn: () => api.get<Lista>('/filtros-salvos', { grade: gridKey }),
    enabled: opened,
  });
  const form = useForm({
    initialValues: { grade: gridKey, nome: '', consulta: '' },
    validate: schemaValidate(filtroSalvoSchema),
  });
  const salvar = useSave({
    save: (v: typeof form.values) => api.post('/filtros-salvos', v),
    invalidate: [key],
    success: MSG_FILTROS.salvo,
    form,
    onSuccess: () => form.reset(),
  });
  const excluir = useSave({
    save: (f: FiltroSalvo) => api.del(`/filtros-salvos/${f.id}`),
    invalidate: [key],
    success: MSG_FILTROS.excluido,
  });
  const aplicar = (f: FiltroSalvo) => {
    setParams(new URLSearchParams(f.consulta));
    setOpened(false);
  };
  const rows = list.data?.rows ?? [];

  return (
    <>
      <Button variant="default" size="xs" onClick={() => setOpened(true)}>
        Filtros salvos
      </Button>
      <Popup opened={opened} onClose={() => setOpened(false)} title="Filtros salvos" size="lg">
        <Stack>
          <form
            onSubmit={form.onSubmit((v) =>
              salvar.mutate({ ...v, grade: gridKey, consulta: consultaAtual(params) }),
            )}
          >
            <Group align="flex-end" gap="xs">
              <TextInput
                label="Salvar os filtros e a ordem atuais como"
                placeholder="Nome do filtro"
                maxLength={80}
                style={{ flex: 1 }}
                data-autofocus
                {...form.getInputProps('nome')}
              />
              <Button type="submit" loading={salvar.isPending}>
                Salvar
              </Button>
            </Group>
          </form>
          {list.isPending ? (
            <Text size="sm" c="dimmed">
              Carregando…
            </Text>
          ) : rows.length === 0 ? (
            <Text size="sm" c="dimmed">
              Nenhum filtro salvo nesta lista.
            </Text>
          ) : (
            <Table>
              <Table.Caption>Seus filtros salvos nesta lista</Table.Caption>
              <Table.Tbody>
                {rows.map((f) => (
                  <Table.Tr key={f.id}>
                    <Table.Td>{f.nome}</Table.Td>
                    <Table.Td>
                      <Group gap={4} justify="flex-end" wrap="nowrap">
                        <Button
                          size="compact-sm"
                          variant="light"
                          aria-label={`Aplicar ${f.nome}`}
                          onClick={() => aplicar(f)}
                        >
                          Aplicar
                        </Button>
                        <Button
                          size="compact-sm"
                          variant="subtle"
                          color="red"
                          aria-label={`Excluir ${f.nome}`}
                          loading={excluir.isPending && excluir.variables?.id === f.id}
                          onClick={() => excluir.mutate(f)}
                        >
                          Excluir
                        </Button>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </Stack>
      </Popup>
    </>
  );
}
