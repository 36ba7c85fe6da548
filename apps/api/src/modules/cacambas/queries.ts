import { SITUACOES_BLOQUEIAM_EDICAO_CACAMBA } from '@rcc/domain';
import type { Queryable } from '../../db/client';
import { sql } from '../../db/sql';
import { TRANSPORTADOR_IN } from '../../lib/perfil-sql';

export interface CacambaRow {
  id: number;
  id_perfil: number;
  numero_identificacao: string;
  excluido: number;
}

export interface CacambaData {
  capacidadeM3: number;
  numeroInterno: string | null;
  cep: string;
  codIbge: number;
  uf: string;
  bairro: string;
  endereco: string;
  complemento: string | null;
  numero: string | null;
  lon: number | null;
  lat: number | null;
}

export async function findById(db: Queryable, id: number, forUpdate = false) {
  const lock = forUpdate ? sql` FOR UPDATE` : sql``;
  const [row] = await db.query<CacambaRow>(
    sql`SELECT id, id_perfil, numero_identificacao, excluido FROM cacamba WHERE id = ${id}${lock}`,
  );
  return row;
}

/** The UF of a municipality (the address keeps both). */
export async function ufOf(db: Queryable, codIbge: number): Promise<string | undefined> {
  const [row] = await db.query<{ uf: string }>(sql`SELECT uf FROM municipio WHERE cod_ibge = ${codIbge}`);
  return row?.uf;
}

/**
 * Locks the transporter profile (serialises numbering) and returns its prefix and the last number
 * used: identification numbers are PREFIX-NNNN, unique per transporter.
 */
export async function lockNumbering(db: Queryable, idPerfil: number) {
  const [perfil] = await db.query<{ sigla_nome: string | null; nome_razao_social: string }>(sql`
    SELECT p.sigla_nome, p.nome_razao_social FROM perfil pf JOIN pessoa p ON p.id = pf.id_pessoa
    WHERE pf.id = ${idPerfil} AND pf.id_tipo_perfil IN ${TRANSPORTADOR_IN} FOR UPDATE OF pf`);
  if (!perfil) return undefined;
  const prefix = siglaOf(perfil.sigla_nome, perfil.nome_razao_social);
  const [last] = await db.query<{ n: number | null }>(sql`
    SELECT max(substring(numero_identificacao FROM ${`^${prefix}-([0-9]{1,9})$`})::int) AS n
    FROM cacamba WHERE id_perfil = ${idPerfil}`);
  return { prefix, last: last?.n ?? 0 };
}

/** Sigla of the person, else the initials of the name's first words ('Transportes Candango' → TC). */
function siglaOf(sigla: string | null, nome: string): string {
  const clean = (s: string) =>
    s
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toUpperCase()
      .replace(/[^A-Z0-9]/g, '');
  const fromSigla = sigla ? clean(sigla).slice(0, 10) : '';
  if (fromSigla) return fromSigla;
  const words = nome.split(/\s+/).filter((w) => w.length > 2 && !/^(LTDA|EIRELI|ME|EPP|S\/A|SA)$/i.test(w));
  return (
    clean(
      words
        .slice(0, 3)
        .map((w) => w[0])
        .join(''),
    ) || 'CAC'
  );
}

export async function insert(db: Queryable, idPerfil: number, numeroIdentificacao: string, d: CacambaData) {
  const [row] = await db.query<{ id: number }>(sql`
    INSERT INTO cacamba (id_perfil, capacidade_m3, numero_identificacao, numero_interno, cep, cod_ibge, uf, bairro, endereco,
      complemento, numero, lon, lat)
    VALUES (${idPerfil}, ${d.capacidadeM3}, ${numeroIdentificacao}, ${d.numeroInterno}, ${d.cep}, ${d.codIbge}, ${d.uf},
      ${d.bairro}, ${d.endereco}, ${d.complemento}, ${d.numero}, ${d.lon}, ${d.lat})
    RETURNING id`);
  return row!.id;
}

export async function update(db: Queryable, id: number, numeroIdentificacao: string, d: CacambaData) {
  const rows = await db.query(sql`
    UPDATE cacamba SET capacidade_m3 = ${d.capacidadeM3}, numero_identificacao = ${numeroIdentificacao},
      numero_interno = ${d.numeroInterno}, cep = ${d.cep}, cod_ibge = ${d.codIbge}, uf = ${d.uf}, bairro = ${d.bairro},
      endereco = ${d.endereco}, complemento = ${d.complemento}, numero = ${d.numero}, lon = ${d.lon}, lat = ${d.lat},
      updated_at = now()
    WHERE id = ${id} AND excluido = 0 RETURNING id`);
  return rows.length > 0;
}

/** A request of this bin in a situation that locks it (spec 3 §4), via index st_cacamba. */
export async function blockingSituacao(db: Queryable, id: number): Promise<string | undefined> {
  const [row] = await db.query<{ situacao: string }>(sql`
    SELECT situacao FROM solicitacao_transporte
    WHERE id_cacamba = ${id} AND situacao = ANY(${[...SITUACOES_BLOQUEIAM_EDICAO_CACAMBA]}::text[])
    ORDER BY id DESC LIMIT 1`);
  return row?.situacao;
}

export async function setExcluido(db: Queryable, id: number, excluido: 0 | 1): Promise<boolean> {
  const rows = await db.query(sql`
    UPDATE cacamba SET excluido = ${excluido}, updated_at = now() WHERE id = ${id} AND excluido = ${1 - excluido}
    RETURNING id`);
  return rows.length > 0;
}
