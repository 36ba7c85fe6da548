import crypto from 'node:crypto';

/** A real 1×1 PNG: images are decoded and re-encoded on upload (issue 8 §6). */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** One part of a multipart/form-data body: a text field, or a file. */
export interface Part {
  name: string;
  value?: string;
  file?: { filename: string; data: Buffer; contentType?: string };
}

/**
 * The multipart/form-data body of `parts`, in order, for app.inject (`payload` and `headers`); a
 * file part without its own type is sent as `fileType`. The one builder of every API test upload.
 */
export function multipartParts(parts: Part[], fileType = 'application/octet-stream') {
  const boundary = `----rcc${crypto.randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\n`));
    if (p.file) {
      chunks.push(
        Buffer.from(
          `Content-Disposition: form-data; name="${p.name}"; filename="${p.file.filename}"\r\n` +
            `Content-Type: ${p.file.contentType ?? fileType}\r\n\r\n`,
        ),
        p.file.data,
        Buffer.from('\r\n'),
      );
    } else {
      chunks.push(
        Buffer.from(`Content-Disposition: form-data; name="${p.name}"\r\n\r\n${p.value ?? ''}\r\n`),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/**
 * A form of fields (a value that is not a string goes as JSON; undefined is left out) followed by
 * files by field name.
 */
export function multipartForm(
  fields: Record<string, unknown>,
  files: Record<string, { filename: string; data: Buffer; contentType?: string }> = {},
) {
  const parts: Part[] = [];
  for (const [name, value] of Object.entries(fields)) {
    if (value !== undefined)
      parts.push({ name, value: typeof value === 'string' ? value : JSON.stringify(value) });
  }
  for (const [name, file] of Object.entries(files)) parts.push({ name, file });
  return multipartParts(parts);
}
