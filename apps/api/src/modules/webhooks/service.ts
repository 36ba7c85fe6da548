import crypto from 'node:crypto';
import { AppError, type TipoEvento } from '@rcc/domain';
import type { Db } from '../../db/client';
import { sql } from '../../db/sql';
import { databaseNow } from '../ctr/clock';
import { type AuthUser, isStaff } from '../auth/user';
import type { JobQueue } from '../jobs/queue';
import { type Actor, audit } from '../pessoas/context';
import { enfileirarEntregas, FILA_WEBHOOK_ENTREGAR } from './entrega';
import { problemaNaUrl } from './url';

const COLUNAS = sql`id, url, descricao, eventos, ativo, criado_em AS "criadoEm", desativado_em AS "desativadoEm"`;

interface EndpointRow {
  id: number;
  url: string;
  descricao: string | null;
  eventos: string[];
  ativo: boolean;
  criadoEm: Date;
  desativadoEm: Date | null;
  segredo: string | null;
}

/** Integration access (spec 1): a session of a person with API access on, or the authority. */
function integrador(user: AuthUser | null): AuthUser {
  if (!user) throw new AppError('UNAUTHENTICATED');
  if (user.via === 'apiKey') throw new AppError('FORBIDDEN');
  if (!isStaff(user) && user.pessoa.acessoApi === 0)
    throw new AppError('CONFLICT', 'O acesso de integração (API) desta pessoa está desabilitado.');
  return user;
}

const novoSegredo = () => `whsec_${crypto.randomBytes(32).toString('base64')}`;

async function urlValida(url: string) {
  const problema = await problemaNaUrl(url);
  if (problema) throw new AppError('VALIDATION', problema, { url: problema });
}

export async function listar(db: Db, user: AuthUser | null): Promise<EndpointRow[]> {
  const u = integrador(user);
  const rows = await db.query<Omit<EndpointRow, 'segredo'>>(sql`
    SELECT ${COLUNAS} FROM webhook_endpoint WHERE id_pessoa = ${u.idPessoa} AND NOT excluido ORDER BY id`);
  return rows.map((r) => ({ ...r, segredo: null }));
}

/** The endpoint of the acting person, locked (others' answer 404). */
async function meu(tx: { query: Db['query'] }, u: AuthUser, id: number) {
  const [row] = await tx.query<Omit<EndpointRow, 'segredo'>>(sql`
    SELECT ${COLUNAS} FROM webhook_endpoint
    WHERE id = ${id} AND id_pessoa = ${u.idPessoa} AND NOT excluido FOR UPDATE`);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

export async function criar(
  db: Db,
  actor: Actor,
  body: { url: string; descricao?: string | null | undefined; eventos: TipoEvento[] },
): Promise<EndpointRow> {
  const u = integrador(actor.user);
  await urlValida(body.url);
  const segredo = novoSegredo();
  return db.transaction(async (tx) => {
    const [row] = await tx.query<Omit<EndpointRow, 'segredo'>>(sql`
      INSERT INTO webhook_endpoint (id_pessoa, id_usuario, url, descricao, eventos, segredo)
      VALUES (${u.idPessoa}, ${u.id}, ${body.url}, ${body.descricao ?? null}, ${[...new Set(body.eventos)]}, ${segredo})
      RETURNING ${COLUNAS}`);
    await audit(tx, actor, 'WebhookEndpoint', row!.id, 'criar', { url: body.url, eventos: body.eventos });
    return { ...row!, segredo };
  });
}

export async function alterar(
  db: Db,
  actor: Actor,
  id: number,
  body: {
    url?: string | undefined;
    descricao?: string | null | undefined;
    eventos?: TipoEvento[] | undefined;
    ativo?: boolean | undefined;
  },
): Promise<EndpointRow> {
  const u = integrador(actor.user);
  if (body.url !== undefined) await urlValida(body.url);
  return db.transaction(async (tx) => {
    const atual = await meu(tx, u, id);
    const ativo = body.ativo ?? atual.ativo;
    const [row] = await tx.query<Omit<EndpointRow, 'segredo'>>(sql`
      UPDATE webhook_endpoint SET url = ${body.url ?? atual.url},
        descricao = ${body.descricao === undefined ? atual.descricao : body.descricao},
        eventos = ${body.eventos ? [...new Set(body.eventos)] : atual.eventos},
        ativo = ${ativo}, desativado_em = ${ativo ? null : sql`coalesce(desativado_em, now())`}
      WHERE id = ${id} RETURNING ${COLUNAS}`);
    await audit(tx, actor, 'WebhookEndpoint', id, 'alterar', body);
    return { ...row!, segredo: null };
  });
}

export async function excluir(db: Db, actor: Actor, id: number): Promise<void> {
  const u = integrador(actor.user);
  await db.transaction(async (tx) => {
    await meu(tx, u, id);
    await tx.query(sql`UPDATE webhook_endpoint SET excluido = true, ativo = false WHERE id = ${id}`);
    await audit(tx, actor, 'WebhookEndpoint', id, 'excluir');
  });
}

/** A new signing secret (the old one stops signing at once); shown only in this answer. */
export async function rotacionarSegredo(db: Db, actor: Actor, id: number): Promise<EndpointRow> {
  const u = integrador(actor.user);
  const segredo = novoSegredo();
  return db.transaction(async (tx) => {
    const row = await meu(tx, u, id);
    await tx.query(sql`UPDATE webhook_endpoint SET segredo = ${segredo} WHERE id = ${id}`);
    await audit(tx, actor, 'WebhookEndpoint', id, 'rotacionarSegredo');
    return { ...row, segredo };
  });
}

const ENTREGA_COLUNAS = sql`id, id_endpoint AS "idEndpoint", mensagem_id AS "mensagemId", tipo, situacao,
  tentativas, ultimo_status AS "ultimoStatus", ultimo_erro AS "ultimoErro",
  ultima_tentativa_em AS "ultimaTentativaEm", entregue_em AS "entregueEm", criado_em AS "criadoEm"`;

export interface EntregaRow {
  id: number;
  idEndpoint: number;
  mensagemId: string;
  tipo: string;
  situacao: 'pendente' | 'entregue' | 'falhou';
  tentativas: number;
  ultimoStatus: number | null;
  ultimoErro: string | null;
  ultimaTentativaEm: Date | null;
  entregueEm: Date | null;
  criadoEm: Date;
}

/** The delivery log of one endpoint of the acting person, newest first. */
export async function entregas(
  db: Db,
  user: AuthUser | null,
  id: number,
  limite = 100,
): Promise<EntregaRow[]> {
  const u = integrador(user);
  await db.transaction((tx) => meu(tx, u, id));
  return db.query<EntregaRow>(sql`
    SELECT ${ENTREGA_COLUNAS} FROM webhook_entrega WHERE id_endpoint = ${id} ORDER BY id DESC LIMIT ${limite}`);
}

/** "Testar": a signed test event to the endpoint now, through the same queue as the real ones. */
export async function testar(db: Db, queue: JobQueue, actor: Actor, id: number): Promise<EntregaRow> {
  const u = integrador(actor.user);
  return db.transaction(async (tx) => {
    await meu(tx, u, id);
    const agora = await databaseNow(tx);
    const corpo = {
      type: 'webhook.teste',
      timestamp: agora.toISOString(),
      data: { mensagem: 'Teste de entrega do RCC.', idEndpoint: id },
    };
    const [row] = await tx.query<EntregaRow>(sql`
      INSERT INTO webhook_entrega (id_endpoint, tipo, payload, mensagem_id)
      VALUES (${id}, 'webhook.teste', ${JSON.stringify(corpo)}::jsonb, ${`teste_${crypto.randomUUID()}`})
      RETURNING ${ENTREGA_COLUNAS}`);
    await enfileirarEntregas(queue, tx, [row!.id]);
    return row!;
  });
}

/** "Reenviar": the delivery again (same webhook-id, so the receiver can dedupe), as a new job. */
export async function reenviar(
  db: Db,
  queue: JobQueue,
  actor: Actor,
  idEntrega: number,
): Promise<EntregaRow> {
  const u = integrador(actor.user);
  return db.transaction(async (tx) => {
    const [row] = await tx.query<EntregaRow>(sql`
      UPDATE webhook_entrega e SET situacao = 'pendente'
      FROM webhook_endpoint w
      WHERE e.id = ${idEntrega} AND w.id = e.id_endpoint AND w.id_pessoa = ${u.idPessoa} AND NOT w.excluido
      RETURNING ${sql.raw(
        'e.id, e.id_endpoint AS "idEndpoint", e.mensagem_id AS "mensagemId", e.tipo, e.situacao, e.tentativas, ' +
          'e.ultimo_status AS "ultimoStatus", e.ultimo_erro AS "ultimoErro", ' +
          'e.ultima_tentativa_em AS "ultimaTentativaEm", e.entregue_em AS "entregueEm", e.criado_em AS "criadoEm"',
      )}`);
    if (!row) throw new AppError('NOT_FOUND');
    await tx.query(sql`UPDATE webhook_entrega SET criado_em = now() WHERE id = ${idEntrega}`);
    await queue.send(FILA_WEBHOOK_ENTREGAR, { id: idEntrega }, {}, tx);
    await audit(tx, actor, 'WebhookEntrega', idEntrega, 'reenviar');
    return row;
  });
}
