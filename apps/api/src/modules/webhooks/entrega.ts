import { Webhook } from 'standardwebhooks';
import type { Db, Queryable } from '../../db/client';
import { sql } from '../../db/sql';
import type { JobQueue, JobRun } from '../jobs/queue';
import { jobIdOf } from '../jobs/queue';
import type { EventoJob } from '../jobs/relay';
import { queueMail } from '../mail/outbox';
import { alcanca, type DonoEndpoint, donoDe } from './escopo';
import { problemaNaUrl } from './url';

export const FILA_WEBHOOK_DISTRIBUIR = 'webhooks.distribuir';
export const FILA_WEBHOOK_ENTREGAR = 'webhooks.entregar';

/** Deliveries are retried with backoff for this long; then the endpoint is disabled and its owner told. */
const JANELA_MS = 24 * 3600_000;
const TIMEOUT_MS = 10_000;

/** Enqueues the delivery jobs of `ids` inside `tx` (one job per delivery row). */
export const enfileirarEntregas = (queue: JobQueue, tx: Queryable, ids: number[]) =>
  queue.insert(
    ids.map((id) => ({ name: FILA_WEBHOOK_ENTREGAR, id: jobIdOf(id), data: { id } })),
    tx,
  );

/**
 * The relay's webhook consumer: one delivery per active endpoint that chose the event's type and
 * whose owner may see it (escopo.ts), and its job, in one transaction. The (endpoint, webhook-id)
 * key makes a repeated run add nothing.
 */
export async function distribuir(db: Db, queue: JobQueue, ev: EventoJob): Promise<number> {
  return db.transaction(async (tx) => {
    const endpoints = await tx.query<{ id: number; idPessoa: number }>(sql`
      SELECT id, id_pessoa AS "idPessoa" FROM webhook_endpoint
      WHERE ativo AND NOT excluido AND ${ev.tipo} = ANY(eventos)`);
    const donos = new Map<number, DonoEndpoint>();
    const alvos: number[] = [];
    for (const e of endpoints) {
      let dono = donos.get(e.idPessoa);
      if (!dono) {
        dono = await donoDe(tx, e.idPessoa);
        donos.set(e.idPessoa, dono);
      }
      if (alcanca(dono, ev.tipo, ev.payload)) alvos.push(e.id);
    }
    if (!alvos.length) return 0;
    const corpo = { type: ev.tipo, timestamp: ev.criadoEm, data: ev.payload };
    const rows = await tx.query<{ id: number }>(sql`
      INSERT INTO webhook_entrega (id_endpoint, id_evento, tipo, payload, mensagem_id)
      SELECT unnest(${alvos}::int[]), ${ev.idEvento}, ${ev.tipo}, ${JSON.stringify(corpo)}::jsonb,
        ${`evt_${ev.idEvento}`}
      ON CONFLICT (id_endpoint, mensagem_id) DO NOTHING
      RETURNING id`);
    await enfileirarEntregas(
      queue,
      tx,
      rows.map((r) => r.id),
    );
    return rows.length;
  });
}

interface Entrega {
  id: number;
  situacao: string;
  mensagemId: string;
  payload: unknown;
  criadoEm: Date;
  idEndpoint: number;
  url: string;
  segredo: string;
  ativo: boolean;
  idPessoa: number;
}

const ENTREGA = sql`
  SELECT e.id, e.situacao, e.mensagem_id AS "mensagemId", e.payload, e.criado_em AS "criadoEm",
    w.id AS "idEndpoint", w.url, w.segredo, w.ativo AND NOT w.excluido AS ativo, w.id_pessoa AS "idPessoa"
  FROM webhook_entrega e JOIN webhook_endpoint w ON w.id = e.id_endpoint`;

const enviandoAqui = new Set<number>();

interface Resultado {
  status: number | null;
  erro: string | null;
}

/**
 * The delivery job: one signed POST (Standard Webhooks: webhook-id, webhook-timestamp,
 * webhook-signature) to the endpoint. As with e-mail, only one run sends a delivery at a time: on
 * PostgreSQL its row stays locked by this run's transaction until the result is written (a second
 * run retries later), on PGlite an in-process claim does it. A 2xx answer is delivered; anything
 * else is recorded and rethrown, so the queue retries with backoff, until 24 h have passed: then it
 * fails, the endpoint is disabled and its owner is e-mailed.
 */
export async function entregar(db: Db, id: number, run: JobRun, agora = () => new Date()): Promise<string> {
  if (db.kind === 'postgres') {
    let erro: Error | undefined;
    const r = await db.transaction(async (tx) => {
      const [e] = await tx.query<Entrega>(sql`${ENTREGA} WHERE e.id = ${id} FOR UPDATE OF e SKIP LOCKED`);
      if (!e) {
        const [existe] = await tx.query(sql`SELECT 1 FROM webhook_entrega WHERE id = ${id}`);
        if (!existe) return 'inexistente';
        throw new Error(`entrega ${id} em andamento em outra execução`);
      }
      const out = await tentar(tx, e, run, agora());
      erro = out.erro;
      return out.situacao;
    });
    if (erro) throw erro;
    return r;
  }
  if (enviandoAqui.has(id)) throw new Error(`entrega ${id} em andamento em outra execução`);
  enviandoAqui.add(id);
  try {
    const [e] = await db.query<Entrega>(sql`${ENTREGA} WHERE e.id = ${id}`);
    if (!e) return 'inexistente';
    const out = await tentar(db, e, run, agora());
    if (out.erro) throw out.erro;
    return out.situacao;
  } finally {
    enviandoAqui.delete(id);
  }
}

async function tentar(
  q: Queryable,
  e: Entrega,
  run: JobRun,
  agora: Date,
): Promise<{ situacao: string; erro?: Error }> {
  if (e.situacao !== 'pendente') return { situacao: e.situacao };
  if (!e.ativo) {
    await q.query(sql`
      UPDATE webhook_entrega SET situacao = 'falhou', ultimo_erro = 'Endereço desativado ou excluído.'
      WHERE id = ${e.id}`);
    return { situacao: 'falhou' };
  }
  const r = await postar(e, agora);
  if (r.status !== null && r.status >= 200 && r.status < 300) {
    await q.query(sql`
      UPDATE webhook_entrega SET situacao = 'entregue', tentativas = tentativas + 1, ultimo_status = ${r.status},
        ultimo_erro = NULL, ultima_tentativa_em = ${agora}, entregue_em = ${agora}
      WHERE id = ${e.id}`);
    return { situacao: 'entregue' };
  }
  const desiste = run.ultimaTentativa || agora.getTime() - new Date(e.criadoEm).getTime() >= JANELA_MS;
  await q.query(sql`
    UPDATE webhook_entrega SET situacao = ${desiste ? 'falhou' : 'pendente'}, tentativas = tentativas + 1,
      ultimo_status = ${r.status}, ultimo_erro = ${r.erro?.slice(0, 2000) ?? null}, ultima_tentativa_em = ${agora}
    WHERE id = ${e.id}`);
  if (desiste) {
    await desativar(q, e, agora);
    return { situacao: 'falhou' };
  }
  return { situacao: 'pendente', erro: new Error(r.erro ?? `resposta ${r.status}`) };
}

/** An endpoint failing for 24 h stops receiving; its owner is told by e-mail (once, when it is disabled). */
async function desativar(q: Queryable, e: Entrega, agora: Date) {
  const [w] = await q.query<{ email: string | null }>(sql`
    UPDATE webhook_endpoint w SET ativo = false, desativado_em = ${agora}
    FROM usuario u WHERE w.id = ${e.idEndpoint} AND w.ativo AND u.id = w.id_usuario
    RETURNING u.email`);
  if (!w?.email) return;
  await queueMail(q, {
    para: w.email,
    assunto: 'RCC: endereço de webhook desativado',
    texto:
      `As entregas para ${e.url} falharam por 24 horas e o endereço foi desativado.\n\n` +
      'Corrija o sistema que recebe os eventos e ative o endereço de novo em Integrações > Webhooks; ' +
      'as entregas que falharam podem ser reenviadas pelo registro de entregas.',
  });
}

async function postar(e: Entrega, agora: Date): Promise<Resultado> {
  const problema = await problemaNaUrl(e.url);
  if (problema) return { status: null, erro: problema };
  const corpo = JSON.stringify(e.payload);
  const assinatura = new Webhook(e.segredo).sign(e.mensagemId, agora, corpo);
  try {
    const res = await fetch(e.url, {
      method: 'POST',
      redirect: 'manual',
      signal: AbortSignal.timeout(TIMEOUT_MS),
      headers: {
        'content-type': 'application/json',
        'user-agent': 'RCC-Webhooks/1',
        'webhook-id': e.mensagemId,
        'webhook-timestamp': String(Math.floor(agora.getTime() / 1000)),
        'webhook-signature': assinatura,
      },
      body: corpo,
    });
    await res.body?.cancel().catch(() => {});
    return { status: res.status, erro: res.ok ? null : `resposta ${res.status}` };
  } catch (err) {
    const causa =
      err instanceof Error ? ((err.cause as Error | undefined)?.message ?? err.message) : String(err);
    return { status: null, erro: causa };
  }
}
