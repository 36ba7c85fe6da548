import type { Queryable } from '../../db/client';
import { sql } from '../../db/sql';

export interface QueuedMail {
  id: number;
  para: string;
  assunto: string;
  texto: string;
  html: string | null;
  anexos: MailAttachmentRef[] | null;
  tentativas: number;
  /** When it was queued (part of its stable Message-ID). */
  criadoEm: Date;
}

/** An attachment of a queued mail: a stored file (`idAnexo`) or inline base64 content. */
type MailAttachmentRef =
  | { idAnexo: number; nomeArquivo?: string }
  | { nomeArquivo: string; contentType?: string; base64: string };

/**
 * Claims the next due message. SKIP LOCKED lets several API instances drain the queue together
 * without sending one message twice; pushing proxima_tentativa forward is a lease, so a message
 * claimed by an instance that dies is retried after `leaseMs`.
 */
export async function claimNext(db: Queryable, leaseMs: number): Promise<QueuedMail | undefined> {
  const rows = await db.query<QueuedMail>(sql`
    UPDATE email_fila SET tentativas = tentativas + 1,
      proxima_tentativa = now() + ${`${leaseMs} milliseconds`}::interval
    WHERE id = (
      SELECT id FROM email_fila
      WHERE situacao = 'pendente' AND proxima_tentativa <= now()
      ORDER BY proxima_tentativa, id
      FOR UPDATE SKIP LOCKED
      LIMIT 1)
    RETURNING id, para, assunto, texto, html, anexos, tentativas, created_at AS "criadoEm"`);
  return rows[0];
}

export async function markSent(db: Queryable, id: number): Promise<void> {
  await db.query(sql`
    UPDATE email_fila SET situacao = 'enviado', enviado_em = now(), ultimo_erro = NULL
    WHERE id = ${id} AND situacao = 'pendente'`);
}

/** A failed attempt: retry after `retryInMs`, or give up ('falhou') when `giveUp`. */
export async function markAttemptFailed(
  db: Queryable,
  id: number,
  error: string,
  giveUp: boolean,
  retryInMs: number,
): Promise<void> {
  await db.query(sql`
    UPDATE email_fila SET ultimo_erro = ${error.slice(0, 2000)},
      situacao = ${giveUp ? 'falhou' : 'pendente'},
      proxima_tentativa = now() + ${`${retryInMs} milliseconds`}::interval
    WHERE id = ${id} AND situacao = 'pendente'`);
}

export async function countPending(db: Queryable): Promise<number> {
  const rows = await db.query<{ n: number }>(
    sql`SELECT count(*) AS n FROM email_fila WHERE situacao = 'pendente'`,
  );
  return rows[0]?.n ?? 0;
}

export async function loadAnexo(db: Queryable, id: number) {
  const rows = await db.query<{ nomeArquivo: string; contentType: string; conteudo: Uint8Array }>(sql`
    SELECT nome_arquivo AS "nomeArquivo", content_type AS "contentType", conteudo FROM anexo WHERE id = ${id}`);
  return rows[0];
}
