import { Button, Group } from '@mantine/core';
import { F } from '@rcc/domain/features';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useCan } from '../../shared/auth/use-session';
import { DataGrid, type GridColumn } from '../../shared/ui/data-grid';
import { PageTitle } from '../../shared/ui/PageTitle';
import { IRREGULARIDADE_OPTIONS, type Ocorrencia, SITUACAO_OPTIONS } from './api';
import { GraficosOcorrencia } from './GraficosOcorrencia';
import { LocalHover } from './LocalHover';

/** 'Acompanhar Ocorrência' (spec 3 §2): grid with Visualizar/Alterar/Responder and the chart mode. */
export default function AcompanharOcorrenciaPage() {
  const navigate = useNavigate();
  const canEdit = useCan(F.ACOMPANHAR_OCORRENCIA, 'altera');
  const [graficos, setGraficos] = useState(false);
  const columns: GridColumn<Ocorrencia>[] = [
    { field: 'id', header: 'Nº da Ocorrência', width: 110, card: 'title' },
    {
      field: 'dataHoraRegistro',
      header: 'Data/Hora do registro',
      format: 'datetime',
      filter: 'none',
      card: 3,
    },
    {
      field: 'local',
      header: 'Local',
      card: 1,
      render: (r) => <LocalHover local={r.local} coords={r.shape?.coordinates} />,
    },
    { field: 'numeroIdentificacao', header: 'Número de identificação' },
    {
      field: 'irregularidadeCom',
      header: 'Irregularidade com',
      card: 2,
      filter: 'select',
      options: IRREGULARIDADE_OPTIONS,
    },
    { field: 'nomeRazaoSocial', header: 'Transportador', card: 4 },
    { field: 'cpfCnpj', header: 'CPF/CNPJ' },
    { field: 'situacao', header: 'Situação', filter: 'select', options: SITUACAO_OPTIONS, card: 'badge' },
    { field: 'nomeUsuarioRegistro', header: 'Usuário' },
  ];
  return (
    <>
      <PageTitle title="Acompanhar Ocorrência" />
      {graficos ? (
        <GraficosOcorrencia onVoltar={() => setGraficos(false)} />
      ) : (
        <DataGrid<Ocorrencia>
          title="Ocorrências"
          entity="ViewOcorrencia"
          columns={columns}
          defaultOrder={[['id', 'DESC']]}
          toolbar={
            <Button size="xs" variant="light" onClick={() => setGraficos(true)}>
              Gerar Gráficos
            </Button>
          }
          rowActions={(r) => (
            <Group gap={4} wrap="nowrap">
              {canEdit && (
                <Button
                  size="compact-xs"
                  variant="light"
                  onClick={() => navigate(`/acompanhar-ocorrencia/map/${r.id}`)}
                >
                  Visualizar
                </Button>
              )}
              {canEdit && r.situacao === 'Em andamento' && (
                <Button size="compact-xs" onClick={() => navigate(`/acompanhar-ocorrencia/map/${r.id}`)}>
                  Alterar
                </Button>
              )}
              {canEdit && r.situacao === 'Aguardando resposta' && (
                <Button size="compact-xs" onClick={() => navigate(`/acompanhar-ocorrencia/map/${r.id}`)}>
                  Responder
                </Button>
              )}
            </Group>
          )}
        />
      )}
    </>
  );
}
