import { Checkbox, Grid, Select, TextInput } from '@mantine/core';
import { TIPOS_RESPONSAVEL } from '@rcc/domain';
import { CpfInput } from '../ui/masked-inputs';
import { EnderecoFields, type FieldsForm } from '../ui/address/EnderecoFields';
import { readField as at } from '../ui/data-grid/grid-query';
import { EmailConfirmadoFields, PerfisCheckboxFields, TelefonesFields } from './ContatoFields';

/** A responsible person of a company (spec 1 §3 'Responsável'). */
export function ResponsavelFields({
  form,
  perfilOptions,
}: {
  form: FieldsForm;
  perfilOptions: Array<{ value: string; label: string }>;
}) {
  return (
    <Grid gap="sm">
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <Select
          label="Tipo de Responsável"
          withAsterisk
          data={[...TIPOS_RESPONSAVEL]}
          {...form.getInputProps('tipoResponsavel')}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }} style={{ display: 'flex', alignItems: 'flex-end' }}>
        <Checkbox
          label="Responsável pela assinatura do contrato"
          checked={Boolean(at(form.getValues(), 'responsavelAssinaturaContrato'))}
          onChange={(e) => form.setFieldValue('responsavelAssinaturaContrato', e.currentTarget.checked)}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 8 }}>
        <TextInput label="Nome" withAsterisk maxLength={150} {...form.getInputProps('nome')} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 4 }}>
        <CpfInput withAsterisk {...form.getInputProps('cpf')} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 4 }}>
        <TextInput label="RG" withAsterisk maxLength={15} {...form.getInputProps('rg')} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 4 }}>
        <TextInput label="Profissão" withAsterisk maxLength={100} {...form.getInputProps('profissao')} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 4 }}>
        <TextInput label="Cargo" withAsterisk maxLength={100} {...form.getInputProps('cargo')} />
      </Grid.Col>
      <EmailConfirmadoFields form={form} />
      <TelefonesFields form={form} />
      <Grid.Col span={12}>
        <EnderecoFields form={form} municipio="lookup" enderecoMax={150} />
      </Grid.Col>
      {perfilOptions.length > 0 && (
        <PerfisCheckboxFields
          form={form}
          field="idsTipoDePerfil"
          label="Responsável pelos perfis"
          options={perfilOptions}
        />
      )}
    </Grid>
  );
}
