import type { TipoPerfilPermissoes } from '@rcc/domain/contract/permissoes';
import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { DataGrid } from '../../shared/ui/data-grid';
import type { GridColumn } from '../../shared/ui/data-grid/types';
import { PageTitle } from '../../shared/ui/PageTitle';

type TipoPerfil = Omit<TipoPerfilPermissoes, 'permissoes'>;

const COLUMNS: GridColumn<TipoPerfil>[] = [
  { field: 'id', header: 'Código', filter: 'none' },
  { field: 'descricao', header: 'Perfil' },
  {
    field: 'tipo',
    header: 'Tipo',
    filter: 'select',
    options: [
      { value: 'F', label: 'PF' },
      { value: 'J', label: 'PJ' },
    ],
    render: (t) => (t.tipo === 'F' ? 'PF' : 'PJ'),
  },
];

/** /atribuicao-perfil (spec 1 §6 'Gerenciar permissões'): the profile types. */
export default function PermissoesListPage() {
  return (
    <>
      <PageTitle title="Gerenciar permissões" />
      <DataGrid<TipoPerfil>
        entity="TipoPerfil"
        title="Tipos de perfil"
        columns={COLUMNS}
        defaultOrder={[['id', 'ASC']]}
        rowKey={(t) => t.id}
        exportPath={false}
        rowActions={(t) => (
          <Anchor
            component={Link}
            to={`/atribuicao-perfil/${t.id}`}
            aria-label={`Permissões de ${t.descricao} (${t.tipo === 'F' ? 'PF' : 'PJ'})`}
          >
            Permissões
          </Anchor>
        )}
      />
    </>
  );
}
