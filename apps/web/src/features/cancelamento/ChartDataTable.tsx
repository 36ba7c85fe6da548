import { Table, VisuallyHidden } from '@mantine/core';
import type { ChartData } from './chart-option';

/** The chart's numbers as a table for screen readers (the canvas has no text). */
export function ChartDataTable({ data }: { data: ChartData }) {
  return (
    <VisuallyHidden>
      <Table aria-label={`Dados: ${data.title}`}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Período</Table.Th>
            <Table.Th scope="col">Quantidade</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {data.points.map((p) => (
            <Table.Tr key={p.key}>
              <Table.Td>{p.label}</Table.Td>
              <Table.Td>{p.total}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </VisuallyHidden>
  );
}
