import { Button } from '@mantine/core';
import type { SituacaoCacamba } from '@rcc/domain/contract/localizar-cacamba';
import { useNavigate } from 'react-router';
import { DataGrid, type GridColumn } from '../../shared/ui/data-grid';
import { PageTitle } from '../../shared/ui/PageTitle';

const SITUACOES = [
  'Disponível',
  'Solicitada',
  'Enviada',
  'Alocada',
  'Retirada',
  'Em Pesagem',
  'Destinada',
  'Irregular',
  'Cancelada',
  'Recusada',
];

/** 'Localizar caçamba' grid (spec 3 §2). */
export default function LocalizarCacambaPage() {
  const navigate = useNavigate();
  const columns: GridColumn<SituacaoCacamba>[] = [
    { field: 'numeroIdentificacao', header: 'Caçamba', card: 'title' },
    {
      field: 'situacao',
      header: 'Situação',
      card: 'badge',
      filter: 'select',
      options: SITUACOES.map((s) => ({ value: s, label: s })),
    },
    { field: 'transportador', header: 'Transportador', card: 1 },
    { field: 'idSolicitacaoTransporte', header: 'CTR', filter: 'none', card: 4 },
    { field: 'nomeObra', header: 'Obra', card: 2 },
    { field: 'local', header: 'Localização', width: 125, card: 3 },
    { field: 'dataHoraAlocacao', header: 'Alocada em', format: 'datetime', filter: 'none' },
  ];
  return (
    <>
      <PageTitle title="Localizar caçamba" />
      <DataGrid<SituacaoCacamba>
        title="Localizar caçamba"
        entity="ViewSituacaoCacamba"
        columns={columns}
        defaultOrder={[['numeroIdentificacao', 'ASC']]}
        toolbar={
          <Button size="xs" onClick={() => navigate('/localizar-cacamba/map')}>
            Ver no mapa
          </Button>
        }
      />
    </>
  );
}
