import type { Db, Queryable } from '../../db/client';
import { sql } from '../../db/sql';
import { jobIdOf } from './queue';

/** A consumer of business events: its queue gets one job per event of the types it takes. */
export interface EventConsumer {
  fila: string;
  tipos: readonly string[] | '*';
}

/** The data of a consumer's job. */
export interface EventoJob {
  idEvento: number;
  tipo: string;
  payload: Record<string, unknown>;
  criadoEm: string;
}

type Enqueue = (tx: Queryable, jobs: Array<{ name: string; data: object; id: string }>) => Promise<void>;

const BATCH = 200;

/**
 * The event relay (DESIGN §8): takes undispatched `evento` rows in id order — FOR UPDATE SKIP LOCKED,
 * so instances share the work and an event committed after a higher id is still taken on a later
 * run (no high-water mark) — enqueues one job per (consumer, event) whose id is the event's in the
 * consumer's queue,
 * and sets despachado_em in the same transaction: a retried relay never doubles a job, and an event
 * whose transaction rolled back never existed for it. Returns how many events were dispatched.
 */
export async function relayEvents(
  db: Db,
  consumers: readonly EventConsumer[],
  enqueue: Enqueue,
): Promise<number> {
  let total = 0;
  for (;;) {
    const n = await db.transaction(async (tx) => {
      const rows = await tx.query<{
        id: number;
        tipo: string;
        payload: Record<string, unknown>;
        criadoEm: Date;
      }>(sql`
        SELECT id, tipo, payload, criado_em AS "criadoEm" FROM evento
        WHERE despachado_em IS NULL ORDER BY id LIMIT ${BATCH} FOR UPDATE SKIP LOCKED`);
      if (!rows.length) return 0;
      const jobs = rows.flatMap((e) =>
        consumers
          .filter((c) => c.tipos === '*' || c.tipos.includes(e.tipo))
          .map((c) => ({
            name: c.fila,
            id: jobIdOf(e.id),
            data: {
              idEvento: e.id,
              tipo: e.tipo,
              payload: e.payload,
              criadoEm: new Date(e.criadoEm).toISOString(),
            } satisfies EventoJob,
          })),
      );
      await enqueue(tx, jobs);
      await tx.query(
        sql`UPDATE evento SET despachado_em = now() WHERE id = ANY(${rows.map((r) => r.id)}::bigint[])`,
      );
      return rows.length;
    });
    total += n;
    if (n < BATCH) return total;
  }
}
