import { Box, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import type { Linha } from './dados-abertos-api';

/** A figure, or "—" when suppressed (fewer than 5 CTRs or persons), said in words to screen readers. */
function Celula({ valor, casas = 0 }: { valor: Linha[string] | undefined; casas?: number }) {
  if (valor === null || valor === undefined) {
    return (
      <>
        <span aria-hidden="true">—</span>
        <VisuallyHidden>suprimido</VisuallyHidden>
      </>
    );
  }
  if (typeof valor === 'number') {
    return (
      <>{valor.toLocaleString('pt-BR', { minimumFractionDigits: casas, maximumFractionDigits: casas })}</>
    );
  }
  return <>{valor}</>;
}

export interface Coluna {
  campo: string;
  titulo: string;
  casas?: number;
}

/** A dataset's rows as a table (scrolls sideways on a phone). */
export function TabelaDados({
  titulo,
  colunas,
  linhas,
}: {
  titulo: string;
  colunas: Coluna[];
  linhas: Linha[];
}) {
  return (
    // Keyboard users scroll the table sideways on a phone: the scroll box takes focus (axe).
    <Table.ScrollContainer
      minWidth={640}
      scrollAreaProps={{ viewportProps: { tabIndex: 0, role: 'region', 'aria-label': titulo } }}
    >
      <Table striped withTableBorder>
        <Table.Caption>{titulo}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            {colunas.map((c) => (
              <Table.Th key={c.campo} scope="col">
                {c.titulo}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {linhas.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={colunas.length}>Nenhum dado no período.</Table.Td>
            </Table.Tr>
          )}
          {linhas.map((l) => (
            <Table.Tr key={colunas.map((c) => String(l[c.campo])).join('|')}>
              {colunas.map((c) => (
                <Table.Td key={c.campo}>
                  <Celula valor={l[c.campo]} {...(c.casas !== undefined ? { casas: c.casas } : {})} />
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/**
 * CTRs opened per month as horizontal bars, each with its number written beside it. The bars are
 * decoration (aria-hidden): the table below carries the same figures.
 */
export function GraficoMensal({ linhas, campo }: { linhas: Linha[]; campo: string }) {
  const max = Math.max(1, ...linhas.map((l) => (typeof l[campo] === 'number' ? (l[campo] as number) : 0)));
  return (
    <Stack gap={4} aria-hidden="true" data-testid="grafico-mensal">
      {linhas.map((l) => {
        const v = typeof l[campo] === 'number' ? (l[campo] as number) : null;
        return (
          <Group key={String(l.mes)} gap="xs" wrap="nowrap">
            <Text size="sm" w={64} ff="monospace">
              {l.mes}
            </Text>
            <Box h={14} bg="blue.7" style={{ width: `${((v ?? 0) / max) * 70}%`, borderRadius: 2 }} />
            <Text size="sm">{v === null ? '— (suprimido)' : v.toLocaleString('pt-BR')}</Text>
          </Group>
        );
      })}
    </Stack>
  );
}
