/** The type of an upload from its first bytes, never from its name or declared type (DESIGN §2). */
export type DetectedType = 'application/pdf' | 'image/png' | 'image/jpeg';

const startsWith = (buf: Buffer, bytes: number[]) => bytes.every((b, i) => buf[i] === b);

export function detectType(buf: Buffer): DetectedType | null {
  if (startsWith(buf, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf'; // %PDF-
  if (startsWith(buf, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(buf, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  return null;
}
