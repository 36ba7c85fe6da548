import type { Queryable } from '../../db/client';
import { sql } from '../../db/sql';
import { audit } from '../auditoria/service';

export type Finalidade = 'recuperacao' | 'confirmacao' | 'desbloqueio';

export interface UsuarioAcesso {
  id: number;
  nome: string;
  email: string;
  ativo: 'S' | 'N';
  emailValidado: 'S' | 'N';
  idPessoa: number;
}

/** The user a login (e-mail or CPF) names for one person; the same match as the login itself. */
export async function findUsuarioByLogin(db: Queryable, login: string, cpf: string | null, idPessoa: number) {
  const rows = await db.query<UsuarioAcesso>(sql`
    SELECT u.id, u.nome, u.email, u.ativo, u.email_validado AS "emailValidado", u.id_pessoa AS "idPessoa"
    FROM usuario u JOIN pessoa p ON p.id = u.id_pessoa
    WHERE u.excluido = 'N' AND p.excluido = 'N' AND u.id_pessoa = ${idPessoa}
      AND (lower(u.email) = lower(${login}) OR (${cpf}::text IS NOT NULL AND u.cpf = ${cpf}))
    ORDER BY u.id LIMIT 1`);
  return rows[0];
}

/** The active user a login (e-mail or CPF) names, whatever the person: the unlock e-mail's addressee. */
export async function findUsuarioAtivoByLogin(db: Queryable, login: string, cpf: string | null) {
  const rows = await db.query<{ id: number; nome: string; email: string }>(sql`
    SELECT u.id, u.nome, u.email FROM usuario u
    WHERE u.excluido = 'N' AND u.ativo = 'S' AND u.email_validado = 'S'
      AND (lower(u.email) = lower(${login}) OR (${cpf}::text IS NOT NULL AND u.cpf = ${cpf}))
    ORDER BY u.id LIMIT 1`);
  return rows[0];
}

/** The logins (e-mail, CPF) of a user: the keys its failed logins were counted under. */
export async function findLoginsDoUsuario(db: Queryable, idUsuario: number) {
  const rows = await db.query<{ email: string; cpf: string | null }>(
    sql`SELECT email, cpf FROM usuario WHERE id = ${idUsuario}`,
  );
  return rows[0];
}

/** A new one-time token replaces the user's earlier unused ones of the same purpose. */
export async function insertToken(
  db: Queryable,
  t: {
    idUsuario: number;
    finalidade: Finalidade;
    tokenHash: string;
    ttlMs: number;
    idUsuarioCriacao: number | null;
  },
) {
  await db.query(sql`
    UPDATE token_acesso SET used_at = now()
    WHERE id_usuario = ${t.idUsuario} AND finalidade = ${t.finalidade} AND used_at IS NULL`);
  await db.query(sql`
    INSERT INTO token_acesso (id_usuario, finalidade, token_hash, expires_at, id_usuario_criacao)
    VALUES (${t.idUsuario}, ${t.finalidade}, ${t.tokenHash}, now() + ${`${t.ttlMs} milliseconds`}::interval,
      ${t.idUsuarioCriacao})`);
}

/** Marks a valid token used; undefined when it is unknown, expired or already used. */
export async function consumeToken(
  db: Queryable,
  idUsuario: number,
  finalidade: Finalidade,
  tokenHash: string,
) {
  const rows = await db.query<{ id: number }>(sql`
    UPDATE token_acesso SET used_at = now()
    WHERE id_usuario = ${idUsuario} AND finalidade = ${finalidade} AND token_hash = ${tokenHash}
      AND used_at IS NULL AND expires_at > now()
    RETURNING id`);
  return rows[0];
}

/** A token used before, still within its validity (a confirmation link opened twice). */
export async function findUsedToken(
  db: Queryable,
  idUsuario: number,
  finalidade: Finalidade,
  tokenHash: string,
) {
  const rows = await db.query<{ id: number }>(sql`
    SELECT id FROM token_acesso
    WHERE id_usuario = ${idUsuario} AND finalidade = ${finalidade} AND token_hash = ${tokenHash}
      AND used_at IS NOT NULL AND expires_at > now()`);
  return rows[0];
}

export async function updateSenha(db: Queryable, idUsuario: number, senhaHash: string) {
  const rows = await db.query<{ id: number }>(sql`
    UPDATE usuario SET senha_hash = ${senhaHash}, updated_at = now()
    WHERE id = ${idUsuario} AND excluido = 'N' RETURNING id`);
  return rows[0];
}

export async function confirmEmail(db: Queryable, idUsuario: number) {
  const rows = await db.query<{ id: number }>(sql`
    UPDATE usuario SET email_validado = 'S', updated_at = now()
    WHERE id = ${idUsuario} AND excluido = 'N' RETURNING id`);
  return rows[0];
}

export async function isEmailValidado(db: Queryable, idUsuario: number) {
  const rows = await db.query<{ v: string }>(sql`
    SELECT email_validado AS v FROM usuario WHERE id = ${idUsuario} AND excluido = 'N'`);
  return rows[0]?.v === 'S';
}

export async function insertAuditoria(
  db: Queryable,
  a: {
    entidade: string;
    idRegistro: number | string;
    acao: string;
    dados?: unknown;
    idUsuario: number | null;
    ip: string;
  },
) {
  await audit(db, {
    entidade: a.entidade,
    idRegistro: a.idRegistro,
    acao: a.acao,
    dados: a.dados,
    user: a.idUsuario === null ? null : { id: a.idUsuario },
    ip: a.ip,
  });
}
