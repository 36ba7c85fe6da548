import { Badge, Button, Group, Stack } from '@mantine/core';
import { availableActions, F, SITUACOES_RECEBIMENTO } from '@rcc/domain';
import { CTR_ACTION_FIELDS, CTR_AVALIACAO_RECEBIMENTO_FIELDS } from '@rcc/domain/contract/ctr';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useCan, useSession } from '../../shared/auth/use-session';
import { grupoRecebimento } from '../../shared/offline/recebimento';
import { useFilaOffline } from '../../shared/offline/use-fila';
import { SituacaoBadge } from '../../shared/ctr/SituacaoBadge';
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

// `card`: what the destination's phone shows of each load at the gate (issue #16).
const COLUMNS: GridColumn<CtrRow>[] = [
  { ...col.numero(), card: 'title' },
  { field: 'numeroIdentificacaoCacamba', header: 'Identificação da Caçamba', card: 3 },
  { field: 'tipoResiduo', header: 'Resíduo Predominante', card: 4 },
  { field: 'placa', header: 'Placa do Veículo', card: 1 },
  { field: 'nomeTransportador', header: 'Transportador', card: 2 },
  col.cpfCnpj('cpfCnpjTransportador'),
  { field: 'dataHoraSolicitacao', header: 'Data/Hora da Solicitação', format: 'datetime', filter: 'date' },
  {
    field: 'situacao',
    header: 'Situação',
    filter: 'none',
    card: 'badge',
    render: (row) => <SituacaoBadge situacao={row.situacao} />,
  },
];

/** What the row's actions and the evaluation popup read (kept in the offline copy too). */
const CAMPOS_LINHA = [...CTR_ACTION_FIELDS, ...CTR_AVALIACAO_RECEBIMENTO_FIELDS] as const;

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
  // Receipts kept on this device (offline) wait to be sent: the CTR is not evaluated twice.
  const { user } = useSession();
  const { pendentes } = useFilaOffline(grupoRecebimento(user?.id));
  const pendente = new Set(pendentes.flatMap((a) => a.idsCtr ?? (a.idCtr ? [a.idCtr] : [])));
  // Sent once the connection returns: the list is read again.
  const enviadas = useRef(pendentes.length);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a shorter queue reloads
  useEffect(() => {
    if (pendentes.length < enviadas.current) void reload();
    enviadas.current = pendentes.length;
  }, [pendentes.length]);
  const podeAvaliar = (row: CtrRow) =>
    canAlter &&
    !pendente.has(row.id) &&
    (SITUACOES_RECEBIMENTO as readonly string[]).includes(row.situacao) &&
    availableActions(toCtrState(row), actor).some((a) => a === 'receber' || a === 'rejeitar');

  return (
    <Stack>
      <PageTitle title="Analisar Recebimento de Resíduos" />
      <SituacaoFilter value={situacoes} onChange={setSituacoes} />
      <DataGrid<CtrRow>
        title="Consulta de recebimento de resíduo"
        entity={VIEW_CTR}
        offlineCopy="recebimento"
        baseWhere={baseWhere}
        columns={COLUMNS}
        rowFields={CAMPOS_LINHA}
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
            {pendente.has(row.id) && (
              <Badge color="yellow" variant="filled" tt="none">
                Pendente de envio
              </Badge>
            )}
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
        emEspera={pendente}
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
