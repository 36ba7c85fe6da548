import { Grid, PasswordInput, TextInput } from '@mantine/core';
import { CpfInput } from '../ui/masked-inputs';
import { EnderecoFields, type FieldsForm } from '../ui/address/EnderecoFields';
import { EmailConfirmadoFields, PerfisCheckboxFields, TelefonesFields } from './ContatoFields';

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

/** The password and its confirmation: field, label and the name of the show/hide button. */
const SENHA_FIELDS = [
  ['senha', 'Senha', 'Mostrar ou ocultar a senha'],
  ['confirmarSenha', 'Confirmar senha', 'Mostrar ou ocultar a confirmação da senha'],
] as const;

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
      <EmailConfirmadoFields form={form} path={p} ownEmail />
      {!semSenha &&
        SENHA_FIELDS.map(([field, label, toggle]) => (
          <Grid.Col key={field} span={{ base: 12, sm: 6 }}>
            <PasswordInput
              label={label}
              withAsterisk
              maxLength={15}
              autoComplete="new-password"
              visibilityToggleButtonProps={{ 'aria-label': toggle }}
              {...form.getInputProps(p(field))}
            />
          </Grid.Col>
        ))}
      <TelefonesFields form={form} path={p} />
      <Grid.Col span={12}>
        <EnderecoFields form={form} prefix={prefix} municipio="lookup" enderecoMax={150} />
      </Grid.Col>
      {perfilOptions && (
        <PerfisCheckboxFields
          form={form}
          field={p('perfis')}
          label="Perfis do usuário"
          options={perfilOptions}
          withAsterisk
        />
      )}
    </Grid>
  );
}
