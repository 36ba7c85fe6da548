import { AppError, type ClasseMaterialInput, type TipoResiduoInput } from '@rcc/domain';
import type { Db } from '../../db/client';
import { sql } from '../../db/sql';

const notFound = () => new AppError('NOT_FOUND');

export async function createClasse(db: Db, input: ClasseMaterialInput): Promise<number> {
  const [row] = await db.query<{ id: number }>(sql`
    INSERT INTO classe_material (classe, descricao) VALUES (${input.classe}, ${input.descricao}) RETURNING id`);
  return row!.id;
}

export async function updateClasse(db: Db, id: number, input: ClasseMaterialInput): Promise<void> {
  const rows = await db.query(sql`
    UPDATE classe_material SET classe = ${input.classe}, descricao = ${input.descricao} WHERE id = ${id} RETURNING id`);
  if (!rows.length) throw notFound();
}

/** A class still used by a waste type answers 409 (foreign key, see http/errors). */
export async function deleteClasse(db: Db, id: number): Promise<void> {
  const rows = await db.query(sql`DELETE FROM classe_material WHERE id = ${id} RETURNING id`);
  if (!rows.length) throw notFound();
}

async function assertClasse(db: Db, idClasseMaterial: number) {
  const rows = await db.query(sql`SELECT 1 FROM classe_material WHERE id = ${idClasseMaterial}`);
  if (!rows.length) {
    throw new AppError('VALIDATION', 'Classe de Material é obrigatório', {
      idClasseMaterial: 'Classe de Material é obrigatório',
    });
  }
}

export async function createTipo(db: Db, input: TipoResiduoInput): Promise<number> {
  await assertClasse(db, input.idClasseMaterial);
  const [row] = await db.query<{ id: number }>(sql`
    INSERT INTO tipo_residuo (nome, descricao, codigo, id_classe_material)
    VALUES (${input.nome}, ${input.descricao}, ${input.codigo ?? null}, ${input.idClasseMaterial}) RETURNING id`);
  return row!.id;
}

export async function updateTipo(db: Db, id: number, input: TipoResiduoInput): Promise<void> {
  await assertClasse(db, input.idClasseMaterial);
  const rows = await db.query(sql`
    UPDATE tipo_residuo SET nome = ${input.nome}, descricao = ${input.descricao}, codigo = ${input.codigo ?? null},
      id_classe_material = ${input.idClasseMaterial}
    WHERE id = ${id} RETURNING id`);
  if (!rows.length) throw notFound();
}

export async function deleteTipo(db: Db, id: number): Promise<void> {
  const rows = await db.query(sql`DELETE FROM tipo_residuo WHERE id = ${id} RETURNING id`);
  if (!rows.length) throw notFound();
}
