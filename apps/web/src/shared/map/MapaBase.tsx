import 'leaflet/dist/leaflet.css';
import 'leaflet.markercluster/dist/MarkerCluster.css';
import 'leaflet.markercluster/dist/MarkerCluster.Default.css';
import './mapa.css';
import { ActionIcon, Box, Group, Paper, TextInput } from '@mantine/core';
import L from 'leaflet';
import 'leaflet.markercluster';
import iconRetinaUrl from 'leaflet/dist/images/marker-icon-2x.png';
import iconUrl from 'leaflet/dist/images/marker-icon.png';
import shadowUrl from 'leaflet/dist/images/marker-shadow.png';
import { type ReactNode, useEffect, useState } from 'react';
import { MapContainer, TileLayer, useMap } from 'react-leaflet';
import { api } from '../api/client';
import { useMapaConfig } from './mapa-config';
import { notify, notifyError } from '../notify';

// Leaflet's default icon paths break under Vite (STACK-NOTES): point them at the bundled images.
L.Icon.Default.mergeOptions({ iconRetinaUrl, iconUrl, shadowUrl });
delete (L.Icon.Default.prototype as unknown as { _getIconUrl?: unknown })._getIconUrl;

export const coloredIcon = (color: string) =>
  L.divIcon({
    className: 'rcc-marker',
    html: `<span aria-hidden="true" style="display:block;width:18px;height:18px;border-radius:50%;background:${color};border:2px solid #fff;box-shadow:0 0 3px #000"></span>`,
    iconSize: [18, 18],
    iconAnchor: [9, 9],
    tooltipAnchor: [10, 0],
  });

export interface ClusterPoint {
  id: string | number;
  lat: number;
  lon: number;
  tooltip: string;
  color?: string;
  popup?: HTMLElement | string;
  onClick?: () => void;
}

/** Clustered markers (leaflet.markercluster) kept in sync with `points`. */
export function ClusterLayer({ points }: { points: ClusterPoint[] }) {
  const map = useMap();
  useEffect(() => {
    const group = L.markerClusterGroup({ maxClusterRadius: 50 });
    for (const p of points) {
      const marker = L.marker([p.lat, p.lon], {
        title: p.tooltip,
        ...(p.color ? { icon: coloredIcon(p.color) } : {}),
      }).bindTooltip(p.tooltip);
      if (p.popup) marker.bindPopup(p.popup);
      if (p.onClick) marker.on('click', p.onClick);
      group.addLayer(marker);
    }
    map.addLayer(group);
    return () => {
      map.removeLayer(group);
    };
  }, [map, points]);
  return null;
}

/** Many points of one map area, drawn as one numbered marker (the API's `grupos`). */
export interface MapGroup {
  lat: number;
  lon: number;
  total: number;
  /** [west, south, east, north] of the group's points: a click zooms there. */
  area: [number, number, number, number];
  tooltip: string;
}

/** Numbered markers for areas with too many points to draw one by one; a click zooms into the area. */
export function GroupLayer({ groups }: { groups: MapGroup[] }) {
  const map = useMap();
  useEffect(() => {
    const layer = L.layerGroup();
    for (const g of groups) {
      const size = g.total < 100 ? 36 : g.total < 1000 ? 44 : 52;
      const marker = L.marker([g.lat, g.lon], {
        title: g.tooltip,
        alt: g.tooltip,
        icon: L.divIcon({
          className: 'rcc-grupo',
          html: `<span aria-hidden="true">${g.total.toLocaleString('pt-BR')}</span>`,
          iconSize: [size, size],
          iconAnchor: [size / 2, size / 2],
          tooltipAnchor: [size / 2, 0],
        }),
      }).bindTooltip(g.tooltip);
      marker.on('click', () => {
        const [w, s, e, n] = g.area;
        if (e - w < 1e-6 && n - s < 1e-6)
          map.setView([g.lat, g.lon], Math.min(map.getZoom() + 3, map.getMaxZoom()));
        else
          map.fitBounds(
            [
              [s, w],
              [n, e],
            ],
            { padding: [40, 40] },
          );
      });
      layer.addLayer(marker);
    }
    map.addLayer(layer);
    return () => {
      map.removeLayer(layer);
    };
  }, [map, groups]);
  return null;
}

/** Reports the visible area [minLon, minLat, maxLon, maxLat] after each move. */
export function BoundsWatcher({ onChange }: { onChange: (b: [number, number, number, number]) => void }) {
  const map = useMap();
  useEffect(() => {
    const emit = () => {
      const b = map.getBounds();
      onChange([b.getWest(), b.getSouth(), b.getEast(), b.getNorth()]);
    };
    emit();
    map.on('moveend', emit);
    return () => {
      map.off('moveend', emit);
    };
  }, [map, onChange]);
  return null;
}

/** The 'Procurar endereço' box: geocodes through the API and flies to the first match. */
function ProcurarEndereco() {
  const map = useMap();
  const [texto, setTexto] = useState('');
  const [busy, setBusy] = useState(false);
  const buscar = async () => {
    if (texto.trim().length < 3) return;
    setBusy(true);
    try {
      const { geocodeCandidates } = await api.post<{
        geocodeCandidates: Array<{ lat: number; lon: number }>;
      }>('/geo/search', { address: texto });
      const first = geocodeCandidates[0];
      if (!first) notify.warning('Não foi encontrado o endereço digitado, por favor tente outro.');
      else map.flyTo([first.lat, first.lon], 17);
    } catch (e) {
      notifyError(e);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Paper
      shadow="sm"
      p={4}
      style={{ position: 'absolute', top: 10, left: 54, zIndex: 1000 }}
      onDoubleClick={(e) => e.stopPropagation()}
      onClick={(e) => e.stopPropagation()}
    >
      <Group gap={4} wrap="nowrap">
        <TextInput
          size="xs"
          aria-label="Procurar endereço"
          placeholder="Procurar endereço"
          value={texto}
          onChange={(e) => setTexto(e.currentTarget.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') void buscar();
          }}
          w={240}
        />
        <ActionIcon
          aria-label="Buscar endereço"
          variant="filled"
          loading={busy}
          onClick={() => void buscar()}
        >
          🔍
        </ActionIcon>
      </Group>
    </Paper>
  );
}

export interface MapaBaseProps {
  children?: ReactNode;
  /** Controls drawn over the map (top right). */
  overlay?: ReactNode;
  height?: string | number;
  center?: [number, number];
  zoom?: number;
  /** The 'Procurar endereço' box (a signed-in call); off on public pages. */
  busca?: boolean;
}

/** Full map (spec 3 §2): configurable tiles, max zoom 19, address search, children layers. */
export function MapaBase({
  children,
  overlay,
  height = 'calc(100vh - 140px)',
  center,
  zoom,
  busca = true,
}: MapaBaseProps) {
  const config = useMapaConfig();
  if (!config.data) return <Box h={height} aria-busy="true" />;
  const c = config.data;
  return (
    <Box pos="relative" h={height}>
      <MapContainer
        center={center ?? [c.center.lat, c.center.lon]}
        zoom={zoom ?? c.zoom}
        maxZoom={c.maxZoom}
        style={{ height: '100%', width: '100%' }}
      >
        <TileLayer url={c.tileUrl} maxZoom={c.maxZoom} attribution={c.attribution} />
        {busca && <ProcurarEndereco />}
        {children}
      </MapContainer>
      {overlay && (
        <Paper
          shadow="md"
          p="sm"
          style={{ position: 'absolute', top: 10, right: 10, zIndex: 1000, maxWidth: 320 }}
        >
          {overlay}
        </Paper>
      )}
    </Box>
  );
}
