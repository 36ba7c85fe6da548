import { AppError } from '@rcc/domain';
import { FILTRO_SALVO_LIMITE, type FiltroSalvo, MSG_FILTROS } from '@rcc/domain/listas/filtros-salvos';
import type { Queryable } from '../../db/client';
import { sql } from '../../db/sql';

/** The user's saved filters of one grid, by name. */
export function listFiltros(db: Queryable, idUsuario: number, grade: string): Promise<FiltroSalvo[]> {
  return db.query<FiltroSalvo>(sql`SELECT id, grade, nome, consulta FROM filtro_salvo
    WHERE id_usuario = ${idUsuario} AND grade = ${grade} ORDER BY lower(nome), id`);
}

/** Saves (or replaces, by name) a filter of the user's; at most FILTRO_SALVO_LIMITE per grid. */
export async function salvarFiltro(
  tx: Queryable,
  idUsuario: number,
  f: { grade: string; nome: string; consulta: string },
): Promise<number> {
  // Serializes one user's saves of one grid, so the limit holds under concurrent requests.
  await tx.query(
    sql`SELECT 1 AS ok FROM pg_advisory_xact_lock(hashtext(${`filtro_salvo:${idUsuario}:${f.grade}`}::text))`,
  );
  const [n] = await tx.query<{ n: number; mesmo: number }>(sql`SELECT count(*)::int AS n,
      count(*) FILTER (WHERE nome = ${f.nome})::int AS mesmo
    FROM filtro_salvo WHERE id_usuario = ${idUsuario} AND grade = ${f.grade}`);
  if (n && n.mesmo === 0 && n.n >= FILTRO_SALVO_LIMITE) throw new AppError('CONFLICT', MSG_FILTROS.limite);
  const [row] = await tx.query<{
    id: number;
  }>(sql`INSERT INTO filtro_salvo (id_usuario, grade, nome, consulta)
    VALUES (${idUsuario}, ${f.grade}, ${f.nome}, ${f.consulta})
    ON CONFLICT (id_usuario, grade, nome) DO UPDATE SET consulta = EXCLUDED.consulta, updated_at = now()
    RETURNING id`);
  return row!.id;
}

/** Deletes a filter of the user's (another user's is "not found"). */
export async function excluirFiltro(db: Queryable, idUsuario: number, id: number): Promise<void> {
  const gone = await db.query(
    sql`DELETE FROM filtro_salvo WHERE id = ${id} AND id_usuario = ${idUsuario} RETURNING id`,
  );
  if (gone.length === 0) throw new AppError('NOT_FOUND', MSG_FILTROS.naoEncontrado);
}
