import type { Queryable } from '../../db/client';
import { purgarIdempotencia } from '../idempotencia/service';

/**
 * How long rows that only grow are kept (issue #18), in days; settings PURGA_*_DIAS (README).
 * Only finished rows go: a live session, a waiting throttle key, an e-mail or delivery still to
 * send, an unread notification are never purged.
 */
export interface Retencao {
  /** Sessions ended (expired or revoked) more than this many days ago. */
  sessoes: number;
  /** Throttle counters whose window started this long ago and that wait for nothing. */
  tentativas: number;
  /** E-mails sent this long ago (the failed ones stay, for the administrator). */
  emails: number;
  /** Webhook deliveries delivered this long ago (the failed ones stay in the endpoint's log). */
  webhooks: number;
  /** Notifications read this long ago. */
  notificacoes: number;
  /** Idempotency keys (modules/idempotencia) older than this. */
  idempotencia: number;
  /** Finished exports (their files) this long after they were done. */
  exportacoes: number;
}

export const RETENCAO_PADRAO: Retencao = {
  sessoes: 7,
  tentativas: 1,
  emails: 30,
  webhooks: 30,
  notificacoes: 180,
  idempotencia: 7,
  exportacoes: 2,
};

/** Rows deleted per statement: a purge never holds a big table's locks for long. */
const LOTE = 5000;

/** Deletes the rows of `tabela` matching `where` (trusted SQL written below) in batches; the count. */
async function apagarEmLotes(db: Queryable, tabela: string, where: string, dias: number): Promise<number> {
  let total = 0;
  for (;;) {
    const [row] = await db.query<{ n: number }>(
      `WITH alvo AS (SELECT ctid FROM ${tabela} WHERE ${where} LIMIT ${LOTE}),
        apagadas AS (DELETE FROM ${tabela} WHERE ctid IN (SELECT ctid FROM alvo) RETURNING 1)
       SELECT count(*)::int AS n FROM apagadas`,
      [`${dias} days`],
    );
    const n = row?.n ?? 0;
    total += n;
    if (n < LOTE) return total;
  }
}

/** `$1` is the retention as an interval; every time is the database's (issue #18 item 5). */
const PURGAS: Record<Exclude<keyof Retencao, 'idempotencia'>, { tabela: string; where: string }> = {
  sessoes: {
    tabela: 'sessao',
    where: `coalesce(least(revoked_at, expires_at), expires_at) < now() - $1::interval`,
  },
  tentativas: {
    tabela: 'tentativa_acesso',
    where: `janela_inicio < now() - $1::interval AND (bloqueado_ate IS NULL OR bloqueado_ate < now())`,
  },
  emails: { tabela: 'email_fila', where: `situacao = 'enviado' AND enviado_em < now() - $1::interval` },
  webhooks: {
    tabela: 'webhook_entrega',
    where: `situacao = 'entregue' AND entregue_em < now() - $1::interval`,
  },
  notificacoes: { tabela: 'notificacao', where: `lida_em < now() - $1::interval` },
  exportacoes: {
    tabela: 'exportacao',
    where: `situacao IN ('pronta', 'falhou') AND concluida_em < now() - $1::interval`,
  },
};

export type ResultadoPurga = Record<keyof Retencao, number>;

/** The daily purge: each kind of row by its retention; returns how many rows each lost. */
export async function purgar(db: Queryable, retencao: Retencao = RETENCAO_PADRAO): Promise<ResultadoPurga> {
  const r = {} as ResultadoPurga;
  for (const [tipo, p] of Object.entries(PURGAS) as Array<
    [keyof typeof PURGAS, (typeof PURGAS)[keyof typeof PURGAS]]
  >) {
    r[tipo] = await apagarEmLotes(db, p.tabela, p.where, retencao[tipo]);
  }
  const [limite] = await db.query<{ d: Date }>(`SELECT now() - $1::interval AS d`, [
    `${retencao.idempotencia} days`,
  ]);
  r.idempotencia = await purgarIdempotencia(db, limite!.d);
  return r;
}

const VARIAVEL: Record<keyof Retencao, string> = {
  sessoes: 'PURGA_SESSOES_DIAS',
  tentativas: 'PURGA_TENTATIVAS_DIAS',
  emails: 'PURGA_EMAILS_DIAS',
  webhooks: 'PURGA_WEBHOOKS_DIAS',
  notificacoes: 'PURGA_NOTIFICACOES_DIAS',
  idempotencia: 'PURGA_IDEMPOTENCIA_DIAS',
  exportacoes: 'PURGA_EXPORTACOES_DIAS',
};

/** The retention settings from the environment (whole days, at least 1), defaults otherwise. */
export function retencaoDoAmbiente(env: NodeJS.ProcessEnv): Retencao {
  const r = { ...RETENCAO_PADRAO };
  for (const [tipo, nome] of Object.entries(VARIAVEL) as Array<[keyof Retencao, string]>) {
    const v = env[nome];
    if (!v) continue;
    const n = Number(v);
    if (!Number.isInteger(n) || n < 1) throw new Error(`Valor inválido em ${nome}: ${v} (dias, inteiro ≥ 1)`);
    r[tipo] = n;
  }
  return r;
}
