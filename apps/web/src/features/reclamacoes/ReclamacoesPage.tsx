import {
  Button,
  FileButton,
  Group,
  LoadingOverlay,
  Radio,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { MSG_MASTER_DATA } from '@rcc/domain/messages/master-data';
import { adicionarAnexos, tamanhoMb } from '@rcc/domain/monitoring/anexos';
import { useState } from 'react';
import { api, saveBlob } from '../../shared/api/client';
import { useSave } from '../../shared/api/use-save';
import { notify } from '../../shared/notify';
import { PageTitle } from '../../shared/ui/PageTitle';

const M = MSG_MASTER_DATA.duvidas;

/** '/reclamacoes' — 'Dúvidas ou Sugestões' (spec 3 §2, §5), public. */
export default function ReclamacoesPage() {
  const [anexos, setAnexos] = useState<File[]>([]);
  const form = useForm({
    initialValues: { tipo: '', titulo: '', reclamacao: '' },
    validate: {
      tipo: (v) => (v ? null : 'Escolha o tipo: Dúvida ou Sugestão.'),
      titulo: (v) => (v.trim() ? null : 'O título é obrigatório.'),
      reclamacao: (v) => (v.trim() ? null : 'O texto é obrigatório.'),
    },
  });
  const add = (files: File[]) => {
    const r = adicionarAnexos(anexos, files);
    setAnexos(r.anexos);
    if (r.limiteAtingido) notify.warning(M.limiteAnexos);
  };
  const send = useSave({
    save: ({ fd }: { fd: FormData; tipo: string }) => api.upload('/reclamacao', fd),
    onSuccess: (_r, { tipo }) => {
      notify.success(M.enviada(tipo as 'Dúvida' | 'Sugestão'), { duration: 5000 });
      form.reset();
      setAnexos([]);
    },
    error: (e) =>
      notify.error(
        `${(e as Error).message} Se o problema continuar, escreva para o e-mail de atendimento do SLU.`,
        { title: M.falhaEnviar },
      ),
  });
  const submit = form.onSubmit((v) => {
    const fd = new FormData();
    fd.append('tipo', v.tipo);
    fd.append('titulo', v.titulo);
    fd.append('reclamacao', v.reclamacao);
    for (const f of anexos) fd.append('file', f, f.name);
    send.mutate({ fd, tipo: v.tipo });
  });
  return (
    <form onSubmit={submit}>
      <PageTitle title="Dúvidas ou Sugestões" />
      <Stack maw={720} pos="relative">
        <LoadingOverlay visible={send.isPending} loaderProps={{ children: 'Enviando Informações...' }} />
        <Radio.Group label="Tipo" withAsterisk {...form.getInputProps('tipo')}>
          <Group mt={4}>
            <Radio value="Dúvida" label="Dúvida" />
            <Radio value="Sugestão" label="Sugestão" />
          </Group>
        </Radio.Group>
        <TextInput label="Título" withAsterisk maxLength={150} {...form.getInputProps('titulo')} />
        <Textarea
          label="Texto"
          withAsterisk
          rows={6}
          maxLength={10000}
          {...form.getInputProps('reclamacao')}
        />
        <Group>
          <FileButton
            onChange={add}
            multiple
            accept="image/*,application/pdf,.doc,.docx,.xls,.xlsx,.odt,.ods"
          >
            {(props) => (
              <Button variant="light" {...props}>
                Adicionar documento(s)
              </Button>
            )}
          </FileButton>
          <Text size="xs" c="dimmed">
            Até 5 arquivos
          </Text>
        </Group>
        {anexos.length > 0 && (
          <Table withTableBorder>
            <Table.Tbody>
              {anexos.map((f) => (
                <Table.Tr key={`${f.name}-${f.size}`}>
                  <Table.Td>{f.name}</Table.Td>
                  <Table.Td>{tamanhoMb(f.size)} MB</Table.Td>
                  <Table.Td>
                    <Group gap={4}>
                      <Button size="compact-xs" variant="subtle" onClick={() => saveBlob(f, f.name)}>
                        Baixar
                      </Button>
                      <Button
                        size="compact-xs"
                        variant="subtle"
                        color="red"
                        onClick={() => setAnexos(anexos.filter((a) => a !== f))}
                      >
                        Remover
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        <Group>
          <Button type="submit" loading={send.isPending}>
            Enviar
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
