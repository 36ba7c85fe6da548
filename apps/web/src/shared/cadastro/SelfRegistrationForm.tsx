import { Alert, Button, Divider, Group, Radio, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  exigeDocumentos,
  formatCpf,
  hasCpfCnpjShape,
  MSG,
  MSG_ACESSO,
  normalizeCpfCnpj,
  responsavelCadastroSchema,
  TIPOS_PERFIL,
  type TipoPessoa,
  usuarioCadastroSchema,
  usuarioIssues,
} from '@rcc/domain';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { isApiError } from '../api/api-error';
import { api } from '../api/client';
import { useSave } from '../api/use-save';
import { notifyError } from '../notify';
import { cadastroApi } from './cadastro-api';
import { DocumentosSection, MAX_FILE_BYTES, requiredTipos } from './DocumentosSection';
import { EmpresaFields } from './EmpresaFields';
import {
  type CadastroValues,
  checkCadastro,
  emptyCadastro,
  emptyResponsavel,
  emptyUsuario,
  toPayload,
} from './form-model';
import { ItemsEditor } from './ItemsEditor';
import { PerfisSection } from './PerfisSection';
import { ResponsavelFields } from './ResponsavelFields';
import type { SelfRegistrationResult, SocialSignup } from './types';
import { UsuarioFields } from './UsuarioFields';

export interface SelfRegistrationFormProps {
  onFinished: (result: SelfRegistrationResult) => void;
  onCancel: () => void;
  /** Coming back from an unknown social account: prefilled, and the account is tied to it. */
  social?: SocialSignup | null;
}

const tipoNome = (id: string) => TIPOS_PERFIL.find((t) => String(t.id) === id)?.descricao ?? id;

/** The 'Informações Complementares' popup (spec 1 §2.2, §2.7): self-registration of a person. */
export function SelfRegistrationForm({ onFinished, onCancel, social = null }: SelfRegistrationFormProps) {
  const form = useForm<CadastroValues>({ mode: 'controlled', initialValues: emptyCadastro(social ?? {}) });
  const [files, setFiles] = useState(new Map<number, File>());
  const [licenca, setLicenca] = useState<File | null>(null);
  const [summary, setSummary] = useState<string[]>([]);
  const [flash, setFlash] = useState(false);
  const summaryRef = useRef<HTMLDivElement>(null);
  const tiposArquivo = useQuery({
    queryKey: ['tipos-arquivo'],
    queryFn: cadastroApi.tiposArquivo,
    staleTime: Infinity,
  });
  const v = form.getValues();
  const tipoPessoa = v.tipoPessoa;
  const perfilOptions = v.perfis
    .filter((p) => p.idTipoPerfil)
    .map((p) => ({ value: p.idTipoPerfil!, label: tipoNome(p.idTipoPerfil!) }));
  const transportador = exigeDocumentos(perfilOptions.map((o) => ({ idTipoPerfil: Number(o.value) })));
  const obrigatorios = tipoPessoa ? requiredTipos(tiposArquivo.data ?? [], tipoPessoa) : [];
  const faltando = transportador ? obrigatorios.filter((t) => !files.has(t.id)).length : 0;

  const showProblems = (messages: string[]) => {
    setSummary(messages);
    setFlash(true);
    setTimeout(() => setFlash(false), 1200);
    requestAnimationFrame(() => summaryRef.current?.scrollIntoView({ behavior: 'smooth', block: 'center' }));
  };

  /** Spec 1 §5: an already registered CPF/CNPJ blocks the registration; say so early. */
  const checkDuplicate = async (path: string, value: string) => {
    const cpfCnpj = normalizeCpfCnpj(value);
    if (!hasCpfCnpjShape(cpfCnpj)) return;
    try {
      await api.post('/findbycpfcnpj', { cpfCnpj }, { skipAuthHandler: true });
      form.setFieldError(path, MSG_ACESSO.cadastro.jaCadastradoDica);
    } catch {
      // 404: free to register; anything else is checked again on save.
    }
  };

  const setFile = (id: number, file: File | null) => {
    const next = new Map(files);
    if (file && file.size <= MAX_FILE_BYTES) next.set(id, file);
    else next.delete(id);
    if (file && file.size > MAX_FILE_BYTES) showProblems([MSG_ACESSO.cadastro.arquivoGrande]);
    setFiles(next);
  };

  const cadastrar = useSave({
    save: () => {
      const payload = toPayload(v, social?.ticket ?? null);
      const sent = new Map(
        [...files].filter(([id]) => !transportador || obrigatorios.some((t) => t.id === id)),
      );
      return cadastroApi.cadastrar(payload as Record<string, unknown>, sent, licenca);
    },
    onSuccess: (result) => onFinished(result),
    error: (error) => {
      if (isApiError(error) && error.status === 409) showProblems([MSG_ACESSO.cadastro.jaCadastradoDica]);
      else if (isApiError(error) && [400, 413, 415, 429].includes(error.status))
        showProblems([error.message]);
      else notifyError(error);
    },
  });

  const submit = () => {
    if (!tipoPessoa) {
      form.setFieldError('tipoPessoa', MSG.pessoa.selecioneTipo);
      showProblems([MSG.pessoa.selecioneTipo]);
      return;
    }
    const { fieldErrors, summary: problems } = checkCadastro(v, social?.ticket ?? null, faltando);
    form.setErrors(fieldErrors);
    if (problems.length > 0) {
      showProblems(problems);
      return;
    }
    setSummary([]);
    cadastrar.mutate();
  };

  const chooseTipo = (value: string) => {
    form.setValues({ ...emptyCadastro(social ?? {}), tipoPessoa: value as TipoPessoa });
    setFiles(new Map());
    setSummary([]);
  };

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <Stack gap="md">
        {social && (
          <Alert color="blue" variant="light">
            Complete seu cadastro para entrar com a conta{' '}
            {social.provider === 'google' ? 'Google' : 'Facebook'}
            {social.email ? ` (${social.email})` : ''}.
          </Alert>
        )}
        <Group align="flex-end">
          <Radio.Group
            label="Tipo de Pessoa"
            withAsterisk
            value={tipoPessoa ?? ''}
            onChange={chooseTipo}
            error={form.errors.tipoPessoa}
          >
            <Group mt="xs">
              <Radio value="F" label="Pessoa Física" disabled={tipoPessoa !== null} />
              <Radio value="J" label="Pessoa Jurídica" disabled={tipoPessoa !== null} />
            </Group>
          </Radio.Group>
          {tipoPessoa && (
            <Button variant="subtle" size="xs" onClick={() => form.setValues(emptyCadastro(social ?? {}))}>
              Alterar tipo de pessoa
            </Button>
          )}
        </Group>

        {tipoPessoa === 'J' && (
          <>
            <Title order={3} size="h5">
              Dados da empresa
            </Title>
            <EmpresaFields
              form={form}
              onCnpjBlur={() => void checkDuplicate('pessoaPj.cpfCnpj', v.pessoaPj.cpfCnpj)}
            />
            <Divider />
            <ItemsEditor
              title="Responsáveis"
              itemName="Responsável"
              items={v.responsaveis}
              columns={[
                { label: 'Nome', render: (r) => r.nome },
                { label: 'CPF', render: (r) => formatCpf(r.cpf) },
                { label: 'Tipo', render: (r) => r.tipoResponsavel },
              ]}
              empty={emptyResponsavel}
              schema={responsavelCadastroSchema}
              toPayload={(r) => ({
                ...r,
                codIbge: r.codIbge ? Number(r.codIbge) : null,
                idsTipoDePerfil: r.idsTipoDePerfil.map(Number),
              })}
              renderFields={(f) => <ResponsavelFields form={f} perfilOptions={perfilOptions} />}
              onChange={(items) => form.setFieldValue('responsaveis', items)}
            />
          </>
        )}

        {tipoPessoa && (
          <PerfisSection
            form={form}
            tipoPessoa={tipoPessoa}
            perfis={v.perfis}
            licenca={licenca}
            onLicenca={setLicenca}
          />
        )}

        {tipoPessoa === 'J' && (
          <ItemsEditor
            title="Usuários"
            itemName="Usuário"
            items={v.usuarios}
            columns={[
              { label: 'Nome', render: (u) => u.nome },
              { label: 'E-mail', render: (u) => u.email },
              { label: 'Perfis', render: (u) => u.perfis.map(tipoNome).join(', ') },
            ]}
            empty={() => emptyUsuario()}
            schema={usuarioCadastroSchema}
            toPayload={(u) => ({
              ...u,
              codIbge: u.codIbge ? Number(u.codIbge) : null,
              perfis: u.perfis.map(Number),
            })}
            renderFields={(f) => <UsuarioFields form={f} perfilOptions={perfilOptions} />}
            extraErrors={(u) =>
              Object.fromEntries(
                usuarioIssues(u, { senhaOpcional: false, perfilObrigatorio: true }).map((i) => [
                  i.field,
                  i.message,
                ]),
              )
            }
            onChange={(items) => form.setFieldValue('usuarios', items)}
            blockedReason={
              perfilOptions.length === 0 ? 'Adicione um perfil antes de cadastrar usuários.' : null
            }
          />
        )}

        {tipoPessoa === 'F' && (
          <>
            <Title order={3} size="h5">
              Dados do cadastro
            </Title>
            <UsuarioFields
              form={form}
              prefix="usuarioPf"
              semSenha={Boolean(social)}
              onCpfBlur={() => void checkDuplicate('usuarioPf.cpf', v.usuarioPf.cpf)}
            />
          </>
        )}

        {tipoPessoa && transportador && (
          <DocumentosSection
            tipos={tiposArquivo.data ?? []}
            tipoPessoa={tipoPessoa}
            files={files}
            onChange={setFile}
            showMissing={summary.includes(MSG.pessoa.anexarDocumentos)}
          />
        )}

        <div ref={summaryRef}>
          {summary.length > 0 && (
            <Alert color="red" title="Verifique os campos" role="alert">
              <Stack gap={2}>
                {summary.map((m) => (
                  <Text key={m} size="sm">
                    {m}
                  </Text>
                ))}
              </Stack>
            </Alert>
          )}
        </div>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancelar
          </Button>
          <Button type="submit" loading={cadastrar.isPending} color={flash ? 'red' : undefined}>
            Salvar
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
