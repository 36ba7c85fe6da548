import { STATUS_OLD, STATUS_RECENT } from './helpers-sql';
import { type Bases, ids, type Plan } from './plan';
import type { Step } from './steps-people';

const CHUNK = 400_000;
const NT = 26; // tipo_residuo is seeded with ids 1..26

/** Obras with their waste plan and transporter, then CTRs, their waste lines and history, in chunks. */
export function ctrSteps(p: Plan, b: Bases): Step[] {
  const x = ids(p, b);
  const G = p.geradores;
  const steps: Step[] = [
    {
      name: 'obras',
      sql: `
INSERT INTO obra (id, id_gerador, nome_obra, duracao_inicial, duracao_final, possui_alvara, numero_alvara, cep, uf,
  cod_ibge, bairro, endereco, complemento, numero, lon, lat, created_at)
SELECT ${b.obra} + o, ${x.geradorPerfil(`(1 + (o - 1) % ${G})`)},
  bench_gen.pick(ARRAY['Reforma','Construção','Residencial','Edifício','Condomínio','Ampliação','Demolição','Galpão'], o)
    || ' ' || bench_gen.pick(ARRAY['Ipê','Jatobá','Buriti','Aroeira','Pequi','Cagaita','Baru','Sucupira','Angico',
    'Jacarandá','Cedro','Mogno','Paineira','Quaresmeira','Embaúba','Copaíba','Tamboril','Jequitibá','Oiti','Sibipiruna',
    'Flamboyant','Ipê-Roxo','Manacá','Murici','Mangaba','Gabiroba','Araticum','Lobeira','Canela','Pau-Brasil',
    'Guariroba','Macaúba','Indaiá','Carnaúba','Juçara','Pitanga','Jabuticaba','Cajá','Umbu','Ingá'], o / 8)
    || ' ' || (o % 997 + 1) || ' - ' || l.nome || ' ' || o,
  d0, d0 + 30 + (o % 700), (o % 2)::smallint, CASE WHEN o % 2 = 1 THEN 'ALV-' || o END,
  '7' || lpad((bench_gen.h(o, 3) % 10000000)::text, 7, '0'), 'DF', 5300108, l.nome,
  'Quadra ' || (1 + o % 40) || ', Lote ' || (1 + o % 60), CASE WHEN o % 5 = 0 THEN 'Casa' END, (1 + o % 300)::text,
  l.lon + ((bench_gen.h(o, 91) % 10000) / 10000.0 - 0.5) * 0.04,
  l.lat + ((bench_gen.h(o, 92) % 10000) / 10000.0 - 0.5) * 0.04, d0::timestamptz
FROM generate_series(1, ${p.obras}) o
CROSS JOIN LATERAL (SELECT (now() - interval '5 years')::date + ((o - 1) * 1826 / ${p.obras})::int - 30 AS d0) d
JOIN localidade l ON l.id = 1 + (o * 17) % 35`,
    },
    {
      name: 'obra_transportador',
      sql: `
INSERT INTO obra_transportador (id_obra, id_perfil)
SELECT ${b.obra} + o, ${x.transpPerfil(x.obraTransp('o'))} FROM generate_series(1, ${p.obras}) o`,
    },
    {
      name: 'obra_tipo_residuo',
      sql: `
INSERT INTO obra_tipo_residuo (id_obra, id_tipo_residuo, volume)
SELECT ${b.obra} + o, 1 + ((bench_gen.h(o, 21) % ${NT}) + i * 7) % ${NT}, 5 + i * 3
FROM generate_series(1, ${p.obras}) o CROSS JOIN generate_series(0, 1) i WHERE i = 0 OR o % 2 = 0`,
    },
  ];
  for (let from = 1; from <= p.ctrs; from += CHUNK) {
    const to = Math.min(p.ctrs, from + CHUNK - 1);
    steps.push(ctrChunk(p, b, from, to), linesChunk(b, from, to), historyChunk(b, from, to));
  }
  return steps;
}

function ctrChunk(p: Plan, b: Bases, from: number, to: number): Step {
  const x = ids(p, b);
  const open = p.ctrs - p.recentes;
  // Waste lines: 1 (50%), 2 (35%) or 3 (15%) types, the first one predominant; volumes 2..9 m³ each.
  const vol = (i: number) => `(2 + bench_gen.h(k, ${30 + i}) % 8)`;
  return {
    name: `ctrs ${from}-${to}`,
    sql: `
INSERT INTO solicitacao_transporte (id, data_hora_solicitacao, data_hora_envio, data_hora_alocacao, data_hora_retirada,
  data_hora_pesagem, data_hora_recebimento, situacao, situacao_anterior, nao_solicitado, editado, id_obra, id_gerador,
  id_transportador, id_destino_final, id_veiculo, id_cacamba, id_residuo_predominante, id_localidade, observacao,
  quantidade_cacambas, volume_aproximado_m3, motivo_sol_cancelamento, motivo_rec_sol_cancelamento,
  motivo_rec_solicitacao, codigo_verificacao, created_at, updated_at)
SELECT ${b.ctr} + k, ts,
  CASE WHEN st NOT IN ('Solicitada', 'Recusada') THEN ts + interval '1 hour' END,
  CASE WHEN st NOT IN ('Solicitada', 'Recusada', 'Enviada', 'Cancelamento Solicitado', 'Cancelada')
    THEN ts + interval '3 hours' END,
  CASE WHEN st IN ('Retirada', 'Em Pesagem', 'Destinada', 'Resíduo Rejeitado') THEN ts + interval '26 hours' END,
  CASE WHEN st = 'Em Pesagem' THEN ts + interval '27 hours' END,
  CASE WHEN st IN ('Destinada', 'Resíduo Rejeitado') THEN ts + interval '28 hours' END,
  st, CASE WHEN st LIKE 'Cancelamento%' THEN 'Enviada' END, CASE WHEN k % 10 < 3 THEN 'S' ELSE 'N' END, k % 40 = 0,
  ${b.obra} + o, ${x.geradorPerfil(`(1 + (o - 1) % ${p.geradores})`)}, ${x.transpPerfil('t')},
  CASE WHEN st IN ('Retirada', 'Em Pesagem', 'Destinada', 'Resíduo Rejeitado', 'Cancelamento Recusado')
    THEN ${x.destinoPerfil(`(1 + bench_gen.h(k, 4) % ${p.destinos})`)} END,
  CASE WHEN st NOT IN ('Solicitada', 'Recusada') THEN ${b.veiculo} + vj END,
  CASE WHEN st NOT IN ('Solicitada', 'Recusada') AND vj % 4 <> 0 THEN ${b.cacamba} + ${x.cacambaDe('t', 'bench_gen.h(k, 6)')} END,
  pred, CASE WHEN st IN ('Em Pesagem', 'Destinada', 'Resíduo Rejeitado') THEN 1 + (o * 17) % 35 END,
  CASE WHEN k % 7 = 0 THEN 'Entrada pela lateral da obra' END, 1 + (k % 20 = 0)::int,
  ${vol(0)} + CASE WHEN n >= 2 THEN ${vol(1)} ELSE 0 END + CASE WHEN n >= 3 THEN ${vol(2)} ELSE 0 END,
  CASE WHEN st IN ('Cancelamento Solicitado', 'Cancelada', 'Cancelamento Recusado') THEN 'Obra suspensa' END,
  CASE WHEN st = 'Cancelamento Recusado' THEN 'Caçamba já retirada' END,
  CASE WHEN st = 'Recusada' THEN 'Sem caçamba disponível na data' END,
  upper(substr(md5(k::text), 1, 4)) || '-' || upper(lpad(to_hex(k), 8, '0')), ts, ts + interval '28 hours'
FROM generate_series(${from}, ${to}) k
CROSS JOIN LATERAL (SELECT 1 + bench_gen.h(k, 2) % ${p.obras} AS o, bench_gen.h(k, 5) % 1000 AS u,
  CASE WHEN bench_gen.h(k, 7) % 100 < 50 THEN 1 WHEN bench_gen.h(k, 7) % 100 < 85 THEN 2 ELSE 3 END AS n,
  CASE WHEN bench_gen.h(k, 8) % 10 < 4 THEN 1 ELSE 1 + bench_gen.h(k, 8) % ${NT} END AS pred,
  now() - interval '5 years' + (k - 1) * (interval '1826 days' / ${p.ctrs}) AS ts OFFSET 0) a
CROSS JOIN LATERAL (SELECT ${x.obraTransp('o')} AS t,
  CASE WHEN k > ${open} THEN ${STATUS_RECENT} ELSE ${STATUS_OLD} END AS st OFFSET 0) c
CROSS JOIN LATERAL (SELECT ${x.veiculoDe('t', 'bench_gen.h(k, 3)')} AS vj) v`,
  };
}

function linesChunk(b: Bases, from: number, to: number): Step {
  return {
    name: `residuos ${from}-${to}`,
    sql: `
INSERT INTO solicitacao_transporte_residuo (id_solicitacao_transporte, id_tipo_residuo, volume_aproximado_m3)
SELECT ${b.ctr} + k, 1 + (pred - 1 + i * 7) % ${NT}, 2 + bench_gen.h(k, 30 + i) % 8
FROM generate_series(${from}, ${to}) k
CROSS JOIN LATERAL (SELECT CASE WHEN bench_gen.h(k, 7) % 100 < 50 THEN 1 WHEN bench_gen.h(k, 7) % 100 < 85 THEN 2
  ELSE 3 END AS n, CASE WHEN bench_gen.h(k, 8) % 10 < 4 THEN 1 ELSE 1 + bench_gen.h(k, 8) % ${NT} END AS pred OFFSET 0) a
CROSS JOIN LATERAL generate_series(0, n - 1) i`,
  };
}

function historyChunk(b: Bases, from: number, to: number): Step {
  return {
    name: `historico ${from}-${to}`,
    sql: `
INSERT INTO historico_ctr (id_solicitacao_transporte, acao, situacao_de, situacao_para, motivo, data_hora)
SELECT st.id, p.acoes[i], p.path[i - 1], p.path[i],
  CASE WHEN p.path[i] = 'Recusada' THEN st.motivo_rec_solicitacao WHEN p.path[i] = 'Cancelamento Solicitado'
    THEN st.motivo_sol_cancelamento END,
  st.data_hora_solicitacao + p.horas[i] * interval '1 hour'
FROM solicitacao_transporte st JOIN bench_gen.path p ON p.situacao = st.situacao
CROSS JOIN LATERAL generate_subscripts(p.path, 1) i
WHERE st.id BETWEEN ${b.ctr + from} AND ${b.ctr + to}`,
  };
}
