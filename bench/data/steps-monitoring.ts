import { type Bases, ids, type Plan } from './plan';
import type { Step } from './steps-people';

// A 1×1 JPEG: every generated occurrence points to the same photo (the photo is not what is measured).
const JPEG =
  'ffd8ffe000104a46494600010100000100010000ffdb004300080606070605080707070909080a0c140d0c0b0b0c1912130f141d1a1f1e1d1a1c1c20242e2720222c231c1c2837292c30313434341f27393d38323c2e333432ffc0000b080001000101011100ffc4001f0000010501010101010100000000000000000102030405060708090a0bffc400b5100002010303020403050504040000017d01020300041105122131410613516107227114328191a1082342b1c11552d1f02433627282090a161718191a25262728292a3435363738393a434445464748494a535455565758595a636465666768696a737475767778797a838485868788898a92939495969798999aa2a3a4a5a6a7a8a9aab2b3b4b5b6b7b8b9bac2c3c4c5c6c7c8c9cad2d3d4d5d6d7d8d9dae1e2e3e4e5e6e7e8e9eaf1f2f3f4f5f6f7f8f9faffda0008010100003f00fbd3ffd9';

/** Occurrences with points and a photo, messages to transporters and their reads. */
export function monitoringSteps(p: Plan, b: Bases): Step[] {
  const x = ids(p, b);
  const T = p.transportadores;
  const D = p.destinos;
  // Citizens' users follow transporters' and destinations' (see steps-people).
  const citizenUser = (k: string) => `(${b.usuario} + ${T + D} + 1 + ${k} % ${p.cidadaos})`;
  return [
    {
      name: 'anexo (foto das ocorrências)',
      sql: `
INSERT INTO anexo (id, nome_arquivo, content_type, tamanho, sha256, conteudo)
SELECT ${b.anexo} + 1, 'ocorrencia.jpg', 'image/jpeg', length(c), encode(sha256(c), 'hex'), c
FROM (SELECT decode('${JPEG}', 'hex') AS c) j`,
    },
    {
      name: 'ocorrencias',
      sql: `
INSERT INTO ocorrencia (id_usuario_registro, data_hora_registro, irregularidade_com, situacao, improcedente, local,
  resposta_orgao, descricao_irregularidade, id_cacamba, identificacao_cacamba, id_veiculo, identificacao_veiculo,
  placa_veiculo, lon, lat, id_anexo_foto, data_hora_resposta)
SELECT ${citizenUser('k')}, ts, CASE WHEN cac THEN 'Caçamba' ELSE 'Transporte' END, sit,
  CASE WHEN sit = 'Improcedente' THEN 'S' END, 'Próximo à ' || l.nome,
  CASE WHEN sit IN ('Respondida', 'Improcedente') THEN 'Fiscalização realizada no local.' END,
  CASE WHEN cac THEN 'Caçamba ocupando a via sem sinalização' ELSE 'Veículo despejando entulho em área pública' END,
  CASE WHEN cac THEN ${b.cacamba} + cj END, CASE WHEN cac THEN 'CB-' || lpad(cj::text, 6, '0') END,
  CASE WHEN NOT cac THEN ${b.veiculo} + vj END, CASE WHEN NOT cac THEN 'V-' || vj END,
  CASE WHEN NOT cac THEN bench_gen.placa(vj + 100000) END,
  l.lon + ((bench_gen.h(k, 91) % 10000) / 10000.0 - 0.5) * 0.06,
  l.lat + ((bench_gen.h(k, 92) % 10000) / 10000.0 - 0.5) * 0.06, ${b.anexo} + 1,
  CASE WHEN sit IN ('Respondida', 'Improcedente') THEN ts + interval '3 days' END
FROM generate_series(1, ${p.ocorrencias}) k
CROSS JOIN LATERAL (SELECT k % 3 <> 0 AS cac, 1 + bench_gen.h(k, 1) % ${p.cacambas} AS cj,
  1 + bench_gen.h(k, 2) % ${p.veiculos} AS vj,
  now() - interval '5 years' + (k - 1) * (interval '1826 days' / ${p.ocorrencias}) AS ts,
  CASE WHEN k > ${p.ocorrencias - Math.max(5, Math.round(p.ocorrencias * 0.02))}
    THEN (ARRAY['Aguardando resposta','Em andamento'])[1 + k % 2]
    ELSE (ARRAY['Respondida','Respondida','Respondida','Improcedente'])[1 + k % 4] END AS sit) a
JOIN localidade l ON l.id = 1 + (k * 11) % 35`,
    },
    {
      name: 'mensagens',
      sql: `
INSERT INTO mensagem (id, titulo, mensagem, ativa, created_at, updated_at)
SELECT ${b.mensagem} + m, 'Comunicado SLU nº ' || m,
  '<p>Prezado transportador, informamos alterações no horário de funcionamento das unidades de recebimento.</p>',
  CASE WHEN m > ${p.mensagens} - 5 THEN 'S' ELSE 'N' END, ts, ts
FROM generate_series(1, ${p.mensagens}) m
CROSS JOIN LATERAL (SELECT now() - interval '5 years' + (m - 1) * (interval '1826 days' / ${p.mensagens}) AS ts) a;
INSERT INTO mensagem_tipo_perfil (id_mensagem, id_tipo_perfil)
SELECT ${b.mensagem} + m, tp FROM generate_series(1, ${p.mensagens}) m CROSS JOIN (VALUES (2), (9)) v(tp)`,
    },
    {
      // About 60% of the transporters' users read each message.
      name: 'leituras',
      sql: `
INSERT INTO leitura_mensagem (id_mensagem, id_usuario_perfil, id_usuario, data_hora)
SELECT ${b.mensagem} + m, up.id, up.id_usuario, ms.created_at + (bench_gen.h(m * 100000 + t, 9) % 240) * interval '1 hour'
FROM generate_series(1, ${p.mensagens}) m
CROSS JOIN generate_series(1, ${T}) t
JOIN usuario_perfil up ON up.id_perfil = ${x.transpPerfil('t')}
JOIN mensagem ms ON ms.id = ${b.mensagem} + m
WHERE bench_gen.h(m * 100000 + t, 8) % 10 < 6`,
    },
  ];
}
