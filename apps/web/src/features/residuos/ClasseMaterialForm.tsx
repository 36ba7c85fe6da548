import { Button, Group, Stack, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { api } from '../../shared/api/client';
import { findEntity } from '../../shared/api/use-find';
import { notify, notifyError } from '../../shared/notify';
import { PageTitle } from '../../shared/ui/PageTitle';
import { toAction } from '../veiculos/use-roles';
import { required } from './required';

interface Values {
  classe: string;
  descricao: string;
}

/** /classe-material/:action/:id? — add, edit or view a material class (spec 3 §2, §5). */
export default function ClasseMaterialForm() {
  const params = useParams();
  const action = toAction(params.action);
  const id = params.id ? Number(params.id) : undefined;
  const navigate = useNavigate();
  const client = useQueryClient();
  const readOnly = action === 'view';
  const form = useForm<Values>({
    initialValues: { classe: '', descricao: '' },
    validate: {
      classe: required('Classe é obrigatório', 100),
      descricao: required('Descrição é obrigatório', 500),
    },
  });
  const current = useQuery({
    queryKey: ['ClasseMaterial', id],
    enabled: id !== undefined,
    queryFn: () => findEntity<Values & { id: number }>('ClasseMaterial', { where: { id } }),
  });
  const row = current.data?.rows[0];
  // biome-ignore lint/correctness/useExhaustiveDependencies: load once per record
  useEffect(() => {
    if (row) form.setValues({ classe: row.classe, descricao: row.descricao });
  }, [row]);

  const submit = async (values: Values) => {
    try {
      if (id) await api.put(`/ClasseMaterial/${id}`, values);
      else await api.post('/ClasseMaterial', values);
      notify.success('Classe de material salva');
      await client.invalidateQueries({ queryKey: ['grid', 'ClasseMaterial'] });
      navigate('/classe-material');
    } catch (error) {
      notifyError(error);
    }
  };

  const title = { add: 'Adicionar', edit: 'Editar', view: 'Visualizar' }[action];
  return (
    <form onSubmit={form.onSubmit(submit)} noValidate>
      <PageTitle title={`${title} Classe de Material`} />
      <Stack maw={720}>
        <TextInput
          label="Classe"
          required
          maxLength={100}
          readOnly={readOnly}
          {...form.getInputProps('classe')}
        />
        <Textarea
          label="Descrição"
          required
          maxLength={500}
          rows={3}
          readOnly={readOnly}
          {...form.getInputProps('descricao')}
        />
        <Group>
          <Button variant="default" onClick={() => navigate('/classe-material')}>
            Voltar
          </Button>
          {!readOnly && <Button type="submit">Salvar</Button>}
        </Group>
      </Stack>
    </form>
  );
}
