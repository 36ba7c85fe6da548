import nodemailer, { type Transporter } from 'nodemailer';
import type { Db, Queryable } from '../../db/client';
import type { JobLog, JobRun } from '../jobs/queue';
import { CABECALHOS_PERMITIDOS } from './outbox';
import * as q from './queries';
import { loadSmtpSettings, type SmtpSettings } from './smtp-settings';

/** Ids being sent by this process (the embedded database, where one process owns the data). */
const sendingHere = new Set<number>();

export type SendOutcome = 'enviado' | 'ja-tratado';

/**
 * The `email.enviar` job: sends one message of the `email_fila` outbox (DESIGN §5). Exactly one
 * run sends it, however long the SMTP exchange takes (issue #18: the old lease let a second
 * worker send a slow mail again). On PostgreSQL the row stays locked by this run's transaction
 * from the check to the 'enviado' mark, so a second run (the queue's retry after expiry, another
 * instance) finds it locked and retries later; if this instance dies, the lock goes with its
 * connection and the retry sends it. A failure records the attempt and rethrows, so the queue
 * retries with backoff; the last attempt marks it 'falhou'.
 */
export async function sendQueuedMail(db: Db, id: number, run: JobRun): Promise<SendOutcome> {
  const settings = await loadSmtpSettings(db);
  if (!settings) throw new Error('SMTP não configurado (Configurações do Sistema)');
  if (db.kind === 'postgres') {
    let failure: Error | undefined;
    const outcome = await db.transaction(async (tx) => {
      const mail = await q.lockForSending(tx, id);
      if (!mail) {
        if (!(await q.loadMail(tx, id))) return 'ja-tratado' as const;
        throw new Error(`e-mail ${id} em envio por outra execução`);
      }
      if (mail.situacao !== 'pendente') return 'ja-tratado' as const;
      failure = await deliver(tx, settings, mail);
      if (!failure) await q.markSent(tx, id);
      return 'enviado' as const;
    });
    if (failure) return failed(db, id, failure, run);
    return outcome;
  }
  if (sendingHere.has(id)) throw new Error(`e-mail ${id} em envio por outra execução`);
  sendingHere.add(id);
  try {
    const mail = await q.loadMail(db, id);
    if (mail?.situacao !== 'pendente') return 'ja-tratado';
    const failure = await deliver(db, settings, mail);
    if (failure) return failed(db, id, failure, run);
    await q.markSent(db, id);
    return 'enviado';
  } finally {
    sendingHere.delete(id);
  }
}

async function failed(db: Queryable, id: number, err: Error, run: JobRun): Promise<never> {
  await q.markAttemptFailed(db, id, err.message, run.ultimaTentativa);
  throw err;
}

/** Hands the message to the SMTP server; answers the error instead of throwing it. */
async function deliver(
  db: Queryable,
  settings: SmtpSettings,
  mail: q.QueuedMail,
): Promise<Error | undefined> {
  const transport = transportFor(settings);
  try {
    await transport.sendMail({
      // The same Message-ID on every attempt: a mail re-sent after a crash between the SMTP
      // server's acceptance and markSent is a recognisable duplicate (docs/security.md §4).
      messageId: messageIdOf(mail, settings.from),
      from: settings.from,
      to: mail.para,
      subject: mail.assunto,
      text: mail.texto,
      ...(mail.html ? { html: mail.html } : {}),
      headers: cabecalhos(mail),
      attachments: await attachments(db, mail),
    });
    return undefined;
  } catch (err) {
    // A refused login or a broken connection: the next mail opens a new one.
    dropTransport();
    return err instanceof Error ? err : new Error(String(err));
  }
}

/** The message's extra headers of the allowed names (a row edited by hand cannot add others). */
function cabecalhos(mail: q.QueuedMail): Record<string, string> {
  const out: Record<string, string> = {};
  for (const nome of CABECALHOS_PERMITIDOS) {
    const valor = mail.cabecalhos?.[nome];
    // No line breaks: a value cannot start a header of its own.
    if (typeof valor === 'string' && !/[\r\n]/.test(valor)) out[nome] = valor;
  }
  return out;
}

/**
 * The relay's part for mail: hands undispatched pending messages to `enqueue` (one job each). While
 * SMTP is not configured the messages stay in the outbox, untouched, with one warning.
 */
export function mailDispatcher(db: Db, log: JobLog) {
  let warned = false;
  return async (enqueue: (tx: Queryable, ids: number[]) => Promise<void>): Promise<number> => {
    if (!(await loadSmtpSettings(db))) {
      if (!warned) {
        log.warn(
          { pending: await q.countPending(db) },
          'SMTP não configurado (Configurações do Sistema): as mensagens permanecem na fila até a configuração',
        );
        warned = true;
      }
      return 0;
    }
    warned = false;
    let total = 0;
    for (;;) {
      const n = await q.dispatchPending(db, 200, enqueue);
      total += n;
      if (n < 200) return total;
    }
  };
}

async function attachments(db: Queryable, mail: q.QueuedMail) {
  const out: Array<{ filename: string; content: Buffer; contentType?: string }> = [];
  for (const a of mail.anexos ?? []) {
    if ('idAnexo' in a) {
      const f = await q.loadAnexo(db, a.idAnexo);
      if (!f) throw new Error(`anexo ${a.idAnexo} não encontrado`);
      out.push({
        filename: a.nomeArquivo ?? f.nomeArquivo,
        content: Buffer.from(f.conteudo),
        contentType: f.contentType,
      });
    } else {
      out.push({
        filename: a.nomeArquivo,
        content: Buffer.from(a.base64, 'base64'),
        ...(a.contentType ? { contentType: a.contentType } : {}),
      });
    }
  }
  return out;
}

/** `<rcc-fila-{id}.{queued at, ms}@{sender's domain}>`: stable for a queued mail, unique across databases. */
export function messageIdOf(mail: Pick<q.QueuedMail, 'id' | 'criadoEm'>, from: string): string {
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'rcc.local';
  return `<rcc-fila-${mail.id}.${new Date(mail.criadoEm).getTime()}@${domain}>`;
}

/**
 * One pooled SMTP connection per process, reused by the mails that follow one another (opening a
 * connection per mail tripled the time per mail); replaced when the settings change.
 */
let pooled: { key: string; transport: Transporter } | undefined;

function transportFor(s: SmtpSettings): Transporter {
  const key = JSON.stringify(s);
  if (pooled?.key === key) return pooled.transport;
  dropTransport();
  const transport = nodemailer.createTransport({
    pool: true,
    maxConnections: 1,
    host: s.host,
    port: s.port,
    secure: s.secure,
    ...(s.user ? { auth: { user: s.user, pass: s.pass ?? '' } } : {}),
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 60_000,
  });
  pooled = { key, transport };
  return transport;
}

/** Closes the pooled connection (settings changed, an error, the queue stopping). */
export function dropTransport(): void {
  pooled?.transport.close();
  pooled = undefined;
}
