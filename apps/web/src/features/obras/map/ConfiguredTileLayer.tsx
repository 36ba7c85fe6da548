import { TileLayer } from 'react-leaflet';
import { useMapaConfig } from '../../../shared/api/map-config';
import { MAX_ZOOM, TILE_ATTRIBUTION } from './leaflet-setup';

/** OpenStreetMap, only when the server's settings cannot be read. */
const FALLBACK_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

/**
 * The tile layer from the server's TILE_URL (GET /config/mapa), the same tiles every map of the
 * product draws; nothing is fetched until the setting is known.
 */
export function ConfiguredTileLayer() {
  const config = useMapaConfig();
  if (config.isPending) return null;
  const url = config.data?.tileUrl ?? FALLBACK_TILE_URL;
  return <TileLayer url={url} attribution={TILE_ATTRIBUTION} maxZoom={MAX_ZOOM} />;
}
