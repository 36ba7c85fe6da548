import { MSG_PESSOAS as M, type ResponsavelInput } from '@rcc/domain';
import type { Queryable } from '../../db/client';
import { sql } from '../../db/sql';
import { type Actor, assertPessoaScope, audit, conflict, notFound } from './context';

type Dados = Omit<ResponsavelInput, 'id' | 'status' | 'confirmarEmail'>;

export async function insertResponsavel(tx: Queryable, actor: Actor, idPessoa: number, r: Dados) {
  const [row] = await tx.query<{ id: number }>(sql`
    INSERT INTO responsavel (id_pessoa, tipo_responsavel, responsavel_assinatura_contrato, cpf, rg, nome, profissao, cargo,
      celular, telefone, email, cep, uf, cod_ibge, bairro, endereco, complemento, numero, ids_tipo_de_perfil)
    VALUES (${idPessoa}, ${r.tipoResponsavel}, ${r.responsavelAssinaturaContrato ?? false}, ${r.cpf}, ${r.rg}, ${r.nome},
      ${r.profissao}, ${r.cargo}, ${r.celular}, ${r.telefone ?? null}, ${r.email}, ${r.cep}, ${r.uf ?? null},
      ${r.codIbge ?? null}, ${r.bairro ?? null}, ${r.endereco ?? null}, ${r.complemento ?? null}, ${r.numero},
      ${r.idsTipoDePerfil ?? []}::int[])
    RETURNING id`);
  await audit(tx, actor, 'Responsavel', row!.id, 'incluir', { idPessoa, nome: r.nome });
  return { id: row!.id };
}

async function ownerOf(tx: Queryable, actor: Actor, id: number, idPessoa?: number) {
  const [row] = await tx.query<{ idPessoa: number }>(
    sql`SELECT id_pessoa AS "idPessoa" FROM responsavel WHERE id = ${id} FOR UPDATE`,
  );
  if (!row || (idPessoa !== undefined && row.idPessoa !== idPessoa)) throw notFound();
  assertPessoaScope(actor.user, row.idPessoa);
  return row.idPessoa;
}

export async function updateResponsavel(
  tx: Queryable,
  actor: Actor,
  id: number,
  r: Dados,
  idPessoa?: number,
) {
  await ownerOf(tx, actor, id, idPessoa);
  await tx.query(sql`
    UPDATE responsavel SET tipo_responsavel = ${r.tipoResponsavel},
      responsavel_assinatura_contrato = ${r.responsavelAssinaturaContrato ?? false}, cpf = ${r.cpf}, rg = ${r.rg},
      nome = ${r.nome}, profissao = ${r.profissao}, cargo = ${r.cargo}, celular = ${r.celular},
      telefone = ${r.telefone ?? null}, email = ${r.email}, cep = ${r.cep}, uf = ${r.uf ?? null},
      cod_ibge = ${r.codIbge ?? null}, bairro = ${r.bairro ?? null}, endereco = ${r.endereco ?? null},
      complemento = ${r.complemento ?? null}, numero = ${r.numero}, ids_tipo_de_perfil = ${r.idsTipoDePerfil ?? []}::int[]
    WHERE id = ${id}`);
  await audit(tx, actor, 'Responsavel', id, 'alterar', { nome: r.nome });
  return { id };
}

/** A legal person keeps at least one responsible (doc 1 §5 'Registre os responsáveis pela empresa'). */
export async function removeResponsavel(
  tx: Queryable,
  actor: Actor,
  id: number,
  opts: { idPessoa?: number; checkMinimo?: boolean } = {},
) {
  const idPessoa = await ownerOf(tx, actor, id, opts.idPessoa);
  await tx.query(sql`DELETE FROM responsavel WHERE id = ${id}`);
  if (opts.checkMinimo !== false) await assertResponsaveis(tx, idPessoa);
  await audit(tx, actor, 'Responsavel', id, 'excluir', { idPessoa });
}

export async function assertResponsaveis(tx: Queryable, idPessoa: number) {
  const [row] = await tx.query<{ n: number }>(sql`
    SELECT count(r.id)::int AS n FROM pessoa p LEFT JOIN responsavel r ON r.id_pessoa = p.id
    WHERE p.id = ${idPessoa} AND p.tipo_pessoa = 'J' GROUP BY p.id`);
  if (row && row.n === 0) throw conflict(M.registreResponsaveis);
}

/** Responsibles belong to legal persons only. */
export async function assertPessoaJuridica(tx: Queryable, idPessoa: number) {
  const [row] = await tx.query<{ tipo: string }>(
    sql`SELECT tipo_pessoa AS tipo FROM pessoa WHERE id = ${idPessoa} AND excluido = 'N' FOR UPDATE`,
  );
  if (!row) throw notFound();
  if (row.tipo !== 'J') throw conflict('Somente pessoas jurídicas têm responsáveis.');
}
