import { Button, Stack } from '@mantine/core';
import { F } from '@rcc/domain';
import { useNavigate } from 'react-router';
import { useCan } from '../../shared/auth/use-session';
import { DataGrid, type GridColumn } from '../../shared/ui/data-grid';
import { PageTitle } from '../../shared/ui/PageTitle';
import { type CtrRow, VIEW_CTR } from '../../shared/ctr/ctr-api';
import { col } from '../../shared/ctr/ctr-shared';

const COLUMNS: GridColumn<CtrRow>[] = [
  col.numero(),
  { field: 'nomeObra', header: 'Nome da Obra' },
  { field: 'nomeTransportador', header: 'Transportador' },
  col.classe(),
  { field: 'quantidadeCacambas', header: 'Nº de Caçambas', filter: 'none' },
  col.situacao(),
  { field: 'dataHoraSolicitacao', header: 'Data/Hora da Solicitação', format: 'datetime', filter: 'date' },
];

/** List of transport requests (spec 2 §2): a button leads to /localizar-ctr. */
export default function SolicitacaoListPage() {
  const navigate = useNavigate();
  const canAdd = useCan(F.SOLICITAR_TRANSPORTE, 'inclui');
  return (
    <Stack>
      <PageTitle title="Solicitações de Transporte" />
      <DataGrid<CtrRow>
        title="Solicitações de Transporte"
        entity={VIEW_CTR}
        columns={COLUMNS}
        defaultOrder={[['id', 'DESC']]}
        toolbar={
          <>
            {canAdd && (
              <Button size="xs" onClick={() => navigate('/solicitacao-transporte/add')}>
                Nova solicitação
              </Button>
            )}
            <Button size="xs" variant="light" onClick={() => navigate('/localizar-ctr')}>
              Localizar CTR
            </Button>
          </>
        }
      />
    </Stack>
  );
}
