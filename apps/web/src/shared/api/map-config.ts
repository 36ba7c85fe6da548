import { useQuery } from '@tanstack/react-query';
import { api } from './client';

/** The map settings the server is configured with (TILE_URL etc., DESIGN §5): GET /config/mapa. */
export interface MapaConfig {
  tileUrl: string;
  maxZoom: number;
  center: { lat: number; lon: number };
  zoom: number;
  attribution: string;
}

export function useMapaConfig() {
  return useQuery({
    queryKey: ['config-mapa'],
    queryFn: () => api.get<MapaConfig>('/config/mapa'),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
