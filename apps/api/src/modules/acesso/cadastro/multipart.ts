import type { FastifyRequest } from 'fastify';
import type { UploadedFile } from '../../arquivos/files';

export interface ParsedForm {
  body: Record<string, unknown>;
  files: UploadedFile[];
}

const parseJsonish = (value: string): unknown => {
  const t = value.trim();
  if (!/^[[{"]|^(true|false|null)$/.test(t)) return value;
  try {
    return JSON.parse(t);
  } catch {
    return value;
  }
};

/**
 * Reads a registration request: multipart (each field a JSON text, or one `payload` field with the
 * whole object, plus files) or plain JSON without files.
 */
export async function readForm(req: FastifyRequest): Promise<ParsedForm> {
  if (!req.isMultipart()) return { body: (req.body ?? {}) as Record<string, unknown>, files: [] };
  const body: Record<string, unknown> = {};
  const files: UploadedFile[] = [];
  for await (const part of req.parts()) {
    if (part.type === 'file') {
      const buffer = await part.toBuffer();
      if (buffer.length > 0) files.push({ field: part.fieldname, filename: part.filename, buffer });
    } else if (part.fieldname === 'payload' && typeof part.value === 'string') {
      const payload = parseJsonish(part.value);
      if (payload && typeof payload === 'object' && !Array.isArray(payload)) Object.assign(body, payload);
    } else {
      body[part.fieldname] = typeof part.value === 'string' ? parseJsonish(part.value) : part.value;
    }
  }
  return { body, files };
}
