import {
  Button,
  Group,
  NumberInput,
  PasswordInput,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { F } from '@rcc/domain/features';
import { MSG_PESSOAS } from '@rcc/domain/pessoas/messages';
import { parametroSchema } from '@rcc/domain/pessoas/admin-schemas';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../../shared/api/client';
import { useSave } from '../../shared/api/use-save';
import { useCan } from '../../shared/auth/use-session';
import { notifyError } from '../../shared/notify';
import { PageTitle } from '../../shared/ui/PageTitle';
import { schemaValidate } from '../../shared/forms/schema-validate';

export interface ParametroForm {
  id: number;
  servidorSmtp: string;
  portaSmtp: string;
  criptografiaSmtp: string;
  loginSmtp: string;
  passSmtp: string;
  emailEnvioSmtp: string;
  qtdDiasLogradouros: number | string;
  qtdHorasTransporteCacamba: number | string;
  qtdHorasTransporteRcc: number | string;
  emailDuvidas: string;
  emailSugestoes: string;
  emailReclamacoes: string;
  nomeOrgao: string;
  telefoneOrgao: string;
}

const EMPTY: ParametroForm = {
  id: 1,
  servidorSmtp: '',
  portaSmtp: '587',
  criptografiaSmtp: 'SSL/TLS',
  loginSmtp: '',
  passSmtp: '',
  emailEnvioSmtp: '',
  qtdDiasLogradouros: 7,
  qtdHorasTransporteCacamba: 24,
  qtdHorasTransporteRcc: 12,
  emailDuvidas: '',
  emailSugestoes: '',
  emailReclamacoes: '',
  nomeOrgao: '',
  telefoneOrgao: '',
};

/** /configuracoes (spec 1 §2.5): the system parameters; saving needs altera. */
export default function ConfiguracoesPage() {
  const canSave = useCan(F.CONFIGURACOES, 'altera');
  const query = useQuery({
    queryKey: ['parametro'],
    queryFn: () => api.post<{ rows: Array<Record<string, unknown>> }>('/Parametro/find', { limit: 1 }),
  });
  const form = useForm<ParametroForm>({ initialValues: EMPTY, validate: schemaValidate(parametroSchema) });
  const row = query.data?.rows[0];
  // biome-ignore lint/correctness/useExhaustiveDependencies: load the saved row once it arrives
  useEffect(() => {
    if (!row) return;
    const values = { ...EMPTY };
    for (const key of Object.keys(EMPTY) as Array<keyof ParametroForm>) {
      const v = row[key];
      if (v !== null && v !== undefined)
        (values as Record<string, unknown>)[key] = key === 'portaSmtp' ? String(v) : v;
    }
    form.setValues(values);
    form.resetDirty(values);
  }, [row]);

  const save = useSave({
    save: (values: ParametroForm) => api.put(`/Parametro/${values.id}`, values),
    invalidate: [['parametro']],
    success: MSG_PESSOAS.configuracoesSalvas,
    form,
    error: (error, onForm) => {
      if (!onForm) notifyError(error);
    },
  });

  return (
    <Stack maw={960}>
      <PageTitle title="Configurações do Sistema" />
      <form
        onSubmit={form.onSubmit((values) => save.mutate(values))}
        noValidate
        aria-label="Configurações do Sistema"
      >
        <fieldset disabled={!canSave} style={{ border: 0, padding: 0, margin: 0 }}>
          <Stack>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label="Servidor SMTP"
                required
                maxLength={255}
                {...form.getInputProps('servidorSmtp')}
              />
              <Select
                label="Porta SMTP"
                required
                data={['587', '465', '25', '2525']}
                allowDeselect={false}
                {...form.getInputProps('portaSmtp')}
              />
              <Select
                label="Criptografia SMTP"
                required
                data={['Nenhuma', 'SSL/TLS']}
                allowDeselect={false}
                {...form.getInputProps('criptografiaSmtp')}
              />
              <TextInput
                label="Login SMTP"
                type="email"
                required
                maxLength={80}
                {...form.getInputProps('loginSmtp')}
              />
              <PasswordInput label="Senha SMTP" required maxLength={80} {...form.getInputProps('passSmtp')} />
              <TextInput
                label="E-mail de envio"
                type="email"
                required
                maxLength={150}
                {...form.getInputProps('emailEnvioSmtp')}
              />
              <NumberInput
                label="Dias de permanência de caçambas em logradouros"
                required
                min={0}
                allowDecimal={false}
                {...form.getInputProps('qtdDiasLogradouros')}
              />
              <NumberInput
                label="Horas para transporte da caçamba"
                required
                min={0}
                allowDecimal={false}
                {...form.getInputProps('qtdHorasTransporteCacamba')}
              />
              <NumberInput
                label="Horas para transporte do RCC"
                required
                min={0}
                allowDecimal={false}
                {...form.getInputProps('qtdHorasTransporteRcc')}
              />
              <TextInput
                label="E-mail para dúvidas"
                type="email"
                required
                maxLength={150}
                {...form.getInputProps('emailDuvidas')}
              />
              <TextInput
                label="E-mail para sugestões"
                type="email"
                required
                maxLength={150}
                {...form.getInputProps('emailSugestoes')}
              />
              <TextInput
                label="E-mail para reclamações"
                type="email"
                required
                maxLength={150}
                {...form.getInputProps('emailReclamacoes')}
              />
              <TextInput
                label="Nome do órgão"
                description="Mostrado no rodapé de todas as páginas"
                required
                maxLength={200}
                {...form.getInputProps('nomeOrgao')}
              />
              <TextInput
                label="Telefone do órgão"
                description="Ex.: 162, (61) 3213-0000 ou 0800 644 0156"
                type="tel"
                required
                maxLength={20}
                {...form.getInputProps('telefoneOrgao')}
              />
            </SimpleGrid>
            {canSave && (
              <Group justify="flex-end">
                <Button type="submit" loading={save.isPending}>
                  Salvar
                </Button>
              </Group>
            )}
          </Stack>
        </fieldset>
      </form>
    </Stack>
  );
}
