import type { Queryable } from '../../db/client';
import { sql } from '../../db/sql';
import { type Actor, conflict, notFound } from '../pessoas/context';
import { insertUsuario, resolvePerfis, type UsuarioData } from './service';

/** A user created by the authority is active and trusted (its e-mail is the one staff typed). */
export async function novoUsuario(
  tx: Queryable,
  actor: Actor,
  body: UsuarioData & {
    idPessoa: number;
    perfis?: number[] | undefined;
    idsTipoPerfil?: number[] | undefined;
  },
) {
  const [p] = await tx.query(
    sql`SELECT 1 FROM pessoa WHERE id = ${body.idPessoa} AND excluido = 'N' FOR UPDATE`,
  );
  if (!p) throw notFound();
  const idsPerfil = await resolvePerfis(tx, body.idPessoa, body);
  const u = await insertUsuario(tx, actor, body.idPessoa, body, {
    idsPerfil,
    ativo: 'S',
    emailValidado: 'S',
    exigirPerfil: true,
  });
  return { id: u.id };
}

/** POST /Usuario: 'Criar Usuário' for a natural person without one, from the person's own data. */
export async function createUsuarioDaPessoa(tx: Queryable, actor: Actor, idPessoa: number) {
  const [p] = await tx.query<{
    tipoPessoa: string;
    cpfCnpj: string;
    nome: string;
    email: string | null;
    celular: string | null;
    telefone: string | null;
    cep: string | null;
    uf: string | null;
    codIbge: number | null;
    bairro: string | null;
    endereco: string | null;
    complemento: string | null;
    numero: string | null;
  }>(sql`
    SELECT tipo_pessoa AS "tipoPessoa", cpf_cnpj AS "cpfCnpj", nome_razao_social AS nome, email, celular, telefone, cep, uf,
      cod_ibge AS "codIbge", bairro, endereco, complemento, numero
    FROM pessoa WHERE id = ${idPessoa} AND excluido = 'N' FOR UPDATE`);
  if (!p) throw notFound();
  if (p.tipoPessoa !== 'F') throw conflict('A criação automática de usuário é só para pessoas físicas.');
  const [tem] = await tx.query(sql`SELECT 1 FROM usuario WHERE id_pessoa = ${idPessoa} AND excluido = 'N'`);
  if (tem) throw conflict('Esta pessoa já possui usuário.');
  if (!p.email) throw conflict('A pessoa não tem e-mail cadastrado.');
  const perfis = await tx.query<{ id: number }>(sql`SELECT id FROM perfil WHERE id_pessoa = ${idPessoa}`);
  const u = await insertUsuario(
    tx,
    actor,
    idPessoa,
    {
      nome: p.nome,
      cpf: p.cpfCnpj,
      email: p.email,
      celular: p.celular ?? '',
      telefone: p.telefone,
      cep: p.cep ?? '',
      uf: p.uf,
      codIbge: p.codIbge,
      bairro: p.bairro,
      endereco: p.endereco,
      complemento: p.complemento,
      numero: p.numero ?? '',
    },
    { idsPerfil: perfis.map((x) => x.id), ativo: 'S', emailValidado: 'S', exigirPerfil: false },
  );
  return { id: u.id };
}
