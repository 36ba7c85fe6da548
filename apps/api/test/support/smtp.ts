import crypto from 'node:crypto';
import { SMTPServer } from 'smtp-server';
import type { Queryable } from '../../src/db/client';

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
  /** The message decoded from quoted-printable, enough to read subjects and links. */
  text: string;
}

/** 'a=C3=A7=\r\nb' → 'açb' (soft line breaks joined, bytes decoded as UTF-8). */
function decodeQuotedPrintable(raw: string): string {
  const joined = raw.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const m = /^=([0-9A-F]{2})/.exec(joined.slice(i, i + 3));
    if (m) {
      bytes.push(Number.parseInt(m[1]!, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i]!, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/**
 * A real SMTP server on this machine. It listens on port 2525 (parametro.porta_smtp only allows
 * 587, 465, 25 and 2525) of a random loopback address, so parallel test runs never collide.
 */
export async function startSmtpServer(
  opts: {
    user?: string;
    pass?: string;
    failFirst?: number;
    /** Awaited after the data arrives, before accepting it (a slow server, for crash tests). */
    beforeAccept?: () => Promise<void>;
  } = {},
) {
  const received: ReceivedMail[] = [];
  const waiters: Array<() => void> = [];
  let toFail = opts.failFirst ?? 0;
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    authOptional: !opts.user,
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, cb) {
      if (auth.username === opts.user && auth.password === opts.pass) cb(null, { user: auth.username });
      else cb(new Error('Credenciais inválidas'));
    },
    onData(stream, session, cb) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', async () => {
        // A slow server: the message counts as received only when accepted (the 250 reply).
        if (opts.beforeAccept) await opts.beforeAccept();
        if (toFail > 0) {
          toFail--;
          const err = new Error('Caixa temporariamente indisponível') as Error & { responseCode: number };
          err.responseCode = 451;
          cb(err);
          return;
        }
        const raw = Buffer.concat(chunks).toString('utf8');
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          text: decodeQuotedPrintable(raw),
        });
        for (const w of waiters.splice(0)) w();
        cb();
      });
    },
  });
  const b = crypto.randomBytes(3);
  const host = `127.${(b[0]! % 250) + 1}.${(b[1]! % 250) + 1}.${(b[2]! % 250) + 1}`;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(2525, host, () => resolve());
  });
  return {
    host,
    port: 2525,
    received,
    /** Points the settings row at this server. */
    async configure(db: Queryable, extra: { criptografia?: string } = {}) {
      await db.query(
        `UPDATE parametro SET servidor_smtp = $1, porta_smtp = 2525, criptografia_smtp = $2, login_smtp = $3,
           pass_smtp = $4, email_envio_smtp = 'nao-responda@slu.df.gov.br' WHERE id = 1`,
        [host, extra.criptografia ?? 'Nenhuma', opts.user ?? null, opts.pass ?? null],
      );
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type TestSmtp = Awaited<ReturnType<typeof startSmtpServer>>;

/** The first link of `kind` in a received mail: { id, token }. */
export function linkIn(mail: ReceivedMail, kind: 'recovery' | 'confirmed' | 'desbloqueio') {
  const m = new RegExp(`/${kind}/(\\d+)/([A-Za-z0-9_-]{20,})`).exec(mail.text);
  if (!m) throw new Error(`link ${kind} não encontrado no e-mail`);
  return { id: Number(m[1]), token: m[2]! };
}
