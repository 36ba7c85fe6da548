import { geoContract } from '@rcc/domain';
import { z } from 'zod';
import { AUTHENTICATED, PUBLIC } from '../../http/access';
import type { ZodApp } from '../../http/contract';
import { reverseGeocode, searchAddress } from './provider';

const lat = z.coerce
  .number({ error: 'Latitude inválida.' })
  .min(-90, 'Latitude inválida.')
  .max(90, 'Latitude inválida.');
const lon = z.coerce
  .number({ error: 'Longitude inválida.' })
  .min(-180, 'Longitude inválida.')
  .max(180, 'Longitude inválida.');

/** Map settings for the web (tile server) and the geocoding proxy (spec 3 §2 maps). */
export default async function geoRoutes(app: ZodApp) {
  const tags = ['Mapas'];
  app.get(
    '/config/mapa',
    {
      config: { access: PUBLIC },
      schema: {
        tags,
        summary: 'Configuração dos mapas (servidor de tiles, zoom e centro iniciais)',
        response: { 200: geoContract.mapa },
      },
    },
    async () => ({
      success: true as const,
      data: {
        tileUrl: app.config.tileUrl,
        maxZoom: 19,
        // Spec 3 §2: default centre about latitude -16.3, longitude -55.8, zoom 4.
        center: { lat: -16.3, lon: -55.8 },
        zoom: 4,
        attribution: '&copy; OpenStreetMap',
      },
    }),
  );

  app.post(
    '/geo/reverse',
    {
      config: { access: AUTHENTICATED },
      schema: {
        tags,
        summary: 'Endereço de um ponto do mapa (geocodificação reversa)',
        body: z.object({ lat, lon }),
        response: { 200: geoContract.reverse },
      },
    },
    async (req) => {
      const { lat: la, lon: lo } = req.body;
      return { success: true as const, data: { endereco: await reverseGeocode(app.config, la, lo) } };
    },
  );

  app.post(
    '/geo/search',
    {
      config: { access: AUTHENTICATED },
      schema: {
        tags,
        summary: 'Procurar endereço (pontos candidatos)',
        response: { 200: geoContract.search },
        body: z.object({
          address: z.string().trim().min(3, 'Digite ao menos 3 caracteres do endereço.').max(200),
        }),
      },
    },
    async (req) => {
      const { address } = req.body;
      return {
        success: true as const,
        data: { geocodeCandidates: await searchAddress(app.config, address) },
      };
    },
  );
}
