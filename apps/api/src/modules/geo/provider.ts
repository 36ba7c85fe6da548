import { AppError } from '@rcc/domain';
import type { Config } from '../../config';

/**
 * The one address provider of the system (DESIGN §5): CEP lookup (ViaCEP shape, config.cepProviderUrl)
 * and geocoding — search and reverse — through a Nominatim-shaped service (config.geocoderUrl).
 * Used by /findAddress (enderecos) and by the maps' /geo routes and occurrence addresses.
 */
export type ProviderConfig = Pick<Config, 'cepProviderUrl' | 'geocoderUrl'>;

export interface CepResult {
  cep: string;
  uf: string;
  localidade: string;
  logradouro: string;
  bairro: string;
  complemento: string;
  ibge: string;
}

export interface GeocodeResult {
  lon: number;
  lat: number;
  /** The provider's full address line (display_name). */
  endereco: string;
  address: {
    road?: string;
    suburb?: string;
    neighbourhood?: string;
    city?: string;
    town?: string;
    village?: string;
    municipality?: string;
    state?: string;
    postcode?: string;
    'ISO3166-2-lvl4'?: string;
  };
}

/** The map search box's candidates. */
export interface GeoCandidate {
  endereco: string;
  lat: number;
  lon: number;
}

/** The outside service failed (network, 5xx, invalid answer). */
export class ProviderError extends Error {}

const TIMEOUT_MS = 8000;
const HEADERS = {
  Accept: 'application/json',
  'User-Agent': 'RCC/0.1 (controle de residuos da construcao civil)',
};
const CACHE_MAX = 2000;
const reverseCache = new Map<string, string | null>();

async function getJson(url: string): Promise<{ status: number; body: unknown }> {
  let res: Response;
  try {
    res = await fetch(url, { headers: HEADERS, signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (err) {
    throw new ProviderError(`falha de rede: ${(err as Error).message}`);
  }
  if (res.status >= 500) throw new ProviderError(`HTTP ${res.status}`);
  try {
    return { status: res.status, body: await res.json() };
  } catch {
    throw new ProviderError('resposta inválida');
  }
}

const geocoderUrl = (base: string, path: string, params: Record<string, string>) => {
  const url = new URL(`${base.replace(/\/+$/, '')}/${path}`);
  url.search = new URLSearchParams({ format: 'jsonv2', 'accept-language': 'pt-BR', ...params }).toString();
  return url.toString();
};

/** `https://viacep.com.br/ws/{cep}/json/`, or a base to which `/{cep}/json/` is appended. */
function cepUrl(base: string, cep: string): string {
  if (base.includes('{cep}')) return base.replace('{cep}', cep);
  return `${base.replace(/\/+$/, '')}/${cep}/json/`;
}

/** undefined when the CEP does not exist; ProviderError when the service fails. */
export async function lookupCep(cfg: Pick<ProviderConfig, 'cepProviderUrl'>, cep: string) {
  const { status, body } = await getJson(cepUrl(cfg.cepProviderUrl, cep));
  if (status === 400 || status === 404) return undefined;
  if (status !== 200 || !body || typeof body !== 'object') throw new ProviderError(`HTTP ${status}`);
  const b = body as Record<string, unknown>;
  if (b.erro === true || b.erro === 'true') return undefined;
  const s = (k: string) => (typeof b[k] === 'string' ? (b[k] as string) : '');
  return {
    cep: s('cep').replace(/\D/g, ''),
    uf: s('uf'),
    localidade: s('localidade'),
    logradouro: s('logradouro'),
    bairro: s('bairro'),
    complemento: s('complemento'),
    ibge: s('ibge'),
  } satisfies CepResult;
}

/** Address search (Brazil only); ProviderError when the service fails. */
export async function geocode(
  cfg: Pick<ProviderConfig, 'geocoderUrl'>,
  text: string,
  limit = 5,
): Promise<GeocodeResult[]> {
  const url = geocoderUrl(cfg.geocoderUrl, 'search', {
    addressdetails: '1',
    countrycodes: 'br',
    limit: String(limit),
    q: text,
  });
  const { status, body } = await getJson(url);
  if (status !== 200 || !Array.isArray(body)) throw new ProviderError(`HTTP ${status}`);
  return body
    .map((r: Record<string, unknown>) => ({
      lon: Number(r.lon),
      lat: Number(r.lat),
      endereco: typeof r.display_name === 'string' ? r.display_name : '',
      address: (r.address ?? {}) as GeocodeResult['address'],
    }))
    .filter((r) => Number.isFinite(r.lon) && Number.isFinite(r.lat));
}

const upstream = (err: unknown): never => {
  if (err instanceof ProviderError) throw new AppError('UPSTREAM');
  throw err;
};

/** The map's 'Procurar endereço': candidates with their address line (UPSTREAM when the service fails). */
export async function searchAddress(
  cfg: Pick<ProviderConfig, 'geocoderUrl'>,
  q: string,
): Promise<GeoCandidate[]> {
  const rows = await geocode(cfg, q).catch(upstream);
  return rows.filter((r) => r.endereco).map((r) => ({ endereco: r.endereco, lat: r.lat, lon: r.lon }));
}

/** The address of a point, or null when the provider knows none. Cached by ~1 m cells. */
export async function reverseGeocode(
  cfg: Pick<ProviderConfig, 'geocoderUrl'>,
  lat: number,
  lon: number,
): Promise<string | null> {
  const key = `${lat.toFixed(5)},${lon.toFixed(5)}`;
  if (reverseCache.has(key)) return reverseCache.get(key) ?? null;
  const url = geocoderUrl(cfg.geocoderUrl, 'reverse', { lat: String(lat), lon: String(lon) });
  const { status, body } = await getJson(url).catch(upstream);
  if (status !== 200) throw new AppError('UPSTREAM');
  const name = (body as { display_name?: unknown } | null)?.display_name;
  const endereco = typeof name === 'string' ? name.slice(0, 300) : null;
  if (reverseCache.size >= CACHE_MAX) reverseCache.delete(reverseCache.keys().next().value!);
  reverseCache.set(key, endereco);
  return endereco;
}
