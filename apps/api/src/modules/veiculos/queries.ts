import type { VeiculoInput } from '@rcc/domain';
import type { Queryable } from '../../db/client';
import { sql } from '../../db/sql';
import { TRANSPORTADOR_IN } from '../../lib/perfil-sql';

export interface VeiculoRow {
  id: number;
  id_perfil: number;
  placa: string;
  marca: string;
  modelo: string;
  renavam: string;
  cor: string | null;
  ano: number;
  tipo: 'Basculante' | 'Poliguindaste';
  volume_m3: number;
  poliguindaste: 'Simples' | 'Duplo' | 'Triplo' | null;
  token: string;
  excluido: number;
  prestador: number;
  id_veiculo_original: number | null;
  id_anexo_documento: number | null;
}

export async function findById(db: Queryable, id: number, forUpdate = false) {
  const lock = forUpdate ? sql` FOR UPDATE` : sql``;
  const [row] = await db.query<VeiculoRow>(sql`SELECT * FROM veiculo WHERE id = ${id}${lock}`);
  return row;
}

/** A live vehicle with this plate in this transporter (excluding one id on edit). */
export async function findSamePlate(db: Queryable, idPerfil: number, placa: string, exceptId = 0) {
  const [row] = await db.query<{ id: number }>(sql`
    SELECT id FROM veiculo WHERE id_perfil = ${idPerfil} AND placa = ${placa} AND excluido = 0 AND id <> ${exceptId}`);
  return row;
}

/** The live original vehicle of this plate owned by another transporter, with the owner's name. */
export async function findOtherOwner(db: Queryable, idPerfil: number, placa: string) {
  const [row] = await db.query<VeiculoRow & { nome_razao_social: string }>(sql`
    SELECT v.*, p.nome_razao_social FROM veiculo v
    JOIN perfil pf ON pf.id = v.id_perfil JOIN pessoa p ON p.id = pf.id_pessoa
    WHERE v.placa = ${placa} AND v.id_perfil <> ${idPerfil} AND v.excluido = 0 AND v.prestador = 0
    ORDER BY v.id LIMIT 1`);
  return row;
}

export async function isTransportadorPerfil(db: Queryable, idPerfil: number): Promise<boolean> {
  const rows = await db.query(
    sql`SELECT 1 FROM perfil WHERE id = ${idPerfil} AND id_tipo_perfil IN ${TRANSPORTADOR_IN}`,
  );
  return rows.length > 0;
}

/** Situation of the vehicle's last request (index st_veiculo), or undefined when never used. */
export async function lastSituacao(db: Queryable, id: number): Promise<string | undefined> {
  const [row] = await db.query<{ situacao: string }>(sql`
    SELECT situacao FROM solicitacao_transporte WHERE id_veiculo = ${id} ORDER BY id DESC LIMIT 1`);
  return row?.situacao;
}

export interface VeiculoData extends Omit<VeiculoInput, 'idPerfil' | 'prestador' | 'idVeiculoOriginal'> {
  idPerfil: number;
  prestador: number;
  idVeiculoOriginal: number | null;
  documento: { id: number; nomeArquivo: string; contentType: string } | null;
}

export async function insert(db: Queryable, v: VeiculoData): Promise<number> {
  const [row] = await db.query<{ id: number }>(sql`
    INSERT INTO veiculo (id_perfil, placa, marca, modelo, renavam, cor, ano, tipo, volume_m3, poliguindaste, token,
      prestador, id_veiculo_original, id_anexo_documento, nome_documento, content_type)
    VALUES (${v.idPerfil}, ${v.placa}, ${v.marca}, ${v.modelo}, ${v.renavam}, ${v.cor ?? null}, ${v.ano}, ${v.tipo},
      ${v.volumeM3}, ${v.poliguindaste}, ${v.token}, ${v.prestador}, ${v.idVeiculoOriginal},
      ${v.documento?.id ?? null}, ${v.documento?.nomeArquivo ?? null}, ${v.documento?.contentType ?? null})
    RETURNING id`);
  const id = row!.id;
  // The sticker number is generated (spec 3 §3: read-only).
  await db.query(
    sql`UPDATE veiculo SET numero_identificacao = 'V' || lpad(id::text, 6, '0') WHERE id = ${id}`,
  );
  return id;
}

export async function update(db: Queryable, id: number, v: Omit<VeiculoData, 'idPerfil'>): Promise<boolean> {
  const doc = v.documento;
  const rows = await db.query(sql`
    UPDATE veiculo SET placa = ${v.placa}, marca = ${v.marca}, modelo = ${v.modelo}, renavam = ${v.renavam},
      cor = ${v.cor ?? null}, ano = ${v.ano}, tipo = ${v.tipo}, volume_m3 = ${v.volumeM3},
      poliguindaste = ${v.poliguindaste}, token = ${v.token},
      id_anexo_documento = ${doc ? doc.id : sql.raw('id_anexo_documento')},
      nome_documento = ${doc ? doc.nomeArquivo : sql.raw('nome_documento')},
      content_type = ${doc ? doc.contentType : sql.raw('content_type')},
      updated_at = now()
    WHERE id = ${id} AND excluido = 0 RETURNING id`);
  return rows.length > 0;
}

/** Soft delete / restore: changes only when the row is in the expected state. */
export async function setExcluido(db: Queryable, id: number, excluido: 0 | 1): Promise<boolean> {
  const rows = await db.query(sql`
    UPDATE veiculo SET excluido = ${excluido}, updated_at = now() WHERE id = ${id} AND excluido = ${1 - excluido}
    RETURNING id`);
  return rows.length > 0;
}
