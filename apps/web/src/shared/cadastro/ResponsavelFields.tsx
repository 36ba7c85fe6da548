import { Checkbox, Grid, Group, Select, TextInput } from '@mantine/core';
import { TIPOS_RESPONSAVEL } from '@rcc/domain';
import { CpfInput, PhoneInput } from '../ui/masked-inputs';
import { EnderecoFields, type FieldsForm } from '../ui/address/EnderecoFields';
import { readField as at } from '../ui/data-grid/grid-query';

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
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <TextInput
          label="E-mail"
          type="email"
          withAsterisk
          maxLength={100}
          {...form.getInputProps('email')}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <TextInput
          label="Confirmar e-mail"
          type="email"
          withAsterisk
          maxLength={100}
          {...form.getInputProps('confirmarEmail')}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <PhoneInput label="Celular" withAsterisk {...form.getInputProps('celular')} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <PhoneInput label="Telefone" {...form.getInputProps('telefone')} />
      </Grid.Col>
      <Grid.Col span={12}>
        <EnderecoFields form={form} municipio="lookup" enderecoMax={150} />
      </Grid.Col>
      {perfilOptions.length > 0 && (
        <Grid.Col span={12}>
          <Checkbox.Group label="Responsável pelos perfis" {...form.getInputProps('idsTipoDePerfil')}>
            <Group mt="xs">
              {perfilOptions.map((o) => (
                <Checkbox key={o.value} value={o.value} label={o.label} />
              ))}
            </Group>
          </Checkbox.Group>
        </Grid.Col>
      )}
    </Grid>
  );
}
