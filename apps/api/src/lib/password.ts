import { hash, verify } from '@node-rs/argon2';

// Argon2id (memory-hard), OWASP's second recommended profile: m=19 MiB, t=2, p=1.
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1, algorithm: 2 } as const;

export const hashPassword = (password: string) => hash(password, OPTIONS);

/** A fixed hash to verify against when the user does not exist, so timing reveals nothing. */
let dummy: Promise<string> | undefined;

export async function verifyPassword(stored: string | null | undefined, password: string): Promise<boolean> {
  if (!stored) {
    dummy ??= hashPassword('senha-inexistente-para-tempo-constante');
    await verify(await dummy, password).catch(() => false);
    return false;
  }
  return verify(stored, password).catch(() => false);
}
