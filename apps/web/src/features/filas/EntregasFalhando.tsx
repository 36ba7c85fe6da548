import { Badge, Text } from '@mantine/core';
import type { Data } from '@rcc/domain/contract/envelope';
import type { filasContract } from '@rcc/domain/contract/filas';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../shared/api/client';
import { type ColunaTabela, TabelaSimples } from '../../shared/ui/TabelaSimples';
import { CHAVE_FILAS, quando } from './filas-meta';

type Entregas = Data<typeof filasContract.entregas>;
type Entrega = Entregas['rows'][number];

const COLUNAS: ColunaTabela<Entrega>[] = [
  {
    chave: 'destino',
    titulo: 'Integrador e endereço',
    celula: (e) => (
      <>
        {e.pessoa}
        <br />
        <Text span size="xs" style={{ overflowWrap: 'anywhere' }}>
          {e.url}
        </Text>
      </>
    ),
  },
  { chave: 'tipo', titulo: 'Evento', celula: (e) => e.tipo },
  {
    chave: 'situacao',
    titulo: 'Situação',
    // The word says it; the colour only repeats it.
    celula: (e) => (
      <Badge color={e.situacao === 'falhou' ? 'red' : 'yellow'} variant="light">
        {e.situacao === 'falhou' ? 'Desistida' : 'Tentando'}
      </Badge>
    ),
  },
  { chave: 'resposta', titulo: 'Resposta', celula: (e) => e.ultimoStatus ?? e.ultimoErro ?? '—' },
  { chave: 'tentativas', titulo: 'Tentativas', celula: (e) => e.tentativas },
  { chave: 'ultima', titulo: 'Última tentativa', celula: (e) => quando(e.ultimaTentativaEm) },
];

/** Webhook deliveries still failing (retried with backoff) or given up after 24 h, every integrator's. */
export function EntregasFalhando() {
  const q = useQuery({
    queryKey: [...CHAVE_FILAS, 'entregas'],
    queryFn: () => api.get<Entregas>('/filas/entregas', { limit: 50 }),
    refetchInterval: 10_000,
  });
  return (
    <TabelaSimples
      titulo={
        q.data
          ? `${q.data.count} entrega(s) com falha (as 50 mais recentes); o integrador reenvia pelo registro de entregas do endereço`
          : 'Entregas de webhook com falha'
      }
      colunas={COLUNAS}
      linhas={q.data?.rows ?? []}
      chaveLinha={(e) => String(e.id)}
      vazio={q.isPending ? 'Carregando…' : 'Nenhuma entrega com falha.'}
      minWidth={340}
      striped
    />
  );
}
