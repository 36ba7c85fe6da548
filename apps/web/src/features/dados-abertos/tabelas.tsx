import { Box, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { TabelaSimples } from '../../shared/ui/TabelaSimples';
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
    <TabelaSimples
      titulo={titulo}
      linhas={linhas}
      chaveLinha={(l) => colunas.map((c) => String(l[c.campo])).join('|')}
      colunas={colunas.map((c) => ({
        chave: c.campo,
        titulo: c.titulo,
        celula: (l: Linha) => (
          <Celula valor={l[c.campo]} {...(c.casas !== undefined ? { casas: c.casas } : {})} />
        ),
      }))}
      vazio="Nenhum dado no período."
      minWidth={640}
      striped
    />
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
