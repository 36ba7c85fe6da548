import type { Queryable } from '../../db/client';
import { type SqlFragment, sql } from '../../db/sql';

export interface MailMessage {
  para: string;
  assunto: string;
  texto: string;
  html?: string;
  /**
   * Extra headers sent with it (e.g. List-Unsubscribe, RFC 8058), name → value. The worker sends
   * only names of the `CABECALHOS_PERMITIDOS` list.
   */
  cabecalhos?: Record<string, string>;
}

/** Headers a queued message may carry: the transport's own (From, To, Subject…) stay its own. */
export const CABECALHOS_PERMITIDOS = ['List-Unsubscribe', 'List-Unsubscribe-Post'] as const;

/**
 * Queues a message in the durable outbox. Call it inside the business transaction: the mail exists
 * exactly when the change that caused it was committed, and the worker sends it afterwards.
 */
export async function queueMail(tx: Queryable, m: MailMessage): Promise<number> {
  const rows = await tx.query<{ id: number }>(sql`
    INSERT INTO email_fila (para, assunto, texto, html, cabecalhos)
    VALUES (${m.para}, ${m.assunto}, ${m.texto}, ${m.html ?? null},
      ${m.cabecalhos ? JSON.stringify(m.cabecalhos) : null}::jsonb)
    RETURNING id`);
  return rows[0]!.id;
}

/**
 * The INSERT of several queued messages as one statement's fragment (a CTE of the statement that
 * writes what caused them, e.g. an event's notifications): the same rows `queueMail` writes.
 */
export function emailsInsert(ms: readonly MailMessage[]): SqlFragment {
  const linhas = ms.map((m) => ({
    para: m.para,
    assunto: m.assunto,
    texto: m.texto,
    html: m.html ?? null,
    cabecalhos: m.cabecalhos ?? null,
  }));
  return sql`
    INSERT INTO email_fila (para, assunto, texto, html, cabecalhos)
    SELECT m.para, m.assunto, m.texto, m.html, m.cabecalhos
    FROM jsonb_to_recordset(${JSON.stringify(linhas)}::jsonb) AS m(para text, assunto text, texto text, html text, cabecalhos jsonb)`;
}
