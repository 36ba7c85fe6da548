import { Button, Group, Stack } from '@mantine/core';
import { ehStaff, F, formatCpfCnpj, SITUACAO_CTR } from '@rcc/domain';
import { useNavigate } from 'react-router';
import { useCan, useSession } from '../../shared/auth/use-session';
import { DataGrid, type GridColumn } from '../../shared/ui/data-grid';
import { PageTitle } from '../../shared/ui/PageTitle';
import { type CtrRow, VIEW_CTR } from '../../shared/ctr/ctr-api';
import { col, FichaButton } from '../../shared/ctr/ctr-shared';

const COLUMNS: GridColumn<CtrRow>[] = [
  col.numero(),
  { field: 'dataHoraSolicitacao', header: 'Data/Hora', format: 'datetime', filter: 'date' },
  { field: 'nomeGerador', header: 'Solicitante' },
  {
    field: 'cpfCnpjGerador',
    header: 'CPF/CNPJ do Gerador',
    render: (r) => formatCpfCnpj(r.cpfCnpjGerador ?? ''),
  },
];

const BASE = { situacao: SITUACAO_CTR.CANCELAMENTO_SOLICITADO };

/** Cancellation requests (spec 2 §2): only Cancelamento Solicitado; Editar for staff with altera. */
export default function CancelamentoListPage() {
  const navigate = useNavigate();
  const { user } = useSession();
  const canAlter = useCan(F.ANALISAR_CANCELAMENTO, 'altera');
  const isStaff = ehStaff(user?.perfis ?? []);
  return (
    <Stack>
      <PageTitle title="Analisar Solicitação de Cancelamento de CTR" />
      <DataGrid<CtrRow>
        title="Solicitações de cancelamento"
        entity={VIEW_CTR}
        baseWhere={BASE}
        columns={COLUMNS}
        defaultOrder={[['id', 'DESC']]}
        toolbar={
          <Button size="xs" variant="light" onClick={() => navigate('/cancelamento-ctr/graficos')}>
            Criar Gráficos Estatísticos
          </Button>
        }
        rowActions={(row) => (
          <Group gap={4} wrap="nowrap">
            <FichaButton id={row.id} />
            {canAlter && isStaff && (
              <Button
                size="compact-xs"
                variant="light"
                onClick={() => navigate(`/cancelamento-ctr/editar/${row.id}`)}
                aria-label={`Analisar cancelamento da CTR ${row.id}`}
              >
                Editar
              </Button>
            )}
          </Group>
        )}
      />
    </Stack>
  );
}
