import type { Queryable } from '../../db/client';
import { sql } from '../../db/sql';

export interface SmtpSettings {
  host: string;
  port: number;
  secure: boolean;
  user: string | null;
  pass: string | null;
  from: string;
}

/** SMTP settings of the single `parametro` row; null while the server or sender is not configured. */
export async function loadSmtpSettings(db: Queryable): Promise<SmtpSettings | null> {
  const rows = await db.query<{
    servidor: string | null;
    porta: number | null;
    criptografia: string | null;
    login: string | null;
    senha: string | null;
    remetente: string | null;
  }>(sql`
    SELECT servidor_smtp AS servidor, porta_smtp AS porta, criptografia_smtp AS criptografia,
      login_smtp AS login, pass_smtp AS senha, email_envio_smtp AS remetente
    FROM parametro WHERE id = 1`);
  const p = rows[0];
  if (!p?.servidor?.trim() || !p.remetente?.trim()) return null;
  const secure = p.criptografia === 'SSL/TLS';
  return {
    host: p.servidor.trim(),
    port: p.porta ?? (secure ? 465 : 587),
    secure,
    user: p.login?.trim() || null,
    pass: p.senha ?? null,
    from: p.remetente.trim(),
  };
}
