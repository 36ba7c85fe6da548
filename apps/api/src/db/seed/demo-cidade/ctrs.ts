import {
  MOTIVOS_CANCELAMENTO,
  MOTIVOS_RECUSA,
  MOTIVOS_REJEICAO,
  OBSERVACOES_RECEBIMENTO,
  TIPOS_RESIDUO,
} from './vocabulario';
import { OBRAS } from './obras';
import { type Bases, type Demo, PLANO, type Step } from './plano';
import { arr, G, SORTEIO_SQL, VARIANTE_SQL } from './sql-base';

/** Destination d of a CTR (0 = the demo ATT): weights of ASB, URE, ATT Sobradinho, PEV, the two recyclers. */
const DESTINO_PESADO = arr([0, 0, 0, 0, 0, 0, 1, 1, 1, 2, 2, 3, 3, 4, 5, 5, 5, 6, 6]);
const NO_LOGRADOURO = `('Enviada', 'Alocada', 'Retirada', 'Em Pesagem', 'Cancelamento Recusado')`;

/** When the step `acao` of CTR c happened (NULL if its path has no such step). */
const quando = (acao: string) =>
  `c.ts + cm.horas[array_position(cm.acoes, '${acao}')] * c.f * interval '1 hour'`;

/**
 * The CTR plan (request time, kind, work site, transporter, destination, vehicle), then the bins
 * (one on the street per open CTR that holds one, the rest in the yards), CTRs, waste lines, history.
 */
export function ctrSteps(b: Bases, demo: Demo): Step[] {
  const N = PLANO.ctrs;
  return [
    {
      name: 'plano das CTRs',
      sql: [
        // Request k: day from 89 days ago to today, 7h–18h (Brasília) in order; today's not after now.
        `CREATE TABLE ${G}.ctr AS
        SELECT a.k, a.ts, a.age_h, a.u, v.variante, o.o, o.t, x.d, x.vj, x.n,
          false AS rua, NULL::int AS id_cacamba
        FROM (
          SELECT k, ts, extract(epoch FROM now() - ts) / 3600.0 AS age_h, ${SORTEIO_SQL} AS u
          FROM generate_series(1, ${N}) k
          CROSS JOIN LATERAL (SELECT (k - 1) * ${PLANO.dias}.0 / ${N} AS pos) p
          CROSS JOIN LATERAL (SELECT LEAST(
            (((now() AT TIME ZONE 'America/Sao_Paulo')::date - ${PLANO.dias - 1} + floor(p.pos)::int)::timestamp
              + make_interval(mins => (420 + (p.pos - floor(p.pos)) * 660)::int)) AT TIME ZONE 'America/Sao_Paulo',
            now() - (${N} - k + 1) * interval '3 minutes') AS ts) t
        ) a
        CROSS JOIN LATERAL (SELECT ${VARIANTE_SQL} AS variante FROM (SELECT a.k, a.age_h, a.u) q) v
        CROSS JOIN LATERAL (SELECT CASE WHEN ${G}.h(a.k, 2) % 100 < 11 THEN ${G}.h(a.k, 3) % 4
          ELSE 4 + ${G}.h(a.k, 3) % ${OBRAS - 4} END AS o) oo
        JOIN ${G}.obra_plano o ON o.o = oo.o
        JOIN ${G}.frota f ON f.t = o.t
        CROSS JOIN LATERAL (SELECT ${G}.picki(${DESTINO_PESADO}, ${G}.h(a.k, 6)) AS d,
          f.primeiro + (${G}.h(a.k, 4) % f.n)::int AS vj,
          CASE WHEN ${G}.h(a.k, 7) % 100 < 55 THEN 1 WHEN ${G}.h(a.k, 7) % 100 < 85 THEN 2 ELSE 3 END AS n) x`,
        // f compresses a young CTR's steps so that all of them happened before now.
        `CREATE TABLE ${G}.ctr2 AS
        SELECT c.*, cm.situacao, cm.anterior,
          LEAST(1, c.age_h / (GREATEST(cm.horas[array_length(cm.horas, 1)], 1) * 1.25)) AS f,
          ('aceitar' = ANY(cm.acoes) OR 'enviarNaoSolicitado' = ANY(cm.acoes)) AS com_veiculo,
          ('retirar' = ANY(cm.acoes)) AS com_destino
        FROM ${G}.ctr c JOIN ${G}.caminho cm ON cm.variante = c.variante`,
        `DROP TABLE ${G}.ctr`,
        `ALTER TABLE ${G}.ctr2 RENAME TO ctr`,
        `ALTER TABLE ${G}.ctr ADD PRIMARY KEY (k)`,
        // A Poliguindaste's bin stands on the street (a bin of its own, never shared) while its CTR is
        // open, or Irregular at the site for up to 20 days; the other CTRs take bins from the yard.
        `UPDATE ${G}.ctr SET rua = com_veiculo AND vj % 4 <> 0 AND (situacao IN ${NO_LOGRADOURO}
          OR (situacao = 'Cancelamento Solicitado' AND anterior = 'Enviada') OR (variante = 'Irregular A' AND age_h < 480))`,
      ],
    },
    {
      name: 'caçambas',
      sql: [
        `CREATE TABLE ${G}.cac (id int PRIMARY KEY, t int, rua boolean, k int, capacidade int)`,
        `INSERT INTO ${G}.cac SELECT ${b.cacamba} + row_number() OVER (ORDER BY k), t, true, k, 0 FROM ${G}.ctr WHERE rua`,
        `INSERT INTO ${G}.cac
        SELECT (SELECT coalesce(max(id), ${b.cacamba}) FROM ${G}.cac) + row_number() OVER (ORDER BY t, i), t, false, NULL, 0
        FROM unnest(${arr(PLANO.cacambasPatio)}) WITH ORDINALITY AS p(n, t1)
        CROSS JOIN LATERAL (SELECT (t1 - 1)::int AS t) x CROSS JOIN LATERAL generate_series(1, p.n) i`,
        `UPDATE ${G}.cac SET capacidade = (ARRAY[3, 4, 5, 5, 7])[1 + id % 5]`,
        `INSERT INTO cacamba (id, id_perfil, capacidade_m3, numero_identificacao, numero_interno, cep, cod_ibge, uf, bairro,
          endereco, numero, lon, lat, created_at, updated_at)
        SELECT c.id, tr.id_perfil, c.capacidade, 'CX-' || lpad((c.id - ${b.cacamba})::text, 4, '0'),
          'INT-C' || (c.id - ${b.cacamba}), coalesce(ob.cep, pe.cep), 5300108, 'DF', coalesce(ob.bairro, pe.bairro),
          coalesce(ob.endereco, pe.endereco), 'S/N',
          coalesce(ob.lon + ((c.id % 7) - 3) * 0.0001, pe.lon + ((c.id % 11) - 5) * 0.0002),
          coalesce(ob.lat + ((c.id % 5) - 2) * 0.0001, pe.lat + ((c.id % 13) - 6) * 0.0002),
          now() - interval '2 years', now() - interval '2 years'
        FROM ${G}.cac c JOIN ${G}.transp tr ON tr.t = c.t JOIN perfil pf ON pf.id = tr.id_perfil
        JOIN pessoa pe ON pe.id = pf.id_pessoa
        LEFT JOIN ${G}.ctr x ON x.k = c.k LEFT JOIN ${G}.obra_plano op ON op.o = x.o LEFT JOIN obra ob ON ob.id = op.id`,
        `UPDATE ${G}.ctr c SET id_cacamba = CASE WHEN c.rua THEN (SELECT id FROM ${G}.cac WHERE k = c.k)
          ELSE p.primeiro + (${G}.h(c.k, 9) % p.n)::int END
        FROM (SELECT t, min(id) AS primeiro, count(*) AS n FROM ${G}.cac WHERE NOT rua GROUP BY t) p
        WHERE p.t = c.t AND c.com_veiculo AND c.vj % 4 <> 0`,
      ],
    },
    {
      name: 'resíduos das CTRs',
      sql: [
        `CREATE TABLE ${G}.linha AS
        SELECT DISTINCT ON (c.k, x.tipo) c.k, x.tipo,
          round((coalesce(cc.capacidade, 6 + ${G}.h(c.k, 10) % 6)::numeric / c.n) * (0.7 + (${G}.h(c.k, 30 + i) % 50) / 100.0), 1) AS vol
        FROM ${G}.ctr c LEFT JOIN ${G}.cac cc ON cc.id = c.id_cacamba
        CROSS JOIN generate_series(1, c.n) i
        CROSS JOIN LATERAL (SELECT ${G}.picki(${arr(TIPOS_RESIDUO)}, ${G}.h(c.k, 20 + i)) AS tipo) x
        ORDER BY c.k, x.tipo, i`,
        `CREATE TABLE ${G}.tot AS
        SELECT k, CASE WHEN count(*) > 1 THEN 5 ELSE min(tipo) END AS pred, sum(vol) AS vol FROM ${G}.linha GROUP BY k`,
        `ALTER TABLE ${G}.tot ADD PRIMARY KEY (k)`,
        `ANALYZE ${G}.ctr`,
        `ANALYZE ${G}.tot`,
        `ANALYZE ${G}.cac`,
      ],
    },
    {
      name: 'CTRs',
      sql: `INSERT INTO solicitacao_transporte (id, data_hora_solicitacao, data_hora_envio, data_hora_alocacao,
          data_hora_retirada, data_hora_pesagem, data_hora_recebimento, situacao, situacao_anterior, nao_solicitado, id_obra,
          id_gerador, id_transportador, id_destino_final, id_veiculo, id_cacamba, id_residuo_predominante, id_localidade,
          observacao, quantidade_cacambas, volume_aproximado_m3, motivo_sol_cancelamento, motivo_rec_sol_cancelamento,
          motivo_rec_solicitacao, observacao_recebimento, codigo_verificacao, id_usuario_solicitante, created_at, updated_at)
        SELECT ${b.ctr} + c.k, c.ts, ${quando('aceitar')}, coalesce(${quando('alocar')}, ${quando('enviarNaoSolicitado')}),
          ${quando('retirar')}, ${quando('adicionarPesagem')},
          coalesce(${quando('receber')}, CASE WHEN c.situacao = 'Resíduo Rejeitado' THEN ${quando('rejeitar')} END),
          c.situacao, c.anterior, CASE WHEN c.variante = 'Alocada NS' THEN 'S' ELSE 'N' END, op.id, op.id_gerador, tr.id_perfil,
          CASE WHEN c.com_destino THEN de.id_perfil END, CASE WHEN c.com_veiculo THEN ${b.veiculo} + c.vj END, c.id_cacamba,
          tot.pred, CASE WHEN 'adicionarPesagem' = ANY(cm.acoes) OR c.situacao IN ('Destinada', 'Resíduo Rejeitado') THEN op.loc END,
          CASE WHEN c.k % 9 = 0 THEN 'Entrada pela lateral da obra.' WHEN c.k % 13 = 0 THEN 'Ligar para o mestre de obras ao chegar.' END,
          1, tot.vol,
          CASE WHEN 'solicitarCancelamento' = ANY(cm.acoes) THEN ${G}.pick(${arr(MOTIVOS_CANCELAMENTO)}, ${G}.h(c.k, 11)) END,
          CASE WHEN 'recusarCancelamento' = ANY(cm.acoes) THEN 'Caçamba já entregue na obra; o transporte segue.' END,
          CASE WHEN c.situacao = 'Recusada' THEN ${G}.pick(${arr(MOTIVOS_RECUSA)}, ${G}.h(c.k, 12)) END,
          CASE WHEN c.situacao = 'Destinada' THEN ${G}.pick(${arr(OBSERVACOES_RECEBIMENTO)}, ${G}.h(c.k, 13))
            WHEN c.situacao = 'Resíduo Rejeitado' THEN ${G}.pick(${arr(MOTIVOS_REJEICAO)}, ${G}.h(c.k, 14)) END,
          'DF' || upper(substr(md5('rcc-cidade-ctr-' || c.k), 1, 10)),
          CASE WHEN c.variante = 'Alocada NS' THEN tr.id_usuario ELSE op.id_usuario END,
          c.ts, c.ts + cm.horas[array_length(cm.horas, 1)] * c.f * interval '1 hour'
        FROM ${G}.ctr c JOIN ${G}.caminho cm ON cm.variante = c.variante JOIN ${G}.obra_plano op ON op.o = c.o
        JOIN ${G}.transp tr ON tr.t = c.t JOIN ${G}.dest de ON de.d = c.d JOIN ${G}.tot tot ON tot.k = c.k
        ORDER BY c.k`,
    },
    {
      name: 'linhas de resíduo',
      sql: `INSERT INTO solicitacao_transporte_residuo (id_solicitacao_transporte, id_tipo_residuo, volume_aproximado_m3)
        SELECT ${b.ctr} + k, tipo, vol FROM ${G}.linha ORDER BY k, tipo`,
    },
    {
      name: 'histórico',
      sql: `INSERT INTO historico_ctr (id_solicitacao_transporte, acao, situacao_de, situacao_para, motivo, id_usuario, data_hora)
        SELECT s.id, cm.acoes[i], cm.path[i - 1], cm.path[i],
          CASE cm.acoes[i] WHEN 'recusar' THEN s.motivo_rec_solicitacao WHEN 'solicitarCancelamento' THEN s.motivo_sol_cancelamento
            WHEN 'recusarCancelamento' THEN s.motivo_rec_sol_cancelamento
            WHEN 'rejeitar' THEN ${G}.pick(${arr(MOTIVOS_REJEICAO)}, ${G}.h(c.k, 14))
            WHEN 'receber' THEN s.observacao_recebimento
            WHEN 'corrigirDados' THEN 'Resíduos declarados corrigidos conforme a carga.'
            WHEN 'marcarIrregular' THEN CASE WHEN cm.path[i - 1] = 'Alocada' THEN 'Caçamba em logradouro por mais de 7 dia(s)'
              ELSE 'Transporte sem recebimento por mais de ' || CASE WHEN c.vj % 4 = 0 THEN '12' ELSE '24' END || ' hora(s)' END
          END,
          CASE cm.atores[i] WHEN 'G' THEN op.id_usuario WHEN 'T' THEN tr.id_usuario WHEN 'D' THEN de.id_usuario
            WHEN 'S' THEN ${demo.secretaria} END,
          c.ts + cm.horas[i] * c.f * interval '1 hour'
        FROM ${G}.ctr c JOIN ${G}.caminho cm ON cm.variante = c.variante JOIN solicitacao_transporte s ON s.id = ${b.ctr} + c.k
        JOIN ${G}.obra_plano op ON op.o = c.o JOIN ${G}.transp tr ON tr.t = c.t JOIN ${G}.dest de ON de.d = c.d
        CROSS JOIN LATERAL generate_subscripts(cm.path, 1) i
        ORDER BY c.k, i`,
    },
    {
      // Sorting (spec 2 §4) of most loads received more than a day ago at an ATT or recycler.
      name: 'triagem',
      sql: [
        `INSERT INTO triagem (id_solicitacao_transporte, enviar_para, observacao, id_usuario, created_at, updated_at)
        SELECT s.id, CASE WHEN tr.id_classe_material = 1 THEN 'Recicladora' ELSE 'Aterro' END,
          CASE WHEN c.k % 4 = 0 THEN 'Triagem manual na esteira.' END, de.id_usuario,
          s.data_hora_recebimento + interval '5 hours', s.data_hora_recebimento + interval '5 hours'
        FROM solicitacao_transporte s JOIN ${G}.ctr c ON c.k = s.id - ${b.ctr} JOIN ${G}.dest de ON de.d = c.d
        JOIN tipo_residuo tr ON tr.id = s.id_residuo_predominante
        WHERE s.id > ${b.ctr} AND s.situacao = 'Destinada' AND de.tipo IN ('ATT', 'Recicladora')
          AND s.data_hora_recebimento < now() - interval '1 day' AND ${G}.h(c.k, 15) % 10 < 7
        ORDER BY s.id`,
        `INSERT INTO triagem_residuo (id_triagem, id_tipo_residuo, volume_aproximado_m3)
        SELECT t.id, r.id_tipo_residuo, round(r.volume_aproximado_m3 * 0.9, 2)
        FROM triagem t JOIN solicitacao_transporte_residuo r ON r.id_solicitacao_transporte = t.id_solicitacao_transporte
        WHERE t.id_solicitacao_transporte > ${b.ctr} ORDER BY t.id, r.id_tipo_residuo`,
        `INSERT INTO historico_ctr (id_solicitacao_transporte, acao, situacao_de, situacao_para, motivo, id_usuario, data_hora)
        SELECT t.id_solicitacao_transporte, 'triagem', 'Destinada', 'Destinada', t.observacao, t.id_usuario, t.created_at
        FROM triagem t WHERE t.id_solicitacao_transporte > ${b.ctr} ORDER BY t.id`,
      ],
    },
  ];
}
