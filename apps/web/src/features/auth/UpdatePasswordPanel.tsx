import { Button, Group, PasswordInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { MSG_ACCESS as MSG } from '@rcc/domain/messages/access';
import { useSave } from '../../shared/api/use-save';
import { authApi } from '../../shared/auth/auth-api';
import { notify } from '../../shared/notify';

/** Spec 1 §9: passwords have 6 to 15 characters. */
const MIN = 6;
const MAX = 15;

interface UpdatePasswordPanelProps {
  id: string;
  hash: string;
  onDone: () => void;
  onCancel: () => void;
}

export function UpdatePasswordPanel({ id, hash, onDone, onCancel }: UpdatePasswordPanelProps) {
  const form = useForm({
    initialValues: { password: '', confirmation: '' },
    validate: {
      password: (value) =>
        !value
          ? MSG.senha.camposObrigatorios
          : value.length < MIN || value.length > MAX
            ? MSG.usuario.senhaTamanho
            : null,
      confirmation: (value, values) =>
        !value ? MSG.senha.camposObrigatorios : value !== values.password ? MSG.senha.naoConferem : null,
    },
  });

  const save = useSave({
    save: (password: string) => authApi.updatePassword(hash, id, password),
    success: MSG.senha.atualizada,
    onSuccess: onDone,
    error: () => notify.error(MSG.senha.falhaAtualizar),
  });
  const submit = form.onSubmit(({ password }) => save.mutate(password));

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="sm">
        <Text size="sm">Cadastre a nova senha, com 6 a 15 caracteres.</Text>
        <PasswordInput
          label="Nova senha"
          autoComplete="new-password"
          maxLength={MAX}
          withAsterisk
          visibilityToggleButtonProps={{ 'aria-label': 'Mostrar ou ocultar a senha' }}
          {...form.getInputProps('password')}
          data-autofocus
        />
        <PasswordInput
          label="Confirme a nova senha"
          autoComplete="new-password"
          maxLength={MAX}
          withAsterisk
          visibilityToggleButtonProps={{ 'aria-label': 'Mostrar ou ocultar a confirmação da senha' }}
          {...form.getInputProps('confirmation')}
        />
        <Group justify="flex-end" mt="xs">
          <Button variant="default" onClick={onCancel}>
            Cancelar
          </Button>
          <Button type="submit" loading={save.isPending}>
            Atualizar senha
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
