import { Button, Group, Loader, Radio, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { MSG_MASTER_DATA } from '@rcc/domain/messages/master-data';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { api } from '../../shared/api/client';
import { useSave } from '../../shared/api/use-save';
import { notify } from '../../shared/notify';
import { PageTitle } from '../../shared/ui/PageTitle';
import { TiposPerfilField } from '../../shared/ui/TiposPerfilField';
import type { Mensagem } from './ManterMensagemPage';

const RichTextEditor = lazy(() => import('./RichTextEditor'));
const M = MSG_MASTER_DATA.mensagem;

/** '/mensagens/:action(/:id)' (spec 3 §2): title, rich-text body, target profile types, active flag. */
export default function MensagemFormPage() {
  const { action, id } = useParams();
  const navigate = useNavigate();
  const readOnly = action === 'view';
  const form = useForm({
    initialValues: { titulo: '', mensagem: '', idTipoPerfil: ['2', '9'], ativa: 'S' },
    validate: {
      titulo: (v) =>
        !v.trim() ? 'O título é obrigatório.' : v.length > 100 ? 'O título aceita até 100 caracteres.' : null,
      mensagem: (v) => (!v.replace(/<[^>]*>/g, '').trim() ? M.corpoObrigatorio : null),
      idTipoPerfil: (v) => (v.length ? null : 'Selecione ao menos um tipo de perfil.'),
    },
  });
  const q = useQuery({
    queryKey: ['mensagem', id],
    enabled: !!id,
    queryFn: () =>
      api.post<{ rows: Mensagem[] }>('/Mensagem/find', { where: { id: Number(id) } }).then((r) => r.rows[0]),
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: load once per message
  useEffect(() => {
    if (q.data) {
      form.setValues({
        titulo: q.data.titulo,
        mensagem: q.data.mensagem,
        idTipoPerfil: q.data.idTipoPerfil.map(String),
        ativa: q.data.ativa,
      });
    }
  }, [q.data]);

  const save = useSave({
    save: (v: typeof form.values) => {
      const body = { ...v, idTipoPerfil: v.idTipoPerfil.map(Number) };
      return id ? api.put(`/mensagem/${id}`, body) : api.post('/mensagem', body);
    },
    success: M.sucesso,
    onSuccess: () => navigate('/manter-mensagem'),
    error: (e) => notify.error((e as Error).message, { title: M.falha }),
  });
  const submit = form.onSubmit((v) => save.mutate(v));

  return (
    <form onSubmit={submit}>
      <PageTitle title={id ? 'Editar mensagem' : 'Nova mensagem'} />
      <Stack maw={900}>
        <TextInput
          label="Título"
          withAsterisk
          maxLength={100}
          disabled={readOnly}
          {...form.getInputProps('titulo')}
        />
        <div>
          <Text size="sm" fw={500} mb={4}>
            Mensagem *
          </Text>
          <Suspense fallback={<Loader size="sm" />}>
            <RichTextEditor
              label="Mensagem"
              value={form.values.mensagem}
              onChange={(h) => form.setFieldValue('mensagem', h)}
            />
          </Suspense>
          {form.errors.mensagem && (
            <Text c="red" size="xs" role="alert">
              {form.errors.mensagem}
            </Text>
          )}
        </div>
        <TiposPerfilField
          label="Tipos de perfil"
          disabled={readOnly}
          {...form.getInputProps('idTipoPerfil')}
        />
        <Radio.Group label="Ativa" withAsterisk {...form.getInputProps('ativa')}>
          <Group mt={4}>
            <Radio value="S" label="Sim" disabled={readOnly} />
            <Radio value="N" label="Não" disabled={readOnly} />
          </Group>
        </Radio.Group>
        <Group>
          <Button variant="default" onClick={() => navigate('/manter-mensagem')}>
            Voltar
          </Button>
          {!readOnly && (
            <Button type="submit" loading={save.isPending}>
              Salvar
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
