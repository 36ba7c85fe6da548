import { AppError, MD_MSG as M } from '@rcc/domain';
import type { Db } from '../../db/client';
import { sql } from '../../db/sql';
import {
  type CepResult,
  type GeocodeResult,
  geocode,
  lookupCep,
  type ProviderConfig,
  ProviderError,
} from '../geo/provider';

export interface AddressInfo {
  endereco: CepResult;
  geocodeCandidates: Array<{ location: { x: number; y: number } }>;
}

const candidates = (rows: GeocodeResult[]) => rows.map((r) => ({ location: { x: r.lon, y: r.lat } }));

/** Points are a help, not a requirement: a geocoder failure leaves the candidates empty. */
async function softGeocode(cfg: Pick<ProviderConfig, 'geocoderUrl'>, text: string) {
  try {
    return await geocode(cfg, text);
  } catch {
    return [];
  }
}

/** POST /findAddress by CEP (spec 1 §7): ViaCEP for the address, the geocoder for the point. */
export async function byCep(cfg: ProviderConfig, raw: string): Promise<AddressInfo> {
  const cep = raw.replace(/\D/g, '');
  if (cep.length !== 8) throw new AppError('VALIDATION', M.CEP_INVALIDO, { cep: M.CEP_INVALIDO });
  let found: Awaited<ReturnType<typeof lookupCep>>;
  try {
    found = await lookupCep(cfg, cep);
  } catch (err) {
    if (err instanceof ProviderError) throw new AppError('UPSTREAM', M.CEP_ERRO);
    throw err;
  }
  if (!found) throw new AppError('NOT_FOUND', M.CEP_NAO_ENCONTRADO, { cep: M.CEP_NAO_ENCONTRADO });
  const text = [found.logradouro, found.bairro, `${found.localidade} - ${found.uf}`]
    .filter(Boolean)
    .join(', ');
  let points = await softGeocode(cfg, text);
  if (!points.length) points = await softGeocode(cfg, `${found.localidade} - ${found.uf}`);
  return { endereco: { ...found, cep }, geocodeCandidates: candidates(points) };
}

/** POST /findAddress by free text: the geocoder's first match fills the address. */
export async function byText(
  db: Db,
  cfg: Pick<ProviderConfig, 'geocoderUrl'>,
  text: string,
): Promise<AddressInfo> {
  let rows: GeocodeResult[];
  try {
    rows = await geocode(cfg, text);
  } catch (err) {
    if (err instanceof ProviderError) throw new AppError('UPSTREAM');
    throw err;
  }
  const first = rows[0];
  if (!first) throw new AppError('NOT_FOUND', M.ENDERECO_NAO_ENCONTRADO);
  const a = first.address;
  const uf = (a['ISO3166-2-lvl4'] ?? '').replace(/^BR-/, '');
  const localidade = a.city ?? a.town ?? a.village ?? a.municipality ?? '';
  const [municipio] = await db.query<{ cod_ibge: number }>(sql`
    SELECT cod_ibge FROM municipio WHERE uf = ${uf} AND lower(nome) = lower(${localidade}) LIMIT 1`);
  return {
    endereco: {
      cep: (a.postcode ?? '').replace(/\D/g, ''),
      uf,
      localidade,
      logradouro: a.road ?? '',
      bairro: a.suburb ?? a.neighbourhood ?? '',
      complemento: '',
      ibge: municipio ? String(municipio.cod_ibge) : '',
    },
    geocodeCandidates: candidates(rows),
  };
}
