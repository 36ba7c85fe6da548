import { Badge, Button, Table } from '@mantine/core';
import type { Data } from '@rcc/domain/contract/envelope';
import type { webhookContract } from '@rcc/domain/contract/webhooks';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../shared/api/client';
import { useSave } from '../../shared/api/use-save';

type Entrega = Data<typeof webhookContract.entregas>['rows'][number];

const COR = { entregue: 'green', pendente: 'yellow', falhou: 'red' } as const;
const ROTULO = { entregue: 'Entregue', pendente: 'Pendente', falhou: 'Falhou' } as const;
const quando = (iso: string | null) => (iso ? new Date(iso).toLocaleString('pt-BR') : '—');

/** The delivery log of one endpoint (status, response code, time, attempts) with "reenviar". */
export function EntregasTable({ idEndpoint, chave }: { idEndpoint: number; chave: readonly string[] }) {
  const q = useQuery({
    queryKey: [...chave, idEndpoint],
    queryFn: () => api.get<Data<typeof webhookContract.entregas>>(`/webhook/${idEndpoint}/entregas`),
    refetchInterval: 5_000,
  });
  const reenviar = useSave({
    save: (id: number) => api.post(`/webhook/entrega/${id}/reenviar`),
    invalidate: [[...chave]],
    success: 'Entrega reenviada para a fila.',
  });
  const rows: Entrega[] = q.data?.rows ?? [];
  return (
    <Table.ScrollContainer minWidth={340}>
      <Table striped withTableBorder verticalSpacing="xs">
        <Table.Caption>Entregas do endereço (as 100 mais recentes)</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Evento</Table.Th>
            <Table.Th scope="col">Situação</Table.Th>
            <Table.Th scope="col">Resposta</Table.Th>
            <Table.Th scope="col">Tentativas</Table.Th>
            <Table.Th scope="col">Última tentativa</Table.Th>
            <Table.Th scope="col">Ação</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={6}>{q.isPending ? 'Carregando…' : 'Nenhuma entrega ainda.'}</Table.Td>
            </Table.Tr>
          )}
          {rows.map((e) => (
            <Table.Tr key={e.id}>
              <Table.Td>
                {e.tipo}
                <br />
                <code>{e.mensagemId}</code>
              </Table.Td>
              <Table.Td>
                <Badge color={COR[e.situacao]} variant="light">
                  {ROTULO[e.situacao]}
                </Badge>
              </Table.Td>
              <Table.Td>{e.ultimoStatus ?? e.ultimoErro ?? '—'}</Table.Td>
              <Table.Td>{e.tentativas}</Table.Td>
              <Table.Td>{quando(e.ultimaTentativaEm)}</Table.Td>
              <Table.Td>
                <Button
                  size="xs"
                  variant="light"
                  onClick={() => reenviar.mutate(e.id)}
                  loading={reenviar.isPending}
                >
                  Reenviar
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
