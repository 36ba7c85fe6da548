import type { MapaConfig } from '@rcc/domain/contract/geo';
import { useQuery } from '@tanstack/react-query';
import { api } from '../api/client';

/** The map settings the server holds (GET /api/config/mapa): the only source of tiles and zoom. */
export type { MapaConfig };

export function useMapaConfig() {
  return useQuery({
    queryKey: ['config-mapa'],
    queryFn: () => api.get<MapaConfig>('/config/mapa'),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
