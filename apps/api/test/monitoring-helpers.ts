import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A 1×1 PNG and a text file that only pretends to be an image. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
export const FAKE_PNG = Buffer.from('isto não é uma imagem');
export const PDF = Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

export interface Part {
  name: string;
  value?: string;
  file?: { filename: string; data: Buffer; contentType?: string };
}

/** A multipart/form-data body for app.inject. */
export function multipart(parts: Part[]): { body: Buffer; headers: Record<string, string> } {
  const boundary = `----rcc${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\n`));
    if (p.file) {
      chunks.push(
        Buffer.from(
          `Content-Disposition: form-data; name="${p.name}"; filename="${p.file.filename}"\r\n` +
            `Content-Type: ${p.file.contentType ?? 'image/png'}\r\n\r\n`,
        ),
      );
      chunks.push(p.file.data, Buffer.from('\r\n'));
    } else {
      chunks.push(
        Buffer.from(`Content-Disposition: form-data; name="${p.name}"\r\n\r\n${p.value ?? ''}\r\n`),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    body: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
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
