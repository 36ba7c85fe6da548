import type { EnderecoInfo } from '@rcc/domain/contract/geo';
import { api } from '../../api/client';

/** The address of a CEP as the address block fills it. */
export interface EnderecoEncontrado {
  uf: string;
  municipio: string;
  /** IBGE code of the municipality; null when the lookup does not know it. */
  codIbge: string | null;
  bairro: string;
  endereco: string;
  complemento: string;
  /** The geocoder's first point of the address, [lon, lat]. */
  point: [number, number] | null;
}

/**
 * POST /findAddress (spec 1 §7): null when the answer carries no address. Public: the
 * self-registration form looks CEPs up before anyone is logged in.
 */
export async function findAddress(cep: string): Promise<EnderecoEncontrado | null> {
  const data = await api.post<{ info?: Partial<EnderecoInfo> }>(
    '/findAddress',
    { cep },
    { skipAuthHandler: true },
  );
  const e = data?.info?.endereco;
  if (!e) return null;
  const first = data.info?.geocodeCandidates?.[0];
  return {
    uf: e.uf ?? '',
    municipio: e.localidade ?? '',
    codIbge: e.ibge ? String(e.ibge) : null,
    bairro: e.bairro ?? '',
    endereco: e.logradouro ?? '',
    complemento: e.complemento ?? '',
    point: first ? [first.location.x, first.location.y] : null,
  };
}
