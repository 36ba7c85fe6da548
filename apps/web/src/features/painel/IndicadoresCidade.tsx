import { Card, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { PainelIndicadores } from '@rcc/domain';
import { formatDate, formatDateTime, formatNumber } from '../../shared/format';

const ALTURA = 120;
const LARGURA_SEMANA = 40;

function Numero({ rotulo, valor }: { rotulo: string; valor: string }) {
  return (
    <Card withBorder radius="md" padding="md">
      <Text size="sm">{rotulo}</Text>
      <Text fz={32} fw={700} lh={1.1}>
        {valor}
      </Text>
    </Card>
  );
}

/**
 * The last 12 weeks as paired bars (opened: filled; received: outlined, so the two differ by
 * shape, not only by colour), with the same figures in a table below it.
 */
function Grafico({ semanas }: { semanas: PainelIndicadores['semanas'] }) {
  const max = Math.max(1, ...semanas.flatMap((s) => [s.abertas, s.recebidas]));
  const h = (n: number) => Math.round((n / max) * ALTURA);
  const largura = semanas.length * LARGURA_SEMANA;
  return (
    <svg
      viewBox={`0 0 ${largura} ${ALTURA + 20}`}
      width="100%"
      style={{ maxWidth: 640 }}
      role="img"
      aria-label="CTRs abertas e recebidas por semana nas últimas 12 semanas (valores na tabela abaixo)"
    >
      {semanas.map((s, i) => {
        const x = i * LARGURA_SEMANA + 6;
        return (
          <g key={s.inicio}>
            <rect x={x} y={ALTURA - h(s.abertas)} width={13} height={h(s.abertas)} fill="#1351b4" />
            <rect
              x={x + 15}
              y={ALTURA - h(s.recebidas)}
              width={12}
              height={h(s.recebidas)}
              fill="#ffffff"
              stroke="#168821"
              strokeWidth={2}
            />
            <text x={x + 14} y={ALTURA + 14} fontSize={9} textAnchor="middle" fill="#333333">
              {s.inicio.slice(8, 10)}/{s.inicio.slice(5, 7)}
            </text>
          </g>
        );
      })}
    </svg>
  );
}

/** The city's indicators (Secretaria / Administrador): this week, this month by class, 12 weeks. */
export function IndicadoresCidade({ dados }: { dados: PainelIndicadores }) {
  return (
    <Stack component="section" aria-labelledby="painel-indicadores" gap="sm">
      <Title order={3} size="h4" id="painel-indicadores">
        Indicadores da cidade
      </Title>
      <Text size="sm">
        Calculados em {formatDateTime(dados.calculadoEm)} (refeitos a cada minuto; as contagens dos cartões
        são do momento).
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Numero rotulo="CTRs abertas nesta semana" valor={String(dados.abertasSemana)} />
        <Numero rotulo="CTRs recebidas nesta semana" valor={String(dados.recebidasSemana)} />
      </SimpleGrid>
      <Table.ScrollContainer minWidth={280}>
        <Table withTableBorder>
          <Table.Caption>Volume recebido neste mês por classe de resíduo</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Classe</Table.Th>
              <Table.Th scope="col">Volume (m³)</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {dados.volumeMesPorClasse.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={2}>Nenhum recebimento neste mês.</Table.Td>
              </Table.Tr>
            )}
            {dados.volumeMesPorClasse.map((c) => (
              <Table.Tr key={c.classe}>
                <Table.Td>{c.classe}</Table.Td>
                <Table.Td>{formatNumber(c.volume)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Text size="sm" fw={600}>
        Últimas 12 semanas: CTRs abertas (barra cheia) e recebidas (barra vazada)
      </Text>
      <Grafico semanas={dados.semanas} />
      <Table.ScrollContainer minWidth={320}>
        <Table withTableBorder striped>
          <Table.Caption>CTRs por semana (tabela do gráfico)</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Semana de</Table.Th>
              <Table.Th scope="col">Abertas</Table.Th>
              <Table.Th scope="col">Recebidas</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {dados.semanas.map((s) => (
              <Table.Tr key={s.inicio}>
                <Table.Td>{formatDate(`${s.inicio}T12:00:00`)}</Table.Td>
                <Table.Td>{s.abertas}</Table.Td>
                <Table.Td>{s.recebidas}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
