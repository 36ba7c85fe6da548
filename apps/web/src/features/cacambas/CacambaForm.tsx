import type { EntityRow, FindRowOf } from '@rcc/domain/find/row';
import { NumberInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { CacambasCriadas } from '@rcc/domain/contract/cacambas';
import { MSG_MASTER_DATA } from '@rcc/domain/messages/master-data';
import { cacambaCreateSchema, cacambaUpdateSchema } from '@rcc/domain/masterdata/schemas';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { api } from '../../shared/api/client';
import { findEntity } from '../../shared/api/use-find';
import { useSave } from '../../shared/api/use-save';
import { notify } from '../../shared/notify';
import { Lookup } from '../../shared/ui/Lookup';
import { FormActions } from '../../shared/ui/FormActions';
import { PageTitle } from '../../shared/ui/PageTitle';
import {
  EMPTY_ENDERECO,
  type EnderecoGravado,
  EnderecoFields,
  type EnderecoValues,
  enderecoDoRegistro,
} from '../../shared/ui/address/EnderecoFields';
import { PointPicker } from '../../shared/map/PointPicker';
import { toAction, useRoles } from '../../shared/auth/use-roles';
import { schemaErrors } from '../../shared/forms/schema-validate';

interface Values extends EnderecoValues {
  idPerfil: number | null;
  capacidadeM3: number | string;
  quantidade: number | string;
  numeroIdentificacao: string;
  numeroInterno: string;
  point: [number, number] | null;
}

/** A stored bin as /Cacamba/find answers it (with its município's name). */
type CacambaRecord = FindRowOf<
  'Cacamba',
  | 'idPerfil'
  | 'capacidadeM3'
  | 'numeroIdentificacao'
  | 'numeroInterno'
  | Exclude<keyof EnderecoGravado, 'municipio'>
> &
  Pick<EntityRow<'Cacamba'>, 'municipio'> & {
    /** The stored GeoJSON point (the domain declares it as JSON). */
    shape: { coordinates: [number, number] } | null;
  };

const shapeOf = (point: [number, number] | null) => (point ? { type: 'Point', coordinates: point } : null);

/** /cacamba/:action/:id? — create 1 to 50 bins at once, or edit one (spec 3 §2, §5). */
export default function CacambaForm() {
  const params = useParams();
  const action = toAction(params.action);
  const id = params.id ? Number(params.id) : undefined;
  const readOnly = action === 'view';
  const navigate = useNavigate();
  const { isStaff, isAdmin } = useRoles();
  const form = useForm<Values>({
    initialValues: {
      ...EMPTY_ENDERECO,
      idPerfil: null,
      capacidadeM3: 0,
      quantidade: 1,
      numeroIdentificacao: '',
      numeroInterno: '',
      point: null,
    },
    validate: (values) => {
      const body = { ...values, shape: shapeOf(values.point) };
      const errors = schemaErrors(action === 'add' ? cacambaCreateSchema : cacambaUpdateSchema, body);
      if (isStaff && action === 'add' && !values.idPerfil)
        errors.idPerfil = 'Não foi escolhido uma Transportadora.';
      return errors;
    },
  });

  const current = useQuery({
    queryKey: ['Cacamba', id],
    enabled: id !== undefined,
    queryFn: () =>
      findEntity<CacambaRecord>('Cacamba', {
        where: { id },
        include: [{ model: 'municipio', fields: ['nome'] }],
      }),
  });
  const row = current.data?.rows[0];
  // biome-ignore lint/correctness/useExhaustiveDependencies: load once per record
  useEffect(() => {
    if (!row) return;
    form.setValues({
      ...enderecoDoRegistro(row),
      idPerfil: row.idPerfil,
      capacidadeM3: row.capacidadeM3,
      numeroIdentificacao: row.numeroIdentificacao ?? '',
      numeroInterno: row.numeroInterno ?? '',
      point: row.shape?.coordinates ?? null,
    });
  }, [row]);

  const save = useSave({
    save: (values: Values): Promise<CacambasCriadas | null> => {
      const { point, municipio: _m, quantidade, numeroIdentificacao, ...rest } = values;
      const body = {
        ...rest,
        shape: shapeOf(point),
        ...(action === 'add' ? { quantidade } : { numeroIdentificacao }),
        ...(isStaff && action === 'add' ? {} : { idPerfil: undefined }),
      };
      return id
        ? api.put(`/Cacamba/${id}`, body).then(() => null)
        : api.post<CacambasCriadas>('/Cacamba', body);
    },
    invalidate: [
      ['grid', 'Cacamba'],
      ['Cacamba', id],
    ],
    success: (created) =>
      !created
        ? 'Caçamba salva'
        : created.count > 1
          ? `${created.count} caçambas cadastradas`
          : 'Caçamba cadastrada',
    form,
    onSuccess: () => navigate('/cacamba'),
  });
  const submit = (values: Values) => save.mutate(values);

  const title = { add: 'Adicionar', edit: 'Editar', view: 'Visualizar' }[action];
  return (
    <form
      onSubmit={form.onSubmit(submit, () => notify.warning(MSG_MASTER_DATA.cacamba.camposObrigatorios))}
      noValidate
    >
      <PageTitle title={`${title} Caçamba`} />
      <Stack maw={900}>
        {isStaff && (
          <Lookup
            entity="ViewTransportador"
            label="Transportador"
            labelField="nomeRazaoSocial"
            required
            disabled={action !== 'add'}
            value={form.values.idPerfil}
            onChange={(value) => form.setFieldValue('idPerfil', value === null ? null : Number(value))}
            error={form.errors.idPerfil}
          />
        )}
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <NumberInput
            label="Capacidade (m³)"
            required
            min={0}
            max={99}
            readOnly={readOnly}
            {...form.getInputProps('capacidadeM3')}
          />
          {action === 'add' && (
            <NumberInput
              label="Quantidade de caçambas"
              required
              min={1}
              max={50}
              allowDecimal={false}
              {...form.getInputProps('quantidade')}
            />
          )}
          {action !== 'add' && (
            <TextInput
              label="Número de identificação"
              required
              maxLength={30}
              readOnly={readOnly || !isAdmin}
              {...form.getInputProps('numeroIdentificacao')}
            />
          )}
          <TextInput
            label="Número interno"
            maxLength={30}
            readOnly={readOnly}
            {...form.getInputProps('numeroInterno')}
          />
        </SimpleGrid>
        <EnderecoFields
          form={form}
          readOnly={readOnly}
          onFailure="clear"
          numeroRequired={false}
          onPoint={(p) => form.setFieldValue('point', p)}
        />
        <PointPicker
          label="Localização da caçamba"
          value={form.values.point}
          onChange={(p) => form.setFieldValue('point', p)}
          readOnly={readOnly}
        />
        <FormActions backTo="/cacamba" readOnly={readOnly} saving={save.isPending} />
      </Stack>
    </form>
  );
}
