import { createHash } from 'node:crypto';
import { AppError, MSG } from '@rcc/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db, Queryable } from '../../db/client';
import { sql } from '../../db/sql';

/**
 * Idempotency-Key (issue #16): the gate and removal routes accept a key per action, so a phone
 * that lost the answer (or sends its offline queue twice) gets the first answer back instead of a
 * second effect. Keys belong to a `dono` ('usuario:<id>' or 'veiculo:<id>'): another caller's key
 * is simply unknown to you. Only answers that committed are kept; a refused action rolled back
 * with its key, so sending it again runs it again (and is usually refused again, with a fresh
 * message).
 */
const IDEMPOTENCY_HEADER = 'idempotency-key';
const REPLAY_HEADER = 'idempotent-replayed';

const CHAVE_VALIDA = /^[\x21-\x7e]{1,255}$/;

interface PedidoIdempotente {
  /** Who may replay the key: 'usuario:<id>' or 'veiculo:<id>'. */
  dono: string;
  /** Method and route pattern, e.g. 'PUT /api/RecebimentoResiduo/:id'. */
  rota: string;
  /** What the effect depends on (params, body, file hashes): another content under the key is a 422. */
  conteudo: unknown;
}

/** JSON with object keys sorted, so the same request always hashes the same. */
function canonico(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(canonico);
  if (v && typeof v === 'object' && !(v instanceof Date)) {
    return Object.fromEntries(
      Object.keys(v)
        .sort()
        .filter((k) => (v as Record<string, unknown>)[k] !== undefined)
        .map((k) => [k, canonico((v as Record<string, unknown>)[k])]),
    );
  }
  return v;
}

const hashPedido = (rota: string, conteudo: unknown) =>
  createHash('sha256')
    .update(JSON.stringify(canonico({ rota, conteudo })))
    .digest('hex');

/**
 * The services open their own transaction; inside ours they join it as a savepoint, so a service
 * that handles a refusal itself (Receber em Lote: one CTR refused, the others received) undoes only
 * that part, as its own transaction would have.
 */
function dbDaTransacao(db: Db, tx: Queryable): Db {
  let seq = 0;
  return {
    kind: db.kind,
    query: (q, params) => tx.query(q, params),
    exec: async (text) => {
      await tx.query(text);
    },
    transaction: async (fn) => {
      const ponto = `idem_${++seq}`;
      await tx.query(`SAVEPOINT ${ponto}`);
      try {
        const r = await fn(tx);
        await tx.query(`RELEASE SAVEPOINT ${ponto}`);
        return r;
      } catch (e) {
        await tx.query(`ROLLBACK TO SAVEPOINT ${ponto}`);
        throw e;
      }
    },
    close: async () => {},
  };
}

interface Guardada {
  hash: string;
  resposta: unknown;
}

/**
 * Runs `efeito` once per (dono, chave). The key row is inserted first in the effect's own
 * transaction: a concurrent duplicate waits on it (PostgreSQL's unique index) and then reads the
 * committed answer; on PGlite transactions run one at a time. `aoRepetir` is told when the answer
 * is a replay. Without a key the effect just runs.
 */
async function comIdempotencia<T>(
  db: Db,
  chave: string | undefined,
  pedido: PedidoIdempotente,
  efeito: (db: Db) => Promise<T>,
  aoRepetir: () => void = () => {},
): Promise<T> {
  if (chave === undefined) return efeito(db);
  if (!CHAVE_VALIDA.test(chave)) {
    const m = MSG.sistema.idempotencia.chaveInvalida;
    throw new AppError('VALIDATION', m, { [IDEMPOTENCY_HEADER]: m });
  }
  const hash = hashPedido(pedido.rota, pedido.conteudo);
  const resultado = await db.transaction(async (tx) => {
    const [nova] = await tx.query<{ ok: number }>(sql`
      INSERT INTO idempotencia (dono, chave, hash_pedido, rota) VALUES (${pedido.dono}, ${chave}, ${hash}, ${pedido.rota})
      ON CONFLICT (dono, chave) DO NOTHING RETURNING 1 AS ok`);
    if (!nova) {
      const [g] = await tx.query<Guardada>(sql`
        SELECT hash_pedido AS hash, resposta FROM idempotencia WHERE dono = ${pedido.dono} AND chave = ${chave}`);
      return { repetida: true as const, guardada: g };
    }
    const resposta = await efeito(dbDaTransacao(db, tx));
    await tx.query(sql`
      UPDATE idempotencia SET resposta = ${JSON.stringify(resposta ?? null)}::jsonb
      WHERE dono = ${pedido.dono} AND chave = ${chave}`);
    return { repetida: false as const, resposta };
  });
  if (!resultado.repetida) return resultado.resposta;
  const g = resultado.guardada;
  if (!g || g.resposta == null) throw new AppError('CONFLICT', MSG.sistema.idempotencia.emAndamento);
  if (g.hash !== hash) throw new AppError('UNPROCESSABLE', MSG.sistema.idempotencia.outroPedido);
  aoRepetir();
  return g.resposta as T;
}

/** A signed-in caller's keys: its user (a session and the API key of the same user share them). */
export const donoDoUsuario = (req: FastifyRequest) => `usuario:${req.user?.id ?? 0}`;

/** The route's form: key from the header, the replay said in the answer's headers. */
export function idempotente<T>(
  req: FastifyRequest,
  reply: FastifyReply,
  db: Db,
  dono: string,
  conteudo: unknown,
  efeito: (db: Db) => Promise<T>,
): Promise<T> {
  const raw = req.headers[IDEMPOTENCY_HEADER];
  const chave = Array.isArray(raw) ? raw.join(',') : raw;
  const rota = `${req.method} ${req.routeOptions.url ?? req.url}`;
  return comIdempotencia(db, chave, { dono, rota, conteudo }, efeito, () => {
    reply.header(REPLAY_HEADER, 'true');
  });
}

/** Expired keys (issue #16): a phone's queue is sent within days; older answers are deleted. */
export async function purgarIdempotencia(db: Queryable, antesDe: Date): Promise<number> {
  const rows = await db.query<{ n: number }>(sql`
    WITH apagadas AS (DELETE FROM idempotencia WHERE created_at < ${antesDe} RETURNING 1)
    SELECT count(*)::int AS n FROM apagadas`);
  return rows[0]?.n ?? 0;
}
