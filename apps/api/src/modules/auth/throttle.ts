import { AppError, MSG } from '@rcc/domain';
import type { Queryable } from '../../db/client';
import { sql } from '../../db/sql';

/**
 * The one throttle of the API (issue #18 merged the two): counters per key in `tentativa_acesso`,
 * in the database so that they hold across API instances, each key under a policy — so many free
 * attempts in the window, then a growing wait (429 with Retry-After while it lasts). The client
 * address in a key is the real client's only when TRUST_PROXY names the balancer (lib/trust-proxy.ts).
 *
 * Logins (issue #12 item 3) are slowed progressively and nothing is refused for long: after `livres` failures of a key within the
 * window, the key must wait before its next attempt — 1 s, 2 s, 4 s… up to `maxMs` — and an attempt
 * during the wait answers 429 with Retry-After, whatever the password (no oracle).
 *
 * - contaEndereco: one account from one address (a guesser at its own address), up to 15 min.
 * - conta: one account from every address (guessers spread over many addresses), at most 60 s, so
 *   the owner at a clean address is never refused for long, and the e-mailed link clears it.
 * - endereco: every account from one address, high enough for a city hall behind one NAT.
 */
interface Politica {
  livres: number;
  baseMs: number;
  maxMs: number;
  /** The counting window (default: the login window, 1 h). */
  windowMs?: number;
}

export const LOGIN_THROTTLE = {
  windowMs: 60 * 60_000,
  contaEndereco: { livres: 5, baseMs: 1000, maxMs: 15 * 60_000 },
  conta: { livres: 20, baseMs: 1000, maxMs: 60_000 },
  endereco: { livres: 300, baseMs: 1000, maxMs: 60_000 },
  /** Failures of one account (any address) that send its owner the unlock link, once a window. */
  desbloqueioApos: 10,
} as const;

/**
 * 'Acessar como' lookups (POST /find-available-pessoa) per address and window: every lookup, and
 * those that found nobody (an enumeration of e-mails misses most of the time).
 */
const PESSOA_THROTTLE = {
  consultas: { livres: 300, baseMs: 1000, maxMs: 60_000 },
  semResultado: { livres: 20, baseMs: 1000, maxMs: 60_000 },
} as const;

/**
 * A lookup that maps a login, e-mail or document to a person (issue #12): per subject (an address,
 * or a user), PESSOA_THROTTLE's budget of lookups and a smaller one of lookups that find nobody,
 * then growing waits (429 with the seconds) — enumerating the registry becomes slow.
 */
export async function throttledLookup<T>(
  db: Queryable,
  subject: string,
  run: () => Promise<T[]>,
): Promise<T[]> {
  const keys = { consultas: `pessoa:${subject}`, semResultado: `pessoa-vazio:${subject}` };
  await assertNotWaiting(db, [keys.semResultado]);
  if ((await reserve(db, keys.consultas, PESSOA_THROTTLE.consultas)) === null) {
    throw new AguardeError(await secondsToWait(db, [keys.consultas]));
  }
  const rows = await run();
  if (rows.length === 0) await reserve(db, keys.semResultado, PESSOA_THROTTLE.semResultado);
  return rows;
}

/** 429 with the seconds to wait; the route copies them into Retry-After. */
export class AguardeError extends AppError {
  constructor(readonly segundos: number) {
    super('TOO_MANY_REQUESTS', MSG.sistema.acesso.aguarde(segundos));
  }
}

const janela = (p: Politica) => `${p.windowMs ?? LOGIN_THROTTLE.windowMs} milliseconds`;

/**
 * Counts one attempt against `chave` unless the key is waiting (or always, with `always`); returns
 * the count, or null while it waits. One statement: concurrent attempts are each counted once and
 * none slips through a wait (the row lock orders them).
 */
async function reserve(db: Queryable, chave: string, p: Politica, always = false): Promise<number | null> {
  const expired = sql`t.janela_inicio < now() - ${janela(p)}::interval`;
  const falhas = sql`(CASE WHEN ${expired} THEN 1 ELSE t.falhas + 1 END)`;
  const rows = await db.query<{ falhas: number }>(sql`
    INSERT INTO tentativa_acesso AS t (chave, falhas, janela_inicio, bloqueado_ate)
    VALUES (${chave}, 1, now(), NULL)
    ON CONFLICT (chave) DO UPDATE SET
      falhas = ${falhas},
      janela_inicio = CASE WHEN ${expired} THEN now() ELSE t.janela_inicio END,
      bloqueado_ate = CASE WHEN ${falhas} > ${p.livres}::int
        THEN now() + least(${p.baseMs}::float8 * power(2, ${falhas} - ${p.livres}::int - 1), ${p.maxMs}::float8)
          * interval '1 millisecond'
        END
    WHERE ${always ? sql`true` : sql`t.bloqueado_ate IS NULL OR t.bloqueado_ate <= now()`}
    RETURNING falhas`);
  return rows[0]?.falhas ?? null;
}

/** Throws AguardeError while any of `chaves` waits. */
async function assertNotWaiting(db: Queryable, chaves: string[]): Promise<void> {
  if (await isWaiting(db, chaves)) throw new AguardeError(await secondsToWait(db, chaves));
}

async function isWaiting(db: Queryable, chaves: string[]): Promise<boolean> {
  const rows = await db.query<{ chave: string }>(sql`
    SELECT chave FROM tentativa_acesso WHERE chave = ANY(${chaves}::text[]) AND bloqueado_ate > now()`);
  return rows.length > 0;
}

async function secondsToWait(db: Queryable, chaves: string[]): Promise<number> {
  const rows = await db.query<{ s: number | null }>(sql`
    SELECT ceil(extract(epoch FROM max(bloqueado_ate) - now()))::int AS s
    FROM tentativa_acesso WHERE chave = ANY(${chaves}::text[]) AND bloqueado_ate > now()`);
  return Math.max(1, rows[0]?.s ?? 1);
}

export const loginKeys = (username: string, ip: string) => {
  const conta = username.trim().toLowerCase();
  return {
    contaEndereco: `login:conta-ip:${conta}|${ip}`,
    conta: `login:user:${conta}`,
    endereco: `login:ip:${ip}`,
  };
};
export type LoginKeys = ReturnType<typeof loginKeys>;

/**
 * Before the password is checked, or AguardeError: the account must not be waiting, and the attempt
 * is counted on the address keys (narrowest first) as a failure until `refundLoginAttempt`, so a
 * burst from one address cannot slip through a wait. The account-wide key counts only real
 * failures (`registerLoginFailure`): right passwords of one account at once never refuse each other.
 */
export async function reserveLoginAttempt(db: Queryable, keys: LoginKeys): Promise<void> {
  await assertNotWaiting(db, [keys.conta]);
  for (const nome of ['contaEndereco', 'endereco'] as const) {
    if ((await reserve(db, keys[nome], LOGIN_THROTTLE[nome])) === null) {
      throw new AguardeError(await secondsToWait(db, Object.values(keys)));
    }
  }
}

/** A wrong password: counted on the account (every address); returns the account's failures. */
export async function registerLoginFailure(db: Queryable, keys: LoginKeys): Promise<number> {
  return (await reserve(db, keys.conta, LOGIN_THROTTLE.conta, true)) ?? 0;
}

/** A right password: the account's counters end; the address gets its attempt back. */
export async function refundLoginAttempt(db: Queryable, keys: LoginKeys): Promise<void> {
  await db.query(sql`DELETE FROM tentativa_acesso WHERE chave IN (${keys.contaEndereco}, ${keys.conta})`);
  await db.query(sql`
    UPDATE tentativa_acesso SET falhas = greatest(falhas - 1, 0) WHERE chave = ${keys.endereco}`);
}

/** The e-mailed unlock: every counter of these logins (e-mail, CPF), at every address. */
export async function clearAccount(db: Queryable, logins: string[]): Promise<void> {
  const contas = logins.map((l) => l.trim().toLowerCase()).filter(Boolean);
  const exact = contas.map((c) => `login:user:${c}`);
  const prefixes = contas.map((c) => `login:conta-ip:${c}|`);
  await db.query(sql`
    DELETE FROM tentativa_acesso
    WHERE chave = ANY(${exact}::text[])
      OR left(chave, length(chave) - strpos(reverse(chave), '|') + 1) = ANY(${prefixes}::text[])`);
}

/**
 * Public routes that send e-mail or prove a secret (password recovery, self-registration, the
 * CPF/CNPJ lookup, the quick destination's plate + token): 10 counted attempts per key in 15 min,
 * then the key waits 15 min. The answers after the 5th are delayed (`registerFailure`'s return).
 */
const BLOQUEIO: Politica = { livres: 9, baseMs: 15 * 60_000, maxMs: 15 * 60_000, windowMs: 15 * 60_000 };
const ATRASO = { apos: 5, baseMs: 250, maxMs: 4000 };

/** 429 while any of `keys` waits (these routes answer "aguarde alguns minutos", not the seconds). */
export async function assertNotBlocked(db: Queryable, keys: string[]): Promise<void> {
  if (await isWaiting(db, keys)) throw new AppError('TOO_MANY_REQUESTS');
}

/** Counts an attempt on each key (BLOQUEIO); returns the delay to apply before answering. */
export async function registerFailure(db: Queryable, keys: string[]): Promise<number> {
  let worst = 0;
  for (const chave of keys) worst = Math.max(worst, (await reserve(db, chave, BLOQUEIO, true)) ?? 0);
  if (worst <= ATRASO.apos) return 0;
  return Math.min(ATRASO.baseMs * 2 ** (worst - ATRASO.apos - 1), ATRASO.maxMs);
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
