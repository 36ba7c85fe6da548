import { type ChildProcess, spawn } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshPostgres, postgresAvailable } from '../../../test/support/fresh-postgres';
import { REPO_ROOT } from '../../config';

/**
 * Issue #18, "done means": two real API processes (as `npm start` runs them, through tsx) started at
 * the same moment on a fresh PostgreSQL database; both come up and the demo exists once; a mixed
 * read/write burst through both (sessions made on one used on the other) has no error; 100 CTR
 * events become webhook deliveries, verified with `standardwebhooks`, while the receiver is down for
 * a while (retried) and one instance is killed with SIGKILL in the middle: every event arrives.
 */
const available = await postgresAvailable();
if (!available) console.warn('duas instâncias (processos): PostgreSQL indisponível — teste pulado');

const SEGREDO = `whsec_${Buffer.from('segredo-dos-dois-processos').toString('base64')}`;
const EVENTOS = 100;

async function freePort(): Promise<number> {
  const s = net.createServer();
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
  const { port } = s.address() as net.AddressInfo;
  await new Promise((r) => s.close(r));
  return port;
}

interface Instancia {
  url: string;
  child: ChildProcess;
  log: string[];
}

function iniciar(databaseUrl: string, port: number): Instancia {
  const log: string[] = [];
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(REPO_ROOT, 'apps/api/src/main.ts')], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED_DEMO: 'true',
      SEED_DEMO_CIDADE: 'false',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      WEB_DIST: 'nao-existe',
      DB_POOL_MAX: '5',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (b: Buffer) => {
    log.push(b.toString());
    if (log.length > 100) log.shift();
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return { url: `http://127.0.0.1:${port}`, child, log };
}

async function esperarNoAr(i: Instancia): Promise<void> {
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (i.child.exitCode !== null) throw new Error(`a instância terminou ao iniciar:\n${i.log.join('')}`);
    try {
      if ((await fetch(`${i.url}/api/health`)).ok) return;
    } catch {}
    if (Date.now() > deadline) throw new Error(`a instância não respondeu em 90 s:\n${i.log.join('')}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

const json = async (url: string, init: { method?: string; body?: unknown; token?: string } = {}) => {
  const res = await fetch(url, {
    method: init.method ?? (init.body ? 'POST' : 'GET'),
    headers: {
      ...(init.body ? { 'content-type': 'application/json' } : {}),
      ...(init.token ? { 'auth-token': init.token } : {}),
    },
    ...(init.body ? { body: JSON.stringify(init.body) } : {}),
  });
  return { status: res.status, body: (await res.json()) as { data: Record<string, unknown> } };
};

describe.skipIf(!available)('two API processes on one fresh PostgreSQL', () => {
  let fresh: Awaited<ReturnType<typeof freshPostgres>>;
  let instancias: Instancia[] = [];
  let receptor: http.Server;
  let db: pg.Client;
  let receptorNoAr = false;
  const recebidos: Array<{ id: string; valido: boolean }> = [];
  let recusados = 0;

  beforeAll(async () => {
    fresh = await freshPostgres('rcc_proc');
    receptor = http.createServer((req, res) => {
      let body = '';
      req.on('data', (c) => {
        body += c;
      });
      req.on('end', () => {
        if (!receptorNoAr) {
          recusados++;
          res.statusCode = 503;
          res.end();
          return;
        }
        let valido = false;
        try {
          new Webhook(SEGREDO).verify(body, req.headers as Record<string, string>);
          valido = true;
        } catch {}
        recebidos.push({ id: String(req.headers['webhook-id']), valido });
        // A slow receiver keeps deliveries in flight when an instance is killed.
        setTimeout(() => res.end(), 50);
      });
    });
    await new Promise<void>((r) => receptor.listen(0, '127.0.0.1', r));
  });
  afterAll(async () => {
    for (const i of instancias) if (i.child.exitCode === null) i.child.kill('SIGKILL');
    await db?.end().catch(() => {});
    await fresh?.drop();
    await new Promise((r) => receptor?.close(r));
  });

  it('start together with the demo once, serve a mixed burst across both, and deliver every webhook through a receiver outage and a SIGKILL', async () => {
    const [pa, pb] = [await freePort(), await freePort()];
    instancias = [iniciar(fresh.url, pa), iniciar(fresh.url, pb)];
    await Promise.all(instancias.map(esperarNoAr));
    const [a, b] = instancias as [Instancia, Instancia];

    db = new pg.Client({ connectionString: fresh.url });
    await db.connect();
    const uma = async (q: string) => Number((await db.query(q)).rows[0].n);
    expect(await uma(`SELECT count(*) AS n FROM usuario WHERE email = 'admin@rcc.demo'`)).toBe(1);
    expect(await uma(`SELECT count(*) AS n FROM veiculo WHERE placa = 'ABC1D23'`)).toBe(1);

    // Mixed burst: logins (session rows written) alternate between the instances, and each session
    // is used at once on the other one for reads and a write.
    const erros: string[] = [];
    const confere = (o: string, s: number) => {
      if (s !== 200) erros.push(`${o}: ${s}`);
    };
    const contas = ['admin', 'secretaria', 'transportador', 'gerador', 'destino', 'fiscal'];
    await Promise.all(
      Array.from({ length: 12 }, async (_, n) => {
        const email = `${contas[n % contas.length]}@rcc.demo`;
        const [aqui, ali] = n % 2 ? [a, b] : [b, a];
        const found = await json(`${aqui.url}/api/find-available-pessoa`, { body: { email } });
        confere('find-available-pessoa', found.status);
        const idPessoa = (found.body.data?.rows as Array<{ id: number }> | undefined)?.[0]?.id;
        const login = await json(`${aqui.url}/api/login`, {
          body: { username: email, password: 'Rcc@2026', idPessoa },
        });
        confere('login', login.status);
        const token = String(login.body.data?.token);
        for (let k = 0; k < 3; k++) {
          confere('notificacoes', (await json(`${ali.url}/api/notificacoes`, { token })).status);
          confere('contagem', (await json(`${aqui.url}/api/notificacoes/contagem`, { token })).status);
        }
        confere('lidas', (await json(`${ali.url}/api/notificacoes/lidas`, { token, body: {} })).status);
        confere('logout', (await json(`${ali.url}/api/logout`, { token, body: {} })).status);
        // Logged out on the other instance: the session is gone here too.
        const depois = await json(`${aqui.url}/api/notificacoes`, { token });
        if (depois.status !== 401) erros.push(`sessão sobreviveu ao logout: ${depois.status}`);
      }),
    );
    expect(erros).toEqual([]);

    // Webhooks: an endpoint of the authority (sees every CTR) at the local receiver, down at first.
    const [admin] = (
      await db.query(`SELECT id, id_pessoa AS "idPessoa" FROM usuario WHERE email = 'admin@rcc.demo'`)
    ).rows as Array<{ id: number; idPessoa: number }>;
    const alvo = `http://127.0.0.1:${(receptor.address() as net.AddressInfo).port}/rcc`;
    await db.query(
      `INSERT INTO webhook_endpoint (id_pessoa, id_usuario, url, eventos, segredo)
       VALUES ($1, $2, $3, ARRAY['ctr.situacao_alterada'], $4)`,
      [admin!.idPessoa, admin!.id, alvo, SEGREDO],
    );
    const ids: number[] = [];
    for (let i = 0; i < EVENTOS; i++) {
      const { rows } = await db.query(
        `INSERT INTO evento (tipo, payload) VALUES ('ctr.situacao_alterada', $1) RETURNING id`,
        [
          JSON.stringify({
            id: 100_000 + i,
            idGerador: 1,
            idTransportador: 2,
            idDestino: null,
            acao: 'alocar',
            de: 'Enviada',
            para: 'Alocada',
          }),
        ],
      );
      ids.push(Number(rows[0].id));
    }
    // The receiver refuses for a while; then it answers, and A is killed in the middle of the deliveries.
    const inicio = Date.now();
    while (recusados < 5 && Date.now() - inicio < 30_000) await new Promise((r) => setTimeout(r, 100));
    expect(recusados).toBeGreaterThanOrEqual(5);
    receptorNoAr = true;
    while (recebidos.length < 20 && Date.now() - inicio < 60_000) await new Promise((r) => setTimeout(r, 50));
    a.child.kill('SIGKILL');
    const morte = Date.now();
    const esperados = ids.map((id) => `evt_${id}`);
    const faltam = () => esperados.filter((id) => !recebidos.some((r) => r.id === id));
    const deadline = Date.now() + 150_000;
    while (faltam().length && Date.now() < deadline) await new Promise((r) => setTimeout(r, 500));

    console.info(
      `duas instâncias: ${recusados} entregas recusadas com o receptor fora; após o SIGKILL, ` +
        `todas as ${EVENTOS} chegaram em ${((Date.now() - morte) / 1000).toFixed(0)} s (${recebidos.length} recebimentos)`,
    );
    expect(faltam()).toEqual([]);
    expect(recebidos.every((r) => r.valido)).toBe(true);
    // A repeated id is allowed only for the attempt in flight at the kill (the receiver dedupes by id).
    expect(recebidos.length - new Set(recebidos.map((r) => r.id)).size).toBeLessThanOrEqual(2);
    // The last answers are recorded just after the receiver got them; the one in flight at the kill
    // is recorded only when B retries it, after its job's expiry (30 s) — allow for that under load.
    const entregues = () => uma(`SELECT count(*) AS n FROM webhook_entrega WHERE situacao = 'entregue'`);
    for (let i = 0; i < 240 && (await entregues()) < EVENTOS; i++)
      await new Promise((r) => setTimeout(r, 500));
    expect(await entregues()).toBe(EVENTOS);
    expect(b.child.exitCode).toBeNull();
  }, 420_000);
});
