import {
  type CacambaMarcador,
  type GraficosOcorrenciaInput,
  type GraficosOcorrenciaResult,
  mapaBboxSchema,
  type mapaCacambasSchema,
  type mapaOcorrenciasSchema,
  type OcorrenciaMarcador,
} from '@rcc/domain';
import type { z } from 'zod';
import type { Queryable } from '../../db/client';
import { sql, type SqlFragment } from '../../db/sql';

/** The map's visible area (the domain's schema), also for the bin map. */
export const bbox = mapaBboxSchema;

/** POST acompanhar-ocorrencia/generateGraphics: counts and percentages per situation / kind. */
export async function gerarGraficos(db: Queryable, b: GraficosOcorrenciaInput) {
  const quem: SqlFragment = Array.isArray(b.responsavel)
    ? sql`t.id_usuario_registro = ANY(${b.responsavel}::int[])`
    : sql`t.responsavel = ${b.responsavel}`;
  // Whole days in the city's time zone (index ocorrencia_data on the timestamp).
  const where = sql`t.data_hora_registro >= (${b.starValue.slice(0, 10)}::date::timestamp AT TIME ZONE 'America/Sao_Paulo')
    AND t.data_hora_registro < ((${b.endValue.slice(0, 10)}::date + 1)::timestamp AT TIME ZONE 'America/Sao_Paulo')
    AND ${quem}`;
  type G = GraficosOcorrenciaResult;
  const slice = async <R>(col: 'situacao' | 'irregularidade_com') => {
    const rows = await db.query<R>(sql`
      SELECT ${sql.raw(`t.${col}`)} AS ${sql.raw(col)}, count(*)::int AS quantidade,
        round(100.0 * count(*) / sum(count(*)) OVER (), 2)::float AS porcentagem
      FROM view_ocorrencia t WHERE ${where} GROUP BY 1 ORDER BY 2 DESC, 1`);
    return { result: rows };
  };
  return {
    situacaoOcorrencia: b.situacaoOcorrencia
      ? await slice<G['situacaoOcorrencia']['result'][number]>('situacao')
      : { result: [] },
    irregularidadeCom: b.irregularidadeCom
      ? await slice<G['irregularidadeCom']['result'][number]>('irregularidade_com')
      : { result: [] },
  };
}

export const boxSql = (b: [number, number, number, number]) =>
  sql`box(point(${b[0]}::float8, ${b[1]}::float8), point(${b[2]}::float8, ${b[3]}::float8))`;

const MAPA_MAX = 5000;

/** POST acompanhar-ocorrencia/find-ocorrencias: occurrence markers in the visible area (GiST). */
export async function ocorrenciasNoMapa(db: Queryable, b: z.infer<typeof mapaOcorrenciasSchema>) {
  const conds: SqlFragment[] = [sql`true`];
  if (b.shape) conds.push(sql`point(t.lon, t.lat) <@ ${boxSql(b.shape)}`);
  if (b.ids?.length) conds.push(sql`t.id = ANY(${b.ids}::int[])`);
  if (b.situacoes?.length) conds.push(sql`t.situacao = ANY(${b.situacoes}::text[])`);
  if (b.tiposPessoa) conds.push(sql`t.tipo_pessoa_registro = ANY(${b.tiposPessoa}::text[])`);
  if (b.idUsersCidadao?.length) conds.push(sql`t.id_usuario_registro = ANY(${b.idUsersCidadao}::int[])`);
  const rows = await db.query<OcorrenciaMarcador>(sql`
    SELECT t.id, t.irregularidade_com AS "irregularidadeCom", t.situacao, t.numero_identificacao AS "numeroIdentificacao",
      t.tipo_pessoa_registro AS "tipoPessoaRegistro", t.local,
      jsonb_build_object('type','Point','coordinates', jsonb_build_array(t.lon, t.lat)) AS shape
    FROM view_ocorrencia t WHERE ${sql.join(conds, ' AND ')} ORDER BY t.id DESC LIMIT ${MAPA_MAX}`);
  return { cacamba: rows };
}

/** POST registrar-ocorrencia/find-cacambas: registered bins in the visible area, for markers. */
export async function cacambasNoMapa(db: Queryable, b: z.infer<typeof mapaCacambasSchema>) {
  const conds: SqlFragment[] = [sql`c.excluido = 0`, sql`c.lon IS NOT NULL`];
  if (b.shape) conds.push(sql`point(c.lon, c.lat) <@ ${boxSql(b.shape)}`);
  if (b.ids?.length) conds.push(sql`c.id = ANY(${b.ids}::int[])`);
  const rows = await db.query<CacambaMarcador>(sql`
    SELECT c.id, c.numero_identificacao AS "numeroIdentificacao",
      jsonb_build_object('type','Point','coordinates', jsonb_build_array(c.lon, c.lat)) AS shape
    FROM cacamba c WHERE ${sql.join(conds, ' AND ')} ORDER BY c.id LIMIT ${MAPA_MAX}`);
  return { rows, count: rows.length };
}
