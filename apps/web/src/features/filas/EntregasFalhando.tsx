import { Badge, Table, Text } from '@mantine/core';
import type { Data } from '@rcc/domain/contract/envelope';
import type { filasContract } from '@rcc/domain/contract/filas';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../shared/api/client';
import { CHAVE_FILAS } from './filas-meta';

type Entregas = Data<typeof filasContract.entregas>;
const quando = (d: string | null) => (d ? new Date(d).toLocaleString('pt-BR') : '—');

/** Webhook deliveries still failing (retried with backoff) or given up after 24 h, every integrator's. */
export function EntregasFalhando() {
  const q = useQuery({
    queryKey: [...CHAVE_FILAS, 'entregas'],
    queryFn: () => api.get<Entregas>('/filas/entregas', { limit: 50 }),
    refetchInterval: 10_000,
  });
  const rows = q.data?.rows ?? [];
  return (
    <Table.ScrollContainer minWidth={340}>
      <Table striped withTableBorder verticalSpacing="xs">
        <Table.Caption>
          {q.data
            ? `${q.data.count} entrega(s) com falha (as 50 mais recentes). O integrador reenvia pelo registro de entregas do endereço.`
            : 'Carregando…'}
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Integrador e endereço</Table.Th>
            <Table.Th scope="col">Evento</Table.Th>
            <Table.Th scope="col">Situação</Table.Th>
            <Table.Th scope="col">Resposta</Table.Th>
            <Table.Th scope="col">Tentativas</Table.Th>
            <Table.Th scope="col">Última tentativa</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={6}>{q.isPending ? 'Carregando…' : 'Nenhuma entrega com falha.'}</Table.Td>
            </Table.Tr>
          )}
          {rows.map((e) => (
            <Table.Tr key={e.id}>
              <Table.Td>
                {e.pessoa}
                <br />
                <Text span size="xs" style={{ overflowWrap: 'anywhere' }}>
                  {e.url}
                </Text>
              </Table.Td>
              <Table.Td>{e.tipo}</Table.Td>
              <Table.Td>
                <Badge color={e.situacao === 'falhou' ? 'red' : 'yellow'} variant="light">
                  {e.situacao === 'falhou' ? 'Desistida' : 'Tentando'}
                </Badge>
              </Table.Td>
              <Table.Td>{e.ultimoStatus ?? e.ultimoErro ?? '—'}</Table.Td>
              <Table.Td>{e.tentativas}</Table.Td>
              <Table.Td>{quando(e.ultimaTentativaEm)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
