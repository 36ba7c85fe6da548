import { Table, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';

/** One column of a {@link TabelaSimples}: its header and how a row's cell is drawn. */
export interface ColunaTabela<T> {
  chave: string;
  titulo: string;
  celula: (linha: T) => ReactNode;
}

interface TabelaSimplesProps<T> {
  /** The table's caption (its accessible name); also names the sideways-scrolling region. */
  titulo: string;
  colunas: ColunaTabela<T>[];
  linhas: T[];
  chaveLinha: (linha: T) => string;
  /** The single row shown when there are no rows. */
  vazio?: string;
  /** Below this width the table scrolls sideways inside a focusable region (a phone). */
  minWidth?: number;
  /** A table only for screen readers (e.g. the figures behind a chart drawn on a canvas). */
  oculta?: boolean;
  striped?: boolean;
}

/**
 * A read-only data table with a caption, column headers with `scope="col"` and an empty row:
 * the one accessible table of the public pages and the charts' text alternatives.
 */
export function TabelaSimples<T>({
  titulo,
  colunas,
  linhas,
  chaveLinha,
  vazio = 'Nenhum dado.',
  minWidth,
  oculta = false,
  striped = false,
}: TabelaSimplesProps<T>) {
  const tabela = (
    <Table striped={striped} withTableBorder={!oculta}>
      <Table.Caption>{titulo}</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          {colunas.map((c) => (
            <Table.Th key={c.chave} scope="col">
              {c.titulo}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {linhas.length === 0 && (
          <Table.Tr>
            <Table.Td colSpan={colunas.length}>{vazio}</Table.Td>
          </Table.Tr>
        )}
        {linhas.map((l) => (
          <Table.Tr key={chaveLinha(l)}>
            {colunas.map((c) => (
              <Table.Td key={c.chave}>{c.celula(l)}</Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
  if (oculta) return <VisuallyHidden>{tabela}</VisuallyHidden>;
  if (minWidth === undefined) return tabela;
  return (
    // Keyboard users scroll the table sideways on a phone: the scroll box takes focus (axe).
    <Table.ScrollContainer
      minWidth={minWidth}
      scrollAreaProps={{ viewportProps: { tabIndex: 0, role: 'region', 'aria-label': titulo } }}
    >
      {tabela}
    </Table.ScrollContainer>
  );
}
