import type { Db, Queryable } from '../../db/client';
import { sql } from '../../db/sql';

export interface QueuedMail {
  id: number;
  para: string;
  assunto: string;
  texto: string;
  html: string | null;
  anexos: MailAttachmentRef[] | null;
  /** Extra headers written with the message (outbox.ts, `cabecalhos`). */
  cabecalhos: Record<string, string> | null;
  tentativas: number;
  situacao: 'pendente' | 'enviado' | 'falhou';
  /** When it was queued (part of its stable Message-ID). */
  criadoEm: Date;
}

/** An attachment of a queued mail: a stored file (`idAnexo`) or inline base64 content. */
type MailAttachmentRef =
  | { idAnexo: number; nomeArquivo?: string }
  | { nomeArquivo: string; contentType?: string; base64: string };

const MAIL_COLUMNS = sql`id, para, assunto, texto, html, anexos, cabecalhos, tentativas, situacao, created_at AS "criadoEm"`;

/**
 * The message to send, locked by this transaction (PostgreSQL): a second run of its job (a retry
 * after the first run's expiry, another instance) skips the locked row instead of sending it again,
 * and the lock ends with the connection if this instance dies. `undefined`: another run holds it.
 */
export async function lockForSending(tx: Queryable, id: number): Promise<QueuedMail | undefined> {
  const rows = await tx.query<QueuedMail>(sql`
    SELECT ${MAIL_COLUMNS} FROM email_fila WHERE id = ${id} FOR UPDATE SKIP LOCKED`);
  return rows[0];
}

/** The message without a lock (the embedded database: one process, guarded in memory). */
export async function loadMail(db: Queryable, id: number): Promise<QueuedMail | undefined> {
  const rows = await db.query<QueuedMail>(sql`SELECT ${MAIL_COLUMNS} FROM email_fila WHERE id = ${id}`);
  return rows[0];
}

export async function markSent(db: Queryable, id: number): Promise<void> {
  await db.query(sql`
    UPDATE email_fila SET situacao = 'enviado', enviado_em = now(), ultimo_erro = NULL,
      tentativas = tentativas + 1
    WHERE id = ${id} AND situacao = 'pendente'`);
}

/** A failed attempt: the queue retries it later, or it gives up ('falhou') when `giveUp`. */
export async function markAttemptFailed(
  db: Queryable,
  id: number,
  error: string,
  giveUp: boolean,
): Promise<void> {
  await db.query(sql`
    UPDATE email_fila SET ultimo_erro = ${error.slice(0, 2000)}, tentativas = tentativas + 1,
      situacao = ${giveUp ? 'falhou' : 'pendente'}
    WHERE id = ${id} AND situacao = 'pendente'`);
}

/**
 * Hands up to `limit` undispatched pending messages to the queue: `enqueue` runs in the same
 * transaction that sets despachado_em, so a message is enqueued exactly once.
 */
export async function dispatchPending(
  db: Db,
  limit: number,
  enqueue: (tx: Queryable, ids: number[]) => Promise<void>,
): Promise<number> {
  return db.transaction(async (tx) => {
    const rows = await tx.query<{ id: number }>(sql`
      SELECT id FROM email_fila WHERE despachado_em IS NULL AND situacao = 'pendente'
      ORDER BY id LIMIT ${limit} FOR UPDATE SKIP LOCKED`);
    const ids = rows.map((r) => r.id);
    if (!ids.length) return 0;
    await enqueue(tx, ids);
    await tx.query(sql`UPDATE email_fila SET despachado_em = now() WHERE id = ANY(${ids}::bigint[])`);
    return ids.length;
  });
}

export async function countPending(db: Queryable): Promise<number> {
  const rows = await db.query<{ n: number }>(
    sql`SELECT count(*) AS n FROM email_fila WHERE situacao = 'pendente' AND despachado_em IS NULL`,
  );
  return rows[0]?.n ?? 0;
}

export async function loadAnexo(db: Queryable, id: number) {
  const rows = await db.query<{ nomeArquivo: string; contentType: string; conteudo: Uint8Array }>(sql`
    SELECT nome_arquivo AS "nomeArquivo", content_type AS "contentType", conteudo FROM anexo WHERE id = ${id}`);
  return rows[0];
}
