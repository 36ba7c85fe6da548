import { EMAIL_CONFIGURAVEL, type Evento, type TipoEvento } from '@rcc/domain';
import type { Queryable } from '../../db/client';
import { type SqlFragment, sql } from '../../db/sql';
import { emailsInsert, type MailMessage } from '../mail/outbox';
import { chaveDescadastro, tokenDescadastro } from './descadastro';
import { destinatarios } from './destinatarios';
import { emailNotificacao } from './email';
import { textoDe } from './textos';

/** What an event writes besides its own row: one notification per recipient, and the e-mails due now. */
export interface Avisos {
  tipo: TipoEvento;
  usuarios: number[];
  titulos: string[];
  textos: string[];
  links: Array<string | null>;
  /** Per recipient: the e-mail question is settled (sent now, unwanted) — not waiting for the digest. */
  resolvidos: boolean[];
  emails: MailMessage[];
}

/**
 * The notification consumer's reading half, run by `publicar` inside the business transaction
 * (issue #14): the recipients and their preferences in one statement (destinatarios.ts), their
 * texts, and the e-mail for those whose preference for this type has e-mail on without the daily
 * digest (no preference row: e-mail on, no digest). Null when nobody is to be told.
 */
export async function prepararAvisos(tx: Queryable, e: Evento, autor: number | null): Promise<Avisos | null> {
  const { lista, chave: lida } = await destinatarios(tx, e, autor);
  if (lista.length === 0) return null;
  const configuravel = EMAIL_CONFIGURAVEL(e.tipo);
  const linhas = lista.map((d) => {
    const email = configuravel && (d.prefEmail ?? true);
    const resumo = email && (d.prefResumo ?? false);
    // Only a digest-bound row waits for e-mail; the others are settled now (queued below, or
    // unwanted, or — occurrence answers — mailed by the spec's own message).
    return { d, t: textoDe(e, d.papel), imediato: email && !resumo, emailResolvido: !resumo };
  });
  const imediatos = linhas.filter((l) => l.imediato);
  // The key exists after the first e-mail; until then (a new database) it is created here.
  const chave = imediatos.length ? (lida ?? (await chaveDescadastro(tx))) : '';
  return {
    tipo: e.tipo,
    usuarios: linhas.map((l) => l.d.id),
    titulos: linhas.map((l) => l.t.titulo),
    textos: linhas.map((l) => l.t.texto),
    links: linhas.map((l) => l.t.link),
    resolvidos: linhas.map((l) => l.emailResolvido),
    emails: imediatos.map((l) => emailNotificacao(l.d, e.tipo, l.t, tokenDescadastro(chave, l.d.id, e.tipo))),
  };
}

/**
 * The writing half: the INSERTs of `a` for the event whose id the SQL `idEvento` gives, as
 * fragments for the WITH of the one statement that also writes the event (eventos/publicar.ts).
 */
export function avisosInsert(idEvento: SqlFragment, a: Avisos): SqlFragment[] {
  const out = [
    sql`
    INSERT INTO notificacao (id_usuario, id_evento, tipo, titulo, texto, link, enviada_email_em)
    SELECT u, ${idEvento}, ${a.tipo}, t, x, l, CASE WHEN m THEN now() END
    FROM unnest(${a.usuarios}::int[], ${a.titulos}::text[], ${a.textos}::text[], ${a.links}::text[],
      ${a.resolvidos}::bool[]) AS r(u, t, x, l, m)`,
  ];
  if (a.emails.length) out.push(emailsInsert(a.emails));
  return out;
}

/** Statements run as the CTEs of one statement (`WITH w0 AS (…), w1 AS (…) <final>`). */
export function emUmComando(partes: readonly SqlFragment[], final: SqlFragment, prefixo = 'w'): SqlFragment {
  if (partes.length === 0) return final;
  return sql`WITH ${sql.join(partes.map((p, i) => sql`${sql.raw(`${prefixo}${i}`)} AS (${p})`))} ${final}`;
}

/** Notifications of an event already written (`idEvento`), in one statement after the recipients' lookup. */
export async function notificar(
  tx: Queryable,
  idEvento: number,
  e: Evento,
  autor: number | null,
): Promise<void> {
  const a = await prepararAvisos(tx, e, autor);
  if (a) await tx.query(emUmComando(avisosInsert(sql`${idEvento}::bigint`, a), sql`SELECT 1`));
}
