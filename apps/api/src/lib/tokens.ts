import crypto from 'node:crypto';

/** 256-bit random token, URL-safe. */
export const newToken = (bytes = 32) => crypto.randomBytes(bytes).toString('base64url');

/** Tokens are stored hashed: a database leak does not reveal a usable session or link. */
export const sha256 = (value: string | Buffer) => crypto.createHash('sha256').update(value).digest('hex');

/** Short human-checkable code for public verification pages (CTR sheet, CLTRCC). */
export function newVerificationCode(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const bytes = crypto.randomBytes(12);
  let out = '';
  for (let i = 0; i < 12; i++) {
    out += alphabet[bytes[i]! % alphabet.length];
    if (i === 3 || i === 7) out += '-';
  }
  return out;
}
