import { Checkbox, Grid, Group, TextInput } from '@mantine/core';
import type { FieldsForm } from '../ui/address/EnderecoFields';
import { PhoneInput } from '../ui/masked-inputs';

interface ContatoProps {
  form: FieldsForm;
  /** The form path of a field (`usuario.email` inside a nested block). */
  path?: (field: string) => string;
}

const own = (field: string) => field;

const EMAIL_FIELDS = [
  ['email', 'E-mail'],
  ['confirmarEmail', 'Confirmar e-mail'],
] as const;

/**
 * E-mail and its confirmation, half a row each (spec 1 §3, §5). `ownEmail`: the person filling
 * the form types their own address, so the browser may offer it.
 */
export function EmailConfirmadoFields({
  form,
  path = own,
  ownEmail = false,
}: ContatoProps & { ownEmail?: boolean }) {
  return EMAIL_FIELDS.map(([field, label]) => (
    <Grid.Col key={field} span={{ base: 12, sm: 6 }}>
      <TextInput
        label={label}
        type="email"
        withAsterisk
        maxLength={100}
        {...(ownEmail && field === 'email' ? { autoComplete: 'email' } : {})}
        {...form.getInputProps(path(field))}
      />
    </Grid.Col>
  ));
}

/** Mobile (required) and landline phones, half a row each. */
export function TelefonesFields({ form, path = own }: ContatoProps) {
  return (
    <>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <PhoneInput label="Celular" withAsterisk {...form.getInputProps(path('celular'))} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <PhoneInput label="Telefone" {...form.getInputProps(path('telefone'))} />
      </Grid.Col>
    </>
  );
}

/** The profile types a user or a responsible person answers for, as checkboxes on a whole row. */
export function PerfisCheckboxFields({
  form,
  field,
  label,
  options,
  withAsterisk = false,
}: {
  form: FieldsForm;
  field: string;
  label: string;
  options: Array<{ value: string; label: string }>;
  withAsterisk?: boolean;
}) {
  return (
    <Grid.Col span={12}>
      <Checkbox.Group label={label} withAsterisk={withAsterisk} {...form.getInputProps(field)}>
        <Group mt="xs">
          {options.map((o) => (
            <Checkbox key={o.value} value={o.value} label={o.label} />
          ))}
        </Group>
      </Checkbox.Group>
    </Grid.Col>
  );
}
