import type { Queryable } from '../../../db/client';
import { sql } from '../../../db/sql';

export async function existsCpfCnpj(db: Queryable, cpfCnpj: string): Promise<boolean> {
  const rows = await db.query(
    sql`SELECT 1 FROM pessoa WHERE cpf_cnpj = ${cpfCnpj} AND excluido = 'N' LIMIT 1`,
  );
  return rows.length > 0;
}

/** Municipalities that exist among `codes` (the form sends the one the CEP lookup found). */
export async function existingMunicipios(db: Queryable, codes: number[]): Promise<Set<number>> {
  if (codes.length === 0) return new Set();
  const rows = await db.query<{ c: number }>(
    sql`SELECT cod_ibge AS c FROM municipio WHERE cod_ibge = ANY(${codes}::int[])`,
  );
  return new Set(rows.map((r) => r.c));
}

export function tiposArquivo(db: Queryable) {
  return db.query<{ id: number; descricao: string; somentePdf: boolean }>(sql`
    SELECT id, descricao, somente_pdf AS "somentePdf" FROM tipo_arquivo ORDER BY id`);
}

/** Ties a self-registered user to the social account it signed up with (doc 1 §2.2). */
export async function bindSocialIdentity(
  db: Queryable,
  idUsuario: number,
  id: { authType: string; idAuth: string },
  emailValidado: boolean,
): Promise<void> {
  await db.query(sql`
    UPDATE usuario SET auth_type = ${id.authType}, id_auth = ${id.idAuth},
      email_validado = ${emailValidado ? 'S' : 'N'}
    WHERE id = ${idUsuario}`);
}
