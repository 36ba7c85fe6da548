import { Badge, Button, Group } from '@mantine/core';
import { F } from '@rcc/domain/features';
import { MSG_MASTER_DATA } from '@rcc/domain/messages/master-data';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { api } from '../../shared/api/client';
import { useCan } from '../../shared/auth/use-session';
import { notify, notifyError } from '../../shared/notify';
import { confirm } from '../../shared/ui/confirm';
import { DataGrid, type GridColumn } from '../../shared/ui/data-grid';
import { PageTitle } from '../../shared/ui/PageTitle';
import { useRoles } from '../veiculos/use-roles';

interface CacambaRow {
  id: number;
  numeroIdentificacao: string;
  numeroInterno: string | null;
  capacidadeM3: number;
  endereco: string | null;
  bairro: string | null;
  excluido: number;
  transportador?: { nomeRazaoSocial: string } | null;
}

const M = MSG_MASTER_DATA.cacamba;

/** /cacamba: the transporter's bins, with delete and restore (spec 3 §2, §4). */
export default function CacambaList() {
  const { isStaff, isAdmin } = useRoles();
  const canAdd = useCan(F.MANTER_CACAMBA, 'inclui');
  const canEdit = useCan(F.MANTER_CACAMBA, 'altera');
  const canDelete = useCan(F.MANTER_CACAMBA, 'exclui');
  const client = useQueryClient();

  const columns: GridColumn<CacambaRow>[] = [
    { field: 'numeroIdentificacao', header: 'Número de identificação' },
    { field: 'numeroInterno', header: 'Número interno' },
    { field: 'capacidadeM3', header: 'Capacidade (m³)', filter: 'none' },
    { field: 'endereco', header: 'Endereço' },
    { field: 'bairro', header: 'Bairro' },
    ...(isStaff
      ? [
          {
            field: 'transportador.nomeRazaoSocial',
            header: 'Transportador',
            filter: 'none',
            sortable: false,
          } as GridColumn<CacambaRow>,
        ]
      : []),
    {
      field: 'excluido',
      header: 'Situação',
      filter: 'select',
      options: [
        { value: '0', label: 'Ativa' },
        { value: '1', label: 'Excluída' },
      ],
      render: (row) =>
        row.excluido ? <Badge color="gray">Excluída</Badge> : <Badge color="green">Ativa</Badge>,
    },
  ];

  const setExcluido = async (row: CacambaRow, excluido: 0 | 1) => {
    const yes = await confirm({
      title: excluido ? 'Excluir caçamba' : 'Restaurar caçamba',
      message: excluido ? M.confirmarExclusao : M.confirmarRestauracao,
      danger: excluido === 1,
    });
    if (!yes) return;
    try {
      await api.put(`/cacamba/${row.id}`, { excluido });
      notify.success(excluido ? 'Caçamba excluída' : 'Caçamba restaurada');
      await client.invalidateQueries({ queryKey: ['grid', 'Cacamba'] });
    } catch (error) {
      notifyError(error);
    }
  };

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
            {canDelete && !row.excluido && (
              <Button size="xs" variant="subtle" color="red" onClick={() => setExcluido(row, 1)}>
                Excluir
              </Button>
            )}
            {canEdit && isAdmin && row.excluido === 1 && (
              <Button size="xs" variant="subtle" onClick={() => setExcluido(row, 0)}>
                Restaurar
              </Button>
            )}
          </Group>
        )}
      />
    </>
  );
}
