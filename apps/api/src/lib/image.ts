import { AppError } from '@rcc/domain';
import { loadSharp } from './lazy-libs';

/** Longest side of a stored photo, in pixels; larger photos are scaled down (aspect kept). */
export const FOTO_LADO_MAXIMO = 2560;

/** Pixel count above which a picture is refused before decoding (a "decompression bomb"). */
const MAX_PIXELS = 100_000_000;

const MSG_IMAGEM_ILEGIVEL = 'Não foi possível ler a imagem enviada: o arquivo está corrompido ou incompleto.';
const MSG_FORMATO_IMAGEM = 'Formato de imagem não aceito: envie uma foto JPEG, PNG, WebP ou GIF.';

/** Content types whose pictures are re-encoded in the same format. */
const FORMATS = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
} as const;

export interface CleanImage {
  data: Buffer;
  contentType: string;
}

/**
 * Re-encodes a photo (issue 8 §6, LGPD): turned upright by its EXIF orientation, scaled down to
 * {@link FOTO_LADO_MAXIMO} on the longest side, and written again in the format it came in
 * WITHOUT any metadata (EXIF, GPS, XMP, IPTC, ICC, comments). Only the pixels survive.
 *
 * `contentType` is the type already found from the content (magic bytes). A type that cannot be
 * re-encoded (BMP…) or bytes that do not decode answer 415 with a Portuguese message.
 */
export async function reencodeImage(data: Buffer, contentType: string): Promise<CleanImage> {
  const format = FORMATS[contentType as keyof typeof FORMATS];
  if (!format) throw new AppError('UNSUPPORTED_MEDIA', MSG_FORMATO_IMAGEM);
  const sharp = await loadSharp();
  try {
    let img = sharp(data, { failOn: 'error', limitInputPixels: MAX_PIXELS, animated: false })
      .rotate()
      .resize({
        width: FOTO_LADO_MAXIMO,
        height: FOTO_LADO_MAXIMO,
        fit: 'inside',
        withoutEnlargement: true,
      });
    if (format === 'jpeg') img = img.jpeg({ quality: 85 });
    else if (format === 'png') img = img.png();
    else if (format === 'webp') img = img.webp({ quality: 85 });
    else img = img.gif();
    // sharp writes no metadata unless asked to (withMetadata/keepExif are never called here).
    return { data: await img.toBuffer(), contentType };
  } catch {
    throw new AppError('UNSUPPORTED_MEDIA', MSG_IMAGEM_ILEGIVEL);
  }
}
