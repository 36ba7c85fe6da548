import { Button, Group } from '@mantine/core';
import { MSG_PESSOAS as M } from '@rcc/domain/pessoas/messages';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { api } from '../../shared/api/client';
import { useSave } from '../../shared/api/use-save';
import { DataGrid } from '../../shared/ui/data-grid';
import type { GridColumn } from '../../shared/ui/data-grid/types';
import { confirm } from '../../shared/ui/confirm';
import { PageTitle } from '../../shared/ui/PageTitle';
import type { ViewPessoa } from '../../shared/pessoas/pessoas-api';
import { SituacaoPessoaPopup } from '../../shared/pessoas/SituacaoPopups';

interface UsuarioLinha {
  id: number;
  nome: string;
  email: string;
  cpf: string | null;
  ativo: 'S' | 'N';
  idPessoa: number;
  pessoa: {
    id: number;
    nomeRazaoSocial: string;
    situacao: string;
    tipoPessoa: 'F' | 'J';
    cpfCnpj: string;
  } | null;
}

const COLUMNS: GridColumn<UsuarioLinha>[] = [
  { field: 'nome', header: 'Nome' },
  { field: 'email', header: 'E-mail' },
  { field: 'cpf', header: 'CPF' },
  {
    field: 'pessoa.nomeRazaoSocial',
    header: 'Pessoa',
    filter: 'none',
    sortable: false,
    render: (u) => u.pessoa?.nomeRazaoSocial,
  },
  {
    field: 'pessoa.situacao',
    header: 'Situação da pessoa',
    filter: 'none',
    sortable: false,
    render: (u) => u.pessoa?.situacao,
  },
  {
    field: 'ativo',
    header: 'Ativo',
    filter: 'select',
    options: [
      { value: 'S', label: 'Sim' },
      { value: 'N', label: 'Não' },
    ],
    render: (u) => (u.ativo === 'S' ? 'Sim' : 'Não'),
  },
];

/** /usuario (spec 1 §2.8): Secretaria and Administrador; Validar (the person), Ativar and Inativar (the user). */
export default function UsuariosPage() {
  const navigate = useNavigate();
  const [validar, setValidar] = useState<ViewPessoa | null>(null);
  const client = useQueryClient();
  const USUARIOS = [
    ['grid', 'Usuario'],
    ['find', 'Usuario'],
  ];
  const save = useSave<{ id: number; ativo: 'S' | 'N' }>({
    save: ({ id, ativo }) => api.put(`/Usuario/${id}`, { ativo }),
    invalidate: USUARIOS,
    success: M.usuarioAtualizado,
  });
  const mudar = async (u: UsuarioLinha, ativo: 'S' | 'N') => {
    // Inactivating blocks the user's next login: asked first (issue #15 item 6).
    if (
      ativo === 'N' &&
      !(await confirm({
        title: 'Inativar usuário',
        message: `Inativar ${u.nome}? O usuário não conseguirá mais entrar no sistema até ser ativado de novo.`,
        labels: { confirm: 'Inativar' },
        danger: true,
      }))
    )
      return;
    save.mutate({ id: u.id, ativo });
  };
  return (
    <>
      <PageTitle title="Usuários" />
      <DataGrid<UsuarioLinha>
        entity="Usuario"
        title="Usuários"
        columns={COLUMNS}
        baseWhere={{ excluido: 'N' }}
        include={[
          { association: 'pessoa', fields: ['id', 'nomeRazaoSocial', 'situacao', 'tipoPessoa', 'cpfCnpj'] },
        ]}
        fields={['id', 'nome', 'email', 'cpf', 'ativo', 'idPessoa']}
        defaultOrder={[['nome', 'ASC']]}
        rowKey={(u) => u.id}
        rowActions={(u) => (
          <Group gap="xs" wrap="nowrap">
            <Button
              size="xs"
              variant="default"
              onClick={() => navigate(`/usuario/edit/${u.id}`)}
              aria-label={`Editar ${u.nome}`}
            >
              Editar
            </Button>
            {u.pessoa && u.pessoa.situacao !== 'Ativo' && (
              <Button
                size="xs"
                variant="light"
                onClick={() =>
                  setValidar({ ...(u.pessoa as object), id: u.idPessoa } as unknown as ViewPessoa)
                }
              >
                Validar
              </Button>
            )}
            {u.ativo === 'N' ? (
              <Button size="xs" onClick={() => mudar(u, 'S')} aria-label={`Ativar ${u.nome}`}>
                Ativar
              </Button>
            ) : (
              <Button
                size="xs"
                color="red"
                variant="light"
                onClick={() => mudar(u, 'N')}
                aria-label={`Inativar ${u.nome}`}
              >
                Inativar
              </Button>
            )}
          </Group>
        )}
      />
      {validar && (
        <SituacaoPessoaPopup
          pessoa={validar}
          title="Validar"
          opcoes={['Ativo', 'Inativo', 'Pendente']}
          onClose={(changed) => {
            setValidar(null);
            if (changed) for (const queryKey of USUARIOS) void client.invalidateQueries({ queryKey });
          }}
        />
      )}
    </>
  );
}
