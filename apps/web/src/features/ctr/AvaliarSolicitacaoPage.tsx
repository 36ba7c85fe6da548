import { Button, Group, Stack } from '@mantine/core';
import { F, formatPhone, SITUACAO_CTR } from '@rcc/domain';
import { useNavigate } from 'react-router';
import { useCan } from '../../shared/auth/use-session';
import { formatNumber } from '../../shared/format';
import { DataGrid, type GridColumn } from '../../shared/ui/data-grid';
import { PageTitle } from '../../shared/ui/PageTitle';
import { type CtrRow, VIEW_CTR } from '../../shared/ctr/ctr-api';
import { CTR_ACTION_FIELDS } from '@rcc/domain/contract/ctr';
import { col } from '../../shared/ctr/ctr-shared';
import { useCtrRowActions } from './use-ctr-row-actions';

const COLUMNS: GridColumn<CtrRow>[] = [
  col.numero(),
  { field: 'nomeGerador', header: 'Solicitante' },
  { field: 'nomeObra', header: 'Nome da Obra' },
  { field: 'telefoneGerador', header: 'Telefone', render: (r) => formatPhone(r.telefoneGerador ?? '') },
  { field: 'celularGerador', header: 'Celular', render: (r) => formatPhone(r.celularGerador ?? '') },
  col.endereco('Endereço'),
  { field: 'dataHoraSolicitacao', header: 'Data e Hora da Solicitação', format: 'datetime', filter: 'date' },
  col.classe(),
  { field: 'quantidadeCacambas', header: 'Nº de Caçambas', filter: 'none' },
  {
    field: 'volumeAproximadoM3',
    header: 'Volume Aproximado (m³)',
    filter: 'none',
    render: (r) => formatNumber(r.volumeAproximadoM3),
  },
];

const SOLICITADAS = { situacao: SITUACAO_CTR.SOLICITADA };

/** 'Avaliar Solicitação de Transporte' (spec 2 §2): Aceitar / Recusar per row. */
export default function AvaliarSolicitacaoPage() {
  const navigate = useNavigate();
  const canSend = useCan(F.ENVIAR_NAO_SOLICITADO, 'consulta');
  const actions = useCtrRowActions(['aceitar', 'recusar']);
  return (
    <Stack>
      <PageTitle title="Avaliar Solicitação de Transporte" />
      <DataGrid<CtrRow>
        title="Solicitações aguardando avaliação"
        entity={VIEW_CTR}
        baseWhere={SOLICITADAS}
        columns={COLUMNS}
        rowFields={CTR_ACTION_FIELDS}
        defaultOrder={[['id', 'DESC']]}
        toolbar={
          canSend && (
            <Button size="xs" variant="light" onClick={() => navigate('/enviar-transporte-nao-solicitado')}>
              Enviar Transporte não Solicitado
            </Button>
          )
        }
        rowActions={(row) => <Group gap={4}>{actions.render(row)}</Group>}
      />
      {actions.popups}
    </Stack>
  );
}
