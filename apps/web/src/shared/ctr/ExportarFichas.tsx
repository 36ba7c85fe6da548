import { Button, Stack } from '@mantine/core';
import { MAX_FICHAS_EXPORTACAO } from '@rcc/domain/contract/exportacoes';
import { useState } from 'react';
import { api } from '../api/client';
import type { FindParams, ListResult } from '../api/types';
import { useSave } from '../api/use-save';
import { AcompanharExportacao, type Exportacao } from '../ui/AcompanharExportacao';
import { VIEW_CTR } from './ctr-api';
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
      {id !== null && <AcompanharExportacao id={id} tipo="fichas-ctr" />}
    </Stack>
  );
}
