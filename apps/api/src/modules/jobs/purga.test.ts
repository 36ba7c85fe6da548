import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, openTestDb } from '../../../test/helpers';
import type { Db } from '../../db/client';
import { sql } from '../../db/sql';
import { purgar, RETENCAO_PADRAO, retencaoDoAmbiente } from './purga';

/**
 * Issue #18 item 3: the tables that only grew are purged by retention; each purge takes the
 * finished rows past their time and keeps everything else. Runs on PGlite and on PostgreSQL.
 */
let db: Db;
let idUsuario: number;
let idPessoa: number;

beforeAll(async () => {
  db = await openTestDb();
  const [u] = await db.query<{ id: number; idPessoa: number }>(
    sql`SELECT id, id_pessoa AS "idPessoa" FROM usuario WHERE email = ${DEMO.admin}`,
  );
  idUsuario = u!.id;
  idPessoa = u!.idPessoa;
});
afterAll(() => db.close());

const dias = (n: number) => `${n} days`;
const count = async (q: ReturnType<typeof sql>) => (await db.query<{ n: number }>(q))[0]!.n;

describe('daily purge', () => {
  it('sessions: ended past the retention go; live and recently ended stay', async () => {
    const sessao = (marca: string, expira: string, revogada: string | null) =>
      db.query(sql`INSERT INTO sessao (token_hash, id_usuario, id_pessoa, ip, expires_at, revoked_at)
        VALUES (${marca.padEnd(64, '0')}, ${idUsuario}, ${idPessoa}, 'purga',
          now() + ${expira}::interval, now() + ${revogada}::interval)`);
    await sessao('a', '-10 days', null); // expired 10 days ago: goes
    await sessao('b', '1 day', '-8 days'); // revoked 8 days ago: goes
    await sessao('c', '-2 days', null); // expired 2 days ago: stays
    await sessao('d', '1 day', null); // live: stays
    const r = await purgar(db);
    expect(r.sessoes).toBeGreaterThanOrEqual(2);
    const left = await db.query<{ t: string }>(
      sql`SELECT left(token_hash, 1) AS t FROM sessao WHERE ip = 'purga' ORDER BY 1`,
    );
    expect(left.map((x) => x.t)).toEqual(['c', 'd']);
  });

  it('throttle rows: old windows go, a key still waiting or counting stays', async () => {
    const t = (chave: string, inicio: string, bloqueio: string | null) =>
      db.query(sql`INSERT INTO tentativa_acesso (chave, falhas, janela_inicio, bloqueado_ate)
        VALUES (${chave}, 3, now() - ${inicio}::interval, now() + ${bloqueio}::interval)`);
    await t('purga:velha', '2 days', null);
    await t('purga:velha-bloqueio-vencido', '3 days', '-2 days');
    await t('purga:esperando', '3 days', '1 hour');
    await t('purga:recente', '10 minutes', null);
    await purgar(db);
    const left = await db.query<{ chave: string }>(
      sql`SELECT chave FROM tentativa_acesso WHERE chave LIKE 'purga:%' ORDER BY chave`,
    );
    expect(left.map((x) => x.chave)).toEqual(['purga:esperando', 'purga:recente']);
  });

  it('e-mails: sent past the retention go; pending, failed and recent ones stay', async () => {
    const m = (assunto: string, situacao: string, enviado: string | null) =>
      db.query(sql`INSERT INTO email_fila (para, assunto, texto, situacao, enviado_em, created_at)
        VALUES ('purga@example.com', ${assunto}, 'x', ${situacao}, now() - ${enviado}::interval, now() - interval '90 days')`);
    await m('velho', 'enviado', dias(31));
    await m('recente', 'enviado', dias(2));
    await m('falhou', 'falhou', null);
    await m('pendente', 'pendente', null);
    const r = await purgar(db);
    expect(r.emails).toBeGreaterThanOrEqual(1);
    const left = await db.query<{ assunto: string }>(
      sql`SELECT assunto FROM email_fila WHERE para = 'purga@example.com' ORDER BY assunto`,
    );
    expect(left.map((x) => x.assunto)).toEqual(['falhou', 'pendente', 'recente']);
  });

  it('webhook deliveries: delivered past the retention go; failed, pending and recent stay', async () => {
    const [ep] = await db.query<{ id: number }>(sql`
      INSERT INTO webhook_endpoint (id_pessoa, id_usuario, url, eventos, segredo)
      VALUES (${idPessoa}, ${idUsuario}, 'https://purga.example.com/', ${['ctr.criada']}, 'whsec_x') RETURNING id`);
    const e = (msg: string, situacao: string, entregue: string | null) =>
      db.query(sql`INSERT INTO webhook_entrega (id_endpoint, tipo, payload, mensagem_id, situacao, entregue_em)
        VALUES (${ep!.id}, 'ctr.criada', '{}', ${msg}, ${situacao}, now() - ${entregue}::interval)`);
    await e('velha', 'entregue', dias(40));
    await e('recente', 'entregue', dias(1));
    await e('falhou', 'falhou', null);
    await e('pendente', 'pendente', null);
    await purgar(db);
    const left = await db.query<{ m: string }>(
      sql`SELECT mensagem_id AS m FROM webhook_entrega WHERE id_endpoint = ${ep!.id} ORDER BY 1`,
    );
    expect(left.map((x) => x.m)).toEqual(['falhou', 'pendente', 'recente']);
  });

  it('notifications: read more than 180 days ago go; unread and recently read stay', async () => {
    const [ev] = await db.query<{ id: number }>(
      sql`INSERT INTO evento (tipo, payload) VALUES ('purga.teste', '{}') RETURNING id`,
    );
    const n = (titulo: string, lida: string | null) =>
      db.query(sql`INSERT INTO notificacao (id_usuario, id_evento, tipo, titulo, texto, criada_em, lida_em)
        VALUES (${idUsuario}, ${ev!.id}, 'purga.teste', ${titulo}, 'x', now() - interval '400 days',
          now() - ${lida}::interval)`);
    await n('lida-velha', dias(181));
    await n('lida-recente', dias(179));
    await n('nao-lida', null);
    await purgar(db);
    const left = await db.query<{ titulo: string }>(
      sql`SELECT titulo FROM notificacao WHERE id_evento = ${ev!.id} ORDER BY titulo`,
    );
    expect(left.map((x) => x.titulo)).toEqual(['lida-recente', 'nao-lida']);
  });

  it('idempotency keys: older than the retention go (purgarIdempotencia)', async () => {
    const k = (chave: string, idade: string) =>
      db.query(sql`INSERT INTO idempotencia (dono, chave, hash_pedido, rota, created_at)
        VALUES ('usuario:purga', ${chave}, ${'0'.repeat(64)}, 'POST /x', now() - ${idade}::interval)`);
    await k('velha', dias(8));
    await k('nova', '1 hour');
    const r = await purgar(db);
    expect(r.idempotencia).toBeGreaterThanOrEqual(1);
    expect(
      await count(
        sql`SELECT count(*)::int AS n FROM idempotencia WHERE dono = 'usuario:purga' AND chave = 'velha'`,
      ),
    ).toBe(0);
    expect(
      await count(
        sql`SELECT count(*)::int AS n FROM idempotencia WHERE dono = 'usuario:purga' AND chave = 'nova'`,
      ),
    ).toBe(1);
  });

  it('retention periods are settings (PURGA_*_DIAS) with defaults, and a shorter one purges sooner', async () => {
    expect(retencaoDoAmbiente({})).toEqual(RETENCAO_PADRAO);
    const r = retencaoDoAmbiente({ PURGA_NOTIFICACOES_DIAS: '30', PURGA_EMAILS_DIAS: '7' });
    expect(r.notificacoes).toBe(30);
    expect(r.emails).toBe(7);
    expect(() => retencaoDoAmbiente({ PURGA_SESSOES_DIAS: '0' })).toThrow(/PURGA_SESSOES_DIAS/);
    await db.query(sql`INSERT INTO email_fila (para, assunto, texto, situacao, enviado_em)
      VALUES ('purga2@example.com', 'oito-dias', 'x', 'enviado', now() - interval '8 days')`);
    await purgar(db);
    expect(
      await count(sql`SELECT count(*)::int AS n FROM email_fila WHERE para = 'purga2@example.com'`),
    ).toBe(1);
    await purgar(db, r);
    expect(
      await count(sql`SELECT count(*)::int AS n FROM email_fila WHERE para = 'purga2@example.com'`),
    ).toBe(0);
  });
});
