import { TRANSPORTADOR_IDS } from '@rcc/domain';
import type { Db, Queryable } from '../../db/client';
import { audit } from '../auditoria/service';

/** Below this many contributors (CTRs, occurrences, persons) a cell is suppressed (NULL). */
const MINIMO_CONTRIBUINTES = 5;

const MES = (col: string) => `date_trunc('month', ${col} AT TIME ZONE 'America/Sao_Paulo')::date`;
/** A count, or NULL when it counts fewer than the minimum. */
const SUP = (expr: string) => `CASE WHEN ${expr} >= ${MINIMO_CONTRIBUINTES} THEN ${expr} END`;

/**
 * CTR figures per month × region with the whole city (id_localidade 0) as a grouping set: the
 * region rows skip CTRs without a region, the city row counts them all.
 */
const INDICADORES = `
WITH irregular AS (
  SELECT DISTINCT id_solicitacao_transporte AS id FROM historico_ctr WHERE situacao_para = 'Irregular'
), abertas AS (
  SELECT mes, id_localidade, GROUPING(id_localidade) AS g, count(*)::int AS n, count(*) FILTER (WHERE irr)::int AS irr
  FROM (
    SELECT ${MES('s.data_hora_solicitacao')} AS mes, s.id_localidade, (s.situacao = 'Irregular' OR i.id IS NOT NULL) AS irr
    FROM solicitacao_transporte s LEFT JOIN irregular i ON i.id = s.id
  ) x
  GROUP BY GROUPING SETS ((mes, id_localidade), (mes))
), destinadas AS (
  SELECT mes, id_localidade, GROUPING(id_localidade) AS g, count(*)::int AS n, count(horas)::int AS n_horas,
    avg(horas) AS horas
  FROM (
    SELECT ${MES('s.data_hora_recebimento')} AS mes, s.id_localidade,
      extract(epoch FROM s.data_hora_recebimento - s.data_hora_alocacao) / 3600 AS horas
    FROM solicitacao_transporte s WHERE s.data_hora_recebimento IS NOT NULL
  ) x
  GROUP BY GROUPING SETS ((mes, id_localidade), (mes))
), ctr AS (
  SELECT coalesce(a.mes, d.mes) AS mes,
    CASE WHEN coalesce(a.g, d.g) = 1 THEN 0 ELSE coalesce(a.id_localidade, d.id_localidade) END AS loc,
    coalesce(a.n, 0) AS abertas, coalesce(a.irr, 0) AS irr, coalesce(d.n, 0) AS destinadas,
    coalesce(d.n_horas, 0) AS n_horas, d.horas
  FROM (SELECT * FROM abertas WHERE g = 1 OR id_localidade IS NOT NULL) a
  FULL JOIN (SELECT * FROM destinadas WHERE g = 1 OR id_localidade IS NOT NULL) d
    ON d.mes = a.mes AND d.g = a.g AND d.id_localidade IS NOT DISTINCT FROM a.id_localidade
), ocorr_loc AS (
  -- An occurrence has a point, not a region: it counts in the region whose seat is nearest (the
  -- localidade's point; longitude scaled by cos(latitude) so degrees weigh alike).
  SELECT o.data_hora_registro, o.data_hora_resposta,
    (SELECT l.id FROM localidade l WHERE l.lat IS NOT NULL AND l.lon IS NOT NULL
      ORDER BY (l.lat - o.lat) ^ 2 + ((l.lon - o.lon) * cos(radians(o.lat))) ^ 2, l.id LIMIT 1) AS loc
  FROM ocorrencia o
), ocorr AS (
  SELECT mes, CASE WHEN GROUPING(loc) = 1 THEN 0 ELSE loc END AS loc, sum(reg)::int AS reg, sum(resp)::int AS resp
  FROM (
    SELECT ${MES('data_hora_registro')} AS mes, loc, 1 AS reg, 0 AS resp FROM ocorr_loc
    UNION ALL
    SELECT ${MES('data_hora_resposta')}, loc, 0, 1 FROM ocorr_loc WHERE data_hora_resposta IS NOT NULL
  ) o
  GROUP BY GROUPING SETS ((mes, loc), (mes))
  HAVING GROUPING(loc) = 1 OR loc IS NOT NULL
), ctr_ocorr AS (
  SELECT coalesce(t.mes, o.mes) AS mes, coalesce(t.loc, o.loc) AS loc, t.abertas, t.irr, t.destinadas, t.n_horas,
    t.horas, o.reg, o.resp
  FROM ctr t FULL JOIN ocorr o ON o.mes = t.mes AND o.loc = t.loc
), meses AS (
  SELECT DISTINCT mes FROM ctr_ocorr
), cidade AS (
  -- Last instant of the month (or now, for the current month): licensed transporters then, bins then.
  SELECT m.mes, least((m.mes + interval '1 month') AT TIME ZONE 'America/Sao_Paulo', $1::timestamptz) AS fim
  FROM meses m
), cidade_contagens AS (
  SELECT c.mes,
    (SELECT count(*) FROM perfil p
      WHERE p.id_tipo_perfil IN (${TRANSPORTADOR_IDS.join(', ')}) AND p.situacao_validacao = 'A'
        AND coalesce(p.data_aprovacao, p.created_at) < c.fim AND p.data_validade_cltrcc >= c.fim)::int AS transp,
    (SELECT count(*) FROM cacamba k WHERE k.excluido = 0 AND k.created_at < c.fim)::int AS cacambas
  FROM cidade c
)
INSERT INTO dados_abertos_indicador (mes, id_localidade, ctrs_abertas, ctrs_destinadas, ctrs_irregulares,
  percentual_irregular, horas_medias_alocacao_recebimento, ocorrencias_registradas, ocorrencias_respondidas,
  transportadores_licenciados, cacambas)
SELECT coalesce(t.mes, cc.mes), coalesce(t.loc, 0),
  ${SUP('coalesce(t.abertas, 0)')}, ${SUP('coalesce(t.destinadas, 0)')}, ${SUP('coalesce(t.irr, 0)')},
  CASE WHEN t.abertas >= ${MINIMO_CONTRIBUINTES} AND t.irr >= ${MINIMO_CONTRIBUINTES}
    THEN round(100.0 * t.irr / t.abertas, 1) END,
  CASE WHEN t.n_horas >= ${MINIMO_CONTRIBUINTES} THEN round(t.horas::numeric, 1) END,
  ${SUP('coalesce(t.reg, 0)')}, ${SUP('coalesce(t.resp, 0)')},
  CASE WHEN coalesce(t.loc, 0) = 0 THEN ${SUP('cc.transp')} END,
  CASE WHEN coalesce(t.loc, 0) = 0 THEN ${SUP('cc.cacambas')} END
FROM ctr_ocorr t FULL JOIN cidade_contagens cc ON cc.mes = t.mes AND t.loc = 0`;

/** Volume received per month × region (and city) by waste class and by destination type. */
const VOLUMES = `
WITH recebidas AS (
  SELECT s.id, ${MES('s.data_hora_recebimento')} AS mes, s.id_localidade, cm.classe,
    coalesce(df.tipo_destino_final, 'Não informado') AS tipo, r.volume_aproximado_m3 AS volume
  FROM solicitacao_transporte s
  JOIN solicitacao_transporte_residuo r ON r.id_solicitacao_transporte = s.id
  JOIN tipo_residuo tr ON tr.id = r.id_tipo_residuo
  JOIN classe_material cm ON cm.id = tr.id_classe_material
  LEFT JOIN perfil df ON df.id = s.id_destino_final
  WHERE s.data_hora_recebimento IS NOT NULL
), agrupado AS (
  SELECT mes, id_localidade, GROUPING(id_localidade) AS g,
    CASE WHEN GROUPING(classe) = 0 THEN 'classe' ELSE 'tipo_destino' END AS dimensao,
    coalesce(classe, tipo) AS categoria, count(DISTINCT id)::int AS n, sum(volume) AS volume
  FROM recebidas
  GROUP BY GROUPING SETS ((mes, id_localidade, classe), (mes, classe), (mes, id_localidade, tipo), (mes, tipo))
)
INSERT INTO dados_abertos_volume (mes, id_localidade, dimensao, categoria, ctrs, volume_m3)
SELECT mes, CASE WHEN g = 1 THEN 0 ELSE id_localidade END, dimensao, categoria,
  ${SUP('n')}, CASE WHEN n >= ${MINIMO_CONTRIBUINTES} THEN volume END
FROM agrupado WHERE g = 1 OR id_localidade IS NOT NULL`;

/** How long one statement of the refresh may run (the job's own bound; issue #19 asks ≤ 60 s in all). */
export const RECALCULO_LIMITE_MS = 300_000;

/**
 * The summaries' rows recomputed inside the caller's transaction (the benchmark times it in a
 * transaction it rolls back, so the shared bench database keeps its rows).
 */
export async function recalcularResumos(tx: Queryable, agora: Date) {
  // One refresh at a time: a concurrent one waits, then recomputes from the same data.
  await tx.query(`SELECT pg_advisory_xact_lock(hashtext('dados_abertos'))`);
  // A background job over the whole history, not a request: the API's statement timeout (10 s by
  // default, DB_STATEMENT_TIMEOUT_MS) is for requests. On the 1.6 M-CTR bench city one statement
  // took ~10 s on a slower machine and was cut, which failed the first start and every daily run.
  await tx.query(`SELECT set_config('statement_timeout', '${RECALCULO_LIMITE_MS}', true)`);
  await tx.query('DELETE FROM dados_abertos_indicador');
  await tx.query('DELETE FROM dados_abertos_volume');
  await tx.query(INDICADORES, [agora]);
  await tx.query(VOLUMES);
}

/**
 * Recomputes every open-data summary from the operational tables in one transaction (set-based SQL,
 * the whole history each time, so a second run gives the same rows): the daily job and the
 * administrator's "atualizar" both call it (the administrator's run is audited in the same
 * transaction). Returns when it was computed.
 */
export async function atualizarDadosAbertos(
  db: Db,
  agora: Date = new Date(),
  pedidoPor?: { user: { id: number } | null; ip: string },
): Promise<{ calculadoEm: Date; duracaoMs: number }> {
  const inicio = performance.now();
  return db.transaction(async (tx) => {
    await recalcularResumos(tx, agora);
    const duracaoMs = Math.round(performance.now() - inicio);
    await tx.query(
      `INSERT INTO dados_abertos_calculo (id, calculado_em, duracao_ms) VALUES (1, $1, $2)
       ON CONFLICT (id) DO UPDATE SET calculado_em = EXCLUDED.calculado_em, duracao_ms = EXCLUDED.duracao_ms`,
      [agora, duracaoMs],
    );
    if (pedidoPor) {
      await audit(tx, {
        entidade: 'DadosAbertos',
        idRegistro: null,
        acao: 'recalculo',
        dados: { duracaoMs },
        user: pedidoPor.user,
        ip: pedidoPor.ip,
        dataHora: agora,
      });
    }
    return { calculadoEm: agora, duracaoMs };
  });
}
