import type { ExportacaoPlanilhaBody } from '@rcc/domain';
import type { Queryable } from '../../db/client';
import { sql } from '../../db/sql';

const COLUNAS = sql`id, tipo, situacao, progresso, coalesce(total, cardinality(ids)) AS total, nome_arquivo AS "nomeArquivo", erro,
  criada_em AS "criadaEm", concluida_em AS "concluidaEm"`;

/** A list's spreadsheet request, kept as validated when it was asked for. */
export interface ParametrosPlanilha {
  entidade: string;
  pedido: ExportacaoPlanilhaBody;
}

export interface ExportacaoRow {
  id: number;
  tipo: 'fichas-ctr' | 'planilha';
  situacao: 'pendente' | 'gerando' | 'pronta' | 'falhou';
  progresso: number;
  total: number;
  nomeArquivo: string | null;
  erro: string | null;
  criadaEm: Date;
  concluidaEm: Date | null;
}

export async function inserir(tx: Queryable, idUsuario: number, ids: number[]): Promise<ExportacaoRow> {
  const [row] = await tx.query<ExportacaoRow>(sql`
    INSERT INTO exportacao (id_usuario, tipo, ids) VALUES (${idUsuario}, 'fichas-ctr', ${ids}::bigint[])
    RETURNING ${COLUNAS}`);
  return row!;
}

/** A list's spreadsheet: the request kept as asked (the scope is the owner's when it is made). */
export async function inserirPlanilha(
  tx: Queryable,
  idUsuario: number,
  parametros: ParametrosPlanilha,
  limite: number,
): Promise<ExportacaoRow> {
  const [row] = await tx.query<ExportacaoRow>(sql`
    INSERT INTO exportacao (id_usuario, tipo, ids, parametros, total)
    VALUES (${idUsuario}, 'planilha', '{}', ${JSON.stringify(parametros)}::jsonb, ${limite})
    RETURNING ${COLUNAS}`);
  return row!;
}

/** The owner's export (another user's is not found). */
export async function doDono(
  db: Queryable,
  id: number,
  idUsuario: number,
): Promise<ExportacaoRow | undefined> {
  const [row] = await db.query<ExportacaoRow>(
    sql`SELECT ${COLUNAS} FROM exportacao WHERE id = ${id} AND id_usuario = ${idUsuario}`,
  );
  return row;
}

export async function arquivoDoDono(db: Queryable, id: number, idUsuario: number) {
  const [row] = await db.query<{
    tipo: ExportacaoRow['tipo'];
    situacao: string;
    nomeArquivo: string | null;
    conteudo: Buffer | null;
  }>(sql`
    SELECT tipo, situacao, nome_arquivo AS "nomeArquivo", conteudo FROM exportacao
    WHERE id = ${id} AND id_usuario = ${idUsuario}`);
  return row;
}

/** The job's claim: a pending export (or one cut by a dead instance) becomes 'gerando'. */
export async function comecar(db: Queryable, id: number) {
  const [row] = await db.query<{
    idUsuario: number;
    tipo: ExportacaoRow['tipo'];
    ids: number[];
    parametros: ParametrosPlanilha | null;
  }>(sql`
    UPDATE exportacao SET situacao = 'gerando', progresso = 0
    WHERE id = ${id} AND situacao IN ('pendente', 'gerando')
    RETURNING id_usuario AS "idUsuario", tipo, ids, parametros`);
  return row;
}

export function progredir(db: Queryable, id: number, progresso: number) {
  return db.query(
    sql`UPDATE exportacao SET progresso = ${progresso} WHERE id = ${id} AND situacao = 'gerando'`,
  );
}

/** The spreadsheet's exact row count, known once the job has counted them. */
export function contar(db: Queryable, id: number, total: number) {
  return db.query(sql`UPDATE exportacao SET total = ${total} WHERE id = ${id} AND situacao = 'gerando'`);
}

export function concluir(db: Queryable, id: number, nomeArquivo: string, conteudo: Buffer) {
  return db.query(sql`
    UPDATE exportacao SET situacao = 'pronta', progresso = 100, nome_arquivo = ${nomeArquivo},
      conteudo = ${conteudo}, concluida_em = now()
    WHERE id = ${id} AND situacao = 'gerando'`);
}

export function falhar(db: Queryable, id: number, erro: string) {
  return db.query(sql`
    UPDATE exportacao SET situacao = 'falhou', erro = ${erro}, concluida_em = now()
    WHERE id = ${id} AND situacao IN ('pendente', 'gerando')`);
}
