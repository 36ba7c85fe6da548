/**
 * Issue 8 §6 (LGPD): a photo is stored re-encoded, upright, without EXIF metadata (GPS included).
 * Every photo upload is exercised: the bin photo of the CTR removal (PUT /api/retirar_cacamba/:id),
 * the occurrence photo (POST /api/Ocorrencia, read back through its download route) and images
 * attached to 'Dúvidas ou Sugestões' (POST /api/reclamacao).
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../src/db/sql';
import { FOTO_LADO_MAXIMO } from '../../src/lib/image';
import { ctrTestContext } from '../ctr-context';
import { createCtrComFrota, type DemoIds, retirarCacamba } from '../ctr-factories';
import type { TestContext } from '../helpers';
import { multipart, type Part, startGeocoder } from '../monitoring-helpers';
import { multipart as docMultipart } from '../pessoas-factories';

let t: TestContext;
let ids: DemoIds;
let geo: Awaited<ReturnType<typeof startGeocoder>>;
let JPEG_GPS: Buffer;

/** Marks written into the photo's EXIF; none may survive in the stored bytes. */
const MARCAS = ['WGS-84', 'Fulano de Tal', 'Celular Marca X', 'Autor no XMP'];

const XMP =
  '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">' +
  '<rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:creator>Autor no XMP</dc:creator>' +
  '</rdf:Description></rdf:RDF></x:xmpmeta>';

/** A 64×48 JPEG taken "rotated" (orientation 6) with a camera owner, a GPS position, XMP and an ICC profile. */
async function jpegWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 48, channels: 3, background: '#c33' } })
    .jpeg()
    .withExif({
      IFD0: { Artist: 'Fulano de Tal', Make: 'Celular Marca X' },
      IFD3: {
        GPSLatitudeRef: 'S',
        GPSLatitude: '15/1 47/1 3000/100',
        GPSLongitudeRef: 'W',
        GPSLongitude: '47/1 52/1 4500/100',
        GPSMapDatum: 'WGS-84',
      },
    })
    .withMetadata({ orientation: 6 })
    .withXmp(XMP)
    .withIccProfile('p3')
    .toBuffer();
}

/** The stored photo decodes, is upright (48×64 once the orientation is applied) and has no metadata. */
async function expectClean(stored: Buffer, format: string) {
  const meta = await sharp(stored).metadata();
  expect(meta.format).toBe(format);
  expect(meta.exif).toBeUndefined();
  expect(meta.xmp).toBeUndefined();
  expect(meta.iptc).toBeUndefined();
  expect(meta.icc).toBeUndefined();
  expect(meta.orientation).toBeUndefined();
  expect([meta.width, meta.height]).toEqual([48, 64]);
  for (const marca of MARCAS) expect(stored.includes(marca), marca).toBe(false);
  const { info } = await sharp(stored).raw().toBuffer({ resolveWithObject: true });
  expect(info.width * info.height).toBe(48 * 64);
}

beforeAll(async () => {
  geo = await startGeocoder();
  ({ t, ids } = await ctrTestContext({ env: { GEOCODER_URL: geo.url } }));
  JPEG_GPS = await jpegWithGps();
  // The fixture really carries what must be removed.
  const meta = await sharp(JPEG_GPS).metadata();
  expect(meta.exif).toBeDefined();
  expect(meta.xmp).toBeDefined();
  expect(meta.icc).toBeDefined();
  expect(meta.orientation).toBe(6);
  for (const marca of MARCAS) expect(JPEG_GPS.includes(marca), marca).toBe(true);
});
afterAll(async () => {
  await t.close();
  await geo.close();
});

async function retirar(foto: Buffer, filename = 'cacamba.jpg') {
  const { id, veiculo, cacamba } = await createCtrComFrota(
    t.db,
    ids,
    { situacao: 'Alocada', dataHoraAlocacao: new Date(Date.now() - 2 * 3600_000) },
    { tipo: 'Poliguindaste' },
  );
  const res = await retirarCacamba(t, id, await t.login('transportador'), {
    idDestinoFinal: ids.destino,
    idVeiculo: veiculo.id,
    idCacamba: cacamba.id,
    foto: { data: foto, filename },
  });
  return { id, res };
}

const ocorrencia = (foto: Buffer): Part[] => [
  { name: 'irregularidadeCom', value: 'Caçamba' },
  { name: 'descricaoIrregularidade', value: 'Caçamba com excesso de resíduo' },
  { name: 'possuiIdentificador', value: 'Não' },
  { name: 'identificacaoCacamba', value: 'Caçamba azul' },
  { name: 'shape', value: 'POINT(-47.9 -15.8)' },
  { name: 'local', value: 'Quadra 1' },
  { name: 'foto', file: { filename: 'foto.jpg', data: foto, contentType: 'image/jpeg' } },
];

describe('photos are re-encoded without EXIF/GPS', () => {
  it('CTR removal: the stored bin photo has no EXIF, no GPS, and is upright', async () => {
    const { id, res } = await retirar(JPEG_GPS);
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await t.db.query<{ content_type: string; tamanho: number; conteudo: Uint8Array }>(sql`
      SELECT a.content_type, a.tamanho, a.conteudo FROM solicitacao_transporte st
      JOIN anexo a ON a.id = st.id_anexo_foto WHERE st.id = ${id}`);
    const stored = Buffer.from(row!.conteudo);
    expect(row!.content_type).toBe('image/jpeg');
    expect(row!.tamanho).toBe(stored.length);
    await expectClean(stored, 'jpeg');
  });

  it('occurrence: the photo served by GET /api/Ocorrencia/:id/foto has no EXIF, no GPS', async () => {
    const token = await t.login('cidadao');
    const { body, headers } = multipart(ocorrencia(JPEG_GPS));
    const res = await t.call('POST', '/api/Ocorrencia', { token, body, headers });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().data.id as number;
    const [row] = await t.db.query<{ tamanho: number; conteudo: Uint8Array }>(sql`
      SELECT a.tamanho, a.conteudo FROM ocorrencia o JOIN anexo a ON a.id = o.id_anexo_foto WHERE o.id = ${id}`);
    await expectClean(Buffer.from(row!.conteudo), 'jpeg');
    expect(row!.tamanho).toBe(row!.conteudo.length);
    const served = await t.call('GET', `/api/Ocorrencia/${id}/foto`, { token });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    await expectClean(served.rawPayload, 'jpeg');
  });

  it("'Dúvidas ou Sugestões': an attached photo is stored without EXIF; a PDF is kept as sent", async () => {
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
    const { body, headers } = multipart([
      { name: 'tipo', value: 'Sugestão' },
      { name: 'titulo', value: 'Foto do local' },
      { name: 'reclamacao', value: 'Segue a foto.' },
      { name: 'file', file: { filename: 'local.jpg', data: JPEG_GPS, contentType: 'image/jpeg' } },
      { name: 'file', file: { filename: 'nota.pdf', data: pdf, contentType: 'application/pdf' } },
    ]);
    const res = await t.call('POST', '/api/reclamacao', { body, headers });
    expect(res.statusCode, res.body).toBeLessThan(300);
    const rows = await t.db.query<{ nome_arquivo: string; content_type: string; conteudo: Uint8Array }>(sql`
      SELECT a.nome_arquivo, a.content_type, a.conteudo FROM reclamacao_anexo ra JOIN anexo a ON a.id = ra.id_anexo
      WHERE ra.id_reclamacao = (SELECT max(id) FROM reclamacao) ORDER BY a.id`);
    expect(rows.map((r) => [r.nome_arquivo, r.content_type])).toEqual([
      ['local.jpg', 'image/jpeg'],
      ['nota.pdf', 'application/pdf'],
    ]);
    await expectClean(Buffer.from(rows[0]!.conteudo), 'jpeg');
    expect(Buffer.from(rows[1]!.conteudo).equals(pdf)).toBe(true);
  });

  it('a document sent as a photo (POST /api/Arquivo) is stored without EXIF/GPS too', async () => {
    const [pf] = await t.db.query<{ id: number }>(
      sql`SELECT pf.id FROM perfil pf JOIN pessoa p ON p.id = pf.id_pessoa WHERE p.cpf_cnpj = '11222333000181'`,
    );
    const { payload, headers } = docMultipart({ idPerfil: pf!.id, idTipoArquivo: 24 }, [
      { field: 'anexo', name: 'termo.jpg', data: JPEG_GPS },
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/Arquivo',
      headers: { ...headers, 'auth-token': await t.login('transportador') },
      payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await t.db.query<{ content_type: string; tamanho: number; conteudo: Uint8Array }>(sql`
      SELECT x.content_type, x.tamanho, x.conteudo FROM arquivo a JOIN anexo x ON x.id = a.id_anexo
      WHERE a.id = ${res.json().data.id}`);
    expect(row!.content_type).toBe('image/jpeg');
    expect(row!.tamanho).toBe(row!.conteudo.length);
    await expectClean(Buffer.from(row!.conteudo), 'jpeg');
  });

  it('keeps PNG and WebP in their format, and scales a huge photo down to the cap', async () => {
    const big = await sharp({ create: { width: 4000, height: 3000, channels: 3, background: '#2a6' } })
      .png()
      .withExif({ IFD3: { GPSMapDatum: 'WGS-84' } })
      .toBuffer();
    const { id, res } = await retirar(big, 'grande.png');
    // A flat 4000×3000 PNG is far under the 1 MB limit, so it reaches the re-encoding.
    expect(big.length).toBeLessThan(1_000_000);
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await t.db.query<{ content_type: string; conteudo: Uint8Array }>(sql`
      SELECT a.content_type, a.conteudo FROM solicitacao_transporte st JOIN anexo a ON a.id = st.id_anexo_foto
      WHERE st.id = ${id}`);
    expect(row!.content_type).toBe('image/png');
    const meta = await sharp(Buffer.from(row!.conteudo)).metadata();
    expect([meta.format, meta.width, meta.height, meta.exif]).toEqual([
      'png',
      FOTO_LADO_MAXIMO,
      (FOTO_LADO_MAXIMO * 3) / 4,
      undefined,
    ]);

    const webp = await sharp(JPEG_GPS).webp().keepExif().toBuffer();
    expect((await sharp(webp).metadata()).exif).toBeDefined();
    const { body, headers } = multipart(
      ocorrencia(webp).map((p) =>
        p.file ? { ...p, file: { ...p.file, filename: 'f.webp', contentType: 'image/webp' } } : p,
      ),
    );
    const occ = await t.call('POST', '/api/Ocorrencia', { token: await t.login('cidadao'), body, headers });
    expect(occ.statusCode, occ.body).toBe(201);
    const served = await t.call('GET', `/api/Ocorrencia/${occ.json().data.id}/foto`, {
      token: await t.login('cidadao'),
    });
    expect(served.headers['content-type']).toBe('image/webp');
    const m = await sharp(served.rawPayload).metadata();
    expect([m.format, m.exif]).toEqual(['webp', undefined]);
  });

  it('a corrupt image (right magic bytes, broken content) is 415 with a Portuguese message, nothing stored', async () => {
    const corrupt = Buffer.concat([JPEG_GPS.subarray(0, 20), Buffer.alloc(400, 0x41)]);
    const antes = await t.db.query<{ n: number }>(sql`SELECT count(*)::int AS n FROM anexo`);
    const ctr = await retirar(corrupt);
    expect(ctr.res.statusCode).toBe(415);
    expect(ctr.res.json().error.message).toBe(
      'Não foi possível ler a imagem enviada: o arquivo está corrompido ou incompleto.',
    );
    const [st] = await t.db.query<{ situacao: string }>(
      sql`SELECT situacao FROM solicitacao_transporte WHERE id = ${ctr.id}`,
    );
    expect(st!.situacao).toBe('Alocada');

    const { body, headers } = multipart(ocorrencia(corrupt));
    const occ = await t.call('POST', '/api/Ocorrencia', { token: await t.login('cidadao'), body, headers });
    expect(occ.statusCode).toBe(415);
    expect(occ.json().error.message).toBe(
      'Não foi possível ler a imagem enviada: o arquivo está corrompido ou incompleto.',
    );
    const depois = await t.db.query<{ n: number }>(sql`SELECT count(*)::int AS n FROM anexo`);
    expect(depois[0]!.n).toBe(antes[0]!.n);
  });
});
