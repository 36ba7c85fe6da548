import type { EntityRow, FindRowOf } from '@rcc/domain/find/row';
import {
  Alert,
  Button,
  Group,
  Paper,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  TextInput,
  Title,
} from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { useForm } from '@mantine/form';
import { isValidCpfCnpj, MSG, normalizeCpfCnpj } from '@rcc/domain';
import type { GeradorEncontrado } from '@rcc/domain/contract/ctr';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../shared/api/api-error';
import { api } from '../../shared/api/client';
import { useSave } from '../../shared/api/use-save';
import { useSession } from '../../shared/auth/use-session';
import { notify, notifyError } from '../../shared/notify';
import { Lookup } from '../../shared/ui/Lookup';
import { EnderecoFields } from '../../shared/ui/address/EnderecoFields';
import { CpfCnpjInput, PhoneInput } from '../../shared/ui/masked-inputs';
import { PageTitle } from '../../shared/ui/PageTitle';
import { ctrApi } from '../../shared/ctr/ctr-api';
import {
  initialNaoSolicitado,
  type NaoSolicitadoValues,
  toNaoSolicitadoPayload,
  transportadorPerfilId,
  validateNaoSolicitado,
} from './nao-solicitado-form';
import { ResiduosField } from './ResiduosField';
import { VeiculoCacambaFields } from '../../shared/ctr/VeiculoCacambaFields';

/** A work site picked in the lookup: its id and name, and whatever else the find answered. */
type ObraRow = FindRowOf<'Obra', 'id' | 'nomeObra'> & EntityRow<'Obra'>;

const QUANTIDADES = ['1', '2', '3', '4', '5'];

/** 'Enviar Transporte não Solicitado' (spec 2 §2, §5, §7). */
export default function NaoSolicitadoFormPage() {
  const navigate = useNavigate();
  const { user } = useSession();
  const [flash, setFlash] = useState(false);
  const summaryRef = useRef<HTMLDivElement>(null);
  const form = useForm<NaoSolicitadoValues>({
    initialValues: initialNaoSolicitado(),
    validate: validateNaoSolicitado,
  });
  const v = form.values;
  const errors = Object.values(form.errors).filter(Boolean).map(String);

  // Spec 2 §2: switching CPF/CNPJ resets the form to defaults.
  const switchTipo = (tipo: string) => form.setValues(initialNaoSolicitado(tipo === 'J' ? 'J' : 'F'));

  // The generator by its exact CPF/CNPJ: name, masked document and generator profile only.
  const buscarGerador = async () => {
    const cpfCnpj = normalizeCpfCnpj(v.cpfCnpj);
    if (!isValidCpfCnpj(cpfCnpj)) return;
    try {
      const p = await api.post<GeradorEncontrado>('/enviar_transporte_nao_solicitado/gerador', { cpfCnpj });
      form.setValues({
        nomeRazaoSocial: p.nomeRazaoSocial,
        email: '',
        celular: '',
        idGerador: p.idGerador,
        geradorCadastrado: true,
      });
    } catch (e) {
      if (e instanceof ApiError && e.status === 404) {
        if (v.geradorCadastrado)
          form.setValues({ nomeRazaoSocial: '', idGerador: null, geradorCadastrado: false });
        return;
      }
      notifyError(e);
    }
  };

  const chooseObra = (id: string | number | null, row: ObraRow | null) =>
    form.setValues({
      idObra: id == null ? null : Number(id),
      nomeObra: row?.nomeObra ?? '',
      duracaoInicial: row?.duracaoInicial ?? null,
      duracaoFinal: row?.duracaoFinal ?? null,
      possuiAlvara: row?.possuiAlvara ? '1' : '0',
      numeroAlvara: row?.numeroAlvara ?? '',
      // The work site's own address (the form's address block is the work site's).
      cep: row?.cep ?? '',
      endereco: row?.endereco ?? '',
      bairro: row?.bairro ?? '',
      complemento: row?.complemento ?? '',
      numero: row?.numero ?? '',
      uf: row?.uf ?? '',
      codIbge: row?.codIbge ?? null,
    });

  const save = useSave({
    save: (values: NaoSolicitadoValues) =>
      ctrApi.enviarNaoSolicitado(toNaoSolicitadoPayload(values, transportadorPerfilId(user))),
    onSuccess: () => {
      notify.success(MSG.naoSolicitado.enviado, { duration: 3500 });
      navigate('/localizar-ctr');
    },
  });
  const submit = (values: NaoSolicitadoValues) => save.mutate(values);

  // Spec 2 §2: an invalid submit flashes the save button red and scrolls to the summary.
  const invalid = () => {
    setFlash(true);
    setTimeout(() => setFlash(false), 1200);
    setTimeout(() => summaryRef.current?.scrollIntoView({ behavior: 'smooth' }), 0);
  };

  const locked = v.obraExistente;
  return (
    <Stack>
      <PageTitle title="Enviar Transporte não Solicitado" />
      <form onSubmit={form.onSubmit(submit, invalid)} noValidate>
        <Stack>
          <div ref={summaryRef}>
            {errors.length > 0 && (
              <Alert color="red" title="Verifique os campos abaixo" role="alert">
                <ul style={{ margin: 0 }}>
                  {[...new Set(errors)].map((e) => (
                    <li key={e}>{e}</li>
                  ))}
                </ul>
              </Alert>
            )}
          </div>
          <Paper withBorder p="md">
            <Title order={2} size="h4" mb="sm">
              Identificação do gerador
            </Title>
            <SegmentedControl
              aria-label="Tipo de pessoa"
              mb="sm"
              value={v.tipoPessoa}
              onChange={switchTipo}
              data={[
                { value: 'F', label: 'CPF' },
                { value: 'J', label: 'CNPJ' },
              ]}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <CpfCnpjInput
                label={v.tipoPessoa === 'F' ? 'CPF' : 'CNPJ'}
                withAsterisk
                {...form.getInputProps('cpfCnpj')}
                onBlur={buscarGerador}
              />
              <TextInput
                label={v.tipoPessoa === 'F' ? 'Nome' : 'Razão Social'}
                withAsterisk
                maxLength={150}
                readOnly={v.geradorCadastrado}
                description={
                  v.geradorCadastrado ? 'Gerador já cadastrado: seus contatos ficam no cadastro.' : undefined
                }
                {...form.getInputProps('nomeRazaoSocial')}
              />
              {!v.geradorCadastrado && (
                <>
                  <TextInput
                    label="E-mail"
                    type="email"
                    withAsterisk
                    maxLength={100}
                    {...form.getInputProps('email')}
                  />
                  <PhoneInput label="Celular" withAsterisk {...form.getInputProps('celular')} />
                </>
              )}
            </SimpleGrid>
          </Paper>
          <Paper withBorder p="md">
            <Title order={2} size="h4" mb="sm">
              Endereço
            </Title>
            <EnderecoFields form={form} readOnly={locked} />
          </Paper>
          <Paper withBorder p="md">
            <Title order={2} size="h4" mb="sm">
              Obra
            </Title>
            <Switch
              mb="sm"
              label="Obra já cadastrada"
              checked={v.obraExistente}
              onChange={(e) => form.setValues({ obraExistente: e.currentTarget.checked, idObra: null })}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {locked ? (
                <Lookup<ObraRow & Record<string, unknown>>
                  entity="Obra"
                  label="Obra"
                  labelField="nomeObra"
                  where={v.idGerador ? { idGerador: v.idGerador } : { id: -1 }}
                  value={v.idObra}
                  onChange={chooseObra}
                  error={form.errors.idObra}
                  withAsterisk
                />
              ) : (
                <TextInput
                  label="Nome da obra"
                  withAsterisk
                  maxLength={100}
                  {...form.getInputProps('nomeObra')}
                />
              )}
              <DateInput
                label="Duração Inicial"
                valueFormat="DD/MM/YYYY"
                withAsterisk
                disabled={locked}
                {...form.getInputProps('duracaoInicial')}
              />
              <DateInput
                label="Duração Final"
                valueFormat="DD/MM/YYYY"
                withAsterisk
                disabled={locked}
                minDate={v.duracaoInicial ?? undefined}
                {...form.getInputProps('duracaoFinal')}
              />
              <Select
                label="Possui alvará"
                data={[
                  { value: '0', label: 'Não' },
                  { value: '1', label: 'Sim' },
                ]}
                allowDeselect={false}
                disabled={locked}
                comboboxProps={{ withinPortal: true }}
                {...form.getInputProps('possuiAlvara')}
              />
              {v.possuiAlvara === '1' && (
                <TextInput
                  label="Número Alvará"
                  withAsterisk
                  disabled={locked}
                  maxLength={50}
                  {...form.getInputProps('numeroAlvara')}
                />
              )}
            </SimpleGrid>
          </Paper>
          <Paper withBorder p="md">
            <Title order={2} size="h4" mb="sm">
              Resíduos
            </Title>
            <ResiduosField
              value={v.residuos}
              onChange={(r) => form.setFieldValue('residuos', r)}
              listError={form.errors.residuos ? String(form.errors.residuos) : null}
            />
          </Paper>
          <Paper withBorder p="md">
            <Title order={2} size="h4" mb="sm">
              Veículo e caçamba
            </Title>
            <Select
              label="Quantidade de caçambas"
              data={QUANTIDADES}
              allowDeselect={false}
              comboboxProps={{ withinPortal: true }}
              {...form.getInputProps('quantidadeCacambas')}
              mb="sm"
            />
            <VeiculoCacambaFields
              value={v.veiculo}
              onChange={(veiculo) => form.setFieldValue('veiculo', veiculo)}
              errors={{ veiculo: form.errors.veiculo ? String(form.errors.veiculo) : null }}
            />
          </Paper>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => navigate('/enviar-transporte-nao-solicitado')}>
              Voltar
            </Button>
            <Button type="submit" loading={save.isPending} color={flash ? 'red' : undefined}>
              Enviar
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
