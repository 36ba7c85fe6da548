import type { Queryable } from '../db/client';
import { type SqlFragment, sql } from '../db/sql';

/** A map box: [west, south, east, north] in degrees. */
export type Box = [number, number, number, number];

/** Points in one map area, drawn as a single numbered marker. */
export interface GrupoMapa {
  /** Mean position of the points in the cell (where the marker goes). */
  lon: number;
  lat: number;
  total: number;
  /** How many points of each kind (status, occurrence type) the group holds. */
  porGrupo: Record<string, number>;
  /** The points' own extent [west, south, east, north]: zooming to it opens the group. */
  area: Box;
}

/** Cells along the longer side of the box: a 16 × 16 grid at most, 256 markers. */
const CELULAS = 16;

/**
 * Groups the points that `pontos` yields (columns `id`, `grupo`, `lon`, `lat`) into the cells of a
 * square grid laid over `box` (or over the points' own extent when there is no box), in one
 * statement. A map asked for a whole city gets at most CELULAS² markers with their counts instead
 * of every point: the browser stays light and so does the answer. When there are no more than
 * `idsAte` points, their ids come too (`ids`), so the caller can fetch them one by one without a
 * second pass over `pontos`.
 */
async function agruparPontos(
  db: Queryable,
  pontos: SqlFragment,
  box: Box | null,
  opts: { celulas?: number; idsAte?: number } = {},
): Promise<{ grupos: GrupoMapa[]; ids: number[] | null }> {
  const celulas = opts.celulas ?? CELULAS;
  const idsAte = opts.idsAte ?? 0;
  const extent = box
    ? sql`SELECT ${box[0]}::float8 AS x0, ${box[1]}::float8 AS y0, ${box[2]}::float8 AS x1, ${box[3]}::float8 AS y1`
    : sql`SELECT min(lon) AS x0, min(lat) AS y0, max(lon) AS x1, max(lat) AS y1 FROM p`;
  const rows = await db.query<{
    total: number;
    lon: number;
    lat: number;
    porGrupo: Record<string, number>;
    x0: number;
    y0: number;
    x1: number;
    y1: number;
    ids: number[][] | null;
  }>(sql`
    WITH p AS MATERIALIZED (
      SELECT x.id, x.grupo, x.lon::float8 AS lon, x.lat::float8 AS lat FROM (${pontos}) x),
    e AS (SELECT x0, y0, greatest(x1 - x0, y1 - y0) / ${celulas}::float8 AS tam FROM (${extent}) b),
    n AS (SELECT count(*) AS n FROM p),
    c AS (
      SELECT p.id, p.grupo, p.lon, p.lat,
        CASE WHEN e.tam > 0 THEN floor((p.lon - e.x0) / e.tam) ELSE 0 END AS gx,
        CASE WHEN e.tam > 0 THEN floor((p.lat - e.y0) / e.tam) ELSE 0 END AS gy
      FROM p, e),
    g AS (
      SELECT gx, gy, grupo, count(*)::int AS n, sum(lon) AS sx, sum(lat) AS sy,
        min(lon) AS x0, min(lat) AS y0, max(lon) AS x1, max(lat) AS y1,
        CASE WHEN (SELECT n FROM n) <= ${idsAte} THEN jsonb_agg(id) END AS ids
      FROM c GROUP BY gx, gy, grupo)
    SELECT sum(n)::int AS total, sum(sx) / sum(n) AS lon, sum(sy) / sum(n) AS lat,
      jsonb_object_agg(grupo, n) AS "porGrupo", min(x0) AS x0, min(y0) AS y0, max(x1) AS x1, max(y1) AS y1,
      jsonb_agg(ids) FILTER (WHERE ids IS NOT NULL) AS ids
    FROM g GROUP BY gx, gy
    ORDER BY total DESC, lon, lat`);
  const total = rows.reduce((n, r) => n + Number(r.total), 0);
  return {
    grupos: rows.map((r) => ({
      lon: Number(r.lon),
      lat: Number(r.lat),
      total: Number(r.total),
      porGrupo: r.porGrupo,
      area: [Number(r.x0), Number(r.y0), Number(r.x1), Number(r.y1)],
    })),
    ids: total <= idsAte ? rows.flatMap((r) => (r.ids ?? []).flat().map(Number)) : null,
  };
}

/**
 * One map layer: its points one by one (the rows `detalhar` selects for their ids, by key) while
 * `pontos` yields at most `limite` of them, otherwise grouped by area. One pass over `pontos` either
 * way: the grouping statement also answers the ids when they are few.
 */
export async function pontosOuGrupos<T>(
  db: Queryable,
  pontos: SqlFragment,
  box: Box | null,
  limite: number,
  detalhar: (ids: number[]) => SqlFragment,
): Promise<{ rows: T[]; grupos: GrupoMapa[]; total: number }> {
  const { grupos, ids } = await agruparPontos(db, pontos, box, { idsAte: limite });
  if (ids) {
    const rows = ids.length ? await db.query<T>(detalhar(ids)) : [];
    return { rows, grupos: [], total: rows.length };
  }
  return { rows: [], grupos, total: grupos.reduce((n, g) => n + g.total, 0) };
}
