import crypto from 'node:crypto';
import { AppError, MSG } from '@rcc/domain';
import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../../db/client';
import { sql } from '../../db/sql';

export interface UploadedFile {
  field: string;
  filename: string;
  /** Content type found by magic bytes (never the declared one). */
  contentType: string | null;
  data: Buffer;
}

export interface MultipartBody {
  fields: Record<string, string>;
  files: UploadedFile[];
}

/** Reads a whole multipart body; a file above `maxFileBytes` answers 413 (DESIGN §3). */
export async function readMultipart(req: FastifyRequest, maxFileBytes: number): Promise<MultipartBody> {
  if (!req.isMultipart()) {
    throw new AppError('UNSUPPORTED_MEDIA', 'Envie os dados como multipart/form-data.');
  }
  const fields: Record<string, string> = {};
  const files: UploadedFile[] = [];
  for await (const part of req.parts({ limits: { fileSize: maxFileBytes } })) {
    if (part.type === 'file') {
      const data = await part.toBuffer();
      if (part.file.truncated) throw new AppError('TOO_LARGE', tooLarge(maxFileBytes));
      if (data.length === 0) continue;
      files.push({ field: part.fieldname, filename: part.filename, contentType: sniff(data), data });
    } else {
      fields[part.fieldname] = String(part.value ?? '');
    }
  }
  return { fields, files };
}

const tooLarge = (bytes: number) =>
  `Só é permitido anexar um arquivo com tamanho máximo: ${Math.round(bytes / 1048576)}MB.`;

const startsWith = (d: Buffer, bytes: number[], at = 0) => bytes.every((b, i) => d[at + i] === b);

/** The file type by its first bytes; null when unknown. */
function sniff(d: Buffer): string | null {
  if (startsWith(d, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(d, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (d.subarray(0, 6).toString('latin1') === 'GIF87a' || d.subarray(0, 6).toString('latin1') === 'GIF89a')
    return 'image/gif';
  if (d.subarray(0, 4).toString('latin1') === 'RIFF' && d.subarray(8, 12).toString('latin1') === 'WEBP')
    return 'image/webp';
  if (d.subarray(0, 5).toString('latin1') === '%PDF-') return 'application/pdf';
  if (startsWith(d, [0x50, 0x4b, 0x03, 0x04])) return 'application/zip';
  if (startsWith(d, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return 'application/x-ole-storage';
  return null;
}

const isImage = (f: UploadedFile) => f.contentType?.startsWith('image/') ?? false;

/** Office documents (zip/OLE containers) get their content type from the extension once sniffed. */
export function documentContentType(f: UploadedFile): string | null {
  if (f.contentType === 'application/zip' || f.contentType === 'application/x-ole-storage') {
    const ext = f.filename.toLowerCase().split('.').pop() ?? '';
    const byExt: Record<string, string> = {
      docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
      odt: 'application/vnd.oasis.opendocument.text',
      ods: 'application/vnd.oasis.opendocument.spreadsheet',
      doc: 'application/msword',
      xls: 'application/vnd.ms-excel',
      ppt: 'application/vnd.ms-powerpoint',
    };
    return byExt[ext] ?? null;
  }
  return f.contentType;
}

export function assertImage(f: UploadedFile | undefined): asserts f is UploadedFile {
  if (!f)
    throw new AppError('VALIDATION', MSG.ocorrencia.fotoObrigatoria, {
      foto: MSG.ocorrencia.fotoObrigatoria,
    });
  if (!isImage(f))
    throw new AppError('UNSUPPORTED_MEDIA', MSG.anexo.somenteImagem, { foto: MSG.anexo.somenteImagem });
}

/** Stores a file in `anexo` (in the caller's transaction) and returns its id. */
export async function saveAnexo(tx: Queryable, f: UploadedFile, contentType: string): Promise<number> {
  const sha = crypto.createHash('sha256').update(f.data).digest('hex');
  const name = f.filename.slice(0, 255) || 'arquivo';
  const [row] = await tx.query<{ id: number }>(sql`
    INSERT INTO anexo (nome_arquivo, content_type, tamanho, sha256, conteudo)
    VALUES (${name}, ${contentType}, ${f.data.length}, ${sha}, ${f.data}) RETURNING id`);
  return row!.id;
}
