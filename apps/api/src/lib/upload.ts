import crypto from 'node:crypto';
import path from 'node:path';
import { AppError } from '@rcc/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Queryable } from '../db/client';
import { sql } from '../db/sql';
import { contentTypeOf, detectFileKind, type FileKind } from './file-type';
import { reencodeImage } from './image';

export interface UploadedFile {
  filename: string;
  buffer: Buffer;
}

export interface FormData {
  fields: Record<string, unknown>;
  files: Record<string, UploadedFile>;
}

/**
 * Reads a multipart form (or a JSON body) into fields and files. A file over its field's limit is
 * a 413 with `tooLargeMessage`; file fields not listed in `maxBytes` are refused.
 */
export async function readForm(
  req: FastifyRequest,
  maxBytes: Record<string, number>,
  tooLargeMessage?: string,
): Promise<FormData> {
  if (!req.isMultipart()) {
    const body = req.body;
    return { fields: body && typeof body === 'object' ? { ...(body as object) } : {}, files: {} };
  }
  const fields: Record<string, unknown> = {};
  const files: Record<string, UploadedFile> = {};
  for await (const part of req.parts()) {
    if (part.type === 'field') {
      fields[part.fieldname] = part.value;
      continue;
    }
    const limit = maxBytes[part.fieldname];
    if (limit === undefined) {
      part.file.resume();
      throw new AppError('VALIDATION', `Arquivo inesperado: ${part.fieldname.slice(0, 40)}`);
    }
    const buffer = await part.toBuffer();
    if (buffer.length === 0) continue;
    if (buffer.length > limit) throw new AppError('TOO_LARGE', tooLargeMessage);
    files[part.fieldname] = { filename: safeName(part.filename), buffer };
  }
  return { fields, files };
}

/** File name without path, quotes or control characters. */
const safeName = (name: string | undefined) =>
  (
    [...path.basename(name ?? '')]
      .map((c) => (c.charCodeAt(0) < 32 || c === '"' || c === '\\' ? '_' : c))
      .join('') || 'arquivo'
  ).slice(0, 200);

/** Checks the content against the allowed kinds (415 otherwise) and stores it in `anexo`. */
export async function saveAnexo(
  tx: Queryable,
  file: UploadedFile,
  allowed: readonly FileKind[],
  wrongTypeMessage?: string,
): Promise<{ id: number; contentType: string; nomeArquivo: string }> {
  const kind = detectFileKind(file.buffer);
  if (!kind || !allowed.includes(kind)) throw new AppError('UNSUPPORTED_MEDIA', wrongTypeMessage);
  const contentType = contentTypeOf(kind, file.filename);
  // Issue 8 §6: an image (a photo of a document) is stored re-encoded, without EXIF/GPS.
  const buffer = contentType.startsWith('image/')
    ? (await reencodeImage(file.buffer, contentType)).data
    : file.buffer;
  const sha = crypto.createHash('sha256').update(buffer).digest('hex');
  const [row] = await tx.query<{ id: number }>(sql`
    INSERT INTO anexo (nome_arquivo, content_type, tamanho, sha256, conteudo)
    VALUES (${file.filename}, ${contentType}, ${buffer.length}, ${sha}, ${buffer})
    RETURNING id`);
  return { id: row!.id, contentType, nomeArquivo: file.filename };
}

export async function loadAnexo(db: Queryable, id: number) {
  const [row] = await db.query<{ nome_arquivo: string; content_type: string; conteudo: Uint8Array }>(
    sql`SELECT nome_arquivo, content_type, conteudo FROM anexo WHERE id = ${id}`,
  );
  return row;
}

/** Sends a stored file as a download. */
export function sendFile(
  reply: FastifyReply,
  file: { nome_arquivo: string; content_type: string; conteudo: Uint8Array },
) {
  const ascii = file.nome_arquivo.replace(/[^\x20-\x7e]/g, '_');
  return reply
    .header('Content-Type', file.content_type)
    .header(
      'Content-Disposition',
      `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.nome_arquivo)}`,
    )
    .header('X-Content-Type-Options', 'nosniff')
    .send(Buffer.from(file.conteudo));
}
