import { Button, Code, Text } from '@mantine/core';
import type { Data } from '@rcc/domain/contract/envelope';
import type { filasContract } from '@rcc/domain/contract/filas';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../shared/api/client';
import { useSave } from '../../shared/api/use-save';
import { type ColunaTabela, TabelaSimples } from '../../shared/ui/TabelaSimples';
import { CHAVE_FILAS, nomeFila, quando } from './filas-meta';

type Falhas = Data<typeof filasContract.falhas>;
type Falha = Falhas['rows'][number];

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
  const colunas: ColunaTabela<Falha>[] = [
    {
      chave: 'fila',
      titulo: 'Fila',
      celula: (t) => (
        <>
          {nomeFila(t.fila)}
          <br />
          <Code>{t.dados}</Code>
        </>
      ),
    },
    {
      chave: 'erro',
      titulo: 'Erro',
      celula: (t) => (
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {t.erro ?? '—'}
        </Text>
      ),
    },
    { chave: 'tentativas', titulo: 'Tentativas', celula: (t) => t.tentativas },
    { chave: 'falhouEm', titulo: 'Falhou em', celula: (t) => quando(t.falhouEm) },
    {
      chave: 'acao',
      titulo: 'Ação',
      celula: (t) => (
        <Button
          size="xs"
          variant="light"
          aria-label={`Tentar de novo a tarefa ${t.id} de ${nomeFila(t.fila)}`}
          onClick={() => retry.mutate({ fila: t.fila, id: t.id })}
          loading={retry.isPending && retry.variables?.id === t.id}
        >
          Tentar de novo
        </Button>
      ),
    },
  ];
  return (
    <TabelaSimples
      titulo={
        q.data
          ? `${q.data.count} tarefa(s) esgotaram as tentativas (as 50 mais recentes)`
          : 'Tarefas que falharam'
      }
      colunas={colunas}
      linhas={q.data?.rows ?? []}
      chaveLinha={(t) => t.id}
      vazio={q.isPending ? 'Carregando…' : 'Nenhuma tarefa falhou.'}
      minWidth={340}
      striped
    />
  );
}
