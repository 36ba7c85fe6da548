import { useQuery } from '@tanstack/react-query';
import { api } from '../api/client';

/** The map settings the server holds (GET /api/config/mapa): the only source of tiles and zoom. */
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
