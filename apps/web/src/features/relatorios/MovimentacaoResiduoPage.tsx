import type { MoveResiduoRow } from '@rcc/domain/contract/relatorios';
import { Group, Paper, Text } from '@mantine/core';
import { useState } from 'react';
import { PageTitle } from '../../shared/ui/PageTitle';
import { colunaM3, m3, ReportGrid } from './ReportGrid';

type Row = MoveResiduoRow;

export default function MovimentacaoResiduoPage() {
  const [sum, setSum] = useState<Record<string, number | null> | null>(null);
  const title = 'Consultar Movimentação de Resíduos';
  return (
    <>
      <PageTitle title={title} />
      {sum && (
        <Paper withBorder p="sm" mb="sm" aria-label="Totais">
          <Group gap="xl">
            <Text size="sm">Total recebido dos transportadores: {m3(sum.volume_transportador)}</Text>
            <Text size="sm">Total na ATT: {m3(sum.volume_att)}</Text>
            <Text size="sm">Total no aterro: {m3(sum.volume_aterro)}</Text>
            <Text size="sm">Total na recicladora: {m3(sum.volume_recicladora)}</Text>
          </Group>
        </Paper>
      )}
      <ReportGrid<Row>
        path="/findMoveResiduo"
        title={title}
        fileName="movimentacao-residuos"
        onData={(d) => setSum(d.sum?.[0] ?? null)}
        columns={[
          { field: 'nomeRazaoSocial', header: 'Transportador' },
          { field: 'cpfCnpj', header: 'CNPJ' },
          colunaM3<Row>('volume_transportador', 'Volume recebido (m³)'),
          colunaM3<Row>('volume_att', 'Volume na ATT (m³)'),
          colunaM3<Row>('volume_aterro', 'Volume no aterro (m³)'),
          colunaM3<Row>('volume_recicladora', 'Volume na recicladora (m³)'),
          colunaM3<Row>('saldo', 'Saldo (m³)'),
        ]}
      />
    </>
  );
}
