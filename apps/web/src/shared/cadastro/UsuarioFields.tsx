import { Checkbox, Grid, Group, PasswordInput, TextInput } from '@mantine/core';
import { CpfInput, PhoneInput } from '../ui/masked-inputs';
import { EnderecoFields, type FieldsForm } from '../ui/address/EnderecoFields';

interface Props {
  form: FieldsForm;
  prefix?: string;
  /** Profile types the user may hold (legal persons); hidden for a natural person. */
  perfilOptions?: Array<{ value: string; label: string }>;
  /** A natural person signing up through a social account has no password. */
  semSenha?: boolean;
  cpfLabel?: string;
  onCpfBlur?: () => void;
}

/** The user block (spec 1 §5 'User form'). */
export function UsuarioFields({
  form,
  prefix = '',
  perfilOptions,
  semSenha = false,
  cpfLabel = 'CPF',
  onCpfBlur,
}: Props) {
  const p = (field: string) => (prefix ? `${prefix}.${field}` : field);
  return (
    <Grid gap="sm">
      <Grid.Col span={{ base: 12, sm: 8 }}>
        <TextInput
          label="Nome"
          withAsterisk
          maxLength={150}
          autoComplete="name"
          {...form.getInputProps(p('nome'))}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 4 }}>
        <CpfInput
          label={cpfLabel}
          withAsterisk
          {...form.getInputProps(p('cpf'))}
          {...(onCpfBlur ? { onBlur: onCpfBlur } : {})}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <TextInput
          label="E-mail"
          type="email"
          withAsterisk
          maxLength={100}
          autoComplete="email"
          {...form.getInputProps(p('email'))}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <TextInput
          label="Confirmar e-mail"
          type="email"
          withAsterisk
          maxLength={100}
          {...form.getInputProps(p('confirmarEmail'))}
        />
      </Grid.Col>
      {!semSenha && (
        <>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <PasswordInput
              label="Senha"
              withAsterisk
              maxLength={15}
              autoComplete="new-password"
              visibilityToggleButtonProps={{ 'aria-label': 'Mostrar ou ocultar a senha' }}
              {...form.getInputProps(p('senha'))}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <PasswordInput
              label="Confirmar senha"
              withAsterisk
              maxLength={15}
              autoComplete="new-password"
              visibilityToggleButtonProps={{ 'aria-label': 'Mostrar ou ocultar a confirmação da senha' }}
              {...form.getInputProps(p('confirmarSenha'))}
            />
          </Grid.Col>
        </>
      )}
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <PhoneInput label="Celular" withAsterisk {...form.getInputProps(p('celular'))} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <PhoneInput label="Telefone" {...form.getInputProps(p('telefone'))} />
      </Grid.Col>
      <Grid.Col span={12}>
        <EnderecoFields form={form} prefix={prefix} municipio="lookup" enderecoMax={150} />
      </Grid.Col>
      {perfilOptions && (
        <Grid.Col span={12}>
          <Checkbox.Group label="Perfis do usuário" withAsterisk {...form.getInputProps(p('perfis'))}>
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
