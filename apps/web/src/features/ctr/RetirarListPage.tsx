import { Badge, Button, Group, Stack } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { FILTRO_PADRAO_RETIRADA } from '@rcc/domain';
import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useSession } from '../../shared/auth/use-session';
import { grupoRetirar } from '../../shared/offline/retirar';
import { useFilaOffline } from '../../shared/offline/use-fila';
import { DataGrid, type GridColumn } from '../../shared/ui/data-grid';
import { PageTitle } from '../../shared/ui/PageTitle';
import { type CtrRow, VIEW_CTR } from '../../shared/ctr/ctr-api';
import { CTR_ACTION_FIELDS } from '@rcc/domain/contract/ctr';
import { SituacaoBadge } from '../../shared/ctr/SituacaoBadge';
import { col, FichaButton, SituacaoFilter, situacaoWhere } from '../../shared/ctr/ctr-shared';
import { prepararRetiradaOffline } from './retirar-offline';
import { useCtrRowActions } from './use-ctr-row-actions';

// `card`: what a phone shows of each removal (issue #16); the allocation time starts the 30-minute wait.
const COLUMNS: GridColumn<CtrRow>[] = [
  { ...col.numero(), card: 'title' },
  { field: 'nomeObra', header: 'Nome da Obra', card: 1 },
  { ...col.endereco(), card: 2 },
  col.classe(),
  { field: 'numeroIdentificacaoCacamba', header: 'Nº de Identificação da Caçamba', card: 3 },
  { field: 'placa', header: 'Veículo (Placa)' },
  {
    field: 'dataHoraAlocacao',
    header: 'Data/Hora da Alocação',
    format: 'datetime',
    filter: 'date',
    card: 4,
  },
  {
    field: 'situacao',
    header: 'Situação',
    filter: 'none',
    card: 'badge',
    render: (row) => <SituacaoBadge situacao={row.situacao} />,
  },
];

/** The actions' fields and the work site, for the map button. */
const CAMPOS_LINHA = [...CTR_ACTION_FIELDS, 'idObra'] as const;

/** 'Retirada da caçamba' (spec 2 §2): default filter Alocada; Retirar only for Alocada. */
export default function RetirarListPage() {
  const [situacoes, setSituacoes] = useState<string[]>([...FILTRO_PADRAO_RETIRADA]);
  const baseWhere = useMemo(() => situacaoWhere(situacoes), [situacoes]);
  const actions = useCtrRowActions(['retirar']);
  // Removals kept on this device (offline) wait to be sent: the bin is not removed twice.
  const { user } = useSession();
  const { pendentes } = useFilaOffline(grupoRetirar(user?.id));
  const pendente = new Set(pendentes.map((a) => a.idCtr));
  // Online, the removal forms' data is read ahead, so a form opens where the signal drops (issue #16).
  const { online } = useNetwork();
  useEffect(() => {
    if (online) prepararRetiradaOffline().catch(() => undefined);
  }, [online]);
  return (
    <Stack>
      <PageTitle title="Retirada da caçamba" />
      <SituacaoFilter value={situacoes} onChange={setSituacoes} />
      <DataGrid<CtrRow>
        title="Retirada da caçamba"
        entity={VIEW_CTR}
        offlineCopy="retirar"
        baseWhere={baseWhere}
        columns={COLUMNS}
        rowFields={CAMPOS_LINHA}
        defaultOrder={[['id', 'DESC']]}
        rowActions={(row) => (
          <Group gap={4}>
            {pendente.has(row.id) ? (
              <Badge color="yellow" variant="filled" tt="none">
                Pendente de envio
              </Badge>
            ) : (
              actions.render(row)
            )}
            <FichaButton id={row.id} />
            {row.idObra && (
              <Button
                size="compact-xs"
                variant="light"
                component={Link}
                to={`/obra/cacamba-map?ids=${row.idObra}`}
                aria-label={`Mapa das caçambas da obra do CTR ${row.id}`}
              >
                Mapa
              </Button>
            )}
          </Group>
        )}
      />
    </Stack>
  );
}
