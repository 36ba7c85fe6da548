import { AppError, MSG_PESSOAS as M } from '@rcc/domain';
import type { Queryable } from '../../db/client';
import { sql } from '../../db/sql';
import { newToken, sha256 } from '../../lib/tokens';
import type { AuthUser } from '../auth/user';
import { type Actor, audit, conflict, notFound } from '../pessoas/context';

const COLUMNS = sql`id, client_id AS "clientId", client_key_hint AS "clientKeyHint", id_pessoa AS "idPessoa",
  id_usuario AS "idUsuario", excluido, created_at AS "createdAt"`;

interface ChaveRow {
  id: number;
  clientId: string;
  clientKeyHint: string | null;
  idPessoa: number;
  idUsuario: number;
  excluido: 'S' | 'N';
  createdAt: Date;
}

/**
 * Keys are managed by a person's users in a session, and only while its API access is on. The
 * route is open to every session (403 comes only from the permission table); API access switched
 * off is a state of the person, so it is a 409 like any other state refusal.
 */
function assertPodeGerir(user: AuthUser) {
  if (user.via === 'apiKey') throw new AppError('FORBIDDEN');
  if (user.pessoa.acessoApi === 0) throw new AppError('CONFLICT', M.acessoApiDesabilitado);
}

/** GET /chave: the person's active keys; the key itself is never shown again (only its last characters). */
export async function listChaves(db: Queryable, user: AuthUser) {
  const rows = await db.query<ChaveRow>(sql`
    SELECT ${COLUMNS} FROM chave WHERE id_pessoa = ${user.idPessoa} AND excluido = 'N' ORDER BY id DESC`);
  return rows.map((r) => ({ ...r, clientKey: null }));
}

async function assertClientIdLivre(tx: Queryable, clientId: string, idPessoa: number) {
  const rows = await tx.query(
    sql`SELECT 1 FROM chave WHERE client_id = ${clientId} AND excluido = 'N' AND id_pessoa <> ${idPessoa}`,
  );
  if (rows.length) throw conflict('Este identificador já está em uso. Escolha outro.');
}

/**
 * POST /chave: generates a key for the person (doc 1 §4 API token). Any earlier active key is
 * invalidated at once (regenerate). The clear key is returned this one time; only its hash is kept.
 */
export async function createChave(tx: Queryable, actor: Actor, clientId: string) {
  const user = actor.user!;
  assertPodeGerir(user);
  await assertClientIdLivre(tx, clientId, user.idPessoa);
  const anteriores = await tx.query<{ id: number }>(sql`
    UPDATE chave SET excluido = 'S' WHERE id_pessoa = ${user.idPessoa} AND excluido = 'N' RETURNING id`);
  const clientKey = newToken(24);
  const [row] = await tx.query<ChaveRow>(sql`
    INSERT INTO chave (client_id, client_key_hash, client_key_hint, id_pessoa, id_usuario)
    VALUES (${clientId}, ${sha256(clientKey)}, ${clientKey.slice(-4)}, ${user.idPessoa}, ${user.id})
    RETURNING ${COLUMNS}`);
  await audit(tx, actor, 'Chave', row!.id, anteriores.length ? 'regerar' : 'gerar', {
    clientId,
    invalidadas: anteriores.map((a) => a.id),
  });
  return { ...row!, clientKey };
}

/** PUT /chave/:id: saves the identifier, or deletes the key (excluido S), which stops it at once. */
export async function updateChave(
  tx: Queryable,
  actor: Actor,
  id: number,
  input: { clientId?: string | undefined; excluido?: 'S' | 'N' | undefined },
) {
  const user = actor.user!;
  assertPodeGerir(user);
  const [cur] = await tx.query<ChaveRow>(sql`
    SELECT ${COLUMNS} FROM chave WHERE id = ${id} AND id_pessoa = ${user.idPessoa} AND excluido = 'N' FOR UPDATE`);
  if (!cur) throw notFound();
  if (input.excluido === 'S') {
    await tx.query(sql`UPDATE chave SET excluido = 'S', client_key_hash = NULL WHERE id = ${id}`);
    await audit(tx, actor, 'Chave', id, 'excluir');
    return { ...cur, excluido: 'S' as const, clientKey: null };
  }
  if (input.clientId && input.clientId !== cur.clientId) {
    await assertClientIdLivre(tx, input.clientId, user.idPessoa);
    await tx.query(sql`UPDATE chave SET client_id = ${input.clientId} WHERE id = ${id}`);
    await audit(tx, actor, 'Chave', id, 'alterar_identificador', { de: cur.clientId, para: input.clientId });
  }
  return { ...cur, clientId: input.clientId ?? cur.clientId, clientKey: null };
}
