import crypto from 'node:crypto';
import { SMTPServer } from 'smtp-server';
import { BASE_URL, DEMO_PASSWORD } from './browser';

/** One message the system delivered over SMTP. */
export interface DeliveredMail {
  to: string[];
  subject: string;
  /** The text parts of the body, each decoded by its transfer encoding (links and accents readable). */
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

/** Splits a raw MIME entity into its unfolded header block and its body. */
function splitEntity(raw: string): { head: string; body: string } {
  const m = /\r?\n\r?\n/.exec(raw);
  if (!m) return { head: raw.replace(/\r?\n[ \t]+/g, ' '), body: '' };
  return { head: raw.slice(0, m.index).replace(/\r?\n[ \t]+/g, ' '), body: raw.slice(m.index + m[0].length) };
}

const header = (head: string, name: string) =>
  new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(head)?.[1]?.trim() ?? '';

/**
 * The readable text of a MIME entity: every text part decoded by its own Content-Transfer-Encoding
 * (quoted-printable or base64), multipart bodies walked part by part, attachments left out.
 */
function entityText(raw: string): string {
  const { head, body } = splitEntity(raw);
  const type = header(head, 'content-type').toLowerCase() || 'text/plain';
  if (type.startsWith('multipart/')) {
    const boundary = /boundary="?([^";]+)"?/i.exec(header(head, 'content-type'))?.[1];
    if (!boundary) return body;
    return body
      .split(`--${boundary}`)
      .slice(1)
      .filter((part) => !part.startsWith('--'))
      .map((part) => entityText(part.replace(/^\r?\n/, '')))
      .filter(Boolean)
      .join('\n');
  }
  if (!type.startsWith('text/') || /attachment/i.test(header(head, 'content-disposition'))) return '';
  const cte = header(head, 'content-transfer-encoding').toLowerCase();
  if (cte === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (cte === 'quoted-printable') return decodeQuotedPrintable(body);
  return body;
}

/** RFC 2047 encoded words ('=?UTF-8?Q?Confirma=C3=A7=C3=A3o?=') → text. */
function decodeHeader(v: string): string {
  return v.replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=\s*/g, (_m, _cs, enc: string, data: string) =>
    enc.toUpperCase() === 'B'
      ? Buffer.from(data, 'base64').toString('utf8')
      : decodeQuotedPrintable(data.replace(/_/g, ' ')),
  );
}

async function api<T>(method: string, url: string, body?: unknown, token?: string): Promise<T> {
  const res = await fetch(`${BASE_URL()}${url}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { 'auth-token': token } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json()) as { success: boolean; data: T; error?: { message: string } };
  if (!res.ok || !json.success) throw new Error(`${method} ${url}: ${res.status} ${json.error?.message}`);
  return json.data;
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
        const { head } = splitEntity(raw);
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          subject: decodeHeader(header(head, 'subject')),
          text: entityText(raw),
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
        const m = received.find(
          (x) => x.to.some((t) => t.toLowerCase() === to.toLowerCase()) && subject.test(x.subject),
        );
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
