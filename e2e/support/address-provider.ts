import http from 'node:http';

/**
 * A local stand-in for the outside address services (ViaCEP and a Nominatim-shaped geocoder), so
 * the journeys never reach the internet. The e2e server is pointed at it by the global setup
 * (CEP_PROVIDER_URL, GEOCODER_URL on E2E_ADDRESS_PORT); it answers in the providers' own shapes and
 * the real server code parses them.
 */
interface KnownAddress {
  cep: string;
  logradouro: string;
  bairro: string;
  localidade: string;
  uf: string;
  ibge: string;
  lat: number;
  lon: number;
}

const ENDERECOS: Record<string, KnownAddress> = {
  '70070120': {
    cep: '70070-120',
    logradouro: 'Setor Bancário Sul Quadra 2',
    bairro: 'Asa Sul',
    localidade: 'Brasília',
    uf: 'DF',
    ibge: '5300108',
    lat: -15.8014,
    lon: -47.8826,
  },
  '72010010': {
    cep: '72010-010',
    logradouro: 'CNA 1',
    bairro: 'Taguatinga Norte',
    localidade: 'Brasília',
    uf: 'DF',
    ibge: '5300108',
    lat: -15.8267,
    lon: -48.0565,
  },
};

export interface AddressProvider {
  /** Paths asked so far (to show the server really went through the provider). */
  requests: string[];
  close: () => Promise<void>;
}

function answer(url: URL): { status: number; body: unknown } {
  const cep = /^\/ws\/(\d{8})\/json\/?$/.exec(url.pathname)?.[1];
  if (cep) {
    const a = ENDERECOS[cep];
    if (!a) return { status: 200, body: { erro: 'true' } };
    const { lat: _lat, lon: _lon, ...viacep } = a;
    return { status: 200, body: { ...viacep, complemento: '', gia: '', ddd: '61', siafi: '9701' } };
  }
  if (url.pathname === '/search') {
    const q = (url.searchParams.get('q') ?? '').toLowerCase();
    const hits = Object.values(ENDERECOS).filter(
      (a) => q.includes(a.logradouro.toLowerCase()) || q.includes(a.bairro.toLowerCase()),
    );
    return {
      status: 200,
      body: hits.map((a) => ({
        lat: String(a.lat),
        lon: String(a.lon),
        display_name: `${a.logradouro}, ${a.bairro}, ${a.localidade} - ${a.uf}`,
        address: {
          road: a.logradouro,
          suburb: a.bairro,
          city: a.localidade,
          state: 'Distrito Federal',
          postcode: a.cep,
          'ISO3166-2-lvl4': `BR-${a.uf}`,
        },
      })),
    };
  }
  if (url.pathname === '/reverse') {
    return { status: 200, body: { display_name: 'Brasília, Distrito Federal, Brasil' } };
  }
  return { status: 404, body: { error: 'not found' } };
}

/** Starts the provider on the port the global setup reserved. */
export async function startAddressProvider(): Promise<AddressProvider> {
  const port = Number(process.env.E2E_ADDRESS_PORT);
  if (!port) throw new Error('E2E_ADDRESS_PORT ausente (global setup não rodou)');
  const requests: string[] = [];
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    requests.push(url.pathname);
    const { status, body } = answer(url);
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify(body));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return {
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
