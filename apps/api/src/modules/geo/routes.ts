import { geoBuscaSchema, geoContract, geoPontoSchema } from '@rcc/domain';
import { AUTHENTICATED, PUBLIC } from '../../http/access';
import type { ZodApp } from '../../http/contract';
import { reverseGeocode, searchAddress } from './provider';

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
        body: geoPontoSchema,
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
        body: geoBuscaSchema,
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
