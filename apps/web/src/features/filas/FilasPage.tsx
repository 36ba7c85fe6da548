import { Button, Group, Stack, Text, Title } from '@mantine/core';
import type { Data } from '@rcc/domain/contract/envelope';
import type { filasContract } from '@rcc/domain/contract/filas';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../shared/api/client';
import { useSave } from '../../shared/api/use-save';
import { confirm } from '../../shared/ui/confirm';
import { PageLoader } from '../../shared/ui/PageLoader';
import { PageTitle } from '../../shared/ui/PageTitle';
import { type ColunaTabela, TabelaSimples } from '../../shared/ui/TabelaSimples';
import { EntregasFalhando } from './EntregasFalhando';
import { FalhasTable } from './FalhasTable';
import { CHAVE_FILAS, nomeFila } from './filas-meta';

type Resumo = Data<typeof filasContract.resumo>;
type Fila = Resumo['filas'][number];

const numero = (chave: keyof Omit<Fila, 'nome'>, titulo: string): ColunaTabela<Fila> => ({
  chave,
  titulo,
  celula: (f) => f[chave],
});
const COLUNAS: ColunaTabela<Fila>[] = [
  {
    chave: 'nome',
    titulo: 'Fila',
    celula: (f) => (
      <>
        {nomeFila(f.nome)}
        <br />
        <Text span size="xs" c="dimmed">
          {f.nome}
        </Text>
      </>
    ),
  },
  numero('criadas', 'Aguardando'),
  numero('ativas', 'Em execução'),
  numero('novaTentativa', 'Nova tentativa'),
  { chave: 'falhas', titulo: 'Falharam', celula: (f) => (f.falhas ? <strong>{f.falhas}</strong> : 0) },
  numero('concluidas', 'Concluídas'),
];

/**
 * Administração › Filas e entregas (issue #18): jobs per queue and state, the jobs that ran out of
 * attempts with their error (tentar de novo, one or all), and the webhook deliveries failing.
 */
export default function FilasPage() {
  const resumo = useQuery({
    queryKey: [...CHAVE_FILAS, 'resumo'],
    queryFn: () => api.get<Resumo>('/filas'),
    refetchInterval: 10_000,
  });
  const todas = useSave({
    save: () => api.post<{ reenviadas: number }>('/filas/tentar-de-novo', { todas: true }),
    invalidate: [[...CHAVE_FILAS]],
    success: (r) =>
      r.reenviadas === 1 ? '1 tarefa voltou para a fila.' : `${r.reenviadas} tarefas voltaram para a fila.`,
  });
  if (resumo.isPending) return <PageLoader />;
  const filas = resumo.data?.filas ?? [];
  const falhas = filas.reduce((n, f) => n + f.falhas, 0);
  const tentarTodas = async () => {
    const ok = await confirm({
      title: 'Tentar de novo todas as tarefas que falharam?',
      message: `${falhas} tarefa(s) voltarão para a fila agora.`,
      labels: { confirm: 'Tentar todas de novo' },
    });
    if (ok) todas.mutate();
  };
  return (
    <Stack>
      <PageTitle title="Filas e entregas" />
      <Text size="sm">
        Tarefas em segundo plano (e-mails, webhooks, rotinas agendadas) de todas as instâncias da API, lidas
        do banco de dados. Atualiza a cada 10 segundos.
      </Text>
      <TabelaSimples
        titulo="Tarefas por fila e situação (concluídas: últimas 24 horas)"
        colunas={COLUNAS}
        linhas={filas}
        chaveLinha={(f) => f.nome}
        minWidth={340}
        striped
      />
      <Group justify="space-between" align="end">
        <Title order={2} size="h3">
          Tarefas que falharam
        </Title>
        <Button onClick={tentarTodas} disabled={!falhas} loading={todas.isPending}>
          Tentar todas de novo
        </Button>
      </Group>
      <FalhasTable />
      <Title order={2} size="h3">
        Entregas de webhook com falha
      </Title>
      <EntregasFalhando />
    </Stack>
  );
}
