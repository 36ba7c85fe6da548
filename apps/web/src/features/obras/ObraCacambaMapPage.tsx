import { Alert, Stack, Text } from '@mantine/core';
import { MSG_MASTER_DATA } from '@rcc/domain/messages/master-data';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { api } from '../../shared/api/client';
import { ListState, QueryListState } from '../../shared/ui/ListState';
import { PageTitle } from '../../shared/ui/PageTitle';
import type { ObraCacambasResult } from '@rcc/domain/contract/localizar-cacamba';
import { cacambaPonto } from '../../shared/map/status-popup';
import { type ClusterPoint, ClusterLayer, MapaBase } from '../../shared/map/MapaBase';

const M = MSG_MASTER_DATA.ocorrencia;

export type ObraCacambas = ObraCacambasResult;

/** '?ids=1,2' → [1, 2] (positive integers only). */
export const parseIds = (raw: string | null) =>
  [...new Set((raw ?? '').split(',').map(Number))].filter((n) => Number.isInteger(n) && n > 0);

/** Markers: each work site, and each bin standing at it (coloured by status, with its status popup). */
export function pontos(data: ObraCacambas | undefined): ClusterPoint[] {
  if (!data) return [];
  const obras = data.obras.flatMap((o) =>
    o.shape
      ? [
          {
            id: `obra${o.id}`,
            lon: o.shape.coordinates[0],
            lat: o.shape.coordinates[1],
            tooltip: `Obra ${o.nomeObra}`,
          },
        ]
      : [],
  );
  const cacambas = data.rows.map(cacambaPonto);
  return [...obras, ...cacambas];
}

/**
 * '/obra/cacamba-map?ids=…' (spec 3 §2, 'Retirar Caçamba'): the bins standing at the given work
 * sites, each with its status popup, around the sites' markers.
 */
export default function ObraCacambaMapPage() {
  const [search] = useSearchParams();
  const ids = useMemo(() => parseIds(search.get('ids')), [search]);
  const q = useQuery({
    queryKey: ['ObraCacambaLocation', ids],
    enabled: ids.length > 0,
    queryFn: () => api.post<ObraCacambas>('/ObraCacambaLocation/find', { ids }),
  });
  const points = useMemo(() => (q.isError ? [] : pontos(q.data)), [q.data, q.isError]);
  const first = q.data?.obras.find((o) => o.shape)?.shape?.coordinates;
  const semLocal = q.data ? q.data.obras.some((o) => !o.shape) || q.data.obras.length < ids.length : false;
  const overlay = (
    <Stack gap={4}>
      <Text size="sm" fw={700}>
        Caçambas nas obras
      </Text>
      {q.data &&
        (q.data.rows.length === 0 ? (
          <ListState
            kind="empty"
            title="Nenhuma caçamba na obra neste momento."
            hint="As caçambas alocadas nas obras escolhidas aparecem aqui e no mapa."
            compact
          />
        ) : (
          <Text size="sm" aria-live="polite">
            {`${q.data.rows.length} ${q.data.rows.length === 1 ? 'caçamba' : 'caçambas'} na obra`}
          </Text>
        ))}
      {ids.length === 0 && (
        <Alert color="blue" p="xs">
          <Text size="xs">Escolha as obras para ver as caçambas no mapa.</Text>
        </Alert>
      )}
      {semLocal && (
        <Alert color="blue" p="xs">
          <Text size="xs">{M.localizacaoCacambas}</Text>
        </Alert>
      )}
      <QueryListState query={q} carregando="Carregando as caçambas…" falha={M.falhaMapaCacambas} compact />
    </Stack>
  );
  return (
    <>
      <PageTitle title="Retirar Caçamba" />
      {q.isLoading && <ListState kind="loading" title="Carregando as caçambas das obras…" />}
      {/* Centre on the first site once it is known (the map mounts with its first centre). */}
      {(q.isFetched || ids.length === 0) && (
        <MapaBase
          key={first ? first.join(',') : 'padrao'}
          overlay={overlay}
          center={first ? [first[1], first[0]] : undefined}
          zoom={first ? 16 : undefined}
        >
          <ClusterLayer points={points} />
        </MapaBase>
      )}
    </>
  );
}
