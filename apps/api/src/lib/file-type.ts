/**
 * File type from the content (magic bytes), never from the name or the declared type (DESIGN §2).
 */
export type FileKind = 'pdf' | 'png' | 'jpeg' | 'ole' | 'docx' | 'xlsx' | 'pptx';

const startsWith = (buf: Buffer, bytes: number[], offset = 0) =>
  buf.length >= offset + bytes.length && bytes.every((b, i) => buf[offset + i] === b);

/** Office Open XML: a zip whose entries name the application's folder. */
function officeZipKind(buf: Buffer): FileKind | null {
  const head = buf.subarray(0, Math.min(buf.length, 64 * 1024)).toString('latin1');
  if (!head.includes('[Content_Types].xml')) return null;
  if (head.includes('word/')) return 'docx';
  if (head.includes('xl/')) return 'xlsx';
  if (head.includes('ppt/')) return 'pptx';
  return null;
}

export function detectFileKind(buf: Buffer): FileKind | null {
  if (startsWith(buf, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'pdf';
  if (startsWith(buf, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(buf, [0xff, 0xd8, 0xff])) return 'jpeg';
  // Compound File Binary (legacy doc, xls, ppt).
  if (startsWith(buf, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return 'ole';
  if (startsWith(buf, [0x50, 0x4b, 0x03, 0x04])) return officeZipKind(buf);
  return null;
}

const OLE_TYPES: Record<string, string> = {
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
  ppt: 'application/vnd.ms-powerpoint',
};

/** Content type to serve a checked file with. */
export function contentTypeOf(kind: FileKind, filename: string): string {
  switch (kind) {
    case 'pdf':
      return 'application/pdf';
    case 'png':
      return 'image/png';
    case 'jpeg':
      return 'image/jpeg';
    case 'docx':
      return 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
    case 'xlsx':
      return 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
    case 'pptx':
      return 'application/vnd.openxmlformats-officedocument.presentationml.presentation';
    case 'ole': {
      const ext = filename.split('.').pop()?.toLowerCase() ?? '';
      return OLE_TYPES[ext] ?? 'application/octet-stream';
    }
  }
}
