import { Badge, Box, Button, Table, Text } from '@mantine/core';
import type { CtrRapida } from './destino-rapido-api';

export interface LinhaPesagem {
  ctr: CtrRapida;
  /** Kept on the device, not yet on the server (issue #16). */
  pendente?: 'adicionar' | 'remover';
}

/** The vehicle's weighing list; actions still on the device say so in words, not by colour. */
export function PesagemTabela({
  linhas,
  onRemover,
}: {
  linhas: LinhaPesagem[];
  onRemover: (c: CtrRapida) => void;
}) {
  return (
    // Its own keyboard-reachable scroll area on a narrow phone; the page never scrolls sideways.
    <Box style={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label="CTRs em pesagem (lista)">
      <Table withTableBorder captionSide="top" aria-label="CTRs em pesagem">
        <Table.Caption>CTRs em pesagem</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">CTR</Table.Th>
            <Table.Th scope="col">Caçamba</Table.Th>
            <Table.Th scope="col">Resíduo predominante</Table.Th>
            <Table.Th scope="col">Ações</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {linhas.map(({ ctr: c, pendente }) => (
            <Table.Tr key={c.id}>
              <Table.Td>{c.id}</Table.Td>
              <Table.Td>{c.cacamba?.numeroIdentificacao ?? ''}</Table.Td>
              <Table.Td>{c.residuoPredominante?.nome ?? ''}</Table.Td>
              <Table.Td>
                {pendente ? (
                  <Badge color="yellow" variant="filled">
                    {pendente === 'adicionar' ? 'Pendente de envio' : 'Remoção pendente de envio'}
                  </Badge>
                ) : (
                  <Button
                    size="compact-xs"
                    color="red"
                    variant="light"
                    onClick={() => onRemover(c)}
                    aria-label={`Remover CTR ${c.id}`}
                  >
                    Remover
                  </Button>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
          {linhas.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={4}>
                <Text c="dimmed" size="sm">
                  Nenhuma CTR em pesagem.
                </Text>
              </Table.Td>
            </Table.Tr>
          )}
        </Table.Tbody>
      </Table>
    </Box>
  );
}
