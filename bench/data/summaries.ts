/**
 * Report summaries that triggers keep up to date (monitoring, migration 0500) stay empty while the
 * generator loads with triggers off: rebuild them from the loaded rows, as their migration's
 * backfill does. Tables that do not exist (module not merged yet) are skipped.
 */
const SUMMARIES: Array<{ table: string; sql: string }> = [
  {
    table: 'resumo_recebimento_diario',
    sql: `TRUNCATE resumo_recebimento_diario;
INSERT INTO resumo_recebimento_diario (dia, id_destino_final, id_transportador, id_localidade, tipo_destino_final,
  volume, quantidade)
SELECT (s.data_hora_recebimento AT TIME ZONE 'America/Sao_Paulo')::date, s.id_destino_final, s.id_transportador,
  max(p.id_localidade), max(p.tipo_destino_final), sum(coalesce(s.volume_aproximado_m3, 0)), count(*)
FROM solicitacao_transporte s JOIN perfil p ON p.id = s.id_destino_final
WHERE s.situacao = 'Destinada' AND s.data_hora_recebimento IS NOT NULL
GROUP BY 1, 2, 3`,
  },
  {
    // Roll-ups of the daily summary (migration 0602), rebuilt after it.
    table: 'resumo_recebimento_destino_mes',
    sql: 'SELECT resumo_recebimento_agregados_reconstruir()',
  },
  {
    table: 'resumo_ctr_mensal',
    sql: `TRUNCATE resumo_ctr_mensal;
INSERT INTO resumo_ctr_mensal (mes, id_transportador, quantidade)
SELECT date_trunc('month', s.data_hora_solicitacao AT TIME ZONE 'America/Sao_Paulo')::date, s.id_transportador, count(*)
FROM solicitacao_transporte s
GROUP BY 1, 2`,
  },
];

export async function rebuildKnownSummaries(q: (text: string) => Promise<Record<string, unknown>[]>) {
  const done: string[] = [];
  for (const s of SUMMARIES) {
    const exists = await q(`SELECT to_regclass('public.${s.table}') IS NOT NULL AS ok`);
    if (!exists[0]?.ok) continue;
    await q(s.sql);
    done.push(s.table);
  }
  return done;
}
