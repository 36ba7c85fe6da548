import { Box } from '@mantine/core';
import { useEffect } from 'react';
import { MapContainer, Marker, TileLayer, useMap, useMapEvents } from 'react-leaflet';
import { useMapaConfig } from './mapa-config';
import { DF_CENTER } from './leaflet-setup';

export interface PointPickerMapProps {
  /** [lon, lat] (GeoJSON order) or null. */
  value: [number, number] | null;
  onChange?: (value: [number, number]) => void;
  readOnly?: boolean;
  height?: number;
}

function ClickToPick({ onChange }: { onChange?: (value: [number, number]) => void }) {
  useMapEvents({
    click(event) {
      onChange?.([Number(event.latlng.lng.toFixed(6)), Number(event.latlng.lat.toFixed(6))]);
    },
  });
  return null;
}

function FollowValue({ value }: { value: [number, number] | null }) {
  const map = useMap();
  useEffect(() => {
    if (value) map.setView([value[1], value[0]], Math.max(map.getZoom(), 16));
  }, [map, value]);
  return null;
}

/** The Leaflet map of the point picker; loaded lazily so other routes never pay for Leaflet. */
export default function PointPickerMap({ value, onChange, readOnly, height = 320 }: PointPickerMapProps) {
  const config = useMapaConfig().data;
  const center: [number, number] = value ? [value[1], value[0]] : DF_CENTER;
  if (!config) return <Box h={height} aria-busy="true" />;
  return (
    <MapContainer
      center={center}
      zoom={value ? 16 : 11}
      maxZoom={config.maxZoom}
      style={{ height, width: '100%' }}
    >
      <TileLayer url={config.tileUrl} attribution={config.attribution} maxZoom={config.maxZoom} />
      {!readOnly && <ClickToPick onChange={onChange} />}
      <FollowValue value={value} />
      {value && (
        <Marker
          position={[value[1], value[0]]}
          alt="Ponto escolhido"
          draggable={!readOnly}
          eventHandlers={{
            dragend(event) {
              const p = event.target.getLatLng();
              onChange?.([Number(p.lng.toFixed(6)), Number(p.lat.toFixed(6))]);
            },
          }}
        />
      )}
    </MapContainer>
  );
}
