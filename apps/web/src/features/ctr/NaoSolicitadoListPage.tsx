import { Box, Button, Group, Stack } from '@mantine/core';
import { F, SITUACAO_CTR } from '@rcc/domain';
import { useNavigate } from 'react-router';
import { useCan } from '../../shared/auth/use-session';
import { DataGrid, type GridColumn } from '../../shared/ui/data-grid';
import { PageTitle } from '../../shared/ui/PageTitle';
import { type CtrRow, VIEW_CTR } from '../../shared/ctr/ctr-api';
import { CTR_ACTION_FIELDS } from '@rcc/domain/contract/ctr';
import { col, FichaButton } from '../../shared/ctr/ctr-shared';
import { useCtrRowActions } from './use-ctr-row-actions';

const S = SITUACAO_CTR;
const EDITAVEIS: string[] = [S.ALOCADA, S.ENVIADA];

const COLUMNS: GridColumn<CtrRow>[] = [
  col.numero(),
  { field: 'nomeGerador', header: 'Gerador' },
  { field: 'nomeObra', header: 'Nome da Obra' },
  col.endereco(),
  { field: 'placa', header: 'Veículo (Placa)' },
  { field: 'numeroIdentificacaoCacamba', header: 'Nº de Identificação da Caçamba' },
  col.situacao(),
  { field: 'dataHoraSolicitacao', header: 'Data/Hora', format: 'datetime', filter: 'date' },
];

/** Non-requested transports (spec 2 §2); transporters see only their own (server scoping). */
export default function NaoSolicitadoListPage() {
  const navigate = useNavigate();
  const canAdd = useCan(F.ENVIAR_NAO_SOLICITADO, 'inclui');
  const canEdit = useCan(F.ENVIAR_NAO_SOLICITADO, 'altera');
  const actions = useCtrRowActions(['solicitarCancelamento']);
  return (
    <Stack>
      <PageTitle title="Enviar Transporte não Solicitado" />
      <DataGrid<CtrRow>
        title="Transportes não solicitados"
        entity={VIEW_CTR}
        baseWhere={{ naoSolicitado: 'S' }}
        columns={COLUMNS}
        rowFields={CTR_ACTION_FIELDS}
        defaultOrder={[['id', 'DESC']]}
        toolbar={
          canAdd && (
            <Button size="xs" onClick={() => navigate('/enviar-transporte-nao-solicitado/add')}>
              Enviar novo
            </Button>
          )
        }
        rowActions={(row) => (
          <Box miw={260}>
            <Group gap={4}>
              <FichaButton id={row.id} />
              {canEdit && EDITAVEIS.includes(row.situacao) && (
                <Button
                  size="compact-xs"
                  variant="light"
                  onClick={() => navigate(`/alocar-cacamba/editar/${row.id}`)}
                  aria-label={`Editar CTR ${row.id}`}
                >
                  Editar
                </Button>
              )}
              {actions.render(row)}
            </Group>
          </Box>
        )}
      />
      {actions.popups}
    </Stack>
  );
}
