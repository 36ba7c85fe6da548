import { AppError, MSG_PESSOAS as M } from '@rcc/domain';
import type { Queryable } from '../../db/client';
import { sql } from '../../db/sql';
import { hashPassword } from '../../lib/password';
import { revokeSessoesDoUsuario } from '../auth/service';
import { isAdmin } from '../auth/user';
import { type Actor, assertPessoaScope, audit, bad, conflict, notFound } from '../pessoas/context';

export interface UsuarioData {
  nome: string;
  cpf: string;
  email: string;
  senha?: string | null;
  celular: string;
  telefone?: string | null;
  cep: string;
  uf?: string | null;
  codIbge?: number | null;
  bairro?: string | null;
  endereco?: string | null;
  complemento?: string | null;
  numero: string;
}

async function assertEmailLivre(tx: Queryable, idPessoa: number, email: string, exceptId?: number) {
  const rows = await tx.query(sql`
    SELECT 1 FROM usuario WHERE id_pessoa = ${idPessoa} AND lower(email) = lower(${email}) AND excluido = 'N'
      AND id <> ${exceptId ?? 0}`);
  if (rows.length) throw conflict(M.usuarioJaCadastrado);
}

/** The person's profiles a user acts with: by profile id or by profile type (new profiles have no id yet). */
export async function resolvePerfis(
  tx: Queryable,
  idPessoa: number,
  sel: { perfis?: number[] | undefined; idsTipoPerfil?: number[] | undefined },
): Promise<number[]> {
  const ids = sel.perfis ?? [];
  const tipos = sel.idsTipoPerfil ?? [];
  if (!ids.length && !tipos.length) return [];
  const rows = await tx.query<{ id: number }>(sql`
    SELECT id FROM perfil WHERE id_pessoa = ${idPessoa}
      AND (id = ANY(${ids}::int[]) OR id_tipo_perfil = ANY(${tipos}::int[]))`);
  if (rows.length < new Set([...ids]).size) throw notFound();
  return rows.map((r) => r.id);
}

/** Creates a user of a person with its profile links (doc 1 §3 Usuario, UsuarioPerfil). */
export async function insertUsuario(
  tx: Queryable,
  actor: Actor,
  idPessoa: number,
  u: UsuarioData,
  opts: { idsPerfil: number[]; ativo: 'S' | 'N'; emailValidado: 'S' | 'N'; exigirPerfil: boolean },
): Promise<{ id: number; email: string; nome: string }> {
  await assertEmailLivre(tx, idPessoa, u.email);
  if (opts.exigirPerfil && opts.idsPerfil.length === 0) {
    const [n] = await tx.query<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM perfil WHERE id_pessoa = ${idPessoa}`,
    );
    if (n && n.n > 0) throw bad(M.selecionePerfil, 'perfis');
  }
  const senhaHash = u.senha ? await hashPassword(u.senha) : null;
  const [row] = await tx.query<{ id: number }>(sql`
    INSERT INTO usuario (id_pessoa, nome, cpf, email, senha_hash, ativo, email_validado, celular, telefone, cep, uf, cod_ibge,
      bairro, endereco, complemento, numero)
    VALUES (${idPessoa}, ${u.nome}, ${u.cpf}, ${u.email.trim()}, ${senhaHash}, ${opts.ativo}, ${opts.emailValidado},
      ${u.celular}, ${u.telefone ?? null}, ${u.cep}, ${u.uf ?? null}, ${u.codIbge ?? null}, ${u.bairro ?? null},
      ${u.endereco ?? null}, ${u.complemento ?? null}, ${u.numero})
    RETURNING id`);
  const id = row!.id;
  for (const idPerfil of opts.idsPerfil)
    await tx.query(
      sql`INSERT INTO usuario_perfil (id_usuario, id_perfil) VALUES (${id}, ${idPerfil}) ON CONFLICT DO NOTHING`,
    );
  await audit(tx, actor, 'Usuario', id, 'incluir', {
    idPessoa,
    nome: u.nome,
    email: u.email,
    perfis: opts.idsPerfil,
  });
  return { id, email: u.email, nome: u.nome };
}

interface UsuarioAtual {
  id: number;
  idPessoa: number;
  cpf: string | null;
  email: string;
  ativo: 'S' | 'N';
}

async function lockUsuario(tx: Queryable, actor: Actor, id: number): Promise<UsuarioAtual> {
  const [row] = await tx.query<UsuarioAtual>(sql`
    SELECT id, id_pessoa AS "idPessoa", cpf, email, ativo FROM usuario
    WHERE id = ${id} AND excluido = 'N' FOR UPDATE`);
  if (!row) throw notFound();
  assertPessoaScope(actor.user, row.idPessoa);
  return row;
}

/** Changes a user: CPF only by an administrator (doc 1 §6); a new password ends its sessions. */
export async function updateUsuario(
  tx: Queryable,
  actor: Actor,
  id: number,
  u: Partial<UsuarioData>,
  perfis: Array<{ id: number; action: 'create' | 'delete' }> = [],
  opts: { idPessoa?: number } = {},
) {
  const cur = await lockUsuario(tx, actor, id);
  if (opts.idPessoa !== undefined && cur.idPessoa !== opts.idPessoa) throw notFound();
  if (u.cpf !== undefined && u.cpf !== cur.cpf && !(actor.user && isAdmin(actor.user)))
    throw new AppError('FORBIDDEN', M.cpfSomenteAdmin);
  if (u.email !== undefined && u.email.toLowerCase() !== cur.email.toLowerCase())
    await assertEmailLivre(tx, cur.idPessoa, u.email, id);
  const senhaHash = u.senha ? await hashPassword(u.senha) : null;
  const has = (k: keyof UsuarioData) => u[k] !== undefined;
  await tx.query(sql`
    UPDATE usuario SET
      nome = coalesce(${u.nome ?? null}, nome),
      cpf = coalesce(${u.cpf ?? null}, cpf),
      email = coalesce(${u.email?.trim() ?? null}, email),
      senha_hash = coalesce(${senhaHash}, senha_hash),
      celular = coalesce(${u.celular ?? null}, celular),
      telefone = CASE WHEN ${has('telefone')} THEN ${u.telefone ?? null} ELSE telefone END,
      cep = coalesce(${u.cep ?? null}, cep),
      uf = CASE WHEN ${has('uf')} THEN ${u.uf ?? null} ELSE uf END,
      cod_ibge = CASE WHEN ${has('codIbge')} THEN ${u.codIbge ?? null}::int ELSE cod_ibge END,
      bairro = CASE WHEN ${has('bairro')} THEN ${u.bairro ?? null} ELSE bairro END,
      endereco = CASE WHEN ${has('endereco')} THEN ${u.endereco ?? null} ELSE endereco END,
      complemento = CASE WHEN ${has('complemento')} THEN ${u.complemento ?? null} ELSE complemento END,
      numero = coalesce(${u.numero ?? null}, numero),
      updated_at = now()
    WHERE id = ${id}`);
  for (const p of perfis) {
    const [perfil] = await tx.query(
      sql`SELECT 1 FROM perfil WHERE id = ${p.id} AND id_pessoa = ${cur.idPessoa}`,
    );
    if (!perfil) throw notFound();
    if (p.action === 'create')
      await tx.query(
        sql`INSERT INTO usuario_perfil (id_usuario, id_perfil) VALUES (${id}, ${p.id}) ON CONFLICT DO NOTHING`,
      );
    else await tx.query(sql`DELETE FROM usuario_perfil WHERE id_usuario = ${id} AND id_perfil = ${p.id}`);
  }
  if (senhaHash) await revokeSessoesDoUsuario(tx, id);
  const { senha: _s, ...logged } = u;
  await audit(tx, actor, 'Usuario', id, 'alterar', { ...logged, senhaAlterada: Boolean(senhaHash), perfis });
  return { id };
}

/** Deleting marks excluido S and ends the user's sessions (doc 1 §4). */
export async function removeUsuario(
  tx: Queryable,
  actor: Actor,
  id: number,
  opts: { idPessoa?: number } = {},
) {
  const cur = await lockUsuario(tx, actor, id);
  if (opts.idPessoa !== undefined && cur.idPessoa !== opts.idPessoa) throw notFound();
  if (actor.user?.id === id) throw conflict('Não é possível excluir o próprio usuário.');
  await tx.query(sql`UPDATE usuario SET excluido = 'S', ativo = 'N', updated_at = now() WHERE id = ${id}`);
  await tx.query(sql`UPDATE chave SET excluido = 'S' WHERE id_usuario = ${id} AND excluido = 'N'`);
  await revokeSessoesDoUsuario(tx, id);
  await audit(tx, actor, 'Usuario', id, 'excluir');
}

/** Usuario.ativo: N → S via Ativar, S → N via Inativar, which ends its sessions (doc 1 §4). */
export async function setAtivo(tx: Queryable, actor: Actor, id: number, ativo: 'S' | 'N') {
  const cur = await lockUsuario(tx, actor, id);
  if (ativo === 'N' && actor.user?.id === id) throw conflict('Não é possível inativar o próprio usuário.');
  const rows = await tx.query(sql`
    UPDATE usuario SET ativo = ${ativo}, updated_at = now() WHERE id = ${id} AND ativo = ${ativo === 'S' ? 'N' : 'S'}
    RETURNING id`);
  if (!rows[0]) throw conflict();
  if (ativo === 'N') await revokeSessoesDoUsuario(tx, id);
  await audit(tx, actor, 'Usuario', id, ativo === 'S' ? 'ativar' : 'inativar', { idPessoa: cur.idPessoa });
  return { id, ativo };
}

/** POST /UsuarioPerfil: links a user to one profile of its own person. */
export async function linkPerfil(tx: Queryable, actor: Actor, idUsuario: number, idPerfil: number) {
  const cur = await lockUsuario(tx, actor, idUsuario);
  const [perfil] = await tx.query(
    sql`SELECT 1 FROM perfil WHERE id = ${idPerfil} AND id_pessoa = ${cur.idPessoa}`,
  );
  if (!perfil) throw notFound();
  const [row] = await tx.query<{ id: number }>(sql`
    INSERT INTO usuario_perfil (id_usuario, id_perfil) VALUES (${idUsuario}, ${idPerfil})
    ON CONFLICT (id_usuario, id_perfil) DO UPDATE SET id_perfil = EXCLUDED.id_perfil RETURNING id`);
  await audit(tx, actor, 'UsuarioPerfil', row!.id, 'incluir', { idUsuario, idPerfil });
  return { id: row!.id, idUsuario, idPerfil };
}
