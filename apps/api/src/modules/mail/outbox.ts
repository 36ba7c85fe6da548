import type { Queryable } from '../../db/client';
import { sql } from '../../db/sql';

export interface MailMessage {
  para: string;
  assunto: string;
  texto: string;
  html?: string;
}

/**
 * Queues a message in the durable outbox. Call it inside the business transaction: the mail exists
 * exactly when the change that caused it was committed, and the worker sends it afterwards.
 */
export async function queueMail(tx: Queryable, m: MailMessage): Promise<number> {
  const rows = await tx.query<{ id: number }>(sql`
    INSERT INTO email_fila (para, assunto, texto, html)
    VALUES (${m.para}, ${m.assunto}, ${m.texto}, ${m.html ?? null})
    RETURNING id`);
  return rows[0]!.id;
}
