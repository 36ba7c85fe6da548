import { Button, Group, Stack } from '@mantine/core';
import { availableActions, F, SITUACOES_RECEBIMENTO } from '@rcc/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useCan } from '../../shared/auth/use-session';
import { DataGrid, type GridColumn } from '../../shared/ui/data-grid';
import { PageTitle } from '../../shared/ui/PageTitle';
import { type CtrRow, VIEW_CTR } from '../../shared/ctr/ctr-api';
import {
  col,
  FichaButton,
  SituacaoFilter,
  situacaoWhere,
  toCtrState,
  useCtrActor,
  useSituacoesIniciais,
} from '../../shared/ctr/ctr-shared';
import { AvaliarRecebimentoPopup } from './AvaliarRecebimentoPopup';
import { ReceberLotePopup } from './ReceberLotePopup';

const COLUMNS: GridColumn<CtrRow>[] = [
  col.numero(),
  { field: 'numeroIdentificacaoCacamba', header: 'Identificação da Caçamba' },
  { field: 'tipoResiduo', header: 'Resíduo Predominante' },
  { field: 'placa', header: 'Placa do Veículo' },
  { field: 'nomeTransportador', header: 'Transportador' },
  col.cpfCnpj('cpfCnpjTransportador'),
  { field: 'dataHoraSolicitacao', header: 'Data/Hora da Solicitação', format: 'datetime', filter: 'date' },
  { field: 'situacao', header: 'Situação', filter: 'none' },
];

/** 'Analisar Recebimento de Resíduos' (spec 2 §2): receive or reject, single or in batch. */
export default function RecebimentoPage() {
  const client = useQueryClient();
  const actor = useCtrActor();
  const canAlter = useCan(F.ANALISAR_RECEBIMENTO, 'altera');
  const [situacoes, setSituacoes] = useSituacoesIniciais(SITUACOES_RECEBIMENTO);
  const baseWhere = useMemo(() => situacaoWhere(situacoes), [situacoes]);
  const [avaliando, setAvaliando] = useState<CtrRow | null>(null);
  const [lote, setLote] = useState(false);
  const reload = () => client.invalidateQueries({ queryKey: ['grid'] });
  const podeAvaliar = (row: CtrRow) =>
    canAlter &&
    (SITUACOES_RECEBIMENTO as readonly string[]).includes(row.situacao) &&
    availableActions(toCtrState(row), actor).some((a) => a === 'receber' || a === 'rejeitar');

  return (
    <Stack>
      <PageTitle title="Analisar Recebimento de Resíduos" />
      <SituacaoFilter value={situacoes} onChange={setSituacoes} />
      <DataGrid<CtrRow>
        title="Consulta de recebimento de resíduo"
        entity={VIEW_CTR}
        baseWhere={baseWhere}
        columns={COLUMNS}
        defaultOrder={[['id', 'DESC']]}
        toolbar={
          canAlter && (
            <Button size="xs" onClick={() => setLote(true)}>
              Receber em Lote
            </Button>
          )
        }
        rowActions={(row) => (
          <Group gap={4} wrap="nowrap">
            <FichaButton id={row.id} />
            {podeAvaliar(row) && (
              <Button
                size="compact-xs"
                variant="light"
                onClick={() => setAvaliando(row)}
                aria-label={`Avaliar recebimento da CTR ${row.id}`}
              >
                AVALIAR RECEBIMENTO
              </Button>
            )}
          </Group>
        )}
      />
      <AvaliarRecebimentoPopup
        ctr={avaliando}
        onClose={() => setAvaliando(null)}
        onDone={() => {
          setAvaliando(null);
          reload();
        }}
      />
      <ReceberLotePopup
        opened={lote}
        onClose={() => setLote(false)}
        onDone={() => {
          setLote(false);
          reload();
        }}
      />
    </Stack>
  );
}
