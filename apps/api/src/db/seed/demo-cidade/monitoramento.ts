import crypto from 'node:crypto';
import { sql } from '../../sql';
import { MENSAGENS, OCORRENCIAS_CACAMBA, OCORRENCIAS_TRANSPORTE, RESPOSTAS_OCORRENCIA } from './vocabulario';
import { CORES_FOTO, fotoCacamba } from './fotos';
import { type Bases, type Demo, K, PLANO, type Step } from './plano';
import { arr, G, raw } from './sql-base';

/** Occurrences with photos and answers, messages with their reads. */
export function monitoramentoSteps(b: Bases, demo: Demo): Step[] {
  const fotos = CORES_FOTO.map((cor, i) => fotoCacamba(cor, 17 + i * 31));
  const N = PLANO.ocorrencias;
  const cidadaoUser = (k: string) =>
    `CASE WHEN ${G}.h(${k}, 81) % 100 < 15 THEN ${demo.cidadao} WHEN ${G}.h(${k}, 81) % 100 < 30 THEN ${demo.fiscal}
      ELSE ${b.usuario} + ${K.cidadao} + 1 + (${G}.h(${k}, 82) % ${PLANO.cidadaos})::int END`;
  return [
    {
      name: 'fotos das ocorrências',
      sql: [
        `CREATE TABLE ${G}.foto (i int PRIMARY KEY, id bigint)`,
        sql`WITH novas AS (
            INSERT INTO anexo (nome_arquivo, content_type, tamanho, sha256, conteudo, created_at)
            SELECT 'ocorrencia-' || i || '.png', 'image/png', length(c), s, c, now() - interval '90 days'
            FROM unnest(${fotos}::bytea[], ${fotos.map((f) => crypto.createHash('sha256').update(f).digest('hex'))}::text[])
              WITH ORDINALITY AS f(c, s, i)
            RETURNING id, nome_arquivo)
          INSERT INTO ${raw(`${G}.foto`)} SELECT row_number() OVER (ORDER BY id) - 1, id FROM novas`,
      ],
    },
    {
      // Two in three about a bin (on the street, at its work site), the rest about a truck; the
      // old ones answered by the inspection, the recent ones waiting or in progress.
      name: 'ocorrências',
      sql: `INSERT INTO ocorrencia (id_usuario_registro, data_hora_registro, irregularidade_com, situacao, improcedente, local,
          resposta_orgao, descricao_irregularidade, id_cacamba, identificacao_cacamba, id_veiculo, identificacao_veiculo,
          placa_veiculo, lon, lat, id_anexo_foto, id_usuario_resposta, data_hora_resposta)
        SELECT ${cidadaoUser('k')}, ts, CASE WHEN cac THEN 'Caçamba' ELSE 'Transporte' END, sit,
          CASE WHEN sit = 'Improcedente' THEN 'S' WHEN sit = 'Respondida' THEN 'N' END,
          coalesce(ca.endereco, ob.endereco) || ', ' || coalesce(ca.bairro, ob.bairro) || ', Brasília - DF',
          CASE WHEN sit = 'Improcedente' THEN 'Vistoria não constatou a irregularidade relatada.'
            WHEN sit IN ('Respondida', 'Em andamento') THEN ${G}.pick(${arr(RESPOSTAS_OCORRENCIA)}, ${G}.h(k, 83)) END,
          CASE WHEN cac THEN ${G}.pick(${arr(OCORRENCIAS_CACAMBA)}, ${G}.h(k, 84))
            ELSE ${G}.pick(${arr(OCORRENCIAS_TRANSPORTE)}, ${G}.h(k, 84)) END,
          ca.id, CASE WHEN cac THEN 'Caçamba ' || ca.numero_identificacao END,
          ve.id, CASE WHEN NOT cac THEN ve.marca || ' ' || ve.cor END, CASE WHEN NOT cac THEN ve.placa END,
          coalesce(ca.lon, ob.lon) + 0.0002, coalesce(ca.lat, ob.lat) - 0.0001, fo.id,
          CASE WHEN sit <> 'Aguardando resposta' THEN ${demo.fiscal} END,
          CASE WHEN sit IN ('Respondida', 'Improcedente') THEN LEAST(now() - interval '1 hour', ts + (1 + ${G}.h(k, 85) % 4) * interval '1 day') END
        FROM generate_series(1, ${N}) k
        CROSS JOIN LATERAL (SELECT ${G}.h(k, 80) % 3 <> 0 AS cac,
          now() - ${PLANO.dias} * interval '1 day' + (k - 0.5) * (${PLANO.dias} * interval '1 day' / ${N}) AS ts) a
        CROSS JOIN LATERAL (SELECT CASE
          WHEN now() - a.ts > interval '10 days' THEN (ARRAY['Respondida','Respondida','Respondida','Respondida','Improcedente',
            'Respondida','Improcedente','Em andamento'])[1 + ${G}.h(k, 86) % 8]
          ELSE (ARRAY['Aguardando resposta','Aguardando resposta','Em andamento','Respondida'])[1 + ${G}.h(k, 86) % 4] END AS sit) s
        LEFT JOIN cacamba ca ON a.cac AND ca.id = ${b.cacamba} + 1 + ${G}.h(k, 87) % (SELECT count(*) FROM ${G}.cac)
        LEFT JOIN veiculo ve ON NOT a.cac AND ve.id = ${b.veiculo} + 1 + ${G}.h(k, 88) % ${PLANO.veiculos.reduce((x, y) => x + y, 0)}
        JOIN obra ob ON ob.id = ${b.obra} + 1 + ${G}.h(k, 89) % (SELECT count(*) - 1 FROM ${G}.obra_plano)
        JOIN ${G}.foto fo ON fo.i = ${G}.h(k, 90) % ${fotos.length}
        ORDER BY k`,
    },
    {
      name: 'mensagens e leituras',
      sql: [
        sql`INSERT INTO mensagem (titulo, mensagem, ativa, id_usuario_criacao, created_at, updated_at)
          SELECT t, m, CASE WHEN d < 60 THEN 'S' ELSE 'N' END, ${demo.secretaria}, now() - d * interval '1 day',
            now() - d * interval '1 day'
          FROM unnest(${MENSAGENS.map((m) => m.titulo)}::text[], ${MENSAGENS.map((m) => m.html)}::text[],
            ${MENSAGENS.map((m) => m.diasAtras)}::int[]) AS u(t, m, d)
          ORDER BY d DESC`,
        sql`INSERT INTO mensagem_tipo_perfil (id_mensagem, id_tipo_perfil)
          SELECT ms.id, tp FROM unnest(${MENSAGENS.map((m) => m.titulo)}::text[], ${MENSAGENS.map((m) => m.perfis.join(','))}::text[])
            AS u(t, p)
          JOIN mensagem ms ON ms.titulo = u.t AND ms.id_usuario_criacao = ${demo.secretaria}
          CROSS JOIN LATERAL unnest(string_to_array(u.p, ',')::int[]) tp`,
        // The demo logins have read every city message (their pop-up stays out of the journeys);
        // about two in three of the city's users have.
        `INSERT INTO leitura_mensagem (id_mensagem, id_usuario_perfil, id_usuario, data_hora)
        SELECT DISTINCT ON (ms.id, up.id_usuario) ms.id, up.id, up.id_usuario,
          LEAST(now(), ms.created_at + (1 + ${G}.h(up.id_usuario * 100 + ms.id, 91) % 72) * interval '1 hour')
        FROM mensagem ms JOIN mensagem_tipo_perfil mt ON mt.id_mensagem = ms.id
        JOIN perfil pf ON pf.id_tipo_perfil = mt.id_tipo_perfil AND pf.situacao_validacao = 'A'
        JOIN usuario_perfil up ON up.id_perfil = pf.id
        WHERE ms.id_usuario_criacao = ${demo.secretaria} AND ms.created_at > now() - interval '${PLANO.dias} days'
          AND (up.id_usuario <= ${b.usuario} OR ${G}.h(up.id_usuario * 100 + ms.id, 92) % 3 <> 0)
          AND NOT EXISTS (SELECT 1 FROM leitura_mensagem l WHERE l.id_mensagem = ms.id AND l.id_usuario = up.id_usuario)
        ORDER BY ms.id, up.id_usuario, up.id`,
      ],
    },
  ];
}
