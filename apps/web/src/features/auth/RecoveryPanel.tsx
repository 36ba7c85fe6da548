import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { MSG_ACCESS as MSG } from '@rcc/domain/messages/access';
import { useEffect, useState } from 'react';
import { useSave } from '../../shared/api/use-save';
import { authApi } from '../../shared/auth/auth-api';
import { DURATION, notify } from '../../shared/notify';
import { PessoaSelect } from './PessoaSelect';
import { usePessoaLookup } from './use-pessoa-lookup';

/** Spec 1 §8–9: the success message stays 4 s; the page reloads to the root after 1.3 s. */
const RECOVERY_TOAST_MS = 4000;
const RECOVERY_RELOAD_MS = 1300;

interface RecoveryPanelProps {
  initialUsername: string;
  onCancel: () => void;
  /** Full reload to '/', as the spec asks (fresh state after recovery). */
  reload?: () => void;
}

export function RecoveryPanel({
  initialUsername,
  onCancel,
  reload = () => window.location.assign('/'),
}: RecoveryPanelProps) {
  const [username, setUsername] = useState(initialUsername);
  const [idPessoa, setIdPessoa] = useState<string | null>(null);
  const { rows, status, errorMessage, lookup } = usePessoaLookup();

  const findPessoas = async (value: string) => {
    const found = await lookup(value);
    if (found.length === 1 && found[0]) setIdPessoa(String(found[0].id));
    else if (!found.some((row) => String(row.id) === idPessoa)) setIdPessoa(null);
  };

  // Coming from the login panel with a username already typed: list its persons at once.
  useEffect(() => {
    if (initialUsername.trim())
      void lookup(initialUsername).then((found) => {
        if (found.length === 1 && found[0]) setIdPessoa(String(found[0].id));
      });
  }, [initialUsername, lookup]);

  // The page reloads after a sent recovery: the button stays busy until then.
  const recover = useSave({
    save: ({ username, idPessoa }: { username: string; idPessoa: number }) =>
      authApi.recover(username, idPessoa),
    onSuccess: (_r, v) => {
      notify.success(MSG.recuperacao.enviada(v.username), { duration: RECOVERY_TOAST_MS });
      setTimeout(reload, RECOVERY_RELOAD_MS);
    },
    error: () => notify.error(MSG.recuperacao.usuarioNaoEncontrado, { duration: DURATION.error }),
  });

  const submit = () => {
    if (!username.trim()) {
      notify.warning(MSG.recuperacao.usuarioObrigatorio);
      return;
    }
    if (!idPessoa) {
      notify.warning(MSG.login.selecionePessoa);
      return;
    }
    recover.mutate({ username: username.trim(), idPessoa: Number(idPessoa) });
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack gap="sm">
        <Text size="sm">
          Informe o e-mail ou CPF e a pessoa para receber as instruções de recuperação da senha.
        </Text>
        <TextInput
          label="E-mail ou CPF"
          autoComplete="username"
          value={username}
          onChange={(event) => setUsername(event.currentTarget.value)}
          onBlur={(event) => void findPessoas(event.currentTarget.value)}
          data-autofocus
        />
        <PessoaSelect
          rows={rows}
          status={status}
          errorMessage={errorMessage}
          value={idPessoa}
          onChange={setIdPessoa}
          onOpen={() => void findPessoas(username)}
        />
        <Group justify="flex-end" mt="xs">
          <Button variant="default" onClick={onCancel}>
            Cancelar
          </Button>
          <Button type="submit" loading={recover.isPending || recover.isSuccess}>
            Recuperar senha
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
