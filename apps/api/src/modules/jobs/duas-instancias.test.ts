import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshPostgres, postgresAvailable } from '../../../test/support/fresh-postgres';
import { startSmtpServer, type TestSmtp } from '../../../test/support/smtp';
import { bootstrapDb } from '../../db/bootstrap';
import type { Db } from '../../db/client';
import { systemClock } from '../ctr/clock';
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
});
