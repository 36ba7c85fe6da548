import { type Bases, ids, type Plan } from './plan';

export interface Step {
  name: string;
  sql: string;
}

const LOC = (k: string) => `(1 + (${k}) % 35)`;
/** Address columns near the centre of DF region `loc` (localidade is seeded with 35 regions). */
const near = (k: string, spread = 0.03) =>
  `l.lon + ((bench_gen.h(${k}, 91) % 10000) / 10000.0 - 0.5) * ${spread},
   l.lat + ((bench_gen.h(${k}, 92) % 10000) / 10000.0 - 0.5) * ${spread}`;

/** People, profiles and users: transporters, destinations, generators and citizens. */
export function peopleSteps(p: Plan, b: Bases, senhaHash: string): Step[] {
  const T = p.transportadores;
  const D = p.destinos;
  const G = p.geradores;
  const K = p.cidadaos;
  const hash = senhaHash.replace(/'/g, "''");
  // Row k of the people block: transporters 1..T, destinations T+1..T+D, generators, citizens.
  const kind = (k: string) =>
    `CASE WHEN ${k} <= ${T} THEN 'T' WHEN ${k} <= ${T + D} THEN 'D' WHEN ${k} <= ${T + D + G} THEN 'G' ELSE 'C' END`;
  const total = T + D + G + K;
  const x = ids(p, b);
  return [
    {
      name: 'pessoas',
      sql: `
INSERT INTO pessoa (id, tipo_pessoa, cpf_cnpj, nome_razao_social, email, celular, telefone, cep, uf, cod_ibge,
  bairro, endereco, numero, lon, lat, situacao, contratada_slu, created_at)
SELECT ${b.pessoa} + k, tp,
  CASE WHEN tp = 'F' THEN bench_gen.cpf(k) ELSE bench_gen.cnpj(k) END,
  CASE WHEN k = 1 THEN 'Transportes Grande Brasília Ltda'
       WHEN kd = 'T' AND tp = 'J' THEN bench_gen.empresa(k) || ' Transportes Ltda'
       WHEN kd = 'D' THEN (CASE k % 4 WHEN 0 THEN 'Aterro ' WHEN 1 THEN 'Recicladora ' ELSE 'ATT ' END) || bench_gen.empresa(k)
       WHEN kd = 'G' AND tp = 'J' THEN bench_gen.empresa(k) || ' Empreendimentos Ltda'
       ELSE bench_gen.nome(k) END,
  CASE WHEN k = 1 THEN 'grande@rcc.bench' ELSE lower(kd) || k || '@rcc.bench' END,
  '619' || lpad((k % 100000000)::text, 8, '0'), '613' || lpad((k % 10000000)::text, 7, '0'),
  '7' || lpad((bench_gen.h(k, 3) % 10000000)::text, 7, '0'), 'DF', 5300108, l.nome,
  'Quadra ' || (1 + k % 40) || ', Conjunto ' || chr(65 + (k % 20)::int), (1 + k % 300)::text, ${near('k')},
  'Ativo', kd = 'T' AND k % 50 = 0, now() - interval '5 years' - (k % 365) * interval '1 day'
FROM generate_series(1, ${total}) k
CROSS JOIN LATERAL (SELECT ${kind('k')} AS kd) a
CROSS JOIN LATERAL (SELECT CASE WHEN kd = 'T' AND k % 10 <> 0 OR kd = 'D' OR kd = 'G' AND k % 3 = 0 THEN 'J'
  ELSE 'F' END AS tp) c
JOIN localidade l ON l.id = ${LOC('k * 13')}`,
    },
    {
      name: 'perfis',
      sql: `
INSERT INTO perfil (id, id_pessoa, id_tipo_perfil, situacao_validacao, data_aprovacao, data_validade_cltrcc,
  codigo_cltrcc, tipo_destino_final, capacidade_maxima_suportada, forma_cobranca, id_localidade, created_at)
SELECT ${b.perfil} + k, ${b.pessoa} + k,
  CASE kd WHEN 'T' THEN CASE WHEN ps.tipo_pessoa = 'J' THEN 2 ELSE 9 END WHEN 'D' THEN 3
    WHEN 'G' THEN CASE WHEN ps.tipo_pessoa = 'J' THEN 1 ELSE 8 END ELSE 7 END,
  'A', ps.created_at, CASE WHEN kd = 'T' THEN now() + interval '1 year' END,
  CASE WHEN kd = 'T' THEN 'CLT-BENCH-' || k END,
  CASE WHEN kd = 'D' THEN (ARRAY['Aterro','Recicladora','ATT','ATT','PEV'])[1 + k % 5] END,
  CASE WHEN kd = 'D' THEN 5000 + k % 20 * 1000 END, CASE WHEN kd = 'T' THEN (k % 2)::smallint END,
  CASE WHEN kd = 'D' THEN ${LOC('k * 13')} END, ps.created_at
FROM generate_series(1, ${total}) k
CROSS JOIN LATERAL (SELECT ${kind('k')} AS kd) a
JOIN pessoa ps ON ps.id = ${b.pessoa} + k`,
    },
    {
      // Every transporter, destination and citizen has a login (all with the demo password).
      name: 'usuarios',
      sql: `
INSERT INTO usuario (id, id_pessoa, nome, cpf, email, senha_hash, ativo, email_validado, celular, cep, uf, cod_ibge,
  bairro, endereco, numero)
SELECT ${b.usuario} + u, ps.id, CASE WHEN ps.tipo_pessoa = 'F' THEN ps.nome_razao_social ELSE bench_gen.nome(u + 7) END,
  CASE WHEN ps.tipo_pessoa = 'F' THEN ps.cpf_cnpj ELSE bench_gen.cpf(u + 50000000) END, ps.email, '${hash}', 'S', 'S',
  ps.celular, ps.cep, 'DF', 5300108, ps.bairro, ps.endereco, ps.numero
FROM generate_series(1, ${T + D + K}) u
JOIN pessoa ps ON ps.id = ${b.pessoa} + CASE WHEN u <= ${T + D} THEN u ELSE u + ${G} END`,
    },
    {
      name: 'usuario_perfil',
      sql: `
INSERT INTO usuario_perfil (id_usuario, id_perfil)
SELECT u.id, pf.id FROM usuario u JOIN perfil pf ON pf.id_pessoa = u.id_pessoa WHERE u.id > ${b.usuario}`,
    },
    {
      name: 'responsaveis',
      sql: `
INSERT INTO responsavel (id_pessoa, tipo_responsavel, responsavel_assinatura_contrato, cpf, nome, celular, email,
  cep, uf, cod_ibge, bairro, endereco, numero, ids_tipo_de_perfil)
SELECT ps.id, 'Representante Legal', true, bench_gen.cpf(ps.id + 60000000), bench_gen.nome(ps.id + 3), ps.celular,
  ps.email, ps.cep, 'DF', 5300108, ps.bairro, ps.endereco, ps.numero, ARRAY[pf.id_tipo_perfil]
FROM pessoa ps JOIN perfil pf ON pf.id_pessoa = ps.id
WHERE ps.id > ${b.pessoa} AND ps.tipo_pessoa = 'J'`,
    },
    {
      name: 'veiculos',
      sql: `
INSERT INTO veiculo (id, id_perfil, placa, marca, modelo, numero_identificacao, renavam, cor, ano, tipo, volume_m3,
  poliguindaste, token, created_at)
SELECT ${b.veiculo} + j, ${x.transpPerfil(x.donoDe('j', p.veiculosGrande))}, bench_gen.placa(j + 100000),
  bench_gen.pick(ARRAY['Mercedes-Benz','Volkswagen','Ford','Volvo','Scania','Iveco'], j),
  bench_gen.pick(ARRAY['Atego 2426','Constellation 24.280','Cargo 2429','VM 270','P 320','Tector 240'], j),
  'V-' || j, lpad(j::text, 11, '0'), bench_gen.pick(ARRAY['Branco','Amarelo','Vermelho','Azul'], j), 2010 + j % 15,
  CASE WHEN j % 4 = 0 THEN 'Basculante' ELSE 'Poliguindaste' END, CASE WHEN j % 4 = 0 THEN 12 ELSE 10 END,
  CASE WHEN j % 4 = 0 THEN NULL ELSE (ARRAY['Simples','Duplo','Triplo'])[1 + j % 3] END,
  lpad((bench_gen.h(j, 5) % 1000000)::text, 6, '0'), now() - interval '5 years'
FROM generate_series(1, ${p.veiculos}) j`,
    },
    {
      name: 'cacambas',
      sql: `
INSERT INTO cacamba (id, id_perfil, capacidade_m3, numero_identificacao, numero_interno, cep, cod_ibge, uf, bairro,
  endereco, numero, lon, lat, created_at)
SELECT ${b.cacamba} + j, ${x.transpPerfil(x.donoDe('j', p.cacambasGrande))}, (ARRAY[3,4,5,5,7])[1 + j % 5],
  'CB-' || lpad(j::text, 6, '0'), 'INT-' || j, '7' || lpad((j % 10000000)::text, 7, '0'), 5300108, 'DF', l.nome,
  'Quadra ' || (1 + j % 40), (1 + j % 300)::text, ${near('j', 0.05)}, now() - interval '5 years'
FROM generate_series(1, ${p.cacambas}) j JOIN localidade l ON l.id = ${LOC('j * 7')}`,
    },
  ];
}
