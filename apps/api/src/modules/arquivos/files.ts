import { AppError, MSG_PESSOAS as M } from '@rcc/domain';
import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../../db/client';
import { sql } from '../../db/sql';
import { sha256 } from '../../lib/tokens';

const MAX_DOCUMENTO_BYTES = 5 * 1024 * 1024;

export interface UploadedFile {
  field: string;
  filename: string;
  buffer: Buffer;
}

/**
 * Reads a JSON or multipart request. In multipart, a `payload` (or `dados`) field holding JSON is
 * merged into the fields; every other field is a string; files are read into memory (size-limited).
 */
export async function readRequest(
  req: FastifyRequest,
): Promise<{ body: Record<string, unknown>; files: UploadedFile[] }> {
  if (!req.isMultipart()) return { body: (req.body ?? {}) as Record<string, unknown>, files: [] };
  const fields: Record<string, unknown> = {};
  const files: UploadedFile[] = [];
  try {
    for await (const part of req.parts({ limits: { fileSize: MAX_DOCUMENTO_BYTES } })) {
      if (part.type === 'file') {
        const buffer = await part.toBuffer();
        if (buffer.length > 0)
          files.push({ field: part.fieldname, filename: part.filename || 'arquivo', buffer });
      } else if (part.fieldname === 'payload' || part.fieldname === 'dados') {
        try {
          Object.assign(fields, JSON.parse(String(part.value)));
        } catch {
          throw new AppError('VALIDATION', 'Requisição inválida: o corpo não é um JSON válido.');
        }
      } else {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('TOO_LARGE', M.arquivoGrande);
    throw err;
  }
  return { body: fields, files };
}

/** The type from the content (magic bytes), never from the name or the declared type (DESIGN §2). */
export function sniffType(
  buf: Buffer,
): 'application/pdf' | 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp' | null {
  if (buf.length >= 5 && buf.subarray(0, 5).toString('latin1') === '%PDF-') return 'application/pdf';
  if (
    buf.length >= 8 &&
    buf.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  )
    return 'image/png';
  if (buf.length >= 3 && buf[0] === 0xff && buf[1] === 0xd8 && buf[2] === 0xff) return 'image/jpeg';
  if (buf.length >= 6 && /^GIF8[79]a$/.test(buf.subarray(0, 6).toString('latin1'))) return 'image/gif';
  if (
    buf.length >= 12 &&
    buf.subarray(0, 4).toString('latin1') === 'RIFF' &&
    buf.subarray(8, 12).toString('latin1') === 'WEBP'
  )
    return 'image/webp';
  return null;
}

/** Doc 1 §5: documents accept pdf or images; some types (and the environmental licence) only pdf. */
export function checkDocumento(file: UploadedFile, somentePdf: boolean): string {
  const type = sniffType(file.buffer);
  if (somentePdf && type !== 'application/pdf') throw new AppError('UNSUPPORTED_MEDIA', M.somentePdf);
  if (!type) throw new AppError('UNSUPPORTED_MEDIA', M.pdfOuImagem);
  return type;
}

const safeName = (name: string) => name.replace(/[\\/\r\n"]/g, '_').slice(0, 200) || 'arquivo';

export async function insertAnexo(tx: Queryable, file: UploadedFile, contentType: string): Promise<number> {
  const [row] = await tx.query<{ id: number }>(sql`
    INSERT INTO anexo (nome_arquivo, content_type, tamanho, sha256, conteudo)
    VALUES (${safeName(file.filename)}, ${contentType}, ${file.buffer.length}, ${sha256(file.buffer)}, ${file.buffer})
    RETURNING id`);
  return row!.id;
}

export { safeName };
