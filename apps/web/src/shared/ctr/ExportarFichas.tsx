import { Alert, Button, Group, Progress, Stack, Text } from '@mantine/core';
import { MAX_FICHAS_EXPORTACAO, type exportacaoContract } from '@rcc/domain/contract/exportacoes';
import type { Data } from '@rcc/domain/contract/envelope';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../api/client';
import type { FindParams, ListResult } from '../api/types';
import { useSave } from '../api/use-save';
import { VIEW_CTR } from './ctr-api';

type Exportacao = Data<typeof exportacaoContract.situacao>;
const PAGINA = 1000;

/** The ids of every CTR the list's filter finds (page by page, at most MAX_FICHAS_EXPORTACAO). */
async function idsDoFiltro(filtro: FindParams): Promise<number[]> {
  const ids: number[] = [];
  for (let offset = 0; offset < MAX_FICHAS_EXPORTACAO; offset += PAGINA) {
    const page = await api.post<ListResult<{ id: number }>>(`/${VIEW_CTR}/find`, {
      where: filtro.where,
      order: filtro.order,
      fields: ['id'],
      limit: Math.min(PAGINA, MAX_FICHAS_EXPORTACAO - offset),
      offset,
    });
    ids.push(...page.rows.map((r) => r.id));
    if (page.rows.length < PAGINA) break;
  }
  return ids;
}

/**
 * "PDF de todas as CTRs filtradas" (issue #18): more sheets than the 500 of one screen, made in the
 * background; a progress bar while the job runs and the download when it is ready.
 */
export function ExportarFichas({ filtro }: { filtro: () => FindParams | undefined }) {
  const [id, setId] = useState<number | null>(null);
  const pedir = useSave({
    save: async () => {
      const ids = await idsDoFiltro(filtro() ?? {});
      return api.post<Exportacao>('/exportacoes/fichas-ctr', { ids });
    },
    onSuccess: (e) => setId(e.id),
  });
  const estado = useQuery({
    queryKey: ['exportacao', id],
    queryFn: () => api.get<Exportacao>(`/exportacoes/${id}`),
    enabled: id !== null,
    refetchInterval: (q) =>
      q.state.data && ['pronta', 'falhou'].includes(q.state.data.situacao) ? false : 1500,
  });
  const baixar = useSave({
    save: () => api.download(`/exportacoes/${id}/arquivo`, undefined, `fichas-ctr-${id}.pdf`, 'GET'),
  });
  const e = estado.data;
  return (
    <Stack gap={4}>
      <Button
        size="xs"
        variant="light"
        title={`Até ${MAX_FICHAS_EXPORTACAO.toLocaleString('pt-BR')} CTRs, geradas em segundo plano`}
        onClick={() => pedir.mutate()}
        loading={pedir.isPending}
      >
        PDF de todas as CTRs filtradas
      </Button>
      {e && e.situacao !== 'falhou' && (
        <Group gap="xs">
          <Progress
            value={e.progresso}
            w={160}
            aria-label={`Gerando o PDF de ${e.total} CTRs: ${e.progresso} %`}
            animated={e.situacao !== 'pronta'}
          />
          <Text size="xs" role="status">
            {e.situacao === 'pronta' ? 'PDF pronto.' : `Gerando PDF: ${e.progresso} %`}
          </Text>
          {e.situacao === 'pronta' && (
            <Button size="xs" onClick={() => baixar.mutate()} loading={baixar.isPending}>
              Baixar PDF
            </Button>
          )}
        </Group>
      )}
      {e?.situacao === 'falhou' && (
        <Alert color="red" title="Não foi possível gerar o PDF">
          {e.erro}
        </Alert>
      )}
    </Stack>
  );
}
