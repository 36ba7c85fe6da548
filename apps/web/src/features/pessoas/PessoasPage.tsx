import { Button, Group, Menu, Select, Stack } from '@mantine/core';
import { F } from '@rcc/domain/features';
import { can } from '@rcc/domain/permissions';
import { MSG_PESSOAS as M } from '@rcc/domain/pessoas/messages';
import { podeValidarTransportador } from '@rcc/domain/pessoas/rules';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { api } from '../../shared/api/client';
import { useSave } from '../../shared/api/use-save';
import { useSession } from '../../shared/auth/use-session';
import { formatDate } from '../../shared/format';
import { notifyError } from '../../shared/notify';
import { confirm } from '../../shared/ui/confirm';
import { DataGrid } from '../../shared/ui/data-grid';
import type { GridColumn } from '../../shared/ui/data-grid/types';
import { PageTitle } from '../../shared/ui/PageTitle';
import { abrirCltrcc, perfisDaPessoa, type ViewPessoa } from '../../shared/pessoas/pessoas-api';
import { RecuperarSenhaPopup } from './RecuperarSenhaPopup';
import {
  AutorizarPerfisPopup,
  AutorizarUsuariosPopup,
  SituacaoPessoaPopup,
} from '../../shared/pessoas/SituacaoPopups';
import { ValidacaoPopup } from './ValidacaoPopup';
import { isTransportador } from '@rcc/domain/profiles';

const FILTROS = {
  usuario: { label: 'Pessoas com usuário pendente de autorização', where: { usuarioPendente: 'S' } },
  perfil: { label: 'Pessoas com perfil pendente de autorização', where: { perfilPendente: 'S' } },
  todos: { label: 'Todos os registros', where: {} },
} as const;
type Filtro = keyof typeof FILTROS;

/** `?filtro=perfil` (a Painel card, issue #14) opens the list with that filter applied. */
function filtroDoEndereco(): Filtro {
  const pedido = new URLSearchParams(window.location.search).get('filtro');
  return pedido && Object.hasOwn(FILTROS, pedido) ? (pedido as Filtro) : 'todos';
}
type PopupKind = 'validar' | 'inativar' | 'perfis' | 'usuarios' | 'senha';

const COLUMNS: GridColumn<ViewPessoa>[] = [
  { field: 'nomeRazaoSocial', header: 'Nome/Razão Social' },
  { field: 'cpfCnpj', header: 'CPF/CNPJ' },
  {
    field: 'tipoPessoa',
    header: 'Tipo',
    filter: 'select',
    options: [
      { value: 'F', label: 'Física' },
      { value: 'J', label: 'Jurídica' },
    ],
  },
  { field: 'email', header: 'E-mail' },
  { field: 'municipio', header: 'Município' },
  {
    field: 'situacao',
    header: 'Situação',
    filter: 'select',
    options: ['Ativo', 'Inativo', 'Aguardando validação', 'Pendente'].map((s) => ({ value: s, label: s })),
  },
  {
    field: 'transportador',
    header: 'Transportador',
    filter: 'select',
    options: [
      { value: 'S', label: 'Sim' },
      { value: 'N', label: 'Não' },
    ],
  },
  {
    field: 'dataValidadeCltrcc',
    header: 'Validade CLTRCC',
    format: 'date',
    filter: 'none',
    render: (r) => formatDate(r.dataValidadeCltrcc),
  },
];

/** /pessoa (spec 1 §2.7): the people register with the row actions of §6. */
export default function PessoasPage() {
  const { user } = useSession();
  const r = user?.rights;
  const navigate = useNavigate();
  const [filtro, setFiltro] = useState<Filtro>(filtroDoEndereco);
  const [aplicado, setAplicado] = useState<Filtro>(filtroDoEndereco);
  const [popup, setPopup] = useState<{ kind: PopupKind; pessoa: ViewPessoa } | null>(null);
  const client = useQueryClient();
  // The grid caches under ['grid', entity, …]; lookups elsewhere under ['find', entity, …].
  const PESSOAS: string[][] = [
    ['grid', 'ViewPessoa'],
    ['find', 'ViewPessoa'],
  ];
  const save = useSave<{ action: () => Promise<unknown>; ok: string }>({
    save: ({ action }) => action(),
    invalidate: PESSOAS,
    success: (_, { ok }) => ok,
  });
  // A popup saved through its own useSave; closing it refetches the list.
  const close = (changed = true) => {
    setPopup(null);
    if (changed) for (const queryKey of PESSOAS) void client.invalidateQueries({ queryKey });
  };

  const pode = {
    incluir: can(r, F.CADASTRO_PESSOAS, 'inclui'),
    validar: podeValidarTransportador(r),
    situacao: can(r, F.CADASTRO_PESSOAS, 'inclui') && can(r, F.CADASTRO_PESSOAS, 'altera'),
    perfil: can(r, F.PERFIL, 'altera'),
    usuario: can(r, F.MANTER_USUARIO, 'altera'),
    criarUsuario: can(r, F.MANTER_USUARIO, 'inclui'),
    editar: can(r, F.CADASTRO_PESSOAS, 'altera'),
    senha: can(r, F.GERAR_LINK_RECUPERACAO, 'consulta'),
  };

  const run = (action: () => Promise<unknown>, ok: string) => save.mutate({ action, ok });

  async function ativar(p: ViewPessoa) {
    const [pf] = await perfisDaPessoa(p.id).catch(() => []);
    const motivo = pf?.justificativaValidacao ? `Motivo da inativação: ${pf.justificativaValidacao}. ` : '';
    if (!(await confirm({ title: 'Ativar Pessoa', message: `${motivo}Deseja ativar ${p.nomeRazaoSocial}?` })))
      return;
    await run(() => api.put(`/Pessoa/${p.id}`, { situacao: 'Ativo' }), 'Pessoa ativada com sucesso');
  }

  async function toggleApi(p: ViewPessoa) {
    const habilitar = !p.acessoApi;
    const ok = await confirm({
      title: habilitar ? 'Habilitar acesso à API' : 'Desabilitar acesso à API',
      message: `Deseja ${habilitar ? 'habilitar' : 'desabilitar'} o acesso à API de ${p.nomeRazaoSocial}?`,
      danger: !habilitar,
    });
    if (ok)
      await run(() => api.post('/toggle-acesso-api', { id: p.id }), 'Acesso à API alterado com sucesso');
  }

  async function cltrcc(p: ViewPessoa) {
    const pf = (await perfisDaPessoa(p.id)).find((x) => isTransportador(x.idTipoPerfil));
    if (pf) await abrirCltrcc(pf.id).catch(notifyError);
  }

  const actions = (p: ViewPessoa) => {
    const transp = p.transportador === 'S';
    const ativo = p.situacao === 'Ativo';
    return (
      <Menu withinPortal position="bottom-end">
        <Menu.Target>
          <Button size="xs" variant="light" aria-label={`Ações de ${p.nomeRazaoSocial}`}>
            Ações
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {pode.editar ? (
            <Menu.Item onClick={() => navigate(`/pessoa/edit/${p.id}`)}>Editar</Menu.Item>
          ) : (
            <Menu.Item onClick={() => navigate(`/pessoa-view/${p.id}`)}>Visualizar</Menu.Item>
          )}
          {transp && pode.validar && (
            <Menu.Item onClick={() => setPopup({ kind: 'validar', pessoa: p })}>Validar</Menu.Item>
          )}
          {pode.situacao && ativo && (
            <Menu.Item onClick={() => setPopup({ kind: 'inativar', pessoa: p })}>Inativar</Menu.Item>
          )}
          {pode.situacao &&
            (p.situacao === 'Inativo' || (!transp && p.situacao === 'Aguardando validação')) && (
              <Menu.Item onClick={() => ativar(p)}>Ativar</Menu.Item>
            )}
          {pode.situacao && (p.acessoApi ? true : ativo) && (
            <Menu.Item onClick={() => toggleApi(p)}>
              {p.acessoApi ? 'Desabilitar API' : 'Habilitar API'}
            </Menu.Item>
          )}
          {pode.perfil && (
            <Menu.Item onClick={() => setPopup({ kind: 'perfis', pessoa: p })}>Autorizar Perfil</Menu.Item>
          )}
          {pode.usuario && p.possuiUsuario === 'S' && (
            <Menu.Item onClick={() => setPopup({ kind: 'usuarios', pessoa: p })}>Autorizar Usuário</Menu.Item>
          )}
          {pode.criarUsuario && p.tipoPessoa === 'F' && p.possuiUsuario === 'N' && (
            <Menu.Item onClick={() => run(() => api.post('/Usuario', { idPessoa: p.id }), M.usuarioCriado)}>
              Criar Usuário
            </Menu.Item>
          )}
          {pode.senha && p.possuiUsuario === 'S' && (ativo || p.situacao === 'Pendente') && (
            <Menu.Item onClick={() => setPopup({ kind: 'senha', pessoa: p })}>Recuperar Senha</Menu.Item>
          )}
          {transp && ativo && p.dataAprovacao && p.dataValidadeCltrcc && (
            <Menu.Item onClick={() => cltrcc(p)}>Certificado CLTRCC</Menu.Item>
          )}
        </Menu.Dropdown>
      </Menu>
    );
  };

  return (
    <Stack>
      <PageTitle title="Cadastro de Pessoas" />
      <Group align="end">
        <Select
          label="Filtro"
          data={Object.entries(FILTROS).map(([value, f]) => ({ value, label: f.label }))}
          value={filtro}
          allowDeselect={false}
          onChange={(v) => setFiltro((v ?? 'todos') as Filtro)}
          w={420}
        />
        <Button variant="default" onClick={() => setAplicado(filtro)}>
          Aplicar filtro
        </Button>
        {pode.incluir && <Button onClick={() => navigate('/pessoa/add')}>Cadastrar Nova Pessoa</Button>}
      </Group>
      <DataGrid<ViewPessoa>
        entity="ViewPessoa"
        title="Pessoas"
        columns={COLUMNS}
        baseWhere={FILTROS[aplicado].where}
        defaultOrder={[['nomeRazaoSocial', 'ASC']]}
        rowActions={actions}
        rowKey={(p) => p.id}
      />
      {popup?.kind === 'validar' && <ValidacaoPopup pessoa={popup.pessoa} onClose={close} />}
      {popup?.kind === 'inativar' && (
        <SituacaoPessoaPopup
          pessoa={popup.pessoa}
          onClose={close}
          opcoes={['Inativo']}
          title="Inativar Pessoa"
        />
      )}
      {popup?.kind === 'perfis' && <AutorizarPerfisPopup pessoa={popup.pessoa} onClose={close} />}
      {popup?.kind === 'usuarios' && <AutorizarUsuariosPopup pessoa={popup.pessoa} onClose={close} />}
      {popup?.kind === 'senha' && (
        <RecuperarSenhaPopup pessoa={popup.pessoa} onClose={() => setPopup(null)} />
      )}
    </Stack>
  );
}
