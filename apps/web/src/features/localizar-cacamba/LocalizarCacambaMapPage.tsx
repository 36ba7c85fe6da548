import { Alert, Checkbox, Stack, Text } from '@mantine/core';
import { MSG_MASTER_DATA } from '@rcc/domain/messages/master-data';
import type { GrupoMapa, LocalizacaoCacambaResult } from '@rcc/domain/contract/localizar-cacamba';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { api } from '../../shared/api/client';
import { ListState, QueryListState } from '../../shared/ui/ListState';
import { PageTitle } from '../../shared/ui/PageTitle';
import { BoundsWatcher, ClusterLayer, GroupLayer, MapaBase, type MapGroup } from '../../shared/map/MapaBase';
import { cacambaPonto, FILTROS, ocorrenciaPonto } from '../../shared/map/status-popup';

const n = (v: number) => v.toLocaleString('pt-BR');
const NOMES = { cacamba: ['caçamba', 'caçambas'], ocorrencia: ['ocorrência', 'ocorrências'] } as const;

/** 'Área com 1.234 caçambas — Alocada: 800, Enviada: 434' */
export function grupoTooltip(g: GrupoMapa): string {
  const nome = NOMES[g.camada][g.total === 1 ? 0 : 1];
  const partes = Object.entries(g.porGrupo)
    .sort((a, b) => b[1] - a[1])
    .map(([k, v]) => `${k}: ${n(v)}`);
  return `Área com ${n(g.total)} ${nome} — ${partes.join(', ')}`;
}

/** '/localizar-cacamba/map' (spec 3 §2): bins by status (Alocada on by default) and occurrences. */
export default function LocalizarCacambaMapPage() {
  const [situacoes, setSituacoes] = useState<string[]>(['Alocada']);
  const [box, setBox] = useState<[number, number, number, number] | null>(null);
  const q = useQuery({
    queryKey: ['CacambaLocation', situacoes, box],
    enabled: !!box,
    queryFn: () =>
      api.post<LocalizacaoCacambaResult>('/CacambaLocation/find', {
        situacoes,
        shape: box,
      }),
  });
  const points = useMemo(
    () => [...(q.data?.rows ?? []).map(cacambaPonto), ...(q.data?.ocorrencias ?? []).map(ocorrenciaPonto)],
    [q.data],
  );
  const groups = useMemo<MapGroup[]>(
    () =>
      (q.data?.grupos ?? []).map((g) => ({
        lon: g.lon,
        lat: g.lat,
        total: g.total,
        area: g.area,
        tooltip: grupoTooltip(g),
      })),
    [q.data],
  );
  const onBounds = useCallback((b: [number, number, number, number]) => setBox(b), []);
  const overlay = (
    <Stack gap={4}>
      <Checkbox.Group label="Situação da caçamba" value={situacoes} onChange={setSituacoes}>
        <Stack gap={4} mt={4}>
          {FILTROS.map((f) => (
            <Checkbox
              key={f.value}
              value={f.value}
              label={
                <>
                  <span aria-hidden="true" style={{ color: f.color }}>
                    ●
                  </span>{' '}
                  {f.value}
                </>
              }
            />
          ))}
        </Stack>
      </Checkbox.Group>
      {groups.length > 0 && !q.isError && (
        <Alert color="blue" p="xs">
          <Text size="xs">{MSG_MASTER_DATA.ocorrencia.mapaAgrupado}</Text>
        </Alert>
      )}
      <QueryListState
        query={q}
        carregando="Carregando as caçambas…"
        falha={MSG_MASTER_DATA.ocorrencia.falhaMapaCacambas}
        compact
      />
      {q.isSuccess && points.length === 0 && groups.length === 0 && (
        <ListState
          kind="filtered"
          title="Nenhuma caçamba nesta área do mapa."
          hint="Afaste o mapa ou marque outras situações."
          compact
        />
      )}
    </Stack>
  );
  return (
    <>
      <PageTitle title="Localização das caçambas" />
      <MapaBase overlay={overlay} center={[-15.79, -47.88]} zoom={11}>
        <BoundsWatcher onChange={onBounds} />
        <ClusterLayer points={q.isError ? [] : points} />
        <GroupLayer groups={q.isError ? [] : groups} />
      </MapaBase>
    </>
  );
}
