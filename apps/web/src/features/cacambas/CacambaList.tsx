import type { EntityRow, FindRowOf } from '@rcc/domain/find/row';
import { Button, Group } from '@mantine/core';
import { F } from '@rcc/domain/features';
import { MSG_MASTER_DATA } from '@rcc/domain/messages/master-data';
import { Link } from 'react-router';
import { useCan } from '../../shared/auth/use-session';
import { DataGrid, type GridColumn } from '../../shared/ui/data-grid';
import { PageTitle } from '../../shared/ui/PageTitle';
import {
  SoftDeleteActions,
  situacaoColumn,
  transportadorColumn,
  useSoftDelete,
} from '../../shared/ui/soft-delete';
import { useRoles } from '../../shared/auth/use-roles';

type CacambaRow = FindRowOf<
  'Cacamba',
  'id' | 'numeroIdentificacao' | 'numeroInterno' | 'capacidadeM3' | 'endereco' | 'bairro' | 'excluido'
> &
  Pick<EntityRow<'Cacamba'>, 'transportador'>;

const M = MSG_MASTER_DATA.cacamba;

/** /cacamba: the transporter's bins, with delete and restore (spec 3 §2, §4). */
export default function CacambaList() {
  const { isStaff, isAdmin } = useRoles();
  const canAdd = useCan(F.MANTER_CACAMBA, 'inclui');
  const canEdit = useCan(F.MANTER_CACAMBA, 'altera');
  const canDelete = useCan(F.MANTER_CACAMBA, 'exclui');

  const columns: GridColumn<CacambaRow>[] = [
    { field: 'numeroIdentificacao', header: 'Número de identificação' },
    { field: 'numeroInterno', header: 'Número interno' },
    { field: 'capacidadeM3', header: 'Capacidade (m³)', filter: 'none' },
    { field: 'endereco', header: 'Endereço' },
    { field: 'bairro', header: 'Bairro' },
    ...transportadorColumn<CacambaRow>(isStaff),
    situacaoColumn<CacambaRow>({ ativo: 'Ativa', excluido: 'Excluída' }),
  ];

  const setExcluido = useSoftDelete<CacambaRow>('/cacamba', 'Cacamba', {
    titles: { excluir: 'Excluir caçamba', restaurar: 'Restaurar caçamba' },
    question: (_, excluido) => (excluido ? M.confirmarExclusao : M.confirmarRestauracao),
    done: { excluido: 'Caçamba excluída', restaurado: 'Caçamba restaurada' },
  });

  return (
    <>
      <PageTitle title="Manter Caçamba" />
      <DataGrid<CacambaRow>
        entity="Cacamba"
        title="Caçambas"
        columns={columns}
        include={isStaff ? [{ model: 'transportador', fields: ['nomeRazaoSocial'] }] : undefined}
        defaultOrder={[['numeroIdentificacao', 'ASC']]}
        toolbar={
          canAdd && (
            <Button component={Link} to="/cacamba/add">
              Adicionar
            </Button>
          )
        }
        rowActions={(row) => (
          <Group gap={4} wrap="nowrap">
            <Button size="xs" variant="subtle" component={Link} to={`/cacamba/view/${row.id}`}>
              Visualizar
            </Button>
            {canEdit && !row.excluido && (
              <Button size="xs" variant="subtle" component={Link} to={`/cacamba/edit/${row.id}`}>
                Editar
              </Button>
            )}
            <SoftDeleteActions
              row={row}
              canDelete={canDelete}
              canRestore={canEdit && isAdmin}
              onChange={setExcluido}
            />
          </Group>
        )}
      />
    </>
  );
}
