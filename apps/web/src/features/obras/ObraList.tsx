import type { EntityRow, FindRowOf } from '@rcc/domain/find/row';
import { Button, Group } from '@mantine/core';
import { F } from '@rcc/domain/features';
import { Link } from 'react-router';
import { api, saveBlob } from '../../shared/api/client';
import { useSave } from '../../shared/api/use-save';
import { useCan } from '../../shared/auth/use-session';
import { notifyError } from '../../shared/notify';
import { confirm } from '../../shared/ui/confirm';
import { DataGrid, type GridColumn } from '../../shared/ui/data-grid';
import { PageTitle } from '../../shared/ui/PageTitle';
import { useRoles } from '../../shared/auth/use-roles';

type ObraRow = FindRowOf<
  'Obra',
  | 'id'
  | 'nomeObra'
  | 'duracaoInicial'
  | 'duracaoFinal'
  | 'endereco'
  | 'bairro'
  | 'possuiAlvara'
  | 'possuiPgrcc'
> &
  Pick<EntityRow<'Obra'>, 'gerador'>;

/** /obra: a generator's work sites; Secretaria and Administrador see all (spec 3 §2, §6). */
export default function ObraList() {
  const { isStaff } = useRoles();
  const canAdd = useCan(F.MANTER_OBRA, 'inclui');
  const canEdit = useCan(F.MANTER_OBRA, 'altera');
  const canDelete = useCan(F.MANTER_OBRA, 'exclui');

  const columns: GridColumn<ObraRow>[] = [
    { field: 'nomeObra', header: 'Nome da obra' },
    { field: 'duracaoInicial', header: 'Início', format: 'date', filter: 'date' },
    { field: 'duracaoFinal', header: 'Término', format: 'date', filter: 'date' },
    { field: 'endereco', header: 'Endereço' },
    { field: 'bairro', header: 'Bairro' },
    {
      field: 'possuiAlvara',
      header: 'Alvará',
      filter: 'select',
      options: [
        { value: '1', label: 'Sim' },
        { value: '0', label: 'Não' },
      ],
      render: (row) => (row.possuiAlvara ? 'Sim' : 'Não'),
    },
    ...(isStaff
      ? [
          {
            field: 'gerador.pessoa.nomeRazaoSocial',
            header: 'Gerador',
            filter: 'none',
            sortable: false,
          } as GridColumn<ObraRow>,
        ]
      : []),
  ];

  const excluir = useSave({
    save: (row: ObraRow) => api.del(`/Obra/${row.id}`),
    invalidate: [['grid', 'Obra']],
    success: 'Obra excluída',
  });
  const remove = async (row: ObraRow) => {
    const yes = await confirm({
      title: 'Excluir obra',
      message: `Tem certeza que deseja excluir a obra ${row.nomeObra}?`,
      danger: true,
    });
    if (yes) excluir.mutate(row);
  };

  const pgrcc = async (row: ObraRow) => {
    try {
      const { blob, filename } = await api.blob(`/Obra/${row.id}/pgrcc?format=file`, {
        method: 'GET',
        fallbackName: `pgrcc-${row.id}`,
      });
      saveBlob(blob, filename);
    } catch (error) {
      notifyError(error);
    }
  };

  return (
    <>
      <PageTitle title="Manter Obra" />
      <DataGrid<ObraRow>
        entity="Obra"
        title="Obras"
        columns={columns}
        include={
          isStaff
            ? [
                {
                  model: 'gerador',
                  fields: ['id'],
                  include: [{ model: 'pessoa', fields: ['nomeRazaoSocial'] }],
                },
              ]
            : undefined
        }
        defaultOrder={[['id', 'DESC']]}
        toolbar={
          <Group>
            {canAdd && (
              <Button component={Link} to="/obra/add">
                Adicionar
              </Button>
            )}
            <Button variant="default" component={Link} to="/obra/map">
              {isStaff ? 'Visualizar todas as obras no mapa' : 'Visualizar minhas obras no mapa'}
            </Button>
          </Group>
        }
        rowActions={(row) => (
          <Group gap={4} wrap="nowrap">
            {canEdit && (
              <Button size="xs" variant="subtle" component={Link} to={`/obra/edit/${row.id}`}>
                Editar
              </Button>
            )}
            <Button size="xs" variant="subtle" component={Link} to={`/obra/map?ids=${row.id}`}>
              Localizar
            </Button>
            {row.possuiPgrcc && (
              <Button size="xs" variant="subtle" onClick={() => pgrcc(row)}>
                PGRCC
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
