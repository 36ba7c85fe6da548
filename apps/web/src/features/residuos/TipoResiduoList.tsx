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

interface Tipo {
  id: number;
  nome: string;
  descricao: string;
  classeMaterial: { id: number; classe: string } | null;
}

const columns: GridColumn<Tipo>[] = [
  { field: 'nome', header: 'Material - Tipo de Resíduo' },
  { field: 'descricao', header: 'Descrição' },
  { field: 'classeMaterial.classe', header: 'Classe de Material', filter: 'none', sortable: false },
];

/** /tipo-residuo: list of waste types with their class (spec 3 §2). */
export default function TipoResiduoList() {
  const canAdd = useCan(F.MANTER_TIPO_RESIDUO, 'inclui');
  const canEdit = useCan(F.MANTER_TIPO_RESIDUO, 'altera');
  const canDelete = useCan(F.MANTER_TIPO_RESIDUO, 'exclui');
  const client = useQueryClient();

  const remove = async (row: Tipo) => {
    const yes = await confirm({
      title: 'Excluir tipo de resíduo',
      message: `Tem certeza que deseja excluir o tipo de resíduo ${row.nome}?`,
      danger: true,
    });
    if (!yes) return;
    try {
      await api.del(`/TipoResiduo/${row.id}`);
      notify.success('Tipo de resíduo excluído');
      await client.invalidateQueries({ queryKey: ['grid', 'TipoResiduo'] });
    } catch (error) {
      notifyError(error);
    }
  };

  return (
    <>
      <PageTitle title="Manter Tipo de Resíduo" />
      <DataGrid<Tipo>
        entity="TipoResiduo"
        title="Tipos de resíduo"
        columns={columns}
        include={[{ model: 'classeMaterial', fields: ['id', 'classe'] }]}
        defaultOrder={[['nome', 'ASC']]}
        toolbar={
          canAdd && (
            <Button component={Link} to="/tipo-residuo/add">
              Adicionar
            </Button>
          )
        }
        rowActions={(row) => (
          <Group gap={4} wrap="nowrap">
            <Button size="xs" variant="subtle" component={Link} to={`/tipo-residuo/view/${row.id}`}>
              Visualizar
            </Button>
            {canEdit && (
              <Button size="xs" variant="subtle" component={Link} to={`/tipo-residuo/edit/${row.id}`}>
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
