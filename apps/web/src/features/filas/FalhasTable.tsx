import { Button, Code, Table, Text } from '@mantine/core';
import type { Data } from '@rcc/domain/contract/envelope';
import type { filasContract } from '@rcc/domain/contract/filas';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../shared/api/client';
import { useSave } from '../../shared/api/use-save';
import { CHAVE_FILAS, nomeFila } from './filas-meta';

type Falhas = Data<typeof filasContract.falhas>;
const quando = (d: string | null) => (d ? new Date(d).toLocaleString('pt-BR') : '—');

/** The jobs out of attempts (the dead-letter list) with their error and "tentar de novo". */
export function FalhasTable() {
  const q = useQuery({
    queryKey: [...CHAVE_FILAS, 'falhas'],
    queryFn: () => api.get<Falhas>('/filas/falhas', { limit: 50 }),
    refetchInterval: 10_000,
  });
  const retry = useSave({
    save: (t: { fila: string; id: string }) => api.post('/filas/tentar-de-novo', t),
    invalidate: [[...CHAVE_FILAS]],
    success: 'A tarefa voltou para a fila.',
  });
  const rows = q.data?.rows ?? [];
  return (
    <Table.ScrollContainer minWidth={340}>
      <Table striped withTableBorder verticalSpacing="xs">
        <Table.Caption>
          {q.data ? `${q.data.count} tarefa(s) esgotaram as tentativas (as 50 mais recentes)` : 'Carregando…'}
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Fila</Table.Th>
            <Table.Th scope="col">Erro</Table.Th>
            <Table.Th scope="col">Tentativas</Table.Th>
            <Table.Th scope="col">Falhou em</Table.Th>
            <Table.Th scope="col">Ação</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={5}>{q.isPending ? 'Carregando…' : 'Nenhuma tarefa falhou.'}</Table.Td>
            </Table.Tr>
          )}
          {rows.map((t) => (
            <Table.Tr key={t.id}>
              <Table.Td>
                {nomeFila(t.fila)}
                <br />
                <Code>{t.dados}</Code>
              </Table.Td>
              <Table.Td>
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {t.erro ?? '—'}
                </Text>
              </Table.Td>
              <Table.Td>{t.tentativas}</Table.Td>
              <Table.Td>{quando(t.falhouEm)}</Table.Td>
              <Table.Td>
                <Button
                  size="xs"
                  variant="light"
                  aria-label={`Tentar de novo a tarefa ${t.id} de ${nomeFila(t.fila)}`}
                  onClick={() => retry.mutate({ fila: t.fila, id: t.id })}
                  loading={retry.isPending && retry.variables?.id === t.id}
                >
                  Tentar de novo
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
