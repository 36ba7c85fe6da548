import type { Evento } from '@rcc/domain';
import type { Db } from '../../db/client';
import { sql } from '../../db/sql';
import { notificar } from '../notificacoes/fanout';

type SituacaoAlterada = Extract<Evento, { tipo: 'ctr.situacao_alterada' }>['payload'];

/** Any fixed key: one instance at a time runs the sweep (docs/decisions/0300-ctr-escopo-e-irregular.md). */
const LOCK_KEY = 300_001;
const BATCH = 500;

/**
 * Marks as Irregular the CTRs whose bin stays on the street longer than parametro.qtd_dias_logradouros
 * days (Alocada since data_hora_alocacao), or whose transport, since data_hora_retirada and
 * without receipt (Retirada, Em Pesagem), exceeds qtd_horas_transporte_cacamba hours (Poliguindaste)
 * or qtd_horas_transporte_rcc hours (Basculante). Safe with several API instances: a transaction
 * advisory lock lets one sweep run, and rows locked by a user's transaction are skipped and
 * retried on the next run. Returns the ids marked.
 */
export async function runIrregularJob(db: Db, now: Date): Promise<number[]> {
  const marked: number[] = [];
  for (;;) {
    const ids = await db.transaction(async (tx) => {
      const [lock] = await tx.query<{ ok: boolean }>(
        sql`SELECT pg_try_advisory_xact_lock(${LOCK_KEY}) AS ok`,
      );
      if (!lock?.ok) return [];
      const rows = await tx.query<{ id: number; idEvento: number; payload: SituacaoAlterada }>(sql`
        WITH p AS (
          SELECT qtd_dias_logradouros AS dias, qtd_horas_transporte_cacamba AS h_cacamba,
            qtd_horas_transporte_rcc AS h_rcc FROM parametro WHERE id = 1
        ), alvo AS (
          SELECT st.id, st.situacao, CASE WHEN st.situacao = 'Alocada'
              THEN 'Caçamba em logradouro por mais de ' || p.dias || ' dia(s)'
              ELSE 'Transporte sem recebimento por mais de '
                || CASE WHEN v.tipo = 'Basculante' THEN p.h_rcc ELSE p.h_cacamba END || ' hora(s)' END AS motivo
          FROM solicitacao_transporte st
          CROSS JOIN p
          LEFT JOIN veiculo v ON v.id = st.id_veiculo
          WHERE (st.situacao = 'Alocada' AND st.data_hora_alocacao < ${now}::timestamptz - make_interval(days => p.dias))
             OR (st.situacao IN ('Retirada', 'Em Pesagem') AND st.data_hora_retirada < ${now}::timestamptz
                 - make_interval(hours => CASE WHEN v.tipo = 'Basculante' THEN p.h_rcc ELSE p.h_cacamba END))
          ORDER BY st.id
          LIMIT ${BATCH}
          FOR UPDATE OF st SKIP LOCKED
        ), upd AS (
          UPDATE solicitacao_transporte s SET situacao = 'Irregular', updated_at = ${now}
          FROM alvo WHERE s.id = alvo.id AND s.situacao = alvo.situacao
          RETURNING s.id, alvo.situacao AS de, alvo.motivo, s.id_gerador, s.id_transportador, s.id_destino_final
        ), hist AS (
          INSERT INTO historico_ctr (id_solicitacao_transporte, acao, situacao_de, situacao_para, motivo, data_hora)
          SELECT id, 'marcarIrregular', de, 'Irregular', motivo, ${now} FROM upd
          RETURNING id_solicitacao_transporte AS id
        ), aud AS (
          INSERT INTO auditoria (entidade, id_registro, acao, dados, data_hora)
          SELECT 'SolicitacaoTransporte', id::text, 'marcarIrregular',
            jsonb_build_object('de', de, 'para', 'Irregular', 'motivo', motivo), ${now} FROM upd
        ), ev AS (
          -- DESIGN §8: the event of each change in the same statement (catalogue: ctr.situacao_alterada).
          INSERT INTO evento (tipo, payload, criado_em)
          SELECT 'ctr.situacao_alterada', jsonb_build_object('id', id, 'numero', id::text,
              'idGerador', id_gerador, 'idTransportador', id_transportador, 'idDestino', id_destino_final,
              'acao', 'marcarIrregular', 'de', de, 'para', 'Irregular'), ${now}
          FROM upd
          RETURNING id, payload
        )
        SELECT hist.id, ev.id AS "idEvento", ev.payload FROM hist JOIN ev ON (ev.payload->>'id')::bigint = hist.id`);
      for (const r of rows)
        await notificar(tx, r.idEvento, { tipo: 'ctr.situacao_alterada', payload: r.payload }, null);
      return rows.map((r) => r.id);
    });
    marked.push(...ids);
    if (ids.length < BATCH) return marked;
  }
}
