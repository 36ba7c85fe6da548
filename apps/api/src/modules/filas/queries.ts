import type { Queryable } from '../../db/client';
import { sql } from '../../db/sql';
import { DEAD_LETTER } from '../jobs/queue';

/** Jobs per queue and state (pg-boss's table is partitioned by queue: each count reads one partition). */
export function contarPorEstado(db: Queryable, filas: string[]) {
  return db.query<{ fila: string; estado: string; n: number }>(sql`
    SELECT name AS fila, state::text AS estado, count(*)::int AS n
    FROM pgboss.job WHERE name = ANY(${filas}::text[]) GROUP BY 1, 2`);
}

const falhasWhere = (fila: string | undefined) =>
  sql`state = 'failed' AND name <> ${DEAD_LETTER} ${fila ? sql`AND name = ${fila}` : sql``}`;

/** Jobs out of attempts (the dead-letter list), newest failure first. */
export function listarFalhas(db: Queryable, fila: string | undefined, limit: number, offset: number) {
  return db.query<{
    id: string;
    fila: string;
    tentativas: number;
    erro: string | null;
    dados: string;
    criadaEm: Date;
    falhouEm: Date | null;
  }>(sql`
    SELECT id::text, name AS fila, retry_count + 1 AS tentativas,
      coalesce(output->>'message', output::text) AS erro, left(data::text, 500) AS dados,
      created_on AS "criadaEm", completed_on AS "falhouEm"
    FROM pgboss.job WHERE ${falhasWhere(fila)}
    ORDER BY completed_on DESC NULLS LAST, id LIMIT ${limit} OFFSET ${offset}`);
}

export async function contarFalhas(db: Queryable, fila: string | undefined): Promise<number> {
  const [r] = await db.query<{ n: number }>(
    sql`SELECT count(*)::int AS n FROM pgboss.job WHERE ${falhasWhere(fila)}`,
  );
  return r?.n ?? 0;
}

/** Ids of the failed jobs per queue (for "tentar todas de novo"), at most 1000 a queue per click. */
export function idsDeFalhas(db: Queryable, fila: string | undefined) {
  return db.query<{ fila: string; ids: string[] }>(sql`
    SELECT name AS fila, (array_agg(id::text ORDER BY completed_on DESC))[1:1000] AS ids
    FROM pgboss.job WHERE ${falhasWhere(fila)} GROUP BY name`);
}

/** Deliveries given up (falhou) or failing (pendente after a failed attempt): the partial index 0985. */
const FALHANDO = sql`(e.situacao = 'falhou' OR (e.situacao = 'pendente' AND e.tentativas > 0))`;

export function listarEntregasFalhando(db: Queryable, limit: number, offset: number) {
  return db.query<{
    id: number;
    url: string;
    pessoa: string;
    tipo: string;
    situacao: 'pendente' | 'falhou';
    tentativas: number;
    ultimoStatus: number | null;
    ultimoErro: string | null;
    ultimaTentativaEm: Date | null;
  }>(sql`
    SELECT e.id, w.url, p.nome_razao_social AS pessoa, e.tipo, e.situacao, e.tentativas,
      e.ultimo_status AS "ultimoStatus", e.ultimo_erro AS "ultimoErro", e.ultima_tentativa_em AS "ultimaTentativaEm"
    FROM webhook_entrega e
    JOIN webhook_endpoint w ON w.id = e.id_endpoint
    JOIN pessoa p ON p.id = w.id_pessoa
    WHERE ${FALHANDO}
    ORDER BY e.ultima_tentativa_em DESC NULLS LAST, e.id DESC LIMIT ${limit} OFFSET ${offset}`);
}

export async function contarEntregasFalhando(db: Queryable): Promise<number> {
  const [r] = await db.query<{ n: number }>(
    sql`SELECT count(*)::int AS n FROM webhook_entrega e WHERE ${FALHANDO}`,
  );
  return r?.n ?? 0;
}
