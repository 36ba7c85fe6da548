import crypto from 'node:crypto';
import { SMTPServer } from 'smtp-server';
import { apiCall as api, DEMO_PASSWORD } from './browser';

/** One message the system delivered over SMTP. */
export interface DeliveredMail {
  to: string[];
  subject: string;
  /** The text parts (plain and HTML) decoded from their transfer encoding (links and accents readable). */
  text: string;
}

/** Quoted-printable → bytes ('a=C3=A7=\r\nb' → 'açb' once read as UTF-8; soft line breaks joined). */
function qpBytes(raw: string): Buffer {
  const joined = raw.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const m = /^=([0-9A-Fa-f]{2})/.exec(joined.slice(i, i + 3));
    if (m) {
      bytes.push(Number.parseInt(m[1]!, 16));
      i += 2;
    } else {
      const cp = joined.codePointAt(i)!;
      const ch = String.fromCodePoint(cp);
      bytes.push(...Buffer.from(ch, 'utf8'));
      i += ch.length - 1;
    }
  }
  return Buffer.from(bytes);
}

const decodeQuotedPrintable = (raw: string) => qpBytes(raw).toString('utf8');

/**
 * RFC 2047 encoded words ('=?UTF-8?Q?Confirma=C3=A7=C3=A3o?=') → text. Adjacent words are joined as
 * bytes first, so a character split between two words still decodes.
 */
function decodeHeader(v: string): string {
  const word = /=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g;
  let out = '';
  let pending: Buffer[] = [];
  let last = 0;
  const flush = () => {
    if (pending.length) out += Buffer.concat(pending).toString('utf8');
    pending = [];
  };
  for (let m = word.exec(v); m; m = word.exec(v)) {
    const between = v.slice(last, m.index);
    // Whitespace between two encoded words is not part of the text (RFC 2047 §6.2).
    if (!(pending.length && /^\s*$/.test(between))) {
      flush();
      out += between;
    }
    const data = m[3]!;
    pending.push(
      m[2]!.toUpperCase() === 'B' ? Buffer.from(data, 'base64') : qpBytes(data.replace(/_/g, ' ')),
    );
    last = m.index + m[0].length;
  }
  flush();
  return out + v.slice(last);
}

/** Splits a MIME entity into its (unfolded) header block and body. */
function splitEntity(raw: string): { head: string; body: string } {
  const m = /\r?\n\r?\n/.exec(raw);
  if (!m) return { head: raw.replace(/\r?\n[ \t]+/g, ' '), body: '' };
  return { head: raw.slice(0, m.index).replace(/\r?\n[ \t]+/g, ' '), body: raw.slice(m.index + m[0].length) };
}

const headerOf = (head: string, name: string) =>
  new RegExp(`^${name}:[ \\t]*(.*)$`, 'im').exec(head)?.[1]?.trim() ?? '';

/**
 * The readable text of a MIME entity: every text/* part decoded from its Content-Transfer-Encoding
 * (quoted-printable or base64), multiparts walked recursively; attachments left out.
 */
function textOf(raw: string): string {
  const { head, body } = splitEntity(raw);
  const type = headerOf(head, 'content-type') || 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    const delimiter = `--${boundary}`;
    return body
      .split(delimiter)
      .slice(1)
      .filter((part) => !part.startsWith('--'))
      .map((part) => textOf(part.replace(/^[ \t]*\r?\n/, '')))
      .filter(Boolean)
      .join('\n');
  }
  if (!/^text\//i.test(type) || /^attachment/i.test(headerOf(head, 'content-disposition'))) return '';
  const encoding = headerOf(head, 'content-transfer-encoding').toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  return body;
}

/** Logs in through the API (not the UI) and answers the session token. */
export async function apiLogin(email: string, password = DEMO_PASSWORD): Promise<string> {
  const { rows } = await api<{ rows: Array<{ id: number }> }>('POST', '/api/find-available-pessoa', {
    email,
  });
  if (!rows[0]) throw new Error(`nenhuma pessoa para ${email}`);
  const { token } = await api<{ token: string }>('POST', '/api/login', {
    username: email,
    password,
    idPessoa: rows[0].id,
  });
  return token;
}

/**
 * A real SMTP server in the test process, on port 2525 (the only test-friendly port the settings
 * accept) of a random loopback address. `useAsSystemSmtp()` points the running system's
 * 'Configurações do Sistema' at it through the administrator's API, as an operator would.
 */
export async function startMailbox() {
  const user = 'rcc-e2e@rcc.demo';
  const pass = crypto.randomBytes(9).toString('base64url');
  const received: DeliveredMail[] = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, cb) {
      if (auth.username === user && auth.password === pass) cb(null, { user });
      else cb(new Error('Credenciais inválidas'));
    },
    onData(stream, session, cb) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          subject: decodeHeader(headerOf(splitEntity(raw).head, 'subject')),
          text: textOf(raw),
        });
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
    received,
    /** Saves this server as the system's SMTP server (PUT /api/Parametro/1 as the administrator). */
    async useAsSystemSmtp(): Promise<void> {
      const token = await apiLogin('admin@rcc.demo');
      const { rows } = await api<{ rows: Array<Record<string, unknown>> }>(
        'POST',
        '/api/Parametro/find',
        {},
        token,
      );
      const cur = rows.find((r) => r.id === 1) ?? rows[0];
      if (!cur) throw new Error('parâmetros do sistema ausentes');
      const { updatedAt: _u, ...rest } = cur;
      await api(
        'PUT',
        `/api/Parametro/${cur.id}`,
        {
          ...rest,
          servidorSmtp: host,
          portaSmtp: 2525,
          criptografiaSmtp: 'Nenhuma',
          loginSmtp: user,
          passSmtp: pass,
          emailEnvioSmtp: 'nao-responda@slu.df.gov.br',
        },
        token,
      );
    },
    /** Waits (the outbox is polled every few seconds) for a mail to `to` whose subject matches. */
    async waitFor(to: string, subject: RegExp, timeoutMs = 30_000): Promise<DeliveredMail> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const m = received.find((x) => x.to.includes(to.toLowerCase()) && subject.test(x.subject));
        if (m) return m;
        if (Date.now() > deadline) {
          const seen = received.map((x) => `${x.to.join(',')}: ${x.subject}`).join('; ') || 'nenhum';
          throw new Error(
            `nenhum e-mail para ${to} com assunto ${subject} em ${timeoutMs} ms (recebidos: ${seen})`,
          );
        }
        await new Promise((r) => setTimeout(r, 250));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type Mailbox = Awaited<ReturnType<typeof startMailbox>>;

/** The first http(s) link in a mail whose path contains `pathPart` (e.g. '/recovery/'). */
export function linkIn(mail: DeliveredMail, pathPart: string): string {
  const links = mail.text.match(/https?:\/\/[^\s"'<>)]+/g) ?? [];
  const hit = links.find((l) => l.includes(pathPart));
  if (!hit) throw new Error(`link com ${pathPart} não encontrado no e-mail '${mail.subject}'`);
  return hit;
}
