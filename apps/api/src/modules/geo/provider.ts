import { AppError } from '@rcc/domain';
import type { Config } from '../../config';

/**
 * Geocoding through a configurable provider speaking the Nominatim API (config.geocoderUrl):
 * reverse geocoding of occurrence points and the map's 'Procurar endereço' search.
 */
export interface GeoCandidate {
  endereco: string;
  lat: number;
  lon: number;
}

const TIMEOUT_MS = 5000;
const CACHE_MAX = 2000;
const reverseCache = new Map<string, string | null>();

async function getJson(url: URL): Promise<unknown> {
  let res: Response;
  try {
    res = await fetch(url, {
      headers: { Accept: 'application/json', 'User-Agent': 'RCC/1.0 (controle de residuos)' },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch {
    throw new AppError('UPSTREAM');
  }
  if (!res.ok) throw new AppError('UPSTREAM');
  return res.json();
}

/** The address of a point, or null when the provider knows none. Cached by ~1 m cells. */
export async function reverseGeocode(config: Config, lat: number, lon: number): Promise<string | null> {
  const key = `${lat.toFixed(5)},${lon.toFixed(5)}`;
  if (reverseCache.has(key)) return reverseCache.get(key) ?? null;
  const url = new URL(`${config.geocoderUrl.replace(/\/$/, '')}/reverse`);
  url.search = new URLSearchParams({
    format: 'jsonv2',
    lat: String(lat),
    lon: String(lon),
    'accept-language': 'pt-BR',
  }).toString();
  const body = (await getJson(url)) as { display_name?: string; error?: string };
  const endereco = typeof body?.display_name === 'string' ? body.display_name.slice(0, 300) : null;
  if (reverseCache.size >= CACHE_MAX) reverseCache.delete(reverseCache.keys().next().value!);
  reverseCache.set(key, endereco);
  return endereco;
}

export async function searchAddress(config: Config, q: string): Promise<GeoCandidate[]> {
  const url = new URL(`${config.geocoderUrl.replace(/\/$/, '')}/search`);
  url.search = new URLSearchParams({
    format: 'jsonv2',
    q,
    countrycodes: 'br',
    limit: '5',
    'accept-language': 'pt-BR',
  }).toString();
  const body = await getJson(url);
  if (!Array.isArray(body)) return [];
  return body
    .map((r: { display_name?: unknown; lat?: unknown; lon?: unknown }) => ({
      endereco: String(r.display_name ?? ''),
      lat: Number(r.lat),
      lon: Number(r.lon),
    }))
    .filter((c) => c.endereco && Number.isFinite(c.lat) && Number.isFinite(c.lon));
}

/** Only for tests: forget cached answers. */
export function clearGeoCache() {
  reverseCache.clear();
}
