import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { multipartParts, type Part, PNG } from './support/uploads';

/** A text file that only pretends to be an image. */
export const FAKE_PNG = Buffer.from('isto não é uma imagem');
export const PDF = Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

export { PNG, type Part };

/** A multipart/form-data body for app.inject (a file part without its own type is sent as a PNG). */
export function multipart(parts: Part[]) {
  const { payload, headers } = multipartParts(parts, 'image/png');
  return { body: payload, headers };
}

/** A local stand-in for the geocoding provider (Nominatim API), counting its calls. */
export async function startGeocoder(): Promise<{ url: string; calls: string[]; close(): Promise<void> }> {
  const calls: string[] = [];
  const server = http.createServer((req, res) => {
    calls.push(req.url ?? '');
    const u = new URL(req.url ?? '/', 'http://x');
    res.setHeader('Content-Type', 'application/json');
    if (u.pathname === '/reverse') {
      res.end(
        JSON.stringify({
          display_name: `Endereço de teste ${u.searchParams.get('lat')},${u.searchParams.get('lon')}`,
        }),
      );
    } else if (u.pathname === '/search') {
      res.end(
        JSON.stringify([{ display_name: 'SIA Trecho 3, Brasília - DF', lat: '-15.80', lon: '-47.95' }]),
      );
    } else {
      res.statusCode = 404;
      res.end('{}');
    }
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}
