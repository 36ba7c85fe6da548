import { EVENTO_SCHEMAS, type Evento } from '@rcc/domain';
import type { Queryable } from '../../db/client';
import { sql } from '../../db/sql';
import { notificar } from '../notificacoes/fanout';

/**
 * Appends a business event to the `evento` outbox (DESIGN §8) and, in the same transaction, writes
 * its notifications and queues their e-mails: the event, the notifications and the mails exist
 * exactly when the change that caused them was committed. Nothing is sent here; the job queue's
 * relay dispatches the row to the other consumers (webhooks, summaries) after commit.
 * `autor` is the user who caused the change: never notified of their own act.
 */
export async function publicar(tx: Queryable, evento: Evento, autor?: number | null): Promise<number> {
  const parsed = EVENTO_SCHEMAS[evento.tipo].safeParse(evento.payload);
  // A payload off its schema is a programming error of the publishing service, not the user's input.
  if (!parsed.success) {
    throw new Error(`Evento ${evento.tipo} fora do catálogo: ${parsed.error.message}`);
  }
  const checked = { tipo: evento.tipo, payload: parsed.data } as Evento;
  const [row] = await tx.query<{ id: number }>(sql`
    INSERT INTO evento (tipo, payload, id_usuario)
    VALUES (${checked.tipo}, ${JSON.stringify(checked.payload)}::jsonb, ${autor ?? null})
    RETURNING id`);
  await notificar(tx, row!.id, checked, autor ?? null);
  return row!.id;
}
