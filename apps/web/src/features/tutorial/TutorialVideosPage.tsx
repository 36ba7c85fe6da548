import { Button, Group, NumberInput, Stack, Switch, Table, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { tutorialVideoSchema } from '@rcc/domain/monitoring/schemas';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../shared/api/client';
import { useSave } from '../../shared/api/use-save';
import { schemaErrors } from '../../shared/forms/schema-validate';
import { confirm } from '../../shared/ui/confirm';
import { PageTitle } from '../../shared/ui/PageTitle';
import { TiposPerfilField } from '../../shared/ui/TiposPerfilField';
import { Popup } from '../../shared/ui/Popup';
import type { Video } from './TutorialPage';

const vazio = {
  titulo: '',
  subtitulo: '',
  url: '',
  descricaoHtml: '',
  tiposPerfil: [] as string[],
  ordem: 0,
  ativo: true,
};

/** Administrators' list of tutorial videos (feature Tutorial inclui/altera/exclui). */
export default function TutorialVideosPage() {
  const q = useQuery({
    queryKey: ['tutorial', 'todos'],
    queryFn: () => api.get<{ rows: Video[] }>('/tutorial', { todos: true }),
  });
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const toBody = (v: typeof vazio) => ({ ...v, tiposPerfil: v.tiposPerfil.map(Number) });
  const form = useForm({
    initialValues: vazio,
    validate: (v) => schemaErrors(tutorialVideoSchema, toBody(v)),
  });
  const open = (v?: Video) => {
    form.setValues(
      v
        ? {
            ...v,
            subtitulo: v.subtitulo ?? '',
            descricaoHtml: v.descricaoHtml ?? '',
            tiposPerfil: v.tiposPerfil.map(String),
          }
        : vazio,
    );
    setEditing(v ? v.id : 'new');
  };
  const salvar = useSave({
    save: (v: typeof vazio) =>
      editing === 'new'
        ? api.post('/tutorial-video', toBody(v))
        : api.put(`/tutorial-video/${editing}`, toBody(v)),
    invalidate: [['tutorial']],
    success: 'Vídeo salvo',
    form,
    onSuccess: () => setEditing(null),
  });
  const save = form.onSubmit((v) => salvar.mutate(v));
  const excluir = useSave({
    save: (v: Video) => api.del(`/tutorial-video/${v.id}`),
    invalidate: [['tutorial']],
  });
  const remove = async (v: Video) => {
    if (await confirm({ title: 'Excluir vídeo', message: `Excluir o vídeo "${v.titulo}"?`, danger: true }))
      excluir.mutate(v);
  };
  return (
    <Stack>
      <PageTitle title="Vídeos do tutorial" />
      <Group>
        <Button onClick={() => open()}>Adicionar vídeo</Button>
      </Group>
      <Table withTableBorder striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Ordem</Table.Th>
            <Table.Th>Título</Table.Th>
            <Table.Th>Perfis</Table.Th>
            <Table.Th>Ativo</Table.Th>
            <Table.Th>Ações</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {q.data?.rows.map((v) => (
            <Table.Tr key={v.id}>
              <Table.Td>{v.ordem}</Table.Td>
              <Table.Td>{v.titulo}</Table.Td>
              <Table.Td>{v.tiposPerfil.join(', ')}</Table.Td>
              <Table.Td>{v.ativo ? 'Sim' : 'Não'}</Table.Td>
              <Table.Td>
                <Group gap={4}>
                  <Button size="compact-xs" onClick={() => open(v)}>
                    Alterar
                  </Button>
                  <Button size="compact-xs" color="red" variant="light" onClick={() => void remove(v)}>
                    Excluir
                  </Button>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Popup opened={editing !== null} onClose={() => setEditing(null)} title="Vídeo do tutorial">
        <form onSubmit={save}>
          <Stack>
            <TextInput label="Título" withAsterisk maxLength={150} {...form.getInputProps('titulo')} />
            <TextInput label="Subtítulo" maxLength={200} {...form.getInputProps('subtitulo')} />
            <TextInput
              label="Endereço do vídeo"
              withAsterisk
              maxLength={500}
              {...form.getInputProps('url')}
            />
            <Textarea label="Descrição (HTML)" rows={4} {...form.getInputProps('descricaoHtml')} />
            <TiposPerfilField label="Perfis" {...form.getInputProps('tiposPerfil')} />
            <NumberInput label="Ordem" min={0} {...form.getInputProps('ordem')} />
            <Switch label="Ativo" {...form.getInputProps('ativo', { type: 'checkbox' })} />
            <Group justify="flex-end">
              <Button type="submit" loading={salvar.isPending}>
                Salvar
              </Button>
            </Group>
          </Stack>
        </form>
      </Popup>
    </Stack>
  );
}
