import { AppError, LIMITES_CTR, MSG } from '@rcc/domain';
import type { FastifyRequest } from 'fastify';
import { reencodeImage } from '../../lib/image';

export interface UploadedImage {
  filename: string;
  contentType: string;
  data: Buffer;
}

/** Image types recognised from their first bytes (never from the name or declared type). */
function imageTypeOf(data: Buffer): string | null {
  const starts = (...bytes: number[]) => bytes.every((b, i) => data[i] === b);
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (
    data.subarray(0, 6).toString('latin1') === 'GIF87a' ||
    data.subarray(0, 6).toString('latin1') === 'GIF89a'
  ) {
    return 'image/gif';
  }
  if (
    data.subarray(0, 4).toString('latin1') === 'RIFF' &&
    data.subarray(8, 12).toString('latin1') === 'WEBP'
  ) {
    return 'image/webp';
  }
  if (starts(0x42, 0x4d)) return 'image/bmp';
  return null;
}

/** Spec 2 §5: at most 1 MB (1e6 bytes) → 413, image only → 415, with the spec's texts. */
function checkImage(filename: string, data: Buffer): UploadedImage {
  if (data.length > LIMITES_CTR.fotoMaxBytes) throw new AppError('TOO_LARGE', MSG.anexo.tamanhoMaximo);
  const contentType = imageTypeOf(data);
  if (!contentType) throw new AppError('UNSUPPORTED_MEDIA', MSG.anexo.somenteImagem);
  return { filename: filename.slice(0, 255) || 'foto', contentType, data };
}

/**
 * Reads a multipart body into plain fields and at most one image (field fotoCacamba). A JSON
 * body is accepted too (no photo then). Reading stops past the size limit.
 */
export async function readMultipart(
  req: FastifyRequest,
): Promise<{ fields: Record<string, unknown>; foto: UploadedImage | null }> {
  if (!req.isMultipart()) return { fields: (req.body ?? {}) as Record<string, unknown>, foto: null };
  const fields: Record<string, unknown> = {};
  let foto: UploadedImage | null = null;
  for await (const part of req.parts({ limits: { fileSize: LIMITES_CTR.fotoMaxBytes + 1 } })) {
    if (part.type === 'file') {
      const data = await part.toBuffer();
      if (part.file.truncated) throw new AppError('TOO_LARGE', MSG.anexo.tamanhoMaximo);
      if (data.length > 0) {
        const checked = checkImage(part.filename, data);
        // Issue 8 §6: only the re-encoded pixels are kept (no EXIF/GPS), upright, capped in size.
        foto = { ...checked, ...(await reencodeImage(checked.data, checked.contentType)) };
      }
    } else {
      fields[part.fieldname] = part.value;
    }
  }
  return { fields, foto };
}
