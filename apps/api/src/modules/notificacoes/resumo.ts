import { TRANSPORTADOR_IDS } from '@rcc/domain';
import type { Db } from '../../db/client';
import { sql } from '../../db/sql';
import { publicar } from '../eventos/publicar';
import { queueMail } from '../mail/outbox';
import { chaveDescadastro, tokenDescadastro } from './descadastro';
import { emailResumo } from './email';

/** A digest carries at most this many items; the rest say "and N more" through the link. */
const MAX_ITENS = 50;

/**
 * The daily digest (issue #14 item 2): one e-mail per user with every notification that waits for
 * it (types the user sent to the digest, not yet e-mailed), then marks them. One transaction per
 * user, so a failure leaves the others sent and this one to the next run; rows are locked with
 * SKIP LOCKED so two instances never digest the same notification. Returns the e-mails queued.
 */
export async function enviarResumosDiarios(db: Db, agora: Date): Promise<number> {
  const usuarios = await db.query<{ id: number }>(sql`
    SELECT DISTINCT n.id_usuario AS id FROM notificacao n
    WHERE n.enviada_resumo_em IS NULL AND n.enviada_email_em IS NULL AND n.criada_em <= ${agora}
    ORDER BY 1`);
  let enviados = 0;
  for (const { id } of usuarios) {
    const ok = await db.transaction(async (tx) => {
      const itens = await tx.query<{ id: number; titulo: string; texto: string; link: string | null }>(sql`
        SELECT n.id, n.titulo, n.texto, n.link FROM notificacao n
        WHERE n.id_usuario = ${id} AND n.enviada_resumo_em IS NULL AND n.enviada_email_em IS NULL
          AND n.criada_em <= ${agora}
        ORDER BY n.id
        FOR UPDATE SKIP LOCKED`);
      if (itens.length === 0) return false;
      await tx.query(
        sql`UPDATE notificacao SET enviada_resumo_em = ${agora} WHERE id = ANY(${itens.map((i) => i.id)}::bigint[])`,
      );
      const [u] = await tx.query<{ email: string; nome: string }>(sql`
        SELECT email, nome FROM usuario WHERE id = ${id} AND excluido = 'N'`);
      if (!u) return false;
      const mostrados = itens.slice(-MAX_ITENS);
      if (itens.length > MAX_ITENS) {
        mostrados.unshift({
          id: 0,
          titulo: `E mais ${itens.length - MAX_ITENS} notificações anteriores`,
          texto: 'Veja todas no sistema.',
          link: '/notificacoes',
        });
      }
      await queueMail(
        tx,
        emailResumo(u, mostrados, tokenDescadastro(await chaveDescadastro(tx), id, 'resumo')),
      );
      return true;
    });
    if (ok) enviados++;
  }
  return enviados;
}

/**
 * Publishes cltrcc.vencendo for every transporter licence that expires in exactly 30 or 7 days
 * from `hoje` (a calendar date). Idempotent: cltrcc_aviso keeps each (profile, days, expiry) once,
 * so a second run the same day — or on another instance — publishes nothing. Returns the count.
 */
export async function avisarCltrccVencendo(db: Db, hoje: string): Promise<number> {
  return db.transaction(async (tx) => {
    const novos = await tx.query<{ idPerfil: number; idPessoa: number; dias: 30 | 7; validade: string }>(sql`
      INSERT INTO cltrcc_aviso (id_perfil, dias, validade)
      SELECT pf.id, d.dias, (pf.data_validade_cltrcc AT TIME ZONE 'America/Sao_Paulo')::date
      FROM perfil pf
      CROSS JOIN (VALUES (30), (7)) AS d(dias)
      WHERE pf.id_tipo_perfil = ANY(${TRANSPORTADOR_IDS as number[]}::int[]) AND pf.situacao_validacao = 'A'
        AND pf.data_validade_cltrcc IS NOT NULL
        AND (pf.data_validade_cltrcc AT TIME ZONE 'America/Sao_Paulo')::date = ${hoje}::date + d.dias
      ON CONFLICT DO NOTHING
      RETURNING id_perfil AS "idPerfil", dias,
        (SELECT id_pessoa FROM perfil WHERE id = id_perfil) AS "idPessoa", to_char(validade, 'YYYY-MM-DD') AS validade`);
    for (const n of novos) {
      await publicar(tx, { tipo: 'cltrcc.vencendo', payload: { ...n, dias: Number(n.dias) as 30 | 7 } });
    }
    return novos.length;
  });
}
