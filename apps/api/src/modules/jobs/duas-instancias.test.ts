import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshPostgres, postgresAvailable } from '../../../test/support/fresh-postgres';
import { startSmtpServer, type TestSmtp } from '../../../test/support/smtp';
import { bootstrapDb } from '../../db/bootstrap';
import type { Db } from '../../db/client';
import { systemClock } from '../ctr/clock';
import { runIrregularJob } from '../ctr/irregular-job';
import { createJobs } from '.';
import type { JobQueue } from './queue';

const available = await postgresAvailable();
if (!available)
  console.warn('duas instâncias: servidor PostgreSQL indisponível — teste pulado nesta execução');

const quiet = { info() {}, warn() {}, error() {} };
const SEGREDO = `whsec_${Buffer.from('segredo-de-teste-das-duas-instancias').toString('base64')}`;

describe.skipIf(!available)('two API instances on one fresh PostgreSQL: every job once', () => {
  let fresh: Awaited<ReturnType<typeof freshPostgres>>;
  let dbs: Db[] = [];
  let queues: JobQueue[] = [];
  let receptor: http.Server;
  let smtp: TestSmtp;
  const recebidos: Array<{ id: string; valido: boolean }> = [];

  beforeAll(async () => {
    fresh = await freshPostgres('rcc_duas');
    receptor = http.createServer((req, res) => {
      let body = '';
      req.on('data', (c) => {
        body += c;
      });
      req.on('end', () => {
        let valido = false;
        try {
          new Webhook(SEGREDO).verify(body, req.headers as Record<string, string>);
          valido = true;
        } catch {}
        recebidos.push({ id: String(req.headers['webhook-id']), valido });
        res.end();
      });
    });
    await new Promise<void>((r) => receptor.listen(0, '127.0.0.1', r));
    smtp = await startSmtpServer();
  });
  afterAll(async () => {
    await Promise.all(queues.map((q) => q.stop()));
    await Promise.all(dbs.map((d) => d.close()));
    await fresh?.drop();
    await new Promise((r) => receptor?.close(r));
    await smtp?.close();
  });

  it('start together, then 100 CTR events are delivered once each and 20 e-mails sent once each', async () => {
    const config = { databaseUrl: fresh.url, dataDir: undefined, seedDemo: true };
    dbs = await Promise.all([bootstrapDb(config), bootstrapDb(config)]);
    const [a, b] = dbs as [Db, Db];
    const [admin] = await a.query<{ id: number; idPessoa: number }>(
      'SELECT id, id_pessoa AS "idPessoa" FROM usuario WHERE email = \'admin@rcc.demo\'',
    );
    const url = `http://127.0.0.1:${(receptor.address() as AddressInfo).port}/rcc`;
    await a.query(
      `INSERT INTO webhook_endpoint (id_pessoa, id_usuario, url, eventos, segredo)
       VALUES ($1, $2, $3, ARRAY['ctr.situacao_alterada'], $4)`,
      [admin!.idPessoa, admin!.id, url, SEGREDO],
    );
    await smtp.configure(a);
    await a.query('UPDATE evento SET despachado_em = now() WHERE despachado_em IS NULL');
    await a.query(
      "UPDATE email_fila SET situacao = 'enviado', despachado_em = now() WHERE situacao = 'pendente'",
    );

    queues = [createJobs(a, systemClock(), quiet), createJobs(b, systemClock(), quiet)];
    await Promise.all(queues.map((q) => q.start()));
    const ids: number[] = [];
    for (let i = 0; i < 100; i++) {
      const db = i % 2 ? b : a;
      const [e] = await db.query<{ id: number }>(
        `INSERT INTO evento (tipo, payload) VALUES ('ctr.situacao_alterada', $1) RETURNING id`,
        [
          JSON.stringify({
            id: i + 1,
            idGerador: 1,
            idTransportador: 2,
            idDestino: null,
            acao: 'alocar',
            de: 'Enviada',
            para: 'Alocada',
          }),
        ],
      );
      ids.push(e!.id);
    }
    for (let i = 0; i < 20; i++)
      await (i % 2 ? b : a).query('INSERT INTO email_fila (para, assunto, texto) VALUES ($1, $2, $3)', [
        `d${i}@rcc.teste`,
        `Mensagem ${i}`,
        'z',
      ]);
    const deadline = Date.now() + 90_000;
    while ((recebidos.length < 100 || smtp.received.length < 20) && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 200));
    // A little longer: a doubled delivery would arrive now.
    await new Promise((r) => setTimeout(r, 3_000));

    expect(recebidos.every((r) => r.valido)).toBe(true);
    expect(recebidos.map((r) => r.id).sort()).toEqual(ids.map((id) => `evt_${id}`).sort());
    expect(smtp.received.map((m) => m.to[0]).sort()).toEqual(
      Array.from({ length: 20 }, (_, i) => `d${i}@rcc.teste`).sort(),
    );
    const [log] = await a.query<{ entregues: number; tentativas: number }>(
      `SELECT count(*) FILTER (WHERE situacao = 'entregue')::int AS entregues, sum(tentativas)::int AS tentativas
       FROM webhook_entrega`,
    );
    expect(log).toEqual({ entregues: 100, tentativas: 100 });
  }, 180_000);

  it('the Irregular sweep run by both instances at the same moment marks each late CTR once', async () => {
    const [a, b] = dbs as [Db, Db];
    // The demo's CTRs, made allocated bins left on the street long past the deadline.
    const alvo = (
      await a.query<{ id: number }>(
        `UPDATE solicitacao_transporte SET situacao = 'Alocada', data_hora_alocacao = now() - interval '400 days'
         WHERE id IN (SELECT id FROM solicitacao_transporte WHERE situacao <> 'Irregular' ORDER BY id LIMIT 30)
         RETURNING id`,
      )
    ).map((r) => r.id);
    expect(alvo.length).toBeGreaterThanOrEqual(5);
    const now = new Date();
    const rodadas = await Promise.all([
      runIrregularJob(a, now),
      runIrregularJob(b, now),
      runIrregularJob(a, now),
      runIrregularJob(b, now),
    ]);
    // Whatever else the sweep finds late in the demo city, each CTR is marked by one run only.
    const marcados = rodadas.flat();
    expect(new Set(marcados).size).toBe(marcados.length);
    // A run that lost the lock leaves the work to the next run (any instance), which never repeats it.
    const depois = await runIrregularJob(b, now);
    expect(depois.filter((id) => marcados.includes(id))).toEqual([]);
    // (The queues of the first test are still running, so their own cron sweep may take part too.)
    const situacoes = await a.query<{ situacao: string }>(
      'SELECT DISTINCT situacao FROM solicitacao_transporte WHERE id = ANY($1::bigint[])',
      [alvo],
    );
    expect(situacoes).toEqual([{ situacao: 'Irregular' }]);
    const historico = await a.query<{ id: number; n: number }>(
      `SELECT id_solicitacao_transporte AS id, count(*)::int AS n FROM historico_ctr
       WHERE acao = 'marcarIrregular' AND id_solicitacao_transporte = ANY($1::bigint[])
       GROUP BY 1`,
      [alvo],
    );
    expect(historico.length).toBe(alvo.length);
    expect(historico.every((h) => h.n === 1)).toBe(true);
    const eventos = await a.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM evento
       WHERE tipo = 'ctr.situacao_alterada' AND payload->>'acao' = 'marcarIrregular'
         AND (payload->>'id')::bigint = ANY($1::bigint[])`,
      [alvo],
    );
    expect(eventos[0]!.n).toBe(alvo.length);
  }, 120_000);
});
