import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for the outside address services (ViaCEP and Nominatim shapes, the same the
 * API's providers speak), so no browser journey needs the internet. It knows a few CEPs of
 * Brasília; any other CEP answers 503, exactly as an unreachable provider (the form is then filled
 * by hand). The server under test points at it through CEP_PROVIDER_URL and GEOCODER_URL.
 */
export const KNOWN_CEPS: Record<
  string,
  {
    logradouro: string;
    bairro: string;
    localidade: string;
    uf: string;
    ibge: string;
    lat: number;
    lon: number;
  }
> = {
  '70040010': {
    logradouro: 'SBN Quadra 1',
    bairro: 'Asa Norte',
    localidade: 'Brasília',
    uf: 'DF',
    ibge: '5300108',
    lat: -15.7866,
    lon: -47.8828,
  },
  '71908720': {
    logradouro: 'Rua 12 Norte',
    bairro: 'Águas Claras',
    localidade: 'Brasília',
    uf: 'DF',
    ibge: '5300108',
    lat: -15.8344,
    lon: -48.0263,
  },
};

const fmtCep = (c: string) => `${c.slice(0, 5)}-${c.slice(5)}`;

export async function startAddressProvider(): Promise<{ url: string; close: () => Promise<void> }> {
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://local');
    res.setHeader('content-type', 'application/json; charset=utf-8');
    const cep = /^\/ws\/(\d{8})\/json\/?$/.exec(url.pathname)?.[1];
    if (cep) {
      const hit = KNOWN_CEPS[cep];
      if (!hit) {
        res.statusCode = 503;
        return res.end('{}');
      }
      const { lat: _lat, lon: _lon, ...rest } = hit;
      return res.end(JSON.stringify({ cep: fmtCep(cep), complemento: '', ...rest }));
    }
    if (url.pathname === '/geo/search') {
      const q = (url.searchParams.get('q') ?? '').toLowerCase();
      const rows = Object.entries(KNOWN_CEPS)
        .filter(([, v]) => q.includes(v.bairro.toLowerCase()) || q.includes(v.logradouro.toLowerCase()))
        .map(([c, v]) => ({
          lat: String(v.lat),
          lon: String(v.lon),
          display_name: `${v.logradouro}, ${v.bairro}, ${v.localidade} - ${v.uf}`,
          address: {
            road: v.logradouro,
            suburb: v.bairro,
            city: v.localidade,
            'ISO3166-2-lvl4': `BR-${v.uf}`,
            postcode: fmtCep(c),
          },
        }));
      return res.end(JSON.stringify(rows));
    }
    if (url.pathname === '/geo/reverse') {
      return res.end(JSON.stringify({ display_name: 'Brasília, Distrito Federal, Brasil' }));
    }
    res.statusCode = 404;
    res.end('{}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
