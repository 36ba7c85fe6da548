import { Alert, Box, Stack } from '@mantine/core';
import { MSG_MASTER_DATA } from '@rcc/domain/messages/master-data';
import { useQuery } from '@tanstack/react-query';
import { MapContainer, Marker, Popup, TileLayer } from 'react-leaflet';
import { useSearchParams } from 'react-router';
import { findEntity } from '../../shared/api/use-find';
import { QueryListState } from '../../shared/ui/ListState';
import { PageTitle } from '../../shared/ui/PageTitle';
import { useRoles } from '../../shared/auth/use-roles';
import { useMapaConfig } from '../../shared/map/mapa-config';
import { DF_CENTER } from '../../shared/map/leaflet-setup';

const M = MSG_MASTER_DATA.obra;

interface ObraPoint {
  id: number;
  nomeObra: string;
  endereco: string | null;
  bairro: string | null;
  shape: { coordinates: [number, number] } | null;
}

/** /obra/map — 'Localização das Obras no DF': the user's work sites (staff: all) on a map. */
export default function ObraMapPage() {
  const { isStaff, user } = useRoles();
  const [search] = useSearchParams();
  const ids = (search.get('ids') ?? '')
    .split(',')
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0);
  const query = useQuery({
    queryKey: ['obra-map', ids],
    queryFn: () =>
      findEntity<ObraPoint>('Obra', {
        fields: ['id', 'nomeObra', 'endereco', 'bairro', 'shape'],
        where: ids.length ? { id: { $in: ids } } : undefined,
        limit: 1000,
      }),
  });
  const config = useMapaConfig().data;
  const rows = query.data?.rows ?? [];
  const located = rows.filter((r) => r.shape);
  const first = located[0]?.shape?.coordinates;

  return (
    <Stack>
      <PageTitle title="Localização das Obras no DF" />
      <Box c="dimmed">{isStaff ? 'Visualizando todas as obras' : 'Visualizando minhas obras'}</Box>
      <QueryListState query={query} carregando="Carregando as obras…" falha={M.falhaLista} />
      {query.isSuccess && rows.length === 0 && !isStaff && (
        <Alert color="blue">{M.semObrasDoGerador(user?.name ?? '')}</Alert>
      )}
      {query.isSuccess && located.length < rows.length && (
        <Alert color="blue">{M.localizacaoNaoEncontrada}</Alert>
      )}
      <Box role="region" aria-label="Mapa das obras" mih="70vh">
        {config && (
          <MapContainer
            center={first ? [first[1], first[0]] : DF_CENTER}
            zoom={first && ids.length ? 15 : 10}
            maxZoom={config.maxZoom}
            style={{ height: '70vh', width: '100%' }}
          >
            <TileLayer url={config.tileUrl} attribution={config.attribution} maxZoom={config.maxZoom} />
            {located.map((obra) => (
              <Marker
                key={obra.id}
                position={[obra.shape!.coordinates[1], obra.shape!.coordinates[0]]}
                title={obra.nomeObra}
                alt={`Obra ${obra.nomeObra}`}
              >
                <Popup>
                  <strong>{obra.nomeObra}</strong>
                  <br />
                  {[obra.endereco, obra.bairro].filter(Boolean).join(' - ')}
                </Popup>
              </Marker>
            ))}
          </MapContainer>
        )}
      </Box>
    </Stack>
  );
}
