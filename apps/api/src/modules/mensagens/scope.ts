import { can, F } from '@rcc/domain';
import { sql, type SqlFragment } from '../../db/sql';
import type { AuthUser } from '../auth/user';

/** Who keeps the messages (consulta on 'Manter Mensagens') lists all of them, readers included. */
const managesMensagens = (u: AuthUser | null) => !!u && can(u.rights, F.MANTER_MENSAGENS, 'consulta');

/** Profile types a message reaches the user through: its validated or pending profiles. */
const tiposDoUsuario = (u: AuthUser) =>
  u.perfis
    .filter((p) => p.situacaoValidacao === 'A' || p.situacaoValidacao === 'P')
    .map((p) => p.idTipoPerfil);

/**
 * Spec 3 §2, §7: the messages addressed to a user — active, and sent to one of its profile types.
 * The one rule behind the popup, the read records and `mensagem/find` for non-managers.
 */
export function mensagemDestinada(u: AuthUser, alias: string): SqlFragment {
  const m = sql.raw(alias);
  return sql`${m}.ativa = 'S' AND EXISTS (SELECT 1 FROM mensagem_tipo_perfil mt
    WHERE mt.id_mensagem = ${m}.id AND mt.id_tipo_perfil = ANY(${tiposDoUsuario(u)}::int[]))`;
}

/** Row scope of `Mensagem/find`: managers see every message; anyone else only those addressed to it. */
export function mensagemScope(u: AuthUser | null, alias: string): SqlFragment | null {
  if (managesMensagens(u)) return null;
  return u ? mensagemDestinada(u, alias) : sql`false`;
}

/** Row scope of the read records: managers see every reader; anyone else only its own reads. */
export function leituraScope(u: AuthUser | null, alias: string): SqlFragment | null {
  if (managesMensagens(u)) return null;
  return u ? sql`${sql.raw(alias)}.id_usuario = ${u.id}` : sql`false`;
}
