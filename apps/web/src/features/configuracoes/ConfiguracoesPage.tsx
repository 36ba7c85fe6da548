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
import { type UseFormReturnType, useForm } from '@mantine/form';
import { F } from '@rcc/domain/features';
import { MSG_PESSOAS } from '@rcc/domain/pessoas/messages';
import {
  CRIPTOGRAFIAS_SMTP,
  PARAMETRO_MAX,
  PARAMETRO_ROTULOS,
  PORTAS_SMTP,
  parametroSchema,
} from '@rcc/domain/pessoas/admin-schemas';
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

type Nome = Exclude<keyof ParametroForm, 'id'>;
interface Campo {
  nome: Nome;
  tipo: 'texto' | 'email' | 'senha' | 'tel' | 'numero' | 'opcoes';
  opcoes?: readonly string[];
  descricao?: string;
}

/** The settings in the spec's order; labels and lengths come from the domain, as the server checks them. */
const CAMPOS: readonly Campo[] = [
  { nome: 'servidorSmtp', tipo: 'texto' },
  { nome: 'portaSmtp', tipo: 'opcoes', opcoes: PORTAS_SMTP.map(String) },
  { nome: 'criptografiaSmtp', tipo: 'opcoes', opcoes: CRIPTOGRAFIAS_SMTP },
  { nome: 'loginSmtp', tipo: 'email' },
  { nome: 'passSmtp', tipo: 'senha' },
  { nome: 'emailEnvioSmtp', tipo: 'email' },
  { nome: 'qtdDiasLogradouros', tipo: 'numero' },
  { nome: 'qtdHorasTransporteCacamba', tipo: 'numero' },
  { nome: 'qtdHorasTransporteRcc', tipo: 'numero' },
  { nome: 'emailDuvidas', tipo: 'email' },
  { nome: 'emailSugestoes', tipo: 'email' },
  { nome: 'emailReclamacoes', tipo: 'email' },
  { nome: 'nomeOrgao', tipo: 'texto', descricao: 'Mostrado no rodapé de todas as páginas' },
  { nome: 'telefoneOrgao', tipo: 'tel', descricao: 'Ex.: 162, (61) 3213-0000 ou 0800 644 0156' },
];

function CampoParametro({
  campo,
  input,
}: {
  campo: Campo;
  input: ReturnType<UseFormReturnType<ParametroForm>['getInputProps']>;
}) {
  const comum = {
    label: PARAMETRO_ROTULOS[campo.nome],
    description: campo.descricao,
    required: true,
    ...input,
  };
  const maxLength = (PARAMETRO_MAX as Partial<Record<Nome, number>>)[campo.nome];
  switch (campo.tipo) {
    case 'opcoes':
      return <Select {...comum} data={campo.opcoes ?? []} allowDeselect={false} />;
    case 'numero':
      return <NumberInput {...comum} min={0} allowDecimal={false} />;
    case 'senha':
      return <PasswordInput {...comum} maxLength={maxLength} />;
    default:
      return (
        <TextInput {...comum} type={campo.tipo === 'texto' ? undefined : campo.tipo} maxLength={maxLength} />
      );
  }
}

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
              {CAMPOS.map((c) => (
                <CampoParametro key={c.nome} campo={c} input={form.getInputProps(c.nome)} />
              ))}
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
