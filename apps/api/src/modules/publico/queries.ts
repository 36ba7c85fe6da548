import {
  type AtendimentoPublicoInput,
  type LocalDescartePublico,
  TIPOS_DESTINO_PUBLICO_PADRAO,
  type TransportadorPublicoRow,
} from '@rcc/domain';
import type { Queryable } from '../../db/client';
import { prepared, sql } from '../../db/sql';
import { TRANSPORTADOR_IN } from '../../lib/perfil-sql';

/** `%` and `_` typed by a visitor are literal characters, not wildcards. */
const like = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

// Licensed transporters (doc 1 §2.3): a transporter profile validated, CLTRCC still valid.
const LICENSED = sql`pf.id_tipo_perfil IN ${TRANSPORTADOR_IN} AND pf.situacao_validacao = 'A' AND pf.data_validade_cltrcc > now()
  AND p.excluido = 'N'`;

export async function findTransportadores(
  db: Queryable,
  f: { limit: number; offset: number; nomeRazaoSocial?: string | undefined; bairro?: string | undefined },
) {
  const where = sql`${LICENSED}
    ${f.nomeRazaoSocial ? sql`AND p.tipo_pessoa = 'J' AND p.nome_razao_social ILIKE ${like(f.nomeRazaoSocial)}` : sql.empty}
    ${f.bairro ? sql`AND p.bairro ILIKE ${like(f.bairro)}` : sql.empty}`;
  // One pass over the licensed transporters gives the page's keys (sorted, limited) and how many
  // there are; then each row is built for the page alone: building the JSON for every licensed
  // transporter before the sort cost more than the query itself. Four texts at most (with or
  // without each filter): prepared once per pooled connection (planning cost as much as running).
  const filtro = sql`FROM perfil pf JOIN pessoa p ON p.id = pf.id_pessoa WHERE ${where}`;
  const rows = await db.query<TransportadorPublicoRow & { total: number }>(
    prepared(sql`
    WITH pagina AS (
      SELECT pf.id, p.nome_razao_social, count(*) OVER () AS total ${filtro}
      ORDER BY p.nome_razao_social, pf.id
      LIMIT ${f.limit} OFFSET ${f.offset})
    SELECT pf.id, pf.id_tipo_perfil AS "idTipoPerfil", pf.situacao_validacao AS "situacaoValidacao",
      pf.data_validade_cltrcc AS "dataValidadeCltrcc",
      (SELECT count(*) FROM cacamba c WHERE c.id_perfil = pf.id AND c.excluido = 0)::int AS "quantidadeCacambas",
      (SELECT count(*) FROM veiculo v WHERE v.id_perfil = pf.id AND v.excluido = 0)::int AS "quantidadeVeiculos",
      -- A company's card carries its contacts (doc 1 §2.3); a natural person's only its initials and
      -- where it works (issue #19: no portal page gives a natural person's name, contacts or home).
      CASE WHEN p.tipo_pessoa = 'J' THEN jsonb_build_object(
        'id', p.id, 'tipoPessoa', p.tipo_pessoa, 'nomeRazaoSocial', p.nome_razao_social, 'siglaNome', p.sigla_nome,
        'email', p.email, 'celular', p.celular, 'telefone', p.telefone, 'cep', p.cep, 'uf', p.uf,
        'codIbge', p.cod_ibge, 'bairro', p.bairro, 'endereco', p.endereco, 'complemento', p.complemento,
        'numero', p.numero,
        'municipio', CASE WHEN m.cod_ibge IS NULL THEN NULL
          ELSE jsonb_build_object('codIbge', m.cod_ibge, 'nome', m.nome, 'uf', m.uf) END
      ) ELSE jsonb_build_object(
        'id', p.id, 'tipoPessoa', p.tipo_pessoa, 'nomeRazaoSocial', p.nome_razao_social, 'siglaNome', NULL,
        'email', NULL, 'celular', NULL, 'telefone', NULL, 'cep', NULL, 'uf', p.uf,
        'codIbge', p.cod_ibge, 'bairro', p.bairro, 'endereco', NULL, 'complemento', NULL, 'numero', NULL,
        'municipio', CASE WHEN m.cod_ibge IS NULL THEN NULL
          ELSE jsonb_build_object('codIbge', m.cod_ibge, 'nome', m.nome, 'uf', m.uf) END
      ) END AS pessoa,
      pagina.total
    FROM pagina
    JOIN perfil pf ON pf.id = pagina.id
    JOIN pessoa p ON p.id = pf.id_pessoa
    LEFT JOIN municipio m ON m.cod_ibge = p.cod_ibge
    ORDER BY pagina.nome_razao_social, pagina.id`),
  );
  let count = rows[0]?.total ?? 0;
  if (rows.length === 0 && f.offset > 0) {
    // A page past the end has no row to carry the total.
    const [c] = await db.query<{ n: number }>(prepared(sql`SELECT count(*) AS n ${filtro}`));
    count = c?.n ?? 0;
  }
  return { rows: rows.map(({ total: _, ...r }) => r), count };
}

/** A destination that receives from the public, before the distance from the visitor is known. */
export type LocalDescarteRow = Omit<LocalDescartePublico, 'distanciaKm'> & {
  lat: number | null;
  lon: number | null;
};

/**
 * "Onde descartar" (issue #19): active, validated destinations that receive from the public (PEV
 * and ATT unless the authority said no; any other type the authority flagged). A natural person's
 * name, document and contacts never leave: only a company's name and the address.
 */
export function findLocaisDescarte(db: Queryable) {
  // A fixed text on every visit to the public page: prepared once per pooled connection.
  return db.query<LocalDescarteRow>(
    prepared(sql`
    SELECT pf.id, pf.tipo_destino_final AS tipo,
      CASE WHEN p.tipo_pessoa = 'J' THEN p.nome_razao_social END AS nome,
      p.endereco, p.numero, p.bairro, p.cep, l.nome AS regiao, p.lat::float8 AS lat, p.lon::float8 AS lon,
      pf.horario_funcionamento AS "horarioFuncionamento",
      pf.limite_pequeno_gerador_m3::float8 AS "limitePequenoGeradorM3",
      coalesce((SELECT array_agg(cm.classe ORDER BY cm.id) FROM classe_material cm
        WHERE cm.id = ANY (pf.classes_aceitas)), '{}') AS "classesAceitas"
    FROM perfil pf
    JOIN pessoa p ON p.id = pf.id_pessoa
    LEFT JOIN localidade l ON l.id = pf.id_localidade
    WHERE pf.id_tipo_perfil = 3 AND pf.situacao_validacao = 'A' AND p.excluido = 'N' AND p.situacao = 'Ativo'
      AND pf.tipo_destino_final IS NOT NULL
      AND coalesce(pf.recebe_publico, pf.tipo_destino_final = ANY (${[...TIPOS_DESTINO_PUBLICO_PADRAO]}::text[]))
    ORDER BY pf.tipo_destino_final DESC, p.bairro NULLS LAST, p.nome_razao_social, pf.id
    LIMIT 500`),
  );
}

/** A destination profile's public-service fields, locked for the change when `forUpdate`. */
export async function findAtendimentoPublico(db: Queryable, idPerfil: number, forUpdate = false) {
  const [row] = await db.query<{
    idPerfil: number;
    tipoDestinoFinal: string | null;
    recebePublico: boolean | null;
    horarioFuncionamento: string | null;
    limitePequenoGeradorM3: number | null;
    classesAceitas: number[];
  }>(sql`
    SELECT pf.id AS "idPerfil", pf.tipo_destino_final AS "tipoDestinoFinal", pf.recebe_publico AS "recebePublico",
      pf.horario_funcionamento AS "horarioFuncionamento",
      pf.limite_pequeno_gerador_m3::float8 AS "limitePequenoGeradorM3",
      coalesce(pf.classes_aceitas, '{}') AS "classesAceitas"
    FROM perfil pf JOIN pessoa p ON p.id = pf.id_pessoa
    WHERE pf.id = ${idPerfil} AND pf.id_tipo_perfil = 3 AND p.excluido = 'N'
    ${forUpdate ? sql`FOR UPDATE OF pf` : sql.empty}`);
  return row;
}

export function classesMaterial(db: Queryable) {
  return db.query<{ id: number; classe: string }>(sql`SELECT id, classe FROM classe_material ORDER BY id`);
}

export async function updateAtendimentoPublico(db: Queryable, idPerfil: number, b: AtendimentoPublicoInput) {
  await db.query(sql`
    UPDATE perfil SET recebe_publico = ${b.recebePublico}, horario_funcionamento = ${b.horarioFuncionamento},
      limite_pequeno_gerador_m3 = ${b.limitePequenoGeradorM3}, classes_aceitas = ${b.classesAceitas}::int[]
    WHERE id = ${idPerfil}`);
}
