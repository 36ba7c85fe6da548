import nodemailer from 'nodemailer';
import type { Queryable } from '../../db/client';
import * as q from './queries';
import { loadSmtpSettings, type SmtpSettings } from './smtp-settings';

export interface MailLog {
  info(obj: object | string, msg?: string): void;
  warn(obj: object | string, msg?: string): void;
  error(obj: object | string, msg?: string): void;
}

export interface MailWorkerOptions {
  /** Pause between polls of an empty queue. */
  pollMs?: number;
  /** Attempts before a message is marked 'falhou'. */
  maxAttempts?: number;
  /** First retry delay; doubles on each attempt (capped at 6 h). */
  baseDelayMs?: number;
  /** How long a claimed message is reserved for the instance sending it. */
  leaseMs?: number;
}

const MAX_DELAY_MS = 6 * 60 * 60 * 1000;

export interface DrainResult {
  sent: number;
  failed: number;
  /** SMTP is not configured: the queue is kept as it is. */
  unconfigured: boolean;
}

/** Sends the `email_fila` outbox through SMTP (DESIGN §5), with retries and exponential backoff. */
export class MailWorker {
  readonly pollMs: number;
  readonly maxAttempts: number;
  readonly baseDelayMs: number;
  readonly leaseMs: number;
  private timer: NodeJS.Timeout | undefined;
  private current: Promise<unknown> | undefined;
  private stopping = false;
  private warnedUnconfigured = false;

  constructor(
    private readonly db: Queryable,
    private readonly log: MailLog,
    opts: MailWorkerOptions = {},
  ) {
    this.pollMs = opts.pollMs ?? 5_000;
    this.maxAttempts = opts.maxAttempts ?? 8;
    this.baseDelayMs = opts.baseDelayMs ?? 60_000;
    this.leaseMs = opts.leaseMs ?? 10 * 60_000;
  }

  start(): void {
    this.stopping = false;
    this.schedule(0);
  }

  /** Stops polling and waits for the message being sent, so shutdown never cuts a delivery. */
  async stop(): Promise<void> {
    this.stopping = true;
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.current?.catch(() => {});
  }

  private schedule(ms: number) {
    if (this.stopping) return;
    this.timer = setTimeout(() => {
      this.current = this.drain()
        .catch((err) => this.log.error({ err }, 'fila de e-mails: erro ao processar'))
        .finally(() => {
          this.current = undefined;
          this.schedule(this.pollMs);
        });
    }, ms);
    this.timer.unref();
  }

  retryDelay(attempt: number): number {
    return Math.min(this.baseDelayMs * 2 ** Math.max(attempt - 1, 0), MAX_DELAY_MS);
  }

  /** Sends every due message; returns what happened. */
  async drain(): Promise<DrainResult> {
    const settings = await loadSmtpSettings(this.db);
    if (!settings) {
      if (!this.warnedUnconfigured) {
        const pending = await q.countPending(this.db);
        this.log.warn(
          { pending },
          'SMTP não configurado (Configurações do Sistema): as mensagens permanecem na fila até a configuração',
        );
        this.warnedUnconfigured = true;
      }
      return { sent: 0, failed: 0, unconfigured: true };
    }
    this.warnedUnconfigured = false;
    const transport = createTransport(settings);
    const result: DrainResult = { sent: 0, failed: 0, unconfigured: false };
    try {
      while (!this.stopping) {
        const mail = await q.claimNext(this.db, this.leaseMs);
        if (!mail) break;
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
            attachments: await this.attachments(mail),
          });
          await q.markSent(this.db, mail.id);
          result.sent++;
        } catch (err) {
          const giveUp = mail.tentativas >= this.maxAttempts;
          const message = err instanceof Error ? err.message : String(err);
          await q.markAttemptFailed(this.db, mail.id, message, giveUp, this.retryDelay(mail.tentativas));
          result.failed++;
          this.log.warn(
            { id: mail.id, tentativa: mail.tentativas, err: message },
            giveUp
              ? 'e-mail não enviado: tentativas esgotadas'
              : 'e-mail não enviado: nova tentativa agendada',
          );
        }
      }
    } finally {
      transport.close();
    }
    return result;
  }

  private async attachments(mail: q.QueuedMail) {
    const out: Array<{ filename: string; content: Buffer; contentType?: string }> = [];
    for (const a of mail.anexos ?? []) {
      if ('idAnexo' in a) {
        const f = await q.loadAnexo(this.db, a.idAnexo);
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
}

/** `<rcc-fila-{id}.{queued at, ms}@{sender's domain}>`: stable for a queued mail, unique across databases. */
export function messageIdOf(mail: Pick<q.QueuedMail, 'id' | 'criadoEm'>, from: string): string {
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'rcc.local';
  return `<rcc-fila-${mail.id}.${new Date(mail.criadoEm).getTime()}@${domain}>`;
}

function createTransport(s: SmtpSettings) {
  return nodemailer.createTransport({
    host: s.host,
    port: s.port,
    secure: s.secure,
    ...(s.user ? { auth: { user: s.user, pass: s.pass ?? '' } } : {}),
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 60_000,
  });
}
