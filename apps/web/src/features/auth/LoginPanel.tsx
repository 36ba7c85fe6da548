import { Button, Divider, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { MSG_ACCESS as MSG } from '@rcc/domain/messages/access';
import { type KeyboardEvent, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { isApiError } from '../../shared/api/api-error';
import { useSave } from '../../shared/api/use-save';
import { authApi } from '../../shared/auth/auth-api';
import { notify } from '../../shared/notify';
import { landingPath } from '../../shared/auth/landing';
import { returnPathFrom } from '../../shared/auth/return-path';
import { PessoaSelect } from './PessoaSelect';
import { usePessoaLookup } from './use-pessoa-lookup';

/** Spec 1 §9: login snackbars last 8 s. */
const LOGIN_TOAST_MS = 8000;

interface LoginPanelProps {
  onForgot: (username: string) => void;
  onRegister: () => void;
}

export function LoginPanel({ onForgot, onRegister }: LoginPanelProps) {
  const navigate = useNavigate();
  const { search } = useLocation();
  const { rows, status, errorMessage, lookup } = usePessoaLookup();
  const form = useForm({ initialValues: { username: '', password: '', idPessoa: null as string | null } });
  // 'Acessar como' is fetched on the first touch of the form, not with the page (PessoaSelect).
  const [tocado, setTocado] = useState(false);
  const tocar = () => setTocado(true);

  /** Spec 1 §2.2: when exactly one person matches, it is chosen automatically. */
  const findPessoas = async (username: string) => {
    const found = await lookup(username);
    const only = found.length === 1 ? found[0] : undefined;
    if (only) {
      form.setFieldValue('idPessoa', String(only.id));
      return String(only.id);
    }
    if (!found.some((row) => String(row.id) === form.getValues().idPessoa))
      form.setFieldValue('idPessoa', null);
    return form.getValues().idPessoa;
  };

  const login = useSave({
    save: (input: Parameters<typeof authApi.login>[0]) => authApi.login(input),
    onSuccess: (user) => navigate(returnPathFrom(search) ?? landingPath(user.rights), { replace: true }),
    error: (error) => {
      // 429 (too many attempts) carries its own text; every other failure reads the same (no user enumeration).
      const message = isApiError(error) && error.status === 429 ? error.message : MSG.login.falha;
      notify.error(message, { duration: LOGIN_TOAST_MS });
      form.setFieldValue('password', '');
    },
  });

  const submit = (idPessoa: string | null) => {
    const { username, password } = form.getValues();
    if (!username.trim() || !password) {
      notify.error(MSG.login.falha, { duration: LOGIN_TOAST_MS });
      return;
    }
    if (!idPessoa) {
      notify.warning(MSG.login.selecionePessoa);
      return;
    }
    login.mutate({ username: username.trim(), password, idPessoa: Number(idPessoa) });
  };

  // The submit button is disabled until a person is chosen, which blocks the browser's implicit
  // submission; spec 1 §2.2 still wants Enter in either field to submit.
  const onEnter = (fromUsername: boolean) => async (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    const idPessoa = fromUsername ? await findPessoas(form.getValues().username) : form.getValues().idPessoa;
    await submit(idPessoa);
  };

  return (
    <form
      noValidate
      onFocus={tocar}
      onPointerDown={tocar}
      onSubmit={(event) => {
        event.preventDefault();
        void submit(form.getValues().idPessoa);
      }}
    >
      <Stack gap="sm">
        <TextInput
          label="E-mail ou CPF"
          autoComplete="username"
          {...form.getInputProps('username')}
          onBlur={(event) => void findPessoas(event.currentTarget.value)}
          onKeyDown={onEnter(true)}
        />
        <PasswordInput
          label="Senha"
          autoComplete="current-password"
          visibilityToggleButtonProps={{ 'aria-label': 'Mostrar ou ocultar a senha' }}
          {...form.getInputProps('password')}
          onKeyDown={onEnter(false)}
        />
        <PessoaSelect
          carregar={tocado}
          rows={rows}
          status={status}
          errorMessage={errorMessage}
          value={form.getValues().idPessoa}
          onChange={(value) => form.setFieldValue('idPessoa', value)}
          onOpen={() => void findPessoas(form.getValues().username)}
        />
        <Button
          type="submit"
          disabled={!form.getValues().idPessoa}
          loading={login.isPending}
          fullWidth
          mt="xs"
        >
          Entrar
        </Button>
        <Divider />
        <Button variant="subtle" onClick={() => onForgot(form.getValues().username)}>
          Esqueci minha senha
        </Button>
        <Button variant="light" onClick={onRegister}>
          Ainda não sou cadastrado
        </Button>
        <Button variant="outline" onClick={() => navigate('/destino-rapido')}>
          Acesso ao destino rápido
        </Button>
        <Button variant="subtle" component={Link} to="/publico">
          Portal público: serviços ao cidadão
        </Button>
      </Stack>
    </form>
  );
}
