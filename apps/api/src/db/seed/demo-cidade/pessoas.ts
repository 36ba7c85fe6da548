import { TRANSPORTADOR_IDS } from '@rcc/domain';
import { sql } from '../../sql';
import { DESTINOS, REGIOES, TRANSPORTADORES } from './dados';
import { CONSTRUTORAS, MARCAS_VEICULO, PRIMEIROS_NOMES, SOBRENOMES } from './vocabulario';
import { type Bases, type Demo, K, PLANO, type Step } from './plano';
import { arr, G, raw } from './sql-base';

/** The domain's transporter profile types as an SQL list. */
const TRANSPORTADORES_SQL = `(${TRANSPORTADOR_IDS.join(', ')})`;

const PENDENTES_PJ = [
  ['Nova Era Caçambas Ltda', 2],
  ['Rápido Entulho Ceilândia Ltda', 2],
  ['Samambaia Remoções Ltda', 2],
  ['Construtora Lago Oeste Ltda', 1],
  ['Reformas Express Brasília Ltda', 1],
  ['Construtora Sol Nascente Ltda', 1],
] as const;

/** Weighted region ids (by population) for work sites and people. */
export const REGIAO_PESADA = arr(REGIOES.flatMap((r) => Array<number>(r.peso).fill(r.id)));

/** Region address pieces as a lookup table. */
const regiaoSql = (): Step => ({
  name: 'regiões',
  sql: sql`INSERT INTO ${raw(`${G}.regiao`)} (id, quadras, cep)
    SELECT r.id, string_to_array(r.q, '|'), r.cep
    FROM unnest(${REGIOES.map((r) => r.id)}::int[], ${REGIOES.map((r) => r.quadras.join('|'))}::text[],
      ${REGIOES.map((r) => r.cep)}::text[]) AS r(id, q, cep)`,
});

/** People: the plan (one row per person), then pessoa, perfil, usuario, profile link and legal representative. */
export function pessoasSteps(b: Bases, demo: Demo, senhaHash: string): Step[] {
  const nomePf = (k: string) =>
    `${G}.pick(${arr(PRIMEIROS_NOMES)}, ${k} * 7) || ' ' || ${G}.pick(${arr(SOBRENOMES)}, ${k} * 3 + 1) || ' ' || ${G}.pick(${arr(SOBRENOMES)}, ${k} * 11 + 5)`;
  const t = TRANSPORTADORES;
  const d = DESTINOS;
  const pend = PENDENTES_PJ;
  return [
    {
      name: 'tabelas de apoio',
      sql: [
        `CREATE TABLE ${G}.regiao (id int PRIMARY KEY, quadras text[], cep text)`,
        `CREATE TABLE ${G}.pessoa_plano (k int PRIMARY KEY, papel char(1), idx int, tipo_pessoa char(1), tipo_perfil int,
          nome text, email text, cpf_cnpj text, user_cpf text, user_nome text, id_localidade int, endereco text,
          lon float8, lat float8, situacao text, validacao char(1), cltrcc_dias int, tipo_destino text, capacidade numeric,
          criado timestamptz)`,
      ],
    },
    regiaoSql(),
    {
      name: 'plano: transportadores e destinos',
      sql: sql`INSERT INTO ${raw(`${G}.pessoa_plano`)} (k, papel, idx, tipo_pessoa, tipo_perfil, nome, email, id_localidade,
          endereco, lon, lat, situacao, validacao, cltrcc_dias, tipo_destino, capacidade)
        SELECT ${K.transportador} + i, 'T', i, CASE WHEN pf THEN 'F' ELSE 'J' END, CASE WHEN pf THEN 9 ELSE 2 END, nome, email,
          loc, ende, lon, lat, 'Ativo', 'A', dias, NULL, NULL
        FROM unnest(${t.map((x) => x.nome)}::text[], ${t.map((x) => x.email)}::text[], ${t.map((x) => x.idLocalidade)}::int[],
          ${t.map((x) => x.endereco)}::text[], ${t.map((x) => x.lon)}::float8[], ${t.map((x) => x.lat)}::float8[],
          ${t.map((x) => x.cltrccDias)}::int[], ${t.map((x) => Boolean(x.pf))}::boolean[])
          WITH ORDINALITY AS u(nome, email, loc, ende, lon, lat, dias, pf, i)
        UNION ALL
        SELECT ${K.destino} + i, 'D', i, 'J', 3, nome, email, loc, ende, lon, lat, 'Ativo', 'A', NULL, tipo, cap
        FROM unnest(${d.map((x) => x.nome)}::text[], ${d.map((x) => x.email)}::text[], ${d.map((x) => x.idLocalidade)}::int[],
          ${d.map((x) => x.endereco)}::text[], ${d.map((x) => x.lon)}::float8[], ${d.map((x) => x.lat)}::float8[],
          ${d.map((x) => x.tipo)}::text[], ${d.map((x) => x.capacidade)}::numeric[])
          WITH ORDINALITY AS u(nome, email, loc, ende, lon, lat, tipo, cap, i)`,
    },
    {
      // Generators: the companies first (PJ, profile 1), then people (PF, profile 8); citizens (7); and
      // registrations waiting for validation (three transporters, three builders, four people).
      name: 'plano: geradores, cidadãos e cadastros pendentes',
      sql: `INSERT INTO ${G}.pessoa_plano (k, papel, idx, tipo_pessoa, tipo_perfil, nome, email, id_localidade, endereco,
          lon, lat, situacao, validacao)
        SELECT p.k, p.papel, p.idx, p.tp, p.perfil, p.nome,
          ${G}.sem_acento(split_part(p.nome, ' ', 1) || '.' || split_part(p.nome, ' ', 2)) || p.k || '@exemplo.com.br',
          x.loc, ${G}.pick(r.quadras, ${G}.h(k, 41)) || ', ' || CASE WHEN tp = 'J' THEN 'Lote ' ELSE 'Casa ' END
            || (1 + ${G}.h(k, 42) % 40), l.lon + ((${G}.h(k, 43) % 1000) / 1000.0 - 0.5) * 0.03,
          l.lat + ((${G}.h(k, 44) % 1000) / 1000.0 - 0.5) * 0.025,
          CASE WHEN papel = 'P' THEN 'Aguardando validação' ELSE 'Ativo' END, CASE WHEN papel = 'P' THEN 'P' ELSE 'A' END
        FROM (
          SELECT k, 'G' AS papel, k - ${K.gerador} AS idx,
            CASE WHEN k - ${K.gerador} <= ${PLANO.geradoresPj} THEN 'J' ELSE 'F' END AS tp,
            CASE WHEN k - ${K.gerador} <= ${PLANO.geradoresPj} THEN 1 ELSE 8 END AS perfil,
            CASE WHEN k - ${K.gerador} <= ${PLANO.geradoresPj}
              THEN ${G}.pick(${arr(CONSTRUTORAS)}, k - ${K.gerador} - 1) || ' Ltda' ELSE ${nomePf('k')} END AS nome
          FROM generate_series(${K.gerador + 1}, ${K.cidadao}) k
          UNION ALL
          SELECT k, 'C', k - ${K.cidadao}, 'F', 7, ${nomePf('k')} FROM generate_series(${K.cidadao + 1}, ${K.pendente}) k
          UNION ALL
          SELECT k, 'P', k - ${K.pendente}, CASE WHEN k - ${K.pendente} <= ${pend.length} THEN 'J' ELSE 'F' END,
            CASE WHEN k - ${K.pendente} <= ${pend.length} THEN (${arr(pend.map((p) => p[1]))})[k - ${K.pendente}] ELSE 8 END,
            CASE WHEN k - ${K.pendente} <= ${pend.length} THEN (${arr(pend.map((p) => p[0]))})[k - ${K.pendente}]
              ELSE ${nomePf('k')} END
          FROM generate_series(${K.pendente + 1}, ${K.total}) k
        ) p
        CROSS JOIN LATERAL (SELECT ${G}.picki(${REGIAO_PESADA}, ${G}.h(k, 40)) AS loc) x
        JOIN localidade l ON l.id = x.loc JOIN ${G}.regiao r ON r.id = x.loc`,
    },
    {
      name: 'plano: documentos e datas',
      sql: `UPDATE ${G}.pessoa_plano SET
          cpf_cnpj = CASE WHEN tipo_pessoa = 'J' THEN ${G}.cnpj(2000 + k) ELSE ${G}.cpf(2000 + k) END,
          user_cpf = ${G}.cpf(6000 + k),
          user_nome = CASE WHEN tipo_pessoa = 'J' THEN ${nomePf('(k + 500)')} ELSE nome END,
          criado = CASE WHEN papel = 'P' THEN now() - (1 + ${G}.h(k, 45) % 9) * interval '1 day' - (${G}.h(k, 46) % 600) * interval '1 minute'
            ELSE now() - (120 + ${G}.h(k, 45) % 900) * interval '1 day' END`,
    },
    {
      name: 'pessoas',
      sql: `INSERT INTO pessoa (id, tipo_pessoa, cpf_cnpj, nome_razao_social, email, celular, telefone, cep, uf, cod_ibge,
          bairro, endereco, numero, lon, lat, situacao, created_at, updated_at)
        SELECT ${b.pessoa} + p.k, p.tipo_pessoa, p.cpf_cnpj, p.nome, p.email,
          '619' || lpad((${G}.h(p.k, 47) % 100000000)::text, 8, '0'), '613' || lpad((${G}.h(p.k, 48) % 10000000)::text, 7, '0'),
          rpad(r.cep || (${G}.h(p.k, 49) % 100000)::text, 8, '0'), 'DF', 5300108, l.nome, p.endereco, 'S/N', p.lon, p.lat,
          p.situacao, p.criado, p.criado
        FROM ${G}.pessoa_plano p JOIN localidade l ON l.id = p.id_localidade
        LEFT JOIN ${G}.regiao r ON r.id = p.id_localidade`,
    },
    {
      name: 'perfis',
      sql: `INSERT INTO perfil (id, id_pessoa, id_tipo_perfil, situacao_validacao, data_aprovacao, data_validade_cltrcc,
          codigo_cltrcc, tipo_destino_final, capacidade_maxima_suportada, forma_cobranca, data_alteracao_forma_cobranca,
          id_localidade, created_at)
        SELECT ${b.perfil} + k, ${b.pessoa} + k, tipo_perfil, validacao, CASE WHEN validacao = 'A' THEN criado + interval '3 days' END,
          CASE WHEN papel = 'T' THEN now() + cltrcc_dias * interval '1 day'
            WHEN papel = 'P' AND tipo_perfil IN ${TRANSPORTADORES_SQL} THEN NULL END,
          CASE WHEN papel = 'T' THEN 'DF-' || upper(substr(md5('rcc-cidade-cltrcc-' || k), 1, 10)) END,
          tipo_destino, capacidade, CASE WHEN tipo_perfil IN ${TRANSPORTADORES_SQL} THEN (k % 2)::smallint END,
          CASE WHEN tipo_perfil IN ${TRANSPORTADORES_SQL} THEN criado END, CASE WHEN papel = 'D' THEN id_localidade END, criado
        FROM ${G}.pessoa_plano`,
    },
    {
      // What each destination tells the public on "onde descartar" (issue #19), as the authority
      // would have set it on the profile: hours, accepted classes, small-generator limit.
      name: 'atendimento ao público dos destinos',
      sql: sql`UPDATE perfil pf SET horario_funcionamento = u.horario, classes_aceitas = u.classes::int[],
          limite_pequeno_gerador_m3 = u.limite
        FROM unnest(${d.map((x) => x.atendimento.horario)}::text[],
          ${d.map((x) => `{${x.atendimento.classes.join(',')}}`)}::text[],
          ${d.map((x) => x.atendimento.limiteM3)}::numeric[]) WITH ORDINALITY AS u(horario, classes, limite, i)
        WHERE pf.id = ${b.perfil + K.destino} + u.i`,
    },
    {
      name: 'usuários',
      sql: sql`INSERT INTO usuario (id, id_pessoa, nome, cpf, email, senha_hash, ativo, email_validado, celular, cep, uf,
          cod_ibge, bairro, endereco, numero, created_at, updated_at)
        SELECT ${b.usuario} + p.k, ${b.pessoa} + p.k, p.user_nome, p.user_cpf, p.email, ${senhaHash}, 'S', 'S', pe.celular,
          pe.cep, 'DF', 5300108, pe.bairro, pe.endereco, 'S/N', p.criado, p.criado
        FROM ${raw(`${G}.pessoa_plano`)} p JOIN pessoa pe ON pe.id = ${b.pessoa} + p.k`,
    },
    {
      name: 'usuário × perfil',
      sql: `INSERT INTO usuario_perfil (id_usuario, id_perfil) SELECT ${b.usuario} + k, ${b.perfil} + k FROM ${G}.pessoa_plano`,
    },
    {
      name: 'responsáveis (PJ)',
      sql: `INSERT INTO responsavel (id_pessoa, tipo_responsavel, responsavel_assinatura_contrato, cpf, rg, nome, profissao,
          cargo, celular, email, cep, uf, cod_ibge, bairro, endereco, numero, ids_tipo_de_perfil)
        SELECT pe.id, 'Representante Legal', true, p.user_cpf, (1000000 + ${G}.h(p.k, 50) % 8000000)::text, p.user_nome,
          'Empresário', 'Sócio-administrador', pe.celular, p.email, pe.cep, 'DF', 5300108, pe.bairro, pe.endereco, 'S/N',
          ARRAY[p.tipo_perfil]
        FROM ${G}.pessoa_plano p JOIN pessoa pe ON pe.id = ${b.pessoa} + p.k WHERE p.tipo_pessoa = 'J'`,
    },
    {
      // t = 0 is the demo transporter, d = 0 the demo destination (their logins own a good share).
      name: 'transportadores e destinos da cidade',
      sql: [
        `CREATE TABLE ${G}.transp AS
          SELECT 0 AS t, ${demo.transportador.perfil} AS id_perfil, ${demo.transportador.usuario} AS id_usuario
          UNION ALL SELECT idx, ${b.perfil} + k, ${b.usuario} + k FROM ${G}.pessoa_plano WHERE papel = 'T'`,
        `CREATE TABLE ${G}.dest AS
          SELECT 0 AS d, ${demo.destino.perfil} AS id_perfil, ${demo.destino.usuario} AS id_usuario, 'ATT'::text AS tipo
          UNION ALL SELECT idx, ${b.perfil} + k, ${b.usuario} + k, tipo_destino FROM ${G}.pessoa_plano WHERE papel = 'D'`,
      ],
    },
    {
      name: 'veículos',
      sql: [
        `CREATE TABLE ${G}.frota AS
          SELECT t, 1 + coalesce(sum(n) OVER (ORDER BY t ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING), 0)::int AS primeiro, n
          FROM unnest(${arr(PLANO.veiculos)}) WITH ORDINALITY AS f(n, t1) CROSS JOIN LATERAL (SELECT (t1 - 1)::int AS t) x`,
        `INSERT INTO veiculo (id, id_perfil, placa, marca, modelo, numero_identificacao, renavam, cor, ano, tipo, volume_m3,
          poliguindaste, token, created_at, updated_at)
        SELECT ${b.veiculo} + j, tr.id_perfil, ${G}.placa(j), ${G}.pick(${arr(MARCAS_VEICULO.map((m) => m[0]))}, j),
          ${G}.pick(${arr(MARCAS_VEICULO.map((m) => m[1]))}, j), 'CD-V' || lpad(j::text, 3, '0'),
          lpad((${G}.h(j, 51) % 100000000000)::text, 11, '0'), ${G}.pick(${arr(['Branco', 'Amarelo', 'Laranja', 'Azul', 'Vermelho'])}, j),
          2012 + j % 13, CASE WHEN j % 4 = 0 THEN 'Basculante' ELSE 'Poliguindaste' END, CASE WHEN j % 4 = 0 THEN 12 ELSE 10 END,
          CASE WHEN j % 4 <> 0 THEN (${arr(['Simples', 'Duplo', 'Triplo'])})[1 + j % 3] END,
          lpad((100000 + ${G}.h(j, 52) % 900000)::text, 6, '0'), now() - interval '2 years', now() - interval '2 years'
        FROM ${G}.frota f JOIN ${G}.transp tr ON tr.t = f.t
        CROSS JOIN LATERAL generate_series(f.primeiro, f.primeiro + f.n - 1) j`,
      ],
    },
  ];
}
