import os from 'node:os';
import { hash, verify } from '@node-rs/argon2';

/**
 * Argon2id with OWASP's minimum profile (Password Storage Cheat Sheet: m = 19 MiB, t = 2, p = 1);
 * never lower (docs/performance.md, "Login"). @node-rs/argon2 runs each hash on a libuv worker
 * thread, so the event loop is never blocked by it.
 */
const ARGON2_OPTIONS = {
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
  algorithm: 2, // Algorithm.Argon2id (an ambient const enum: not importable with isolatedModules)
} as const;

/**
 * At most one hash per core at a time (ARGON2_CONCURRENCY overrides). libuv's pool has 4 threads:
 * on a 2-core server four simultaneous hashes would take every core from the event loop and
 * PostgreSQL (measured: event-loop delay p99 170 ms against 70 ms with two) and occupy the threads
 * file and compression work also need, without verifying any more passwords per second.
 */
const LIMIT = Math.max(1, Number(process.env.ARGON2_CONCURRENCY) || os.availableParallelism());
let running = 0;
const waiting: Array<() => void> = [];

async function limited<T>(fn: () => Promise<T>): Promise<T> {
  if (running >= LIMIT) await new Promise<void>((resolve) => waiting.push(resolve));
  else running++;
  try {
    return await fn();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running--;
  }
}

export const hashPassword = (password: string) => limited(() => hash(password, ARGON2_OPTIONS));

const check = (stored: string, password: string) =>
  limited(() => verify(stored, password)).catch(() => false);

/** A fixed hash to verify against when the user does not exist, so timing reveals nothing. */
let dummy: Promise<string> | undefined;

export async function verifyPassword(stored: string | null | undefined, password: string): Promise<boolean> {
  if (!stored) {
    dummy ??= hashPassword('senha-inexistente-para-tempo-constante');
    await check(await dummy, password);
    return false;
  }
  return check(stored, password);
}
