import { Box, Button, Group, Stack } from '@mantine/core';
import { F, FILTRO_PADRAO_ALOCACAO, SITUACAO_CTR } from '@rcc/domain';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useCan } from '../../shared/auth/use-session';
import { DataGrid, type GridColumn } from '../../shared/ui/data-grid';
import { PageTitle } from '../../shared/ui/PageTitle';
import { type CtrRow, VIEW_CTR } from '../../shared/ctr/ctr-api';
import { CTR_ACTION_FIELDS } from '@rcc/domain/contract/ctr';
import { SituacaoBadge } from '../../shared/ctr/SituacaoBadge';
import { col, FichaButton, SituacaoFilter, situacaoWhere } from '../../shared/ctr/ctr-shared';
import { useCtrRowActions } from './use-ctr-row-actions';

const S = SITUACAO_CTR;
const VISIVEL: string[] = [S.ALOCADA, S.ENVIADA];

// `card`: what a phone shows of each allocation (issue #16): number, status, obra, address, bin, sent at.
const COLUMNS: GridColumn<CtrRow>[] = [
  { ...col.numero(), card: 'title' },
  { field: 'nomeObra', header: 'Nome da Obra', card: 1 },
  { field: 'dataHoraEnvio', header: 'Data/Hora do Envio', format: 'datetime', filter: 'date', card: 4 },
  { ...col.endereco(), card: 2 },
  col.classe(),
  { field: 'numeroIdentificacaoCacamba', header: 'Nº de Identificação da Caçamba', card: 3 },
  { field: 'placa', header: 'Veículo (Placa)' },
  {
    field: 'situacao',
    header: 'Situação',
    filter: 'none',
    card: 'badge',
    render: (row) => <SituacaoBadge situacao={row.situacao} />,
  },
];

/** 'Alocações de caçamba' (spec 2 §2): default filter Enviada, ordered by id ascending (§7). */
export default function AlocarListPage() {
  const navigate = useNavigate();
  const [situacoes, setSituacoes] = useState<string[]>([...FILTRO_PADRAO_ALOCACAO]);
  const baseWhere = useMemo(() => situacaoWhere(situacoes), [situacoes]);
  const canEditSolicitacao = useCan(F.SOLICITAR_TRANSPORTE, 'altera');
  const actions = useCtrRowActions(['alocar', 'solicitarCancelamento', 'editar']);
  return (
    <Stack>
      <PageTitle title="Alocações de caçamba" />
      <SituacaoFilter value={situacoes} onChange={setSituacoes} />
      <DataGrid<CtrRow>
        title="Alocações de caçamba"
        entity={VIEW_CTR}
        baseWhere={baseWhere}
        columns={COLUMNS}
        rowFields={CTR_ACTION_FIELDS}
        defaultOrder={[['id', 'ASC']]}
        rowActions={(row) => (
          <Box miw={{ base: 0, sm: 300 }}>
            <Group gap={4}>
              {VISIVEL.includes(row.situacao) && (
                <Button
                  size="compact-xs"
                  variant="light"
                  onClick={() =>
                    navigate(`/alocar-cacamba/${canEditSolicitacao ? 'editar' : 'visualizar'}/${row.id}`)
                  }
                  aria-label={`${canEditSolicitacao ? 'Editar' : 'Visualizar'} alocação da CTR ${row.id}`}
                >
                  {canEditSolicitacao ? 'Editar' : 'Visualizar'}
                </Button>
              )}
              {actions.render(row)}
              <FichaButton id={row.id} />
            </Group>
          </Box>
        )}
      />
      {actions.popups}
    </Stack>
  );
}
