import type { Queryable } from '../../db/client';
import { type SqlFragment, sql } from '../../db/sql';
import { GERADOR_IN } from '../../lib/perfil-sql';

export interface ObraRow {
  id: number;
  id_gerador: number;
  nome_obra: string;
  duracao_inicial: string;
  id_anexo_pgrcc: number | null;
  pgrcc_nome_arquivo: string | null;
  excluido: number;
}

export interface ObraData {
  idGerador: number;
  nomeObra: string;
  duracaoInicial: string;
  duracaoFinal: string;
  possuiAlvara: number;
  numeroAlvara: string | null;
  cep: string;
  uf: string;
  codIbge: number;
  bairro: string;
  endereco: string;
  complemento: string | null;
  numero: string | null;
  lon: number | null;
  lat: number | null;
  observacao: string | null;
  motivoAlteracao: string | null;
}

export async function findById(db: Queryable, id: number, forUpdate = false) {
  const lock = forUpdate ? sql` FOR UPDATE` : sql``;
  const [row] = await db.query<ObraRow>(sql`
    SELECT id, id_gerador, nome_obra, duracao_inicial, id_anexo_pgrcc, pgrcc_nome_arquivo, excluido
    FROM obra WHERE id = ${id}${lock}`);
  return row;
}

/** The person behind a generator profile (type 1 or 8), or undefined. */
export async function geradorPessoa(db: Queryable, idPerfil: number) {
  const [row] = await db.query<{ contratada_slu: boolean }>(sql`
    SELECT p.contratada_slu FROM perfil pf JOIN pessoa p ON p.id = pf.id_pessoa
    WHERE pf.id = ${idPerfil} AND pf.id_tipo_perfil IN ${GERADOR_IN}`);
  return row;
}

export async function sameName(db: Queryable, idGerador: number, nome: string, exceptId = 0) {
  const rows = await db.query(sql`
    SELECT 1 FROM obra WHERE id_gerador = ${idGerador} AND lower(nome_obra) = lower(${nome}) AND excluido = 0
      AND id <> ${exceptId}`);
  return rows.length > 0;
}

export async function transportadores(db: Queryable, ids: number[]) {
  return db.query<{ id: number; nome_razao_social: string }>(
    sql`SELECT id, nome_razao_social FROM view_transportador WHERE id = ANY(${ids}::int[])`,
  );
}

export async function tiposResiduo(db: Queryable, ids: number[]) {
  return db.query<{ id: number; classe: string }>(sql`
    SELECT t.id, c.classe FROM tipo_residuo t JOIN classe_material c ON c.id = t.id_classe_material
    WHERE t.id = ANY(${ids}::int[])`);
}

export async function ufOf(db: Queryable, codIbge: number): Promise<string | undefined> {
  const [row] = await db.query<{ uf: string }>(sql`SELECT uf FROM municipio WHERE cod_ibge = ${codIbge}`);
  return row?.uf;
}

export async function insert(db: Queryable, d: ObraData): Promise<number> {
  const [row] = await db.query<{ id: number }>(sql`
    INSERT INTO obra (id_gerador, nome_obra, duracao_inicial, duracao_final, possui_alvara, numero_alvara, cep, uf, cod_ibge,
      bairro, endereco, complemento, numero, lon, lat, observacao, motivo_alteracao)
    VALUES (${d.idGerador}, ${d.nomeObra}, ${d.duracaoInicial}, ${d.duracaoFinal}, ${d.possuiAlvara}, ${d.numeroAlvara},
      ${d.cep}, ${d.uf}, ${d.codIbge}, ${d.bairro}, ${d.endereco}, ${d.complemento}, ${d.numero}, ${d.lon}, ${d.lat},
      ${d.observacao}, ${d.motivoAlteracao})
    RETURNING id`);
  return row!.id;
}

export async function update(db: Queryable, id: number, d: ObraData): Promise<boolean> {
  const rows = await db.query(sql`
    UPDATE obra SET nome_obra = ${d.nomeObra}, duracao_inicial = ${d.duracaoInicial}, duracao_final = ${d.duracaoFinal},
      possui_alvara = ${d.possuiAlvara}, numero_alvara = ${d.numeroAlvara}, cep = ${d.cep}, uf = ${d.uf},
      cod_ibge = ${d.codIbge}, bairro = ${d.bairro}, endereco = ${d.endereco}, complemento = ${d.complemento},
      numero = ${d.numero}, lon = ${d.lon}, lat = ${d.lat}, observacao = ${d.observacao},
      motivo_alteracao = ${d.motivoAlteracao}, updated_at = now()
    WHERE id = ${id} AND excluido = 0 RETURNING id`);
  return rows.length > 0;
}

export async function setPgrcc(db: Queryable, id: number, anexo: { id: number; nomeArquivo: string } | null) {
  await db.query(sql`
    UPDATE obra SET id_anexo_pgrcc = ${anexo?.id ?? null}, pgrcc_nome_arquivo = ${anexo?.nomeArquivo ?? null}
    WHERE id = ${id}`);
}

/** Step 2 of the wizard is saved whole: its rows are replaced. */
export async function replaceRows(
  db: Queryable,
  id: number,
  residuos: Array<{ idTipoResiduo: number; volume: number }>,
  transportadores: number[],
) {
  await db.query(sql`DELETE FROM obra_tipo_residuo WHERE id_obra = ${id}`);
  await db.query(sql`DELETE FROM obra_transportador WHERE id_obra = ${id}`);
  for (const r of residuos) {
    await db.query(
      sql`INSERT INTO obra_tipo_residuo (id_obra, id_tipo_residuo, volume) VALUES (${id}, ${r.idTipoResiduo}, ${r.volume})`,
    );
  }
  for (const t of transportadores) {
    await db.query(sql`INSERT INTO obra_transportador (id_obra, id_perfil) VALUES (${id}, ${t})`);
  }
}

export async function softDelete(db: Queryable, id: number): Promise<boolean> {
  const rows = await db.query(
    sql`UPDATE obra SET excluido = 1, updated_at = now() WHERE id = ${id} AND excluido = 0 RETURNING id`,
  );
  return rows.length > 0;
}

export async function findVisiblePgrcc(db: Queryable, id: number, visible: SqlFragment) {
  const [row] = await db.query<{ id_anexo_pgrcc: number | null; pgrcc_nome_arquivo: string | null }>(sql`
    SELECT o.id_anexo_pgrcc, o.pgrcc_nome_arquivo FROM obra o WHERE o.id = ${id} AND ${visible}`);
  return row;
}
