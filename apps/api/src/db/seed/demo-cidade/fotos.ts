import zlib from 'node:zlib';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(buf: Buffer): number {
  let c = 0xffffffff;
  for (const byte of buf) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

type Rgb = readonly [number, number, number];

/**
 * A small PNG (64×48) of a bin on a street: sky, pavement, a coloured bin and rubble dots from a
 * seeded sequence. The occurrences' photos are drawn here, so the repository carries no image file.
 */
export function fotoCacamba(cor: Rgb, semente: number): Buffer {
  const w = 64;
  const h = 48;
  let s = semente;
  const rand = () => {
    s = (s * 1103515245 + 12345) & 0x7fffffff;
    return s / 0x7fffffff;
  };
  const raw = Buffer.alloc((w * 3 + 1) * h);
  for (let y = 0; y < h; y++) {
    raw[y * (w * 3 + 1)] = 0;
    for (let x = 0; x < w; x++) {
      let px: Rgb = y < 20 ? [135, 190, 235] : [150, 150, 145];
      const top = 18 + Math.floor(Math.abs(x - 32) / 6);
      if (x >= 12 && x < 52 && y >= top && y < 38) px = cor;
      if (y >= 38 && y < 41 && (x === 16 || x === 17 || x === 46 || x === 47)) px = [30, 30, 30];
      if (y >= 14 && y < top && x >= 16 && x < 48 && rand() < 0.6)
        px = [120 + rand() * 60, 100 + rand() * 40, 80] as Rgb;
      const o = y * (w * 3 + 1) + 1 + x * 3;
      raw[o] = px[0];
      raw[o + 1] = px[1];
      raw[o + 2] = px[2];
    }
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w, 0);
  ihdr.writeUInt32BE(h, 4);
  ihdr.writeUInt8(8, 8);
  ihdr.writeUInt8(2, 9);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', zlib.deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export const CORES_FOTO: readonly Rgb[] = [
  [230, 120, 20],
  [40, 90, 170],
  [200, 40, 40],
  [240, 200, 30],
  [60, 140, 70],
  [110, 110, 120],
];
