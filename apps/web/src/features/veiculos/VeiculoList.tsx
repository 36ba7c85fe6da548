import { Badge, Button, Group } from '@mantine/core';
import { F } from '@rcc/domain/features';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { api, saveBlob } from '../../shared/api/client';
import { useCan } from '../../shared/auth/use-session';
import { notify, notifyError } from '../../shared/notify';
import { confirm } from '../../shared/ui/confirm';
import { DataGrid, type GridColumn } from '../../shared/ui/data-grid';
import { PageTitle } from '../../shared/ui/PageTitle';
import { useRoles } from './use-roles';

export interface VeiculoRow {
  id: number;
  placa: string;
  marca: string;
  modelo: string;
  tipo: string;
  poliguindaste: string | null;
  volumeM3: number;
  numeroIdentificacao: string | null;
  excluido: number;
  prestador: number;
  possuiDocumento: boolean;
  transportador?: { nomeRazaoSocial: string } | null;
}

const SITUACOES = [
  { value: '0', label: 'Ativo' },
  { value: '1', label: 'Excluído' },
];

/** /veiculo: the transporter's vehicles; staff see every transporter's (spec 3 §2, §6). */
export default function VeiculoList() {
  const { isStaff, isAdmin } = useRoles();
  const canAdd = useCan(F.MANTER_VEICULO, 'inclui');
  const canEdit = useCan(F.MANTER_VEICULO, 'altera');
  const canDelete = useCan(F.MANTER_VEICULO, 'exclui');
  const client = useQueryClient();

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
    ...(isStaff
      ? [
          {
            field: 'transportador.nomeRazaoSocial',
            header: 'Transportador',
            filter: 'none',
            sortable: false,
          } as GridColumn<VeiculoRow>,
        ]
      : []),
    {
      field: 'excluido',
      header: 'Situação',
      filter: 'select',
      options: SITUACOES,
      render: (row) =>
        row.excluido ? <Badge color="gray">Excluído</Badge> : <Badge color="green">Ativo</Badge>,
    },
  ];

  const refresh = () => client.invalidateQueries({ queryKey: ['grid', 'Veiculo'] });

  const setExcluido = async (row: VeiculoRow, excluido: 0 | 1) => {
    const yes = await confirm({
      title: excluido ? 'Excluir veículo' : 'Restaurar veículo',
      message: excluido
        ? `Tem certeza que deseja excluir o veículo ${row.placa}?`
        : `Tem certeza que deseja restaurar o veículo ${row.placa}?`,
      danger: excluido === 1,
    });
    if (!yes) return;
    try {
      await api.put(`/veiculo/${row.id}`, { excluido });
      notify.success(excluido ? 'Veículo excluído' : 'Veículo restaurado');
      await refresh();
    } catch (error) {
      notifyError(error);
    }
  };

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
            {canDelete && !row.excluido && (
              <Button size="xs" variant="subtle" color="red" onClick={() => setExcluido(row, 1)}>
                Excluir
              </Button>
            )}
            {canDelete && isAdmin && row.excluido === 1 && (
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
