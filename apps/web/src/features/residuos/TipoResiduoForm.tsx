import { Button, Group, Stack, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { api } from '../../shared/api/client';
import { findEntity } from '../../shared/api/use-find';
import { notify, notifyError } from '../../shared/notify';
import { Lookup } from '../../shared/ui/Lookup';
import { PageTitle } from '../../shared/ui/PageTitle';
import { toAction } from '../veiculos/use-roles';
import { required } from './required';

interface Values {
  nome: string;
  descricao: string;
  idClasseMaterial: number | null;
}

/** /tipo-residuo/:action/:id? — add, edit or view a waste type (spec 3 §2, §5). */
export default function TipoResiduoForm() {
  const params = useParams();
  const action = toAction(params.action);
  const id = params.id ? Number(params.id) : undefined;
  const navigate = useNavigate();
  const client = useQueryClient();
  const readOnly = action === 'view';
  const form = useForm<Values>({
    initialValues: { nome: '', descricao: '', idClasseMaterial: null },
    validate: {
      nome: required('Material - Tipo de Resíduo é obrigatório', 100),
      descricao: required('Descrição é obrigatório', 500),
      idClasseMaterial: required('Classe de Material é obrigatório'),
    },
  });
  const current = useQuery({
    queryKey: ['TipoResiduo', id],
    enabled: id !== undefined,
    queryFn: () => findEntity<Values & { id: number }>('TipoResiduo', { where: { id } }),
  });
  const row = current.data?.rows[0];
  // biome-ignore lint/correctness/useExhaustiveDependencies: load once per record
  useEffect(() => {
    if (row)
      form.setValues({ nome: row.nome, descricao: row.descricao, idClasseMaterial: row.idClasseMaterial });
  }, [row]);

  const submit = async (values: Values) => {
    try {
      if (id) await api.put(`/TipoResiduo/${id}`, values);
      else await api.post('/TipoResiduo', values);
      notify.success('Tipo de resíduo salvo');
      await client.invalidateQueries({ queryKey: ['grid', 'TipoResiduo'] });
      navigate('/tipo-residuo');
    } catch (error) {
      notifyError(error);
    }
  };

  const title = { add: 'Adicionar', edit: 'Editar', view: 'Visualizar' }[action];
  return (
    <form onSubmit={form.onSubmit(submit)} noValidate>
      <PageTitle title={`${title} Tipo de Resíduo`} />
      <Stack maw={720}>
        <Lookup
          entity="ClasseMaterial"
          label="Classe de Material"
          labelField="classe"
          required
          disabled={readOnly}
          value={form.values.idClasseMaterial}
          onChange={(value) => form.setFieldValue('idClasseMaterial', value === null ? null : Number(value))}
          error={form.errors.idClasseMaterial}
        />
        <TextInput
          label="Material - Tipo de Resíduo"
          required
          maxLength={100}
          readOnly={readOnly}
          {...form.getInputProps('nome')}
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
          <Button variant="default" onClick={() => navigate('/tipo-residuo')}>
            Voltar
          </Button>
          {!readOnly && <Button type="submit">Salvar</Button>}
        </Group>
      </Stack>
    </form>
  );
}
