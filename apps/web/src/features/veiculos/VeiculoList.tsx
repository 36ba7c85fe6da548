import type { EntityRow, FindRowOf } from '@rcc/domain/find/row';
import { Button, Group } from '@mantine/core';
import { F } from '@rcc/domain/features';
import { Link } from 'react-router';
import { api, saveBlob } from '../../shared/api/client';
import { useCan } from '../../shared/auth/use-session';
import { notify } from '../../shared/notify';
import { DataGrid, type GridColumn } from '../../shared/ui/data-grid';
import { PageTitle } from '../../shared/ui/PageTitle';
import {
  SoftDeleteActions,
  situacaoColumn,
  transportadorColumn,
  useSoftDelete,
} from '../../shared/ui/soft-delete';
import { useRoles } from '../../shared/auth/use-roles';

type VeiculoRow = FindRowOf<
  'Veiculo',
  | 'id'
  | 'placa'
  | 'marca'
  | 'modelo'
  | 'tipo'
  | 'poliguindaste'
  | 'volumeM3'
  | 'numeroIdentificacao'
  | 'excluido'
  | 'prestador'
  | 'possuiDocumento'
> &
  Pick<EntityRow<'Veiculo'>, 'transportador'>;

/** /veiculo: the transporter's vehicles; staff see every transporter's (spec 3 §2, §6). */
export default function VeiculoList() {
  const { isStaff, isAdmin } = useRoles();
  const canAdd = useCan(F.MANTER_VEICULO, 'inclui');
  const canEdit = useCan(F.MANTER_VEICULO, 'altera');
  const canDelete = useCan(F.MANTER_VEICULO, 'exclui');

  const columns: GridColumn<VeiculoRow>[] = [
    { field: 'placa', header: 'Placa' },
    { field: 'marca', header: 'Marca' },
    { field: 'modelo', header: 'Modelo' },
    {
      field: 'tipo',
      header: 'Tipo',
      filter: 'select',
      options: [
        { value: 'Basculante', label: 'Basculante' },
        { value: 'Poliguindaste', label: 'Poliguindaste' },
      ],
    },
    { field: 'poliguindaste', header: 'Poliguindaste' },
    { field: 'volumeM3', header: 'Volume (m³)', filter: 'none' },
    { field: 'numeroIdentificacao', header: 'Número de identificação' },
    ...transportadorColumn<VeiculoRow>(isStaff),
    situacaoColumn<VeiculoRow>({ ativo: 'Ativo', excluido: 'Excluído' }),
  ];

  const setExcluido = useSoftDelete<VeiculoRow>('/veiculo', 'Veiculo', {
    titles: { excluir: 'Excluir veículo', restaurar: 'Restaurar veículo' },
    question: (row, excluido) =>
      `Tem certeza que deseja ${excluido ? 'excluir' : 'restaurar'} o veículo ${row.placa}?`,
    done: { excluido: 'Veículo excluído', restaurado: 'Veículo restaurado' },
  });

  const download = async (row: VeiculoRow) => {
    try {
      const { blob, filename } = await api.blob(`/veiculo/${row.id}/documento?format=file`, {
        method: 'GET',
        fallbackName: `documento-${row.placa}`,
      });
      saveBlob(blob, filename);
    } catch {
      notify.error('Não foi possível buscar este documento, por favor contate um administrador do sistema');
    }
  };

  return (
    <>
      <PageTitle title="Manter Veículo" />
      <DataGrid<VeiculoRow>
        entity="Veiculo"
        title="Veículos"
        columns={columns}
        include={isStaff ? [{ model: 'transportador', fields: ['nomeRazaoSocial'] }] : undefined}
        defaultOrder={[['placa', 'ASC']]}
        toolbar={
          canAdd && (
            <Button component={Link} to="/veiculo/add">
              Adicionar
            </Button>
          )
        }
        rowActions={(row) => (
          <Group gap={4} wrap="nowrap">
            <Button size="xs" variant="subtle" component={Link} to={`/veiculo/view/${row.id}`}>
              Visualizar
            </Button>
            {canEdit && !row.excluido && (
              <Button size="xs" variant="subtle" component={Link} to={`/veiculo/edit/${row.id}`}>
                Editar
              </Button>
            )}
            {row.possuiDocumento && (
              <Button size="xs" variant="subtle" onClick={() => download(row)}>
                Documento
              </Button>
            )}
            <SoftDeleteActions
              row={row}
              canDelete={canDelete}
              canRestore={canDelete && isAdmin}
              onChange={setExcluido}
            />
          </Group>
        )}
      />
    </>
  );
}
