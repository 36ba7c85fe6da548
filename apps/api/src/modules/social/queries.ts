import type { Queryable } from '../../db/client';
import { sql } from '../../db/sql';

export interface SocialIdentity {
  authType: string;
  idAuth: string;
  email: string | null;
  emailVerificado: boolean;
  nome: string | null;
}

export async function insertTicket(db: Queryable, ticketHash: string, id: SocialIdentity, ttlMs: number) {
  await db.query(sql`
    INSERT INTO cadastro_social (ticket_hash, auth_type, id_auth, email, email_verificado, nome, expires_at)
    VALUES (${ticketHash}, ${id.authType}, ${id.idAuth}, ${id.email}, ${id.emailVerificado}, ${id.nome},
      now() + ${`${ttlMs} milliseconds`}::interval)`);
}

const IDENTITY = sql`auth_type AS "authType", id_auth AS "idAuth", email, email_verificado AS "emailVerificado", nome`;

export async function findTicket(db: Queryable, ticketHash: string) {
  const rows = await db.query<SocialIdentity>(sql`
    SELECT ${IDENTITY} FROM cadastro_social
    WHERE ticket_hash = ${ticketHash} AND used_at IS NULL AND expires_at > now()`);
  return rows[0];
}

export async function consumeTicket(db: Queryable, ticketHash: string) {
  const rows = await db.query<SocialIdentity>(sql`
    UPDATE cadastro_social SET used_at = now()
    WHERE ticket_hash = ${ticketHash} AND used_at IS NULL AND expires_at > now()
    RETURNING ${IDENTITY}`);
  return rows[0];
}

/** Users of a social identity that may log in, best first (the chosen person, then the oldest). */
export function findSocialUsers(db: Queryable, authType: string, idAuth: string) {
  return db.query<{
    id: number;
    idPessoa: number;
    ativo: string;
    emailValidado: string;
    situacao: string;
  }>(sql`
    SELECT u.id, u.id_pessoa AS "idPessoa", u.ativo, u.email_validado AS "emailValidado", p.situacao
    FROM usuario u JOIN pessoa p ON p.id = u.id_pessoa
    WHERE u.auth_type = ${authType} AND u.id_auth = ${idAuth} AND u.excluido = 'N' AND p.excluido = 'N'
    ORDER BY u.id`);
}
