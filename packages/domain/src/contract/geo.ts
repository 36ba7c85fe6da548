import { z } from 'zod';
import { ok } from './envelope';

/** `GET /config/mapa`: the tile server and the initial view the server holds for every map. */
export const mapaConfig = z.object({
  tileUrl: z.string(),
  maxZoom: z.number().int(),
  center: z.object({ lat: z.number(), lon: z.number() }),
  zoom: z.number().int(),
  attribution: z.string(),
});
export type MapaConfig = z.output<typeof mapaConfig>;

export const geoCandidate = z.object({ endereco: z.string(), lat: z.number(), lon: z.number() });
export type GeoCandidate = z.output<typeof geoCandidate>;

/** `POST /findAddress`: the address of a CEP (or of a text) and the geocoder's points for it. */
export const enderecoInfo = z.object({
  endereco: z.object({
    cep: z.string(),
    uf: z.string(),
    localidade: z.string(),
    logradouro: z.string(),
    bairro: z.string(),
    complemento: z.string(),
    ibge: z.string().describe('Código IBGE do município, vazio quando desconhecido'),
  }),
  geocodeCandidates: z.array(z.object({ location: z.object({ x: z.number(), y: z.number() }) })),
});
export type EnderecoInfo = z.output<typeof enderecoInfo>;

export const geoContract = {
  mapa: ok(mapaConfig),
  reverse: ok(z.object({ endereco: z.string().nullable() })),
  search: ok(z.object({ geocodeCandidates: z.array(geoCandidate) })),
  findAddress: ok(z.object({ info: enderecoInfo })),
};
