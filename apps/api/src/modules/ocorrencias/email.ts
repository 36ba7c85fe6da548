import type { Queryable } from '../../db/client';
import { sql } from '../../db/sql';

export interface OutboxMail {
  para: string;
  assunto: string;
  texto: string;
  html?: string;
  /** Stored files (`anexo` ids) the mail worker attaches. */
  anexos?: Array<{ idAnexo: number; nomeArquivo?: string }>;
}

/**
 * Queues a mail in the durable outbox `email_fila`, inside the caller's transaction: the mail exists
 * exactly when the change that caused it was committed; the mail worker sends it afterwards.
 */
export async function enqueueMail(tx: Queryable, m: OutboxMail): Promise<number> {
  const anexos = m.anexos?.length ? JSON.stringify(m.anexos) : null;
  const [row] = await tx.query<{ id: number }>(sql`
    INSERT INTO email_fila (para, assunto, texto, html, anexos)
    VALUES (${m.para}, ${m.assunto}, ${m.texto}, ${m.html ?? null}, ${anexos}::jsonb)
    RETURNING id`);
  return row!.id;
}

export const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
