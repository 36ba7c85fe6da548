import type { MoveResiduoRow } from '@rcc/domain/contract/relatorios';
import { Group, Paper, Text } from '@mantine/core';
import { useState } from 'react';
import { PageTitle } from '../../shared/ui/PageTitle';
import { m3, ReportGrid } from './ReportGrid';

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
          {
            field: 'volume_transportador',
            header: 'Volume recebido (m³)',
            filter: 'none',
            render: (r) => m3(r.volume_transportador),
          },
          {
            field: 'volume_att',
            header: 'Volume na ATT (m³)',
            filter: 'none',
            render: (r) => m3(r.volume_att),
          },
          {
            field: 'volume_aterro',
            header: 'Volume no aterro (m³)',
            filter: 'none',
            render: (r) => m3(r.volume_aterro),
          },
          {
            field: 'volume_recicladora',
            header: 'Volume na recicladora (m³)',
            filter: 'none',
            render: (r) => m3(r.volume_recicladora),
          },
          { field: 'saldo', header: 'Saldo (m³)', filter: 'none', render: (r) => m3(r.saldo) },
        ]}
      />
    </>
  );
}
