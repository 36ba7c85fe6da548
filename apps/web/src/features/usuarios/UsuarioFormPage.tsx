import { Alert, Button, Group, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { EntityRow, FindRowOf } from '@rcc/domain/find/row';
import { onlyDigits, TIPOS_PERFIL, usuarioCadastroSchema, usuarioIssues } from '@rcc/domain';
import { MSG_PESSOAS as M } from '@rcc/domain/pessoas/messages';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { isApiError } from '../../shared/api/api-error';
import { api } from '../../shared/api/client';
import { useSave } from '../../shared/api/use-save';
import { useSession } from '../../shared/auth/use-session';
import { notifyError } from '../../shared/notify';
import { PageTitle } from '../../shared/ui/PageTitle';
import { schemaErrors } from '../../shared/forms/schema-validate';
import { emptyUsuario, type UsuarioValues } from '../../shared/cadastro/form-model';
import { UsuarioFields } from '../../shared/cadastro/UsuarioFields';
import type { EnderecoGravado } from '../../shared/ui/address/EnderecoFields';

/** A user as the form loads it, with the ids of its profiles. */
type UsuarioRow = FindRowOf<
  'Usuario',
  | 'id'
  | 'idPessoa'
  | 'nome'
  | 'cpf'
  | 'email'
  | 'celular'
  | 'telefone'
  | Exclude<keyof EnderecoGravado, 'municipio'>
> &
  Pick<EntityRow<'Usuario'>, 'perfis'>;

type PerfilRow = FindRowOf<'Perfil', 'id' | 'idTipoPerfil'>;

const tipoNome = (id: number) => TIPOS_PERFIL.find((t) => t.id === id)?.descricao ?? String(id);

async function carregarUsuario(id: number): Promise<UsuarioRow | null> {
  const r = await api.post<{ rows: UsuarioRow[] }>('/Usuario/find', {
    where: { id, excluido: 'N' },
    include: [{ association: 'perfis', fields: ['id'] }],
    limit: 1,
  });
  return r.rows[0] ?? null;
}

async function perfisDaPessoa(idPessoa: number): Promise<PerfilRow[]> {
  const r = await api.post<{ rows: PerfilRow[] }>('/Perfil/find', {
    where: { idPessoa },
    fields: ['id', 'idTipoPerfil'],
    limit: 20,
  });
  return r.rows;
}

const toValues = (u: UsuarioRow): UsuarioValues => ({
  ...emptyUsuario(),
  nome: u.nome,
  cpf: u.cpf ?? '',
  email: u.email,
  confirmarEmail: u.email,
  celular: u.celular ?? '',
  telefone: u.telefone ?? '',
  cep: u.cep ?? '',
  uf: u.uf,
  codIbge: u.codIbge === null ? null : String(u.codIbge),
  bairro: u.bairro ?? '',
  endereco: u.endereco ?? '',
  complemento: u.complemento ?? '',
  numero: u.numero ?? '',
  perfis: (u.perfis ?? []).map((p) => String(p.id)),
});

/** The fields the API takes, as typed (masks removed, blanks as null). */
function campos(v: UsuarioValues) {
  return {
    nome: v.nome.trim(),
    cpf: onlyDigits(v.cpf),
    email: v.email.trim(),
    celular: onlyDigits(v.celular),
    telefone: onlyDigits(v.telefone) || null,
    cep: onlyDigits(v.cep),
    uf: v.uf || null,
    codIbge: v.codIbge ? Number(v.codIbge) : null,
    bairro: v.bairro.trim() || null,
    endereco: v.endereco.trim() || null,
    complemento: v.complemento.trim() || null,
    numero: v.numero.trim(),
  };
}

/**
 * /usuario/:action/:id? (spec 1 §2.8, §5 'User form'): 'add' creates a user of the person `id`
 * (the logged person when absent) with POST /usuario-api/cadastrar-usuario; 'edit' changes the
 * user `id` with PUT /usuario/update/:id (changed fields, profile links to create or delete).
 */
export default function UsuarioFormPage() {
  const { action = 'add', id } = useParams();
  const navigate = useNavigate();
  const { user } = useSession();
  const editing = action !== 'add';
  const [problem, setProblem] = useState<string | null>(null);

  const usuario = useQuery({
    queryKey: ['usuario-form', id],
    queryFn: () => carregarUsuario(Number(id)),
    enabled: editing && Boolean(id),
  });
  const idPessoa = editing ? usuario.data?.idPessoa : id ? Number(id) : user?.pessoa.id;
  const perfis = useQuery({
    queryKey: ['usuario-form-perfis', idPessoa],
    queryFn: () => perfisDaPessoa(idPessoa!),
    enabled: Boolean(idPessoa),
  });
  const perfilOptions = (perfis.data ?? []).map((p) => ({
    value: String(p.id),
    label: tipoNome(p.idTipoPerfil),
  }));

  const form = useForm<UsuarioValues>({
    mode: 'controlled',
    initialValues: emptyUsuario(),
    validate: (v) => ({
      ...Object.fromEntries(
        usuarioIssues(
          { ...v, confirmarEmail: editing ? undefined : v.confirmarEmail },
          { senhaOpcional: editing, perfilObrigatorio: perfilOptions.length > 0 },
        ).map((i) => [i.field, i.message]),
      ),
      ...schemaErrors(usuarioCadastroSchema, { ...campos(v), perfis: [] }),
    }),
  });

  const loaded = usuario.data;
  // biome-ignore lint/correctness/useExhaustiveDependencies: fill the form once per loaded user
  useEffect(() => {
    if (!loaded) return;
    const values = toValues(loaded);
    form.setValues(values);
    form.resetDirty(values);
  }, [loaded]);

  const save = useSave({
    save: async (v: UsuarioValues) => {
      if (!editing) {
        await api.post('/usuario-api/cadastrar-usuario', {
          ...campos(v),
          confirmarEmail: v.confirmarEmail.trim(),
          senha: v.senha,
          confirmarSenha: v.confirmarSenha,
          idPessoa,
          perfis: v.perfis.map(Number),
        });
      } else {
        const antes = new Set((loaded?.perfis ?? []).map((p) => String(p.id)));
        const depois = new Set(v.perfis);
        const links = [
          ...[...depois].filter((p) => !antes.has(p)).map((p) => ({ id: Number(p), action: 'create' })),
          ...[...antes].filter((p) => !depois.has(p)).map((p) => ({ id: Number(p), action: 'delete' })),
        ];
        await api.put(`/usuario/update/${id}`, {
          ...campos(v),
          ...(v.senha ? { senha: v.senha, confirmarSenha: v.confirmarSenha } : {}),
          perfis: links,
        });
      }
    },
    success: editing ? M.usuarioAtualizado : M.usuarioCadastrado,
    onSuccess: () => navigate(-1),
    error: (error) => {
      if (isApiError(error) && [400, 409].includes(error.status)) setProblem(error.message);
      else notifyError(error);
    },
  });
  const submit = form.onSubmit((v) => {
    setProblem(null);
    save.mutate(v);
  });

  const title = editing ? 'Editar usuário' : 'Cadastrar usuário';
  return (
    <Stack maw={960}>
      <PageTitle title={title} />
      {editing && usuario.isSuccess && !loaded && <Alert color="red">Usuário não encontrado.</Alert>}
      {!editing && !idPessoa && <Alert color="red">Pessoa não informada.</Alert>}
      <form noValidate onSubmit={submit} aria-label={title}>
        <Stack>
          <UsuarioFields form={form} perfilOptions={perfilOptions.length > 0 ? perfilOptions : undefined} />
          {editing && (
            <Alert color="gray" variant="light">
              Deixe a senha em branco para mantê-la.
            </Alert>
          )}
          {problem && (
            <Alert color="red" role="alert" title="Verifique os campos">
              {problem}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => navigate(-1)}>
              Cancelar
            </Button>
            <Button type="submit" loading={save.isPending} disabled={editing && !loaded}>
              Salvar
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
