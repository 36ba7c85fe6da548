/**
 * Photos taken on a phone are 3–12 MB; the server accepts 1 MB and re-encodes anyway (spec 2 §5), so
 * the device shrinks them before upload (issue #16 item 2): longest side at most 1600 px, JPEG ~0.8.
 */
const FOTO_MAX_LADO = 1600;
const FOTO_QUALIDADE = 0.8;

interface Bitmap {
  width: number;
  height: number;
  close?: () => void;
}

/** The browser parts, injectable so the rule is tested without a real canvas. */
export interface ImagemDeps {
  decode: (file: Blob) => Promise<Bitmap>;
  encode: (bitmap: Bitmap, width: number, height: number, quality: number) => Promise<Blob>;
}

/** Width and height that fit `max` on the longest side, keeping the proportion (never enlarged). */
export function dimensoesReduzidas(width: number, height: number, max = FOTO_MAX_LADO) {
  const scale = Math.min(1, max / Math.max(width, height));
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

const browserDeps: ImagemDeps = {
  // 'from-image' applies the EXIF orientation, so a portrait phone photo stays upright.
  decode: (file) => createImageBitmap(file, { imageOrientation: 'from-image' }),
  encode: (bitmap, width, height, quality) =>
    new Promise((resolve, reject) => {
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const ctx = canvas.getContext('2d');
      if (!ctx) return reject(new Error('canvas indisponível'));
      // JPEG has no transparency: a transparent PNG gets a white background, not a black one.
      ctx.fillStyle = '#fff';
      ctx.fillRect(0, 0, width, height);
      ctx.drawImage(bitmap as ImageBitmap, 0, 0, width, height);
      canvas.toBlob(
        (blob) => (blob ? resolve(blob) : reject(new Error('falha ao gerar JPEG'))),
        'image/jpeg',
        quality,
      );
    }),
};

const REENCODABLE = /^image\/(jpeg|png|webp|bmp)$/;

/**
 * The photo as it should be sent: a JPEG no larger than FOTO_MAX_LADO on its longest side. A file that
 * is not a still image the browser can draw (GIF, HEIC on a desktop, not an image) is returned as it
 * came, for the form's own checks and the server's limits to judge; so is a small photo that
 * re-encoding would not make smaller.
 */
export async function reduzirImagem(
  file: File,
  { maxLado = FOTO_MAX_LADO, qualidade = FOTO_QUALIDADE, deps = browserDeps } = {},
): Promise<File> {
  if (!REENCODABLE.test(file.type)) return file;
  let bitmap: Bitmap;
  try {
    bitmap = await deps.decode(file);
  } catch {
    return file;
  }
  try {
    const { width, height } = dimensoesReduzidas(bitmap.width, bitmap.height, maxLado);
    const shrinks = width < bitmap.width || height < bitmap.height;
    const blob = await deps.encode(bitmap, width, height, qualidade);
    if (!shrinks && blob.size >= file.size) return file;
    const nome = `${file.name.replace(/\.[^./\\]+$/, '') || 'foto'}.jpg`;
    return new File([blob], nome, { type: 'image/jpeg', lastModified: file.lastModified });
  } catch {
    return file;
  } finally {
    bitmap.close?.();
  }
}
