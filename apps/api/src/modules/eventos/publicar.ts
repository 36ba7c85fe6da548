import { EVENTO_SCHEMAS, type Evento } from '@rcc/domain';
import type { Queryable } from '../../db/client';
import { prepared, type SqlFragment, sql } from '../../db/sql';
import { type Avisos, avisosInsert, prepararAvisos } from '../notificacoes/fanout';

function conferido(evento: Evento): Evento {
  const parsed = EVENTO_SCHEMAS[evento.tipo].safeParse(evento.payload);
  // A payload off its schema is a programming error of the publishing service, not the user's input.
  if (!parsed.success) {
    throw new Error(`Evento ${evento.tipo} fora do catálogo: ${parsed.error.message}`);
  }
  return { tipo: evento.tipo, payload: parsed.data } as Evento;
}

/**
 * Appends a business event to the `evento` outbox (DESIGN §8) and, in the same transaction, writes
 * its notifications and queues their e-mails: the event, the notifications and the mails exist
 * exactly when the change that caused them was committed. Nothing is sent here; the job queue's
 * relay dispatches the row to the other consumers (webhooks, summaries) after commit.
 * `autor` is the user who caused the change: never notified of their own act.
 */
export async function publicar(tx: Queryable, evento: Evento, autor?: number | null): Promise<number> {
  const [id] = await publicarJuntos(tx, [evento], autor ?? null);
  return id!;
}

/**
 * Several events of one change, in order, with `antes` — INSERTs of the same change (its history
 * and audit rows) — in one statement: the recipients of each event are read first (one statement
 * per event that has any), then the events, their notifications, their e-mails and `antes` are
 * written together (data-modifying CTEs), so a CTR status change costs two round trips here instead
 * of one per row. Returns the events' ids, in the order given.
 */
export async function publicarJuntos(
  tx: Queryable,
  eventos: readonly Evento[],
  autor: number | null,
  antes: readonly SqlFragment[] = [],
): Promise<number[]> {
  const conferidos = eventos.map(conferido);
  const avisos: Array<Avisos | null> = [];
  for (const e of conferidos) avisos.push(await prepararAvisos(tx, e, autor));
  // The events are the CTEs e0, e1…; the main SELECT reads them in that order, so their ids follow it.
  const nome = (i: number) => sql.raw(`e${i}`);
  const eventosCtes = conferidos.map(
    (e, i) => sql`${nome(i)} AS (
      INSERT INTO evento (tipo, payload, id_usuario)
      VALUES (${e.tipo}, ${JSON.stringify(e.payload)}::jsonb, ${autor}::bigint)
      RETURNING id)`,
  );
  // Everything else is w0, w1…: the rows of `antes`, then each event's notifications and e-mails.
  const outros = [
    ...antes,
    ...avisos.flatMap((a, i) => (a ? avisosInsert(sql`(SELECT id FROM ${nome(i)})`, a) : [])),
  ];
  const ctes = [...eventosCtes, ...outros.map((p, i) => sql`${sql.raw(`w${i}`)} AS (${p})`)];
  const [row] = await tx.query<Record<string, number>>(
    prepared(
      sql`WITH ${sql.join(ctes)} SELECT ${sql.join(conferidos.map((_, i) => sql`(SELECT id FROM ${nome(i)}) AS ${nome(i)}`))}`,
    ),
  );
  return conferidos.map((_, i) => Number(row![`e${i}`]));
}
