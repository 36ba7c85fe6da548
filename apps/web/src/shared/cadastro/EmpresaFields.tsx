import { Grid, TextInput } from '@mantine/core';
import { CnpjInput, PhoneInput } from '../ui/masked-inputs';
import { EnderecoFields, type FieldsForm } from '../ui/address/EnderecoFields';

/** The company block (spec 1 §2.7); 'Vinculado ao poder público' and 'Contratada pelo SLU' stay hidden here. */
export function EmpresaFields({ form, onCnpjBlur }: { form: FieldsForm; onCnpjBlur: () => void }) {
  return (
    <Grid gap="sm">
      <Grid.Col span={{ base: 12, sm: 4 }}>
        <CnpjInput withAsterisk {...form.getInputProps('pessoaPj.cpfCnpj')} onBlur={onCnpjBlur} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 8 }}>
        <TextInput
          label="Razão Social"
          withAsterisk
          maxLength={200}
          {...form.getInputProps('pessoaPj.nomeRazaoSocial')}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <TextInput
          label="E-mail da empresa"
          type="email"
          withAsterisk
          maxLength={150}
          {...form.getInputProps('pessoaPj.email')}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 3 }}>
        <PhoneInput label="Celular da empresa" withAsterisk {...form.getInputProps('pessoaPj.celular')} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 3 }}>
        <PhoneInput label="Telefone da empresa" {...form.getInputProps('pessoaPj.telefone')} />
      </Grid.Col>
      <Grid.Col span={12}>
        <EnderecoFields
          form={form}
          prefix="pessoaPj"
          municipio="lookup"
          suffix=" da empresa"
          enderecoMax={150}
        />
      </Grid.Col>
    </Grid>
  );
}
