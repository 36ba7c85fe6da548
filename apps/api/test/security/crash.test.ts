import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite } from '../../src/db/client';
import { DEMO, DEMO_PASSWORD } from '../helpers';
import { post, type Server, startServer, waitExit } from './server-process';

/**
 * Issue #8 §4: the real server is killed with SIGKILL in the middle of a burst of writes and
 * started again on the same embedded database. Every write it acknowledged is still there, no
 * record is half-written, queued e-mails are intact, and the lock left by the dead process is
 * taken over.
 */
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rcc-crash-'));
let server: Server | undefined;
afterAll(async () => {
  if (server && server.proc.exitCode === null) {
    server.proc.kill('SIGKILL');
    await waitExit(server.proc);
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Write routes present at run time that the burst uses besides logins (CTR creation when it lands). */
async function writeRoutes(base: string): Promise<string[]> {
  const res = await fetch(`${base}/api/docs/json`);
  const doc = (await res.json()) as { paths?: Record<string, unknown> };
  return Object.keys(doc.paths ?? {}).filter((p) => p === '/api/SolicitacaoTransporte');
}

describe('crash safety', () => {
  it('loses no acknowledged write and opens again after SIGKILL mid-burst', async () => {
    const env = { DATA_DIR: dataDir, SEED_DEMO: 'true' };
    server = await startServer(env);
    const base = server.base;
    const found = await post(base, '/api/find-available-pessoa', { email: DEMO.gerador });
    const idPessoa = found.json!.data.rows[0]!.id as number;
    const extra = await writeRoutes(base);
    const acknowledged: string[] = [];
    const ctrs: number[] = [];
    let sent = 0;
    let stop = false;
    const first = await post(base, '/api/login', {
      username: DEMO.gerador,
      password: DEMO_PASSWORD,
      idPessoa,
    });
    const gerador = first.json!.data.token as string;
    acknowledged.push(gerador);
    // A CTR request like the generator's own (same obra and transporter), when the route exists.
    let pedido: Record<string, unknown> | null = null;
    if (extra.length) {
      const found = await post(
        base,
        '/api/SolicitacaoTransporte/find',
        { fields: ['idObra', 'idGerador', 'idTransportador'], limit: 1 },
        gerador,
      );
      const row = found.json?.data?.rows?.[0];
      if (row) {
        pedido = {
          ...row,
          idResiduoPredominante: 1,
          quantidadeCacambas: 1,
          residuos: [{ idTipoResiduo: 1, volumeAproximadoM3: 2 }],
        };
      }
    }
    // Parallel writers: logins (each one a session row) and CTR creations (CTR + wastes + history).
    const loginWriter = async () => {
      while (!stop) {
        sent++;
        try {
          const r = await post(base, '/api/login', {
            username: DEMO.gerador,
            password: DEMO_PASSWORD,
            idPessoa,
          });
          if (r.status === 200) acknowledged.push(r.json!.data.token as string);
        } catch {
          return; // the server died under us: expected
        }
      }
    };
    let ctrFailure = '';
    const ctrWriter = async () => {
      while (!stop && pedido) {
        sent++;
        try {
          const r = await post(base, '/api/SolicitacaoTransporte', pedido, gerador);
          if (r.status === 200) ctrs.push(Number(r.json!.data.id));
          else {
            ctrFailure = `criação de CTR respondeu ${r.status}: ${JSON.stringify(r.json)}`;
            return;
          }
        } catch {
          return;
        }
      }
    };
    const writers = [loginWriter(), loginWriter(), ctrWriter(), ctrWriter(), ctrWriter()];
    // Kill once a good number of writes were acknowledged, while others are in flight.
    while (!ctrFailure && (acknowledged.length < 15 || (pedido && ctrs.length < 30))) {
      await new Promise((r) => setTimeout(r, 20));
    }
    expect(ctrFailure).toBe('');
    server.proc.kill('SIGKILL');
    stop = true;
    await waitExit(server.proc);
    await Promise.all(writers);
    expect(fs.readFileSync(path.join(dataDir, '.rcc.lock'), 'utf8')).toBe(String(server.proc.pid));

    // Same folder again: the stale lock of the dead pid is taken over and the database opens.
    server = await startServer(env);
    const survivors = await Promise.all(
      acknowledged.map(async (token) => {
        const res = await fetch(`${server!.base}/api/me`, { headers: { 'auth-token': token } });
        return res.status;
      }),
    );
    expect(survivors.filter((s) => s !== 200)).toEqual([]);
    for (const id of ctrs) {
      const res = await post(
        server.base,
        '/api/SolicitacaoTransporte/find',
        { where: { id }, fields: ['id'] },
        gerador,
      );
      expect(res.json?.data?.count, `CTR ${id} confirmada antes da queda`).toBe(1);
    }
    server.proc.kill('SIGTERM');
    expect(await waitExit(server.proc)).toBe(0);

    // Row-level invariants, read directly from the folder.
    const db = await openPglite(dataDir);
    try {
      const [s] = await db.query<{ n: number; orphans: number; bad: number }>(`
        SELECT count(*)::int AS n,
          count(*) FILTER (WHERE NOT EXISTS (SELECT 1 FROM usuario u WHERE u.id = s.id_usuario))::int AS orphans,
          count(*) FILTER (WHERE length(token_hash) <> 64 OR expires_at IS NULL)::int AS bad
        FROM sessao s`);
      expect(s!.n).toBeGreaterThanOrEqual(acknowledged.length);
      expect(s!.orphans).toBe(0);
      expect(s!.bad).toBe(0);
      const [mail] = await db.query<{ bad: number }>(`
        SELECT count(*)::int AS bad FROM email_fila
        WHERE situacao NOT IN ('pendente', 'enviado', 'falhou')
          OR (situacao = 'enviado' AND enviado_em IS NULL)
          OR (situacao = 'pendente' AND enviado_em IS NOT NULL)`);
      expect(mail!.bad).toBe(0);
      if (pedido) {
        expect(ctrs.length).toBeGreaterThanOrEqual(30);
        // A CTR is written with its history and its wastes in one transaction: never one without the other.
        const [ctr] = await db.query<{ bad: number }>(`
          SELECT count(*)::int AS bad FROM solicitacao_transporte st
          WHERE NOT EXISTS (SELECT 1 FROM historico_ctr h WHERE h.id_solicitacao_transporte = st.id)
            OR NOT EXISTS (SELECT 1 FROM solicitacao_transporte_residuo r WHERE r.id_solicitacao_transporte = st.id)`);
        expect(ctr!.bad).toBe(0);
      }
      const [check] = await db.query<{ ok: boolean }>(`SELECT count(*) > 0 AS ok FROM municipio`);
      expect(check!.ok).toBe(true);
    } finally {
      await db.close();
    }
    console.info(
      `queda: ${sent} escritas enviadas, ${acknowledged.length} sessões e ${ctrs.length} CTRs confirmadas antes do SIGKILL, todas presentes após reiniciar`,
    );
  }, 300_000);
});
