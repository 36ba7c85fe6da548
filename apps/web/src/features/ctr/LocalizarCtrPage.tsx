import { Button, Group, Stack } from '@mantine/core';
import { formatCep } from '@rcc/domain';
import { useRef } from 'react';
import type { FindParams } from '../../shared/api/types';
import { findEntity } from '../../shared/api/use-find';
import { formatNumber as fmt } from '../../shared/format';
import { DataGrid, type GridColumn } from '../../shared/ui/data-grid';
import { PageTitle } from '../../shared/ui/PageTitle';
import { type CtrRow, openFicha, VIEW_CTR } from '../../shared/ctr/ctr-api';
import { CTR_ACTION_FIELDS } from '@rcc/domain/contract/ctr';
import { ExportarFichas } from '../../shared/ctr/ExportarFichas';
import { classeResiduo, col } from '../../shared/ctr/ctr-shared';
import { useCtrRowActions } from './use-ctr-row-actions';

// About nine columns shown by default (issue #15 item 5); the rest wait in the column chooser, which
// remembers the user's choice.
const COLUMNS: GridColumn<CtrRow>[] = [
  col.numero(),
  col.situacao(),
  { field: 'dataHoraSolicitacao', header: 'Data/Hora da Solicitação', format: 'datetime', filter: 'date' },
  { field: 'numeroIdentificacaoCacamba', header: 'Identificação da Caçamba' },
  { field: 'placa', header: 'Placa do Veículo' },
  { field: 'nomeObra', header: 'Nome da Obra' },
  { field: 'bairroObra', header: 'Bairro' },
  {
    field: 'nomeTransportador',
    header: 'Transportador',
    filter: 'lookup',
    filterField: 'idTransportador',
    lookup: { entity: 'ViewTransportador', labelField: 'nomeRazaoSocial' },
  },
  {
    field: 'nomeDestinoFinal',
    header: 'Destino Final',
    filter: 'lookup',
    filterField: 'idDestinoFinal',
    lookup: { entity: 'ViewDestinoFinal', labelField: 'nomeRazaoSocial' },
  },
  {
    field: 'tipoVeiculo',
    header: 'Tipo do Veículo',
    filter: 'select',
    options: ['Basculante', 'Poliguindaste'].map((v) => ({ value: v, label: v })),
    hidden: true,
  },
  { field: 'enderecoObra', header: 'Endereço', hidden: true },
  { field: 'cepObra', header: 'CEP', render: (r) => formatCep(r.cepObra ?? ''), hidden: true },
  { ...col.classe(), header: 'Classe / Tipo de Resíduo Predominante', render: classeResiduo, hidden: true },
  {
    field: 'volumeAproximadoM3',
    header: 'Volume Estimado (m³)',
    filter: 'none',
    render: (r) => fmt(r.volumeAproximadoM3),
    hidden: true,
  },
  // The Painel opens "Irregulares hoje" with ?dataHoraIrregular=AAAA-MM-DD (issue #14).
  { field: 'dataHoraIrregular', header: 'Irregular desde', format: 'datetime', filter: 'date', hidden: true },
];

/**
 * 'Localizar CTR' (spec 2 §2): every CTR the user may see, its sheet, and the actions the table allows.
 * Transporter and final destination are filtered by lookup (search by name, pick one, filter by id).
 */
export default function LocalizarCtrPage() {
  const actions = useCtrRowActions();
  const shown = useRef<number[]>([]);
  const filtro = useRef<FindParams | undefined>(undefined);
  const fetcher = async (params: FindParams, signal?: AbortSignal) => {
    const data = await findEntity<CtrRow>(VIEW_CTR, params, signal);
    shown.current = data.rows.map((r) => r.id);
    filtro.current = params;
    return data;
  };

  return (
    <Stack>
      <PageTitle title="Localizar CTR" />
      <DataGrid<CtrRow>
        title="Localizar CTR"
        entity={VIEW_CTR}
        fetcher={fetcher}
        queryKey={['localizar-ctr']}
        exportPath={`/${VIEW_CTR}/find`}
        exportFileName="ctrs"
        columns={COLUMNS}
        rowFields={CTR_ACTION_FIELDS}
        defaultOrder={[['id', 'DESC']]}
        density="compact"
        columnsKey="localizar-ctr"
        defaultPageSize={20}
        empty={{
          none: 'Nenhuma CTR para você ainda.',
          hint: 'As CTRs que você solicitar, transportar ou receber aparecerão aqui.',
          filtered: 'Nenhuma CTR encontrada com estes filtros.',
        }}
        toolbar={
          <Group gap="xs" align="start">
            <Button size="xs" variant="light" onClick={() => openFicha(shown.current)}>
              Gerar PDF das CTRs da tela
            </Button>
            <ExportarFichas filtro={() => filtro.current} />
          </Group>
        }
        rowActions={(row) => (
          <Group gap={4} wrap="nowrap">
            {actions.render(row)}
          </Group>
        )}
      />
      {actions.popups}
    </Stack>
  );
}
