import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { availableActions } from '@rcc/domain';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { formatNumber } from '../../shared/format';
import { DataGrid, type GridColumn } from '../../shared/ui/data-grid';
import { PageTitle } from '../../shared/ui/PageTitle';
import { type CtrRow, VIEW_CTR } from '../../shared/ctr/ctr-api';
import { col, FichaButton, toCtrState, useCtrActor } from '../../shared/ctr/ctr-shared';

const COLUMNS: GridColumn<CtrRow>[] = [
  col.numero(),
  { field: 'dataHoraSolicitacao', header: 'Data da Solicitação', format: 'date', filter: 'date' },
  { field: 'nomeTransportador', header: 'Transportador' },
  col.cpfCnpj('cpfCnpjTransportador'),
  { field: 'classeMaterial', header: 'Classe do Material' },
  { field: 'tipoResiduo', header: 'Resíduo Predominante' },
  {
    field: 'volumeAproximadoM3',
    header: 'Volume Aproximado (m³)',
    filter: 'none',
    render: (r) => formatNumber(r.volumeAproximadoM3),
  },
  { field: 'observacao', header: 'Observação' },
  { field: 'placa', header: 'Placa' },
  { field: 'numeroIdentificacaoCacamba', header: 'Nº da Caçamba' },
  { field: 'nomeDestinoFinal', header: 'Destino Final' },
  col.situacao(),
];

/** `?triagem=pendente` (a Painel card, issue #14): only received CTRs not sorted yet. */
const SEM_TRIAGEM = { idTriagem: null };

/** 'Controlar Resíduos Triados' (spec 2 §2); the server scopes destinations and transporters. */
export default function TriagemListPage() {
  const navigate = useNavigate();
  const actor = useCtrActor();
  const [params] = useSearchParams();
  const pendentes = params.get('triagem') === 'pendente';
  return (
    <Stack>
      <PageTitle title="Controlar Resíduos Triados" />
      {pendentes && (
        <Text size="sm">
          Mostrando só as CTRs recebidas que aguardam triagem.{' '}
          <Anchor component={Link} to="/controle-residuos-triados">
            Mostrar todas
          </Anchor>
        </Text>
      )}
      <DataGrid<CtrRow>
        key={pendentes ? 'pendentes' : 'todas'}
        title="Controlar Resíduos Triados"
        entity={VIEW_CTR}
        baseWhere={pendentes ? SEM_TRIAGEM : undefined}
        columns={COLUMNS}
        defaultOrder={[['id', 'DESC']]}
        rowActions={(row) => (
          <Group gap={4} wrap="nowrap">
            <FichaButton id={row.id} />
            {availableActions(toCtrState(row), actor).includes('triagem') && (
              <Button
                size="compact-xs"
                variant="light"
                onClick={() => navigate(`/controle-residuos-triados/triagem/${row.id}`)}
                aria-label={`Triagem da CTR ${row.id}`}
              >
                Triagem
              </Button>
            )}
          </Group>
        )}
      />
    </Stack>
  );
}
