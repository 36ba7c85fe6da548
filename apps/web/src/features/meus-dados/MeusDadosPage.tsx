import { Button, Fieldset, Group, PasswordInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { meusDadosSchema } from '@rcc/domain/pessoas/admin-schemas';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { api } from '../../shared/api/client';
import { useSave } from '../../shared/api/use-save';
import { useSession } from '../../shared/auth/use-session';
import { notify } from '../../shared/notify';
import { EnderecoFields } from '../../shared/ui/address/EnderecoFields';
import { PhoneInput } from '../../shared/ui/masked-inputs';
import { PageTitle } from '../../shared/ui/PageTitle';
import { schemaValidate } from '../../shared/forms/schema-validate';
import { ChaveApiGroup } from './ChaveApiGroup';

const ADDRESS = ['cep', 'uf', 'codIbge', 'bairro', 'endereco', 'complemento', 'numero'] as const;
type Values = Record<string, unknown> & { pessoa?: Record<string, unknown> };

/** /editar-dados-usuario (spec 1 §2.6). */
export default function MeusDadosPage() {
  const { user } = useSession();
  const navigate = useNavigate();
  const juridica = user?.pessoa.tipoPessoa === 'J';
  const query = useQuery({
    queryKey: ['meus-dados', user?.id],
    enabled: !!user,
    queryFn: async () => {
      const u = await api.post<{ rows: Array<Record<string, unknown>> }>('/Usuario/find', {
        where: { id: user!.id },
        include: ['pessoa'],
      });
      return u.rows[0];
    },
  });
  const form = useForm<Values>({ initialValues: {}, validate: schemaValidate(meusDadosSchema) });
  const row = query.data;
  // biome-ignore lint/correctness/useExhaustiveDependencies: fill the form once the data arrives
  useEffect(() => {
    if (!row) return;
    const pick = (src: Record<string, unknown>, keys: readonly string[]) =>
      Object.fromEntries(keys.map((k) => [k, src[k] ?? '']));
    const pessoa = row.pessoa as Record<string, unknown>;
    form.setValues({
      ...pick(row, ['nome', 'email', 'celular', 'telefone', ...ADDRESS]),
      senha: '',
      confirmarSenha: '',
      ...(juridica
        ? { pessoa: pick(pessoa, ['nomeRazaoSocial', 'email', 'celular', 'telefone', ...ADDRESS]) }
        : {}),
    });
  }, [row]);

  const save = useSave({
    save: (values: Values) => api.post('/usuario-api/alterar-meus-dados', values),
    success: 'Dados alterados com sucesso',
    form,
    onSuccess: () => navigate(-1),
    error: (_error, onForm) => {
      if (!onForm)
        notify.error(
          'Não foi possivel salvar dados de usuário, por favor, contate um administrador do sistema',
        );
    },
  });

  const pessoa = row?.pessoa as { cpfCnpj?: string } | undefined;
  return (
    <Stack maw={1000}>
      <PageTitle title="Editar meus dados" />
      <form
        onSubmit={form.onSubmit((values) => save.mutate(values))}
        noValidate
        aria-label="Editar meus dados"
      >
        <Stack>
          <Fieldset legend="Dados do usuário">
            <Stack>
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <TextInput label="Nome" required maxLength={150} {...form.getInputProps('nome')} />
                <TextInput label="CPF/CNPJ" readOnly value={pessoa?.cpfCnpj ?? ''} />
                <TextInput
                  label="E-mail"
                  type="email"
                  required
                  maxLength={100}
                  {...form.getInputProps('email')}
                />
                <PhoneInput label="Celular" required {...form.getInputProps('celular')} />
                <PhoneInput label="Telefone Comercial" required {...form.getInputProps('telefone')} />
                <PasswordInput label="Nova senha" maxLength={15} {...form.getInputProps('senha')} />
                <PasswordInput
                  label="Confirmar senha"
                  maxLength={15}
                  {...form.getInputProps('confirmarSenha')}
                />
              </SimpleGrid>
              <EnderecoFields form={form} municipio="lookup" completo enderecoMax={150} />
            </Stack>
          </Fieldset>
          {juridica && (
            <Fieldset legend="Dados da empresa">
              <Stack>
                <SimpleGrid cols={{ base: 1, sm: 2 }}>
                  <TextInput
                    label="Razão Social"
                    required
                    {...form.getInputProps('pessoa.nomeRazaoSocial')}
                  />
                  <TextInput label="E-mail da empresa" required {...form.getInputProps('pessoa.email')} />
                  <PhoneInput label="Celular da empresa" required {...form.getInputProps('pessoa.celular')} />
                  <PhoneInput
                    label="Telefone Comercial da empresa"
                    required
                    {...form.getInputProps('pessoa.telefone')}
                  />
                </SimpleGrid>
                <EnderecoFields form={form} prefix="pessoa" municipio="lookup" completo enderecoMax={150} />
              </Stack>
            </Fieldset>
          )}
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending}>
              Salvar Alterações
            </Button>
          </Group>
        </Stack>
      </form>
      {user && user.pessoa.acessoApi !== 0 && <ChaveApiGroup />}
    </Stack>
  );
}
