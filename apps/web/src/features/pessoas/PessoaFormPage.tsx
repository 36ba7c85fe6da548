import {
  Alert,
  Button,
  Checkbox,
  Fieldset,
  Group,
  List,
  PasswordInput,
  SegmentedControl,
  SimpleGrid,
  Stack,
  TextInput,
} from '@mantine/core';
import { F } from '@rcc/domain/features';
import { MSG_PESSOAS as M } from '@rcc/domain/pessoas/messages';
import { pessoaCompletaSchema } from '@rcc/domain/pessoas/schemas';
import { TIPOS_PERFIL, TIPO_PERFIL } from '@rcc/domain/profiles';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { api } from '../../shared/api/client';
import { useSave } from '../../shared/api/use-save';
import { useCan, useSession } from '../../shared/auth/use-session';
import { notifyError } from '../../shared/notify';
import { CepInput, CnpjInput, CpfInput, PhoneInput } from '../../shared/ui/masked-inputs';
import { PageTitle } from '../../shared/ui/PageTitle';
import {
  ADDRESS,
  type Dados,
  type ItemComStatus,
  novoPerfil,
  type PessoaFormValues,
  tempId,
} from './form-types';
import { ItensSection } from './ItensSection';
import { AnexosSection } from './AnexosSection';
import { PerfisSection } from './PerfisSection';
import { schemaValidate } from '../../shared/forms/schema-validate';

const EMPTY: PessoaFormValues = {
  tipoPessoa: '',
  pessoaPj: { ...ADDRESS, contratadaSlu: false, vinculadoPoderPublico: false },
  usuarioPessoaFisica: { ...ADDRESS },
  perfisDaPessoa: [novoPerfil()],
  responsaveis: [],
  usuariosPj: [],
};

const withKey = (rows: Dados[]): ItemComStatus[] =>
  rows.map((r) => ({ ...r, key: tempId(), id: r.id as number }));

async function carregar(id: number): Promise<PessoaFormValues> {
  const r = await api.post<{ rows: Dados[] }>('/Pessoa/find', {
    where: { id },
    // One person: limit 1 keeps the request within the find's cost bound (issue #12).
    limit: 1,
    include: ['perfis', 'responsaveis', { association: 'usuarios', include: ['perfis'] }],
  });
  const p = r.rows[0];
  if (!p) throw new Error('Pessoa não encontrada');
  const perfis = (p.perfis as Dados[]).map((x) => ({
    ...x,
    key: tempId(),
  })) as PessoaFormValues['perfisDaPessoa'];
  const tipoDe = new Map(perfis.map((x) => [x.id, x.idTipoPerfil]));
  const usuarios = withKey(
    (p.usuarios as Dados[]).map((u) => ({
      ...u,
      idsTipoPerfil: ((u.perfis as Dados[]) ?? []).map((x) => tipoDe.get(x.id as number)),
    })),
  );
  return {
    id,
    tipoPessoa: p.tipoPessoa as 'F' | 'J',
    pessoaPj: p.tipoPessoa === 'J' ? { ...p } : EMPTY.pessoaPj,
    usuarioPessoaFisica:
      p.tipoPessoa === 'F' ? { ...(usuarios[0] ?? { nome: p.nomeRazaoSocial, cpf: p.cpfCnpj }) } : {},
    perfisDaPessoa: perfis,
    responsaveis: withKey(p.responsaveis as Dados[]),
    usuariosPj: p.tipoPessoa === 'J' ? usuarios : [],
  };
}

/** /pessoa/:action/:id?, /pessoa-edit/:id, /pessoa-view/:id — the person form (spec 1 §2.7). */
export default function PessoaFormPage() {
  const { action, id } = useParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { user } = useSession();
  const isAdmin = !!user?.perfis.some(
    (p) => p.idTipoPerfil === TIPO_PERFIL.ADMINISTRADOR && p.situacaoValidacao !== 'I',
  );
  const canAlter = useCan(F.CADASTRO_PESSOAS, 'altera');
  const readOnly = pathname.startsWith('/pessoa-view') || !canAlter;
  const isNew = !id || action === 'add';
  const [values, setValues] = useState<PessoaFormValues>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [arquivos, setArquivos] = useState(new Map<string, File>());
  const summary = useRef<HTMLDivElement>(null);
  const query = useQuery({
    queryKey: ['pessoa-form', id],
    enabled: !isNew,
    queryFn: () => carregar(Number(id)),
  });
  useEffect(() => {
    if (query.data) setValues(query.data);
  }, [query.data]);

  const set = (change: Partial<PessoaFormValues>) => setValues((v) => ({ ...v, ...change }));
  const field = (group: 'pessoaPj' | 'usuarioPessoaFisica', name: string) => ({
    value: String(values[group][name] ?? ''),
    error: errors[`${group}.${name}`],
    disabled: readOnly,
    onChange: (e: { currentTarget: { value: string } } | string) =>
      set({ [group]: { ...values[group], [name]: typeof e === 'string' ? e : e.currentTarget.value } }),
  });
  const tiposEscolhidos = values.perfisDaPessoa
    .filter((p) => p.status !== 'remove' && p.idTipoPerfil)
    .map((p) => ({
      value: String(p.idTipoPerfil),
      label: TIPOS_PERFIL.find((t) => t.id === p.idTipoPerfil)?.descricao ?? '',
    }));

  function payload() {
    return {
      ...values,
      usuarioPessoaFisica: values.tipoPessoa === 'F' ? values.usuarioPessoaFisica : undefined,
      pessoaPj: values.tipoPessoa === 'J' ? values.pessoaPj : undefined,
      // Unchanged saved profiles stay out, unless a file is attached to them.
      perfisDaPessoa: values.perfisDaPessoa.filter(
        (p) =>
          p.status !== undefined ||
          !p.id ||
          [...arquivos.keys()].some((field) => field.split('_')[1] === String(p.idTipoPerfil)),
      ),
      responsaveis: values.responsaveis.filter((r) => r.status),
      usuariosPj: values.usuariosPj.filter((u) => u.status),
    };
  }

  const save = useSave({
    save: async (body: ReturnType<typeof payload>) => {
      // Only the files of profiles still on the form go (a removed profile takes its files away).
      const vivos = new Set(
        values.perfisDaPessoa.filter((p) => p.status !== 'remove').map((p) => String(p.idTipoPerfil)),
      );
      const anexos = [...arquivos].filter(([field]) => vivos.has(field.split('_')[1]!));
      if (anexos.length > 0) {
        const form = new FormData();
        form.append('payload', JSON.stringify(body));
        for (const [field, file] of anexos) form.append(field, file, file.name);
        await api.upload(isNew ? '/pessoa-api/incluir' : '/pessoa-api/editar', form, isNew ? 'POST' : 'PUT');
      } else if (isNew) await api.post('/pessoa-api/incluir', body);
      else await api.put('/pessoa-api/editar', body);
    },
    success: isNew ? M.cadastroFeito : M.edicoesFeitas,
    form: { setErrors },
    onSuccess: () => navigate('/pessoa'),
    error: (error) => {
      notifyError(error);
      if (!isNew) navigate('/pessoa');
    },
  });

  function salvar() {
    const body = payload();
    const found = schemaValidate(pessoaCompletaSchema)(body);
    if (values.tipoPessoa === 'J' && isNew) {
      if (!values.responsaveis.some((r) => r.status !== 'remove'))
        found.responsaveis ??= M.registreResponsaveis;
      if (!values.usuariosPj.some((u) => u.status !== 'remove')) found.usuariosPj ??= M.usuarioPj;
    }
    if (!values.perfisDaPessoa.some((p) => p.status !== 'remove')) found.perfisDaPessoa ??= M.umOuMaisPerfis;
    setErrors(found);
    if (Object.keys(found).length) {
      summary.current?.scrollIntoView({ behavior: 'smooth' });
      return;
    }
    save.mutate(body);
  }

  const tipo = values.tipoPessoa;
  const erros = Object.entries(errors);
  return (
    <Stack maw={1100}>
      <PageTitle title={readOnly ? 'Visualizar Pessoa' : isNew ? 'Cadastrar Nova Pessoa' : 'Editar Pessoa'} />
      <div ref={summary}>
        {erros.length > 0 && (
          <Alert color="red" title="Verifique os campos e tente novamente" role="alert">
            <List size="sm">
              {erros.map(([k, msg]) => (
                <List.Item key={k}>{msg}</List.Item>
              ))}
            </List>
          </Alert>
        )}
      </div>
      <SegmentedControl
        aria-label="Tipo de pessoa"
        disabled={!isNew || !!tipo}
        data={[
          { value: 'F', label: 'Pessoa Física' },
          { value: 'J', label: 'Pessoa Jurídica' },
        ]}
        value={tipo}
        onChange={(v) => set({ tipoPessoa: v as 'F' | 'J' })}
      />
      {!tipo && <Alert color="blue">{M.tipoPessoa}</Alert>}
      {tipo === 'J' && (
        <Fieldset legend="Empresa">
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <CnpjInput
              required
              {...field('pessoaPj', 'cpfCnpj')}
              disabled={readOnly || (!isNew && !isAdmin)}
            />
            <TextInput
              label="Razão Social"
              required
              maxLength={200}
              {...field('pessoaPj', 'nomeRazaoSocial')}
            />
            <TextInput label="E-mail" type="email" required maxLength={150} {...field('pessoaPj', 'email')} />
            <CepInput required {...field('pessoaPj', 'cep')} />
            <TextInput label="Endereço" maxLength={150} {...field('pessoaPj', 'endereco')} />
            <TextInput label="Bairro" maxLength={80} {...field('pessoaPj', 'bairro')} />
            <TextInput label="Número" required maxLength={10} {...field('pessoaPj', 'numero')} />
            <TextInput label="Complemento" maxLength={100} {...field('pessoaPj', 'complemento')} />
            <PhoneInput label="Celular" required {...field('pessoaPj', 'celular')} />
          </SimpleGrid>
          <Group mt="sm">
            <Checkbox
              label="Vinculado ao poder público"
              disabled={readOnly}
              checked={Boolean(values.pessoaPj.vinculadoPoderPublico)}
              onChange={(e) =>
                set({ pessoaPj: { ...values.pessoaPj, vinculadoPoderPublico: e.currentTarget.checked } })
              }
            />
            <Checkbox
              label="Contratada pelo SLU"
              disabled={readOnly}
              checked={Boolean(values.pessoaPj.contratadaSlu)}
              onChange={(e) =>
                set({ pessoaPj: { ...values.pessoaPj, contratadaSlu: e.currentTarget.checked } })
              }
            />
          </Group>
        </Fieldset>
      )}
      {tipo === 'F' && (
        <Fieldset legend="Cadastro">
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <TextInput label="Nome" required maxLength={150} {...field('usuarioPessoaFisica', 'nome')} />
            <CpfInput
              required
              {...field('usuarioPessoaFisica', 'cpf')}
              disabled={readOnly || (!isNew && !isAdmin)}
            />
            <TextInput
              label="E-mail"
              type="email"
              required
              maxLength={100}
              {...field('usuarioPessoaFisica', 'email')}
            />
            {isNew && (
              <TextInput
                label="Confirmar e-mail"
                type="email"
                {...field('usuarioPessoaFisica', 'confirmarEmail')}
              />
            )}
            <PhoneInput label="Celular" required {...field('usuarioPessoaFisica', 'celular')} />
            <CepInput required {...field('usuarioPessoaFisica', 'cep')} />
            <TextInput label="Endereço" maxLength={150} {...field('usuarioPessoaFisica', 'endereco')} />
            <TextInput label="Bairro" maxLength={80} {...field('usuarioPessoaFisica', 'bairro')} />
            <TextInput label="Número" required maxLength={10} {...field('usuarioPessoaFisica', 'numero')} />
            {!readOnly && (
              <PasswordInput
                label="Senha"
                required={isNew}
                maxLength={15}
                {...field('usuarioPessoaFisica', 'senha')}
              />
            )}
            {!readOnly && (
              <PasswordInput
                label="Confirmar senha"
                required={isNew}
                maxLength={15}
                {...field('usuarioPessoaFisica', 'confirmarSenha')}
              />
            )}
          </SimpleGrid>
        </Fieldset>
      )}
      {tipo && (
        <PerfisSection
          tipoPessoa={tipo}
          isAdmin={isAdmin}
          readOnly={readOnly}
          perfis={values.perfisDaPessoa}
          error={errors.perfisDaPessoa}
          onChange={(perfisDaPessoa) =>
            set({
              perfisDaPessoa,
              usuarioPessoaFisica:
                tipo === 'F' && values.usuarioPessoaFisica.id
                  ? { ...values.usuarioPessoaFisica, status: 'update' }
                  : values.usuarioPessoaFisica,
            })
          }
        />
      )}
      {tipo && (
        <AnexosSection
          tipoPessoa={tipo}
          perfis={values.perfisDaPessoa}
          files={arquivos}
          readOnly={readOnly}
          isNew={isNew}
          onChange={(field, file) =>
            setArquivos((atual) => {
              const next = new Map(atual);
              if (file) next.set(field, file);
              else next.delete(field);
              return next;
            })
          }
        />
      )}
      {tipo === 'J' && (
        <>
          <ItensSection
            kind="responsavel"
            items={values.responsaveis}
            readOnly={readOnly}
            tiposPerfil={tiposEscolhidos}
            error={errors.responsaveis}
            onChange={(responsaveis) => set({ responsaveis })}
          />
          <ItensSection
            kind="usuario"
            items={values.usuariosPj}
            readOnly={readOnly}
            tiposPerfil={tiposEscolhidos}
            error={errors.usuariosPj}
            onChange={(usuariosPj) => set({ usuariosPj })}
          />
        </>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={() => navigate('/pessoa')}>
          Voltar
        </Button>
        {!readOnly && tipo && (
          <Button onClick={salvar} loading={save.isPending} color={erros.length ? 'red' : undefined}>
            Salvar
          </Button>
        )}
      </Group>
    </Stack>
  );
}
