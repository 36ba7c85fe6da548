import { sql } from '../../db/sql';
import { recebimentoPorDestino, recebimentoPorTransportador } from './periodos';
import type { ReportBody, ReportDef } from './report';
import { TRANSPORTADOR_IN } from '../../lib/perfil-sql';

/**
 * The reports of spec 3 §2 'Reports'. Volumes come from the summaries kept by triggers
 * (resumo_recebimento_diario, resumo_ctr_mensal; decision 0500), never from the CTR table itself,
 * and from their monthly roll-ups for the whole months of a period (decision 0602, periodos.ts).
 */

const br = (d: string) => d.split('-').reverse().join('/');
const periodoTexto = (b: ReportBody) =>
  b.dataInicial || b.dataFinal
    ? `${b.dataInicial ? br(b.dataInicial) : 'início'} a ${b.dataFinal ? br(b.dataFinal) : 'hoje'}`
    : 'Todo o período';

/** 'Consultar ATT': capacity of each treatment site (profile type 3) versus the volume received. */
export const attReport = (destinos: number[] | null): ReportDef => ({
  name: 'consultar-att',
  fields: {
    periodo: { sql: 'r.periodo' },
    nomeRazaoSocial: { sql: 'r."nomeRazaoSocial"', filter: 'text' },
    cpfCnpj: { sql: 'r."cpfCnpj"', filter: 'text' },
    capacidadeMaximaSuportada: { sql: 'r."capacidadeMaximaSuportada"', filter: 'number' },
    valorRecebido: { sql: 'r."valorRecebido"', filter: 'number' },
    saldo: { sql: 'r.saldo' },
  },
  defaultOrder: 'r."nomeRazaoSocial", r.id',
  base: (b) => sql`
    SELECT p.id, ${periodoTexto(b)}::text AS periodo, pe.nome_razao_social AS "nomeRazaoSocial", pe.cpf_cnpj AS "cpfCnpj",
      p.capacidade_maxima_suportada AS "capacidadeMaximaSuportada", coalesce(rv.volume, 0) AS "valorRecebido",
      p.capacidade_maxima_suportada - coalesce(rv.volume, 0) AS saldo
    FROM perfil p
    JOIN pessoa pe ON pe.id = p.id_pessoa
    LEFT JOIN (
      SELECT id_destino_final, sum(volume) AS volume
      FROM (${recebimentoPorDestino(b.dataInicial, b.dataFinal)}) d GROUP BY id_destino_final
    ) rv ON rv.id_destino_final = p.id
    WHERE p.id_tipo_perfil = 3 AND pe.excluido = 'N'
      ${destinos ? sql`AND p.id = ANY(${destinos}::int[])` : sql``}`,
  // Spec 3 §2: '-' when the balance is not a number (no capacity registered).
  map: (r) => ({ ...r, saldo: typeof r.saldo === 'number' && Number.isFinite(r.saldo) ? r.saldo : '-' }),
});

/** 'Consultar Movimentação de Resíduos': volumes per transporter and destination type. */
export const moveResiduoReport: ReportDef = {
  name: 'consulta-move-residuo',
  fields: {
    nomeRazaoSocial: { sql: 'r."nomeRazaoSocial"', filter: 'text' },
    cpfCnpj: { sql: 'r."cpfCnpj"', filter: 'text' },
    volume_transportador: { sql: 'r.volume_transportador' },
    volume_att: { sql: 'r.volume_att' },
    volume_aterro: { sql: 'r.volume_aterro' },
    volume_recicladora: { sql: 'r.volume_recicladora' },
    saldo: { sql: 'r.saldo' },
  },
  defaultOrder: 'r."nomeRazaoSocial", r.id',
  base: (b) => sql`
    SELECT p.id, pe.nome_razao_social AS "nomeRazaoSocial", pe.cpf_cnpj AS "cpfCnpj",
      v.volume_transportador, v.volume_att, v.volume_aterro, v.volume_recicladora,
      coalesce(v.volume_att, 0) + coalesce(v.volume_aterro, 0) + coalesce(v.volume_recicladora, 0) AS saldo
    FROM perfil p
    JOIN pessoa pe ON pe.id = p.id_pessoa
    LEFT JOIN (
      SELECT id_transportador, sum(volume) AS volume_transportador,
        CASE WHEN sum(linhas_att) > 0 THEN sum(volume_att) END AS volume_att,
        CASE WHEN sum(linhas_aterro) > 0 THEN sum(volume_aterro) END AS volume_aterro,
        CASE WHEN sum(linhas_recicladora) > 0 THEN sum(volume_recicladora) END AS volume_recicladora
      FROM (${recebimentoPorTransportador(b.dataInicial, b.dataFinal)}) d
      GROUP BY id_transportador HAVING sum(linhas) > 0
    ) v ON v.id_transportador = p.id
    WHERE p.id_tipo_perfil IN ${TRANSPORTADOR_IN} AND pe.excluido = 'N'`,
  onePass: true,
  sum: (filtered) => sql`
    SELECT coalesce(sum(r.volume_transportador), 0) AS volume_transportador, sum(r.volume_att) AS volume_att,
      sum(r.volume_aterro) AS volume_aterro, sum(r.volume_recicladora) AS volume_recicladora
    FROM (${filtered}) r`,
};

/** 'Consultar Volume de Resíduos por Região': received volume per month and administrative region. */
export const residuoRegiaoReport: ReportDef = {
  name: 'consulta-residuo-regiao',
  fields: {
    periodo: { sql: 'r.mes' },
    idLocalidade: { sql: 'r."idLocalidade"', filter: 'number' },
    regiao: { sql: 'r.regiao', filter: 'text' },
    valorRecebido: { sql: 'r."valorRecebido"', filter: 'number' },
  },
  defaultOrder: 'r.mes DESC, r.regiao',
  onePass: true,
  base: (b) => sql`
    SELECT to_char(d.mes, 'MM/YYYY') AS periodo, d.mes, d.id_localidade AS "idLocalidade",
      coalesce(l.nome, 'Não informada') AS regiao, d.volume AS "valorRecebido"
    FROM (
      SELECT date_trunc('month', dia)::date AS mes, id_localidade, sum(volume) AS volume
      FROM (${recebimentoPorDestino(b.dataInicial, b.dataFinal)}) d GROUP BY 1, 2
    ) d
    LEFT JOIN localidade l ON l.id = d.id_localidade`,
};

/** 'Consultar Veículos e Caçambas do Transportador'. */
export const veiculoCacambaReport: ReportDef = {
  name: 'consulta-veiculo-cacamba',
  fields: {
    nomeRazaoSocial: { sql: 'r."nomeRazaoSocial"', filter: 'text' },
    cpfCnpj: { sql: 'r."cpfCnpj"', filter: 'text' },
    municipio: { sql: 'r.municipio', filter: 'text' },
    situacaoValidacao: { sql: 'r."situacaoValidacao"', filter: 'text' },
    quantidadeVeiculos: { sql: 'r."quantidadeVeiculos"', filter: 'number' },
    quantidadeCacambas: { sql: 'r."quantidadeCacambas"', filter: 'number' },
  },
  defaultOrder: 'r."nomeRazaoSocial", r.id',
  base: () => sql`
    SELECT p.id, p.situacao_validacao AS "situacaoValidacao", pe.nome_razao_social AS "nomeRazaoSocial",
      pe.cpf_cnpj AS "cpfCnpj", m.nome AS municipio, pe.uf,
      (SELECT count(*) FROM veiculo v WHERE v.id_perfil = p.id AND v.excluido = 0)::int AS "quantidadeVeiculos",
      (SELECT count(*) FROM cacamba c WHERE c.id_perfil = p.id AND c.excluido = 0)::int AS "quantidadeCacambas"
    FROM perfil p
    JOIN pessoa pe ON pe.id = p.id_pessoa
    LEFT JOIN municipio m ON m.cod_ibge = pe.cod_ibge
    WHERE p.id_tipo_perfil IN ${TRANSPORTADOR_IN} AND pe.excluido = 'N'`,
};

/** 'Consultar Empresa Ativa com CTR': active transporters and their CTR count (whole months). */
export const empresaCtrReport: ReportDef = {
  name: 'consultar-empresa-ctr',
  fields: {
    nomeRazaoSocial: { sql: 'r."nomeRazaoSocial"', filter: 'text' },
    cpfCnpj: { sql: 'r."cpfCnpj"', filter: 'text' },
    tipoPessoa: { sql: 'r."tipoPessoa"', filter: 'text' },
    quantidadeCtr: { sql: 'r."quantidadeCtr"', filter: 'number' },
  },
  defaultOrder: 'r."quantidadeCtr" DESC, r."nomeRazaoSocial", r.id',
  onePass: true,
  base: (b) => sql`
    SELECT p.id, pe.nome_razao_social AS "nomeRazaoSocial", pe.cpf_cnpj AS "cpfCnpj", pe.tipo_pessoa AS "tipoPessoa",
      c.quantidade AS "quantidadeCtr"
    FROM (
      SELECT id_transportador, sum(quantidade)::int AS quantidade FROM resumo_ctr_mensal
      WHERE ${b.dataInicial ? sql`mes >= date_trunc('month', ${b.dataInicial}::date)::date` : sql`true`}
        AND ${b.dataFinal ? sql`mes <= ${b.dataFinal}::date` : sql`true`}
      GROUP BY id_transportador HAVING sum(quantidade) > 0
    ) c
    JOIN perfil p ON p.id = c.id_transportador
    JOIN pessoa pe ON pe.id = p.id_pessoa
    WHERE pe.situacao = 'Ativo' AND pe.excluido = 'N'`,
};
