import { Button, Group } from '@mantine/core';
import { F } from '@rcc/domain/features';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { api } from '../../shared/api/client';
import { useCan } from '../../shared/auth/use-session';
import { notify, notifyError } from '../../shared/notify';
import { confirm } from '../../shared/ui/confirm';
import { DataGrid, type GridColumn } from '../../shared/ui/data-grid';
import { PageTitle } from '../../shared/ui/PageTitle';

interface Classe {
  id: number;
  classe: string;
  descricao: string;
}

const columns: GridColumn<Classe>[] = [
  { field: 'classe', header: 'Classe' },
  { field: 'descricao', header: 'Descrição' },
];

/** /classe-material: list of material classes (spec 3 §2). */
export default function ClasseMaterialList() {
  const canAdd = useCan(F.MANTER_CLASSE_MATERIAL, 'inclui');
  const canEdit = useCan(F.MANTER_CLASSE_MATERIAL, 'altera');
  const canDelete = useCan(F.MANTER_CLASSE_MATERIAL, 'exclui');
  const client = useQueryClient();

  const remove = async (row: Classe) => {
    const yes = await confirm({
      title: 'Excluir classe de material',
      message: `Tem certeza que deseja excluir a classe ${row.classe}?`,
      danger: true,
    });
    if (!yes) return;
    try {
      await api.del(`/ClasseMaterial/${row.id}`);
      notify.success('Classe de material excluída');
      await client.invalidateQueries({ queryKey: ['grid', 'ClasseMaterial'] });
    } catch (error) {
      notifyError(error);
    }
  };

  return (
    <>
      <PageTitle title="Manter Classe de Material" />
      <DataGrid<Classe>
        entity="ClasseMaterial"
        title="Classes de material"
        columns={columns}
        defaultOrder={[['classe', 'ASC']]}
        toolbar={
          canAdd && (
            <Button component={Link} to="/classe-material/add">
              Adicionar
            </Button>
          )
        }
        rowActions={(row) => (
          <Group gap={4} wrap="nowrap">
            <Button size="xs" variant="subtle" component={Link} to={`/classe-material/view/${row.id}`}>
              Visualizar
            </Button>
            {canEdit && (
              <Button size="xs" variant="subtle" component={Link} to={`/classe-material/edit/${row.id}`}>
                Editar
              </Button>
            )}
            {canDelete && (
              <Button size="xs" variant="subtle" color="red" onClick={() => remove(row)}>
                Excluir
              </Button>
            )}
          </Group>
        )}
      />
    </>
  );
}
