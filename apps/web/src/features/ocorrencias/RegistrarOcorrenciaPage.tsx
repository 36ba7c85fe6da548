import { Button } from '@mantine/core';
import { F } from '@rcc/domain/features';
import { useNavigate } from 'react-router';
import { useCan } from '../../shared/auth/use-session';
import { DataGrid, type GridColumn } from '../../shared/ui/data-grid';
import { PageTitle } from '../../shared/ui/PageTitle';
import { IRREGULARIDADE_OPTIONS, type Ocorrencia, SITUACAO_OPTIONS } from './api';
import { LocalHover } from './LocalHover';
import { useOrgaoOptions } from './use-orgaos';

/** 'Registrar Ocorrência' list (spec 3 §2): the server shows a citizen only its own occurrences. */
export default function RegistrarOcorrenciaPage() {
  const navigate = useNavigate();
  const canAdd = useCan(F.REGISTRAR_OCORRENCIA, 'inclui');
  const orgaos = useOrgaoOptions();
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
      header: 'Local da Ocorrência',
      card: 1,
      render: (r) => <LocalHover local={r.local} coords={r.shape?.coordinates} />,
    },
    {
      field: 'irregularidadeCom',
      header: 'Irregularidade com',
      card: 2,
      filter: 'select',
      options: IRREGULARIDADE_OPTIONS,
    },
    { field: 'orgao', header: 'Órgão Fiscalizador', filter: 'select', options: orgaos },
    { field: 'situacao', header: 'Situação', filter: 'select', options: SITUACAO_OPTIONS, card: 'badge' },
    { field: 'nomeUsuarioRegistro', header: 'Usuário' },
  ];
  return (
    <>
      <PageTitle title="Registrar Ocorrência" />
      <DataGrid<Ocorrencia>
        title="Ocorrências registradas"
        entity="ViewOcorrencia"
        columns={columns}
        defaultOrder={[['id', 'DESC']]}
        toolbar={
          canAdd && (
            <Button size="xs" onClick={() => navigate('/registrar-ocorrencia/map')}>
              Registrar Nova Ocorrência
            </Button>
          )
        }
        rowActions={(r) =>
          r.situacao === 'Respondida' && (
            <Button
              size="compact-xs"
              variant="light"
              onClick={() => navigate(`/registrar-ocorrencia/view/${r.id}`)}
            >
              Visualizar
            </Button>
          )
        }
      />
    </>
  );
}
