/**
 * Outside address services behind small providers (DESIGN §5): CEP lookup (ViaCEP shape) and
 * geocoding (Nominatim shape), addresses from configuration with a public default.
 */
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

export class ProviderError extends Error {}

const TIMEOUT_MS = 8000;
const HEADERS = {
  Accept: 'application/json',
  'User-Agent': 'RCC/0.1 (controle de residuos da construcao civil)',
};

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

/** `https://viacep.com.br/ws/{cep}/json/`, or a base to which `/{cep}/json/` is appended. */
export function cepUrl(base: string, cep: string): string {
  if (base.includes('{cep}')) return base.replace('{cep}', cep);
  return `${base.replace(/\/+$/, '')}/${cep}/json/`;
}

/** undefined when the CEP does not exist; ProviderError when the service fails. */
export async function lookupCep(base: string, cep: string): Promise<CepResult | undefined> {
  const { status, body } = await getJson(cepUrl(base, cep));
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
  };
}

export async function geocode(base: string, text: string, limit = 5): Promise<GeocodeResult[]> {
  const url = new URL(`${base.replace(/\/+$/, '')}/search`);
  url.search = new URLSearchParams({
    format: 'jsonv2',
    addressdetails: '1',
    countrycodes: 'br',
    limit: String(limit),
    q: text,
  }).toString();
  const { status, body } = await getJson(url.toString());
  if (status !== 200 || !Array.isArray(body)) throw new ProviderError(`HTTP ${status}`);
  return body
    .map((r: Record<string, unknown>) => ({
      lon: Number(r.lon),
      lat: Number(r.lat),
      address: (r.address ?? {}) as GeocodeResult['address'],
    }))
    .filter((r) => Number.isFinite(r.lon) && Number.isFinite(r.lat));
}
