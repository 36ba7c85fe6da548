import { Alert, FileInput, NumberInput, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { VeiculoPrestadorResult } from '@rcc/domain/contract/veiculos';
import { TIPOS_POLIGUINDASTE } from '@rcc/domain/ctr/rules';
import { MSG_MASTER_DATA } from '@rcc/domain/messages/master-data';
import { veiculoSchema } from '@rcc/domain/masterdata/schemas';
import { isValidPlaca } from '@rcc/domain/validators';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { api } from '../../shared/api/client';
import { toFormData } from '../../shared/api/form-data';
import { findEntity } from '../../shared/api/use-find';
import { useSave } from '../../shared/api/use-save';
import { schemaErrors } from '../../shared/forms/schema-validate';
import { notify, notifyError } from '../../shared/notify';
import { confirm } from '../../shared/ui/confirm';
import { Lookup } from '../../shared/ui/Lookup';
import { MaskedInput } from '../../shared/ui/MaskedInput';
import { PlacaInput } from '../../shared/ui/masked-inputs';
import { FormActions } from '../../shared/ui/FormActions';
import { PageTitle } from '../../shared/ui/PageTitle';
import { toAction, useRoles } from '../../shared/auth/use-roles';

const M = MSG_MASTER_DATA.veiculo;

export interface VeiculoValues {
  idPerfil: number | null;
  placa: string;
  marca: string;
  modelo: string;
  renavam: string;
  cor: string;
  ano: number | string;
  tipo: string | null;
  poliguindaste: string | null;
  volumeM3: number | string;
  token: string;
  prestador: number;
  numeroIdentificacao?: string | null;
}

const EMPTY: VeiculoValues = {
  idPerfil: null,
  placa: '',
  marca: '',
  modelo: '',
  renavam: '',
  cor: '',
  ano: '',
  tipo: null,
  poliguindaste: null,
  volumeM3: '',
  token: '',
  prestador: 0,
};

/** /veiculo/:action/:id? — the vehicle form with every rule of spec 3 §5 (the server re-checks). */
export default function VeiculoForm() {
  const params = useParams();
  const action = toAction(params.action);
  const id = params.id ? Number(params.id) : undefined;
  const readOnly = action === 'view';
  const navigate = useNavigate();
  const { isStaff } = useRoles();
  const [documento, setDocumento] = useState<File | null>(null);
  const [prestadorDe, setPrestadorDe] = useState<string | null>(null);
  const form = useForm<VeiculoValues>({
    initialValues: EMPTY,
    validate: (values) => {
      const errors = schemaErrors(veiculoSchema, values);
      // The token is write-only (issue #12): blank on an edit keeps the current one.
      if (action !== 'add' && !values.token.trim()) delete errors.token;
      if (isStaff && !values.idPerfil) errors.idPerfil = 'Não foi escolhido uma Transportadora.';
      if (action === 'add' && !documento && !values.prestador) errors.documento = M.semDocumento;
      return errors;
    },
  });

  const current = useQuery({
    queryKey: ['Veiculo', id],
    enabled: id !== undefined,
    queryFn: () => findEntity<VeiculoValues & { id: number }>('Veiculo', { where: { id } }),
  });
  const row = current.data?.rows[0];
  // biome-ignore lint/correctness/useExhaustiveDependencies: load once per record
  useEffect(() => {
    if (!row) return;
    form.setValues({ ...EMPTY, ...row, cor: row.cor ?? '' });
    if (row.prestador) setPrestadorDe('outro transportador');
  }, [row]);

  const locked = readOnly || form.values.prestador === 1;

  // spec 3 §5: the plate is checked when it changes.
  const checkPlaca = async () => {
    const placa = form.values.placa;
    if (readOnly || !isValidPlaca(placa) || placa === row?.placa) return;
    try {
      const found = await api.post<VeiculoPrestadorResult>('/find-veiculos-prestador', {
        placa,
        ...(isStaff && form.values.idPerfil ? { idPerfil: form.values.idPerfil } : {}),
      });
      if (!found.exists) {
        if (form.values.prestador) {
          form.setFieldValue('prestador', 0);
          setPrestadorDe(null);
        }
        return;
      }
      if (found.proprio) {
        notify.warning(M.jaCadastrado);
        form.setFieldError('placa', M.jaCadastrado);
        return;
      }
      const yes = await confirm({
        title: M.outroTransportador,
        message: `Este veículo está cadastrado para ${found.transportador}. Ao confirmar, ele será mantido como veículo de prestador de serviço e a cobrança recairá sobre essa empresa. Deseja continuar?`,
      });
      if (!yes) {
        form.setFieldValue('placa', '');
        return;
      }
      if (found.veiculo) {
        const { id: _id, possuiDocumento: _doc, ...v } = found.veiculo;
        form.setValues({ ...v, cor: v.cor ?? '', placa, prestador: 1 });
      } else form.setValues({ placa, prestador: 1 });
      setPrestadorDe(found.transportador ?? 'outro transportador');
      notify.warning(M.outroTransportador);
    } catch (error) {
      notifyError(error);
    }
  };

  const save = useSave({
    save: (values: VeiculoValues) => {
      const { numeroIdentificacao: _ignored, ...fields } = values;
      const data = toFormData(
        { ...fields, poliguindaste: values.tipo === 'Poliguindaste' ? values.poliguindaste : null },
        { documento },
      );
      return id ? api.upload(`/veiculo/${id}`, data, 'PUT') : api.upload('/veiculo', data);
    },
    invalidate: [
      ['grid', 'Veiculo'],
      ['Veiculo', id],
    ],
    success: 'Veículo salvo',
    form,
    onSuccess: () => navigate('/veiculo'),
  });

  const title = { add: 'Adicionar', edit: 'Editar', view: 'Visualizar' }[action];
  return (
    <form onSubmit={form.onSubmit((values) => save.mutate(values))} noValidate>
      <PageTitle title={`${title} Veículo`} />
      <Stack maw={900}>
        {prestadorDe && (
          <Alert color="yellow" title="Veículo de prestador de serviço">
            {M.outroTransportador}
            {prestadorDe !== 'outro transportador' ? ` (${prestadorDe}).` : '.'} Os dados do veículo não podem
            ser alterados.
          </Alert>
        )}
        {isStaff && (
          <Lookup
            entity="ViewTransportador"
            label="Transportador"
            labelField="nomeRazaoSocial"
            required
            disabled={readOnly || action === 'edit'}
            value={form.values.idPerfil}
            onChange={(value) => form.setFieldValue('idPerfil', value === null ? null : Number(value))}
            error={form.errors.idPerfil}
          />
        )}
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <PlacaInput required disabled={readOnly} {...form.getInputProps('placa')} onBlur={checkPlaca} />
          <TextInput
            label="Marca"
            required
            maxLength={40}
            readOnly={locked}
            {...form.getInputProps('marca')}
          />
          <TextInput
            label="Modelo"
            required
            maxLength={30}
            readOnly={locked}
            {...form.getInputProps('modelo')}
          />
          <MaskedInput
            label="Renavam"
            required
            disabled={locked}
            maskOptions={{ mask: '00000000000' }}
            {...form.getInputProps('renavam')}
          />
          <TextInput label="Cor" maxLength={30} readOnly={locked} {...form.getInputProps('cor')} />
          <NumberInput
            label="Ano"
            required
            min={1970}
            max={new Date().getFullYear() + 1}
            allowDecimal={false}
            readOnly={locked}
            {...form.getInputProps('ano')}
          />
          <Select
            label="Tipo"
            required
            data={['Basculante', 'Poliguindaste']}
            readOnly={locked}
            {...form.getInputProps('tipo')}
          />
          {form.values.tipo === 'Poliguindaste' && (
            <Select
              label="Poliguindaste"
              required
              data={[...TIPOS_POLIGUINDASTE]}
              readOnly={locked}
              {...form.getInputProps('poliguindaste')}
            />
          )}
          <NumberInput
            label="Volume (m³)"
            required
            min={0}
            max={100}
            decimalScale={2}
            decimalSeparator=","
            readOnly={locked}
            {...form.getInputProps('volumeM3')}
          />
          <TextInput
            label="Token"
            required={action === 'add'}
            description={action === 'add' ? undefined : 'Em branco, o token atual é mantido.'}
            maxLength={6}
            inputMode="numeric"
            readOnly={readOnly}
            {...form.getInputProps('token')}
          />
          {action !== 'add' && (
            <TextInput
              label="Número de identificação"
              readOnly
              value={form.values.numeroIdentificacao ?? ''}
            />
          )}
        </SimpleGrid>
        {!readOnly && (
          <FileInput
            label="Documento do veículo"
            description="PDF ou imagem (PNG, JPG), até 5 MB"
            required={action === 'add' && form.values.prestador !== 1}
            accept="application/pdf,image/png,image/jpeg"
            clearable
            value={documento}
            onChange={setDocumento}
            error={form.errors.documento}
          />
        )}
        <FormActions backTo="/veiculo" readOnly={readOnly} saving={save.isPending} />
      </Stack>
    </form>
  );
}
