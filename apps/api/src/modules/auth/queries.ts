import type { PermissaoRow, SituacaoPessoa } from '@rcc/domain';
import type { Queryable } from '../../db/client';
import { prepared, type SqlFragment, sql } from '../../db/sql';
import type { PerfilDoUsuario } from './user';

export interface UsuarioRow {
  id: number;
  nome: string;
  email: string;
  cpf: string | null;
  senhaHash: string | null;
  ativo: 'S' | 'N';
  emailValidado: 'S' | 'N';
  idPessoa: number;
  pessoaNome: string;
  tipoPessoa: 'F' | 'J';
  pessoaSituacao: SituacaoPessoa;
  acessoApi: number;
  contratadaSlu: boolean;
}

const USUARIO_COLUMNS = sql`u.id, u.nome, u.email, u.cpf, u.senha_hash AS "senhaHash", u.ativo,
  u.email_validado AS "emailValidado", u.id_pessoa AS "idPessoa", p.nome_razao_social AS "pessoaNome",
  p.tipo_pessoa AS "tipoPessoa", p.situacao AS "pessoaSituacao", p.acesso_api AS "acessoApi",
  p.contratada_slu AS "contratadaSlu"`;

/** Persons a login (e-mail or CPF) can act as (doc 1 §2.2, page size 10). */
export function findPessoasByLogin(db: Queryable, login: string, cpf: string | null) {
  return db.query<{ id: number; nome_razao_social: string; tipo_pessoa: 'F' | 'J' }>(sql`
    SELECT DISTINCT p.id, p.nome_razao_social, p.tipo_pessoa
    FROM usuario u JOIN pessoa p ON p.id = u.id_pessoa
    WHERE u.excluido = 'N' AND p.excluido = 'N'
      AND (lower(u.email) = lower(${login}) OR (${cpf}::text IS NOT NULL AND u.cpf = ${cpf}))
    ORDER BY p.nome_razao_social, p.id
    LIMIT 10`);
}

export async function findUsuarioForLogin(
  db: Queryable,
  login: string,
  cpf: string | null,
  idPessoa: number,
) {
  const rows = await db.query<UsuarioRow>(sql`
    SELECT ${USUARIO_COLUMNS}
    FROM usuario u JOIN pessoa p ON p.id = u.id_pessoa
    WHERE u.excluido = 'N' AND p.excluido = 'N' AND u.id_pessoa = ${idPessoa}
      AND (lower(u.email) = lower(${login}) OR (${cpf}::text IS NOT NULL AND u.cpf = ${cpf}))
    ORDER BY u.id LIMIT 1`);
  return rows[0];
}

/**
 * The acting user in one round trip (issue #7: every authenticated request runs this): user and
 * person, the user's profiles (a user linked to none acts with every profile of its person) and
 * the permission rows of those profile types. `source` yields id_usuario (and sessao_id, and
 * sessao_antiga: the session's last activity is due to be written).
 */
function usuarioCompleto(source: SqlFragment) {
  return sql`
    WITH src AS (${source}),
    u AS (
      SELECT ${USUARIO_COLUMNS}, (SELECT sessao_id FROM src LIMIT 1) AS "sessionId",
        (SELECT sessao_antiga FROM src LIMIT 1) AS "sessionStale"
      FROM usuario u JOIN pessoa p ON p.id = u.id_pessoa
      WHERE u.id = (SELECT id_usuario FROM src LIMIT 1) AND u.excluido = 'N' AND p.excluido = 'N'
    ),
    pf AS (
      SELECT pf.id, pf.id_tipo_perfil AS "idTipoPerfil", tp.descricao, pf.situacao_validacao AS "situacaoValidacao"
      FROM u JOIN perfil pf ON pf.id_pessoa = u."idPessoa" JOIN tipo_perfil tp ON tp.id = pf.id_tipo_perfil
      WHERE EXISTS (SELECT 1 FROM usuario_perfil up WHERE up.id_usuario = u.id AND up.id_perfil = pf.id)
        OR NOT EXISTS (
          SELECT 1 FROM usuario_perfil up JOIN perfil p2 ON p2.id = up.id_perfil
          WHERE up.id_usuario = u.id AND p2.id_pessoa = u."idPessoa")
    )
    SELECT u.*,
      coalesce((SELECT json_agg(pf ORDER BY pf.id) FROM pf), '[]'::json) AS perfis,
      coalesce((
        SELECT json_agg(json_build_object('idTipoPerfil', pm.id_tipo_perfil, 'funcionalidade', f.descricao,
          'consulta', pm.consulta = 'S', 'inclui', pm.inclui = 'S', 'altera', pm.altera = 'S', 'exclui', pm.exclui = 'S'))
        FROM permissao pm JOIN funcionalidade f ON f.id = pm.id_funcionalidade
        WHERE pm.id_tipo_perfil IN (SELECT "idTipoPerfil" FROM pf)
      ), '[]'::json) AS permissoes
    FROM u`;
}

export type UsuarioCompleto = UsuarioRow & {
  sessionId: number | null;
  sessionStale: boolean | null;
  perfis: PerfilDoUsuario[];
  permissoes: PermissaoRow[];
};

export async function findUsuarioCompleto(db: Queryable, idUsuario: number) {
  const rows = await db.query<UsuarioCompleto>(
    usuarioCompleto(
      sql`SELECT ${idUsuario}::int AS id_usuario, NULL::bigint AS sessao_id, NULL::boolean AS sessao_antiga`,
    ),
  );
  return rows[0];
}

/**
 * A live session's user (token hash), in the same single statement: not revoked, within its
 * absolute lifetime and within its idle limit (issue #12 item 3).
 */
export async function findUsuarioDaSessao(db: Queryable, tokenHash: string, touchMs: number) {
  const rows = await db.query<UsuarioCompleto>(
    prepared(
      usuarioCompleto(sql`SELECT id_usuario, id AS sessao_id,
          ultimo_acesso < now() - ${touchMs}::float8 * interval '1 millisecond' AS sessao_antiga
        FROM sessao
        WHERE token_hash = ${tokenHash} AND revoked_at IS NULL AND expires_at > now()
          AND (inatividade_min IS NULL OR ultimo_acesso > now() - inatividade_min * interval '1 minute')`),
    ),
  );
  return rows[0];
}

/** Records activity; called at most once a minute per session (SESSION_TOUCH_MS). */
export async function touchSessao(db: Queryable, id: number) {
  await db.query(sql`UPDATE sessao SET ultimo_acesso = now() WHERE id = ${id}`);
}

export async function insertSessao(
  db: Queryable,
  s: {
    tokenHash: string;
    idUsuario: number;
    idPessoa: number;
    ip: string;
    userAgent: string;
    ttlMs: number;
    inatividadeMin: number | null;
  },
) {
  const rows = await db.query<{ id: number; expiresAt: Date }>(sql`
    INSERT INTO sessao (token_hash, id_usuario, id_pessoa, ip, user_agent, expires_at, inatividade_min)
    VALUES (${s.tokenHash}, ${s.idUsuario}, ${s.idPessoa}, ${s.ip}, ${s.userAgent.slice(0, 300)},
      now() + ${`${s.ttlMs} milliseconds`}::interval, ${s.inatividadeMin})
    RETURNING id, expires_at AS "expiresAt"`);
  return rows[0]!;
}

export async function revokeSessao(db: Queryable, id: number) {
  await db.query(sql`UPDATE sessao SET revoked_at = now() WHERE id = ${id} AND revoked_at IS NULL`);
}

/** Logout everywhere: used on inactivation and password change (DESIGN §3). */
export async function revokeSessoesDoUsuario(db: Queryable, idUsuario: number) {
  await db.query(
    sql`UPDATE sessao SET revoked_at = now() WHERE id_usuario = ${idUsuario} AND revoked_at IS NULL`,
  );
}

export async function findChave(db: Queryable, clientId: string, keyHash: string) {
  const rows = await db.query<{ idUsuario: number; idPessoa: number }>(sql`
    SELECT c.id_usuario AS "idUsuario", c.id_pessoa AS "idPessoa"
    FROM chave c JOIN pessoa p ON p.id = c.id_pessoa
    WHERE c.client_id = ${clientId} AND c.client_key_hash = ${keyHash} AND c.excluido = 'N' AND p.acesso_api <> 0`);
  return rows[0];
}
