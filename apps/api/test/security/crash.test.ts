import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { type Db, openPglite } from '../../src/db/client';
import { messageIdOf } from '../../src/modules/mail/worker';
import { DEMO, DEMO_PASSWORD } from '../helpers';
import { startSmtpServer, type TestSmtp } from '../support/smtp';
import { post, type Server, startServer, waitExit } from './server-process';

/**
 * Issue #8 §4: the real server is killed with SIGKILL in the middle of a burst of writes and
 * started again on the same embedded database. Every write it acknowledged is still there, no
 * record is half-written, no stored file is left without its owner, every queued e-mail reaches
 * the (real, local) SMTP server with no loss, and the lock left by the dead process is taken over.
 */
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rcc-crash-'));
let server: Server | undefined;
let smtp: TestSmtp | undefined;
afterAll(async () => {
  if (server && server.proc.exitCode === null) {
    server.proc.kill('SIGKILL');
    await waitExit(server.proc);
  }
  await smtp?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** E-mails queued before the burst; the SMTP server takes SMTP_DELAY_MS to accept each one. */
const QUEUED_MAILS = 80;
const SMTP_DELAY_MS = 120;
const FROM = 'nao-responda@slu.df.gov.br';

/** The Message-ID header of a received message. */
const messageIdIn = (raw: string) => /^Message-ID:\s*(<[^>]+>)/im.exec(raw)?.[1] ?? '';

/**
 * `anexo` rows no owner points at (every foreign key to anexo, found in the catalog, plus the
 * attachments a queued e-mail names).
 */
async function orphanFiles(db: Db): Promise<{ files: number; orphans: number; owners: string[] }> {
  const refs = await db.query<{ tabela: string; coluna: string }>(`
    SELECT c.conrelid::regclass::text AS tabela, a.attname AS coluna
    FROM pg_constraint c JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = c.conkey[1]
    WHERE c.contype = 'f' AND c.confrelid = 'anexo'::regclass ORDER BY 1, 2`);
  const owned = refs.map((r) => `EXISTS (SELECT 1 FROM ${r.tabela} o WHERE o.${r.coluna} = x.id)`);
  owned.push(`EXISTS (SELECT 1 FROM email_fila e, jsonb_array_elements(CASE WHEN jsonb_typeof(e.anexos) = 'array'
    THEN e.anexos ELSE '[]'::jsonb END) j WHERE (j->>'idAnexo')::bigint = x.id)`);
  const [row] = await db.query<{ files: number; orphans: number }>(`
    SELECT count(*)::int AS files, count(*) FILTER (WHERE NOT (${owned.join(' OR ')}))::int AS orphans FROM anexo x`);
  return { ...row!, owners: refs.map((r) => `${r.tabela}.${r.coluna}`) };
}

/** Write routes present at run time that the burst uses besides logins (CTR creation when it lands). */
async function writeRoutes(base: string): Promise<string[]> {
  const res = await fetch(`${base}/api/docs/json`);
  const doc = (await res.json()) as { paths?: Record<string, unknown> };
  return Object.keys(doc.paths ?? {}).filter((p) => p === '/api/SolicitacaoTransporte');
}

describe('crash safety', () => {
  it('loses no acknowledged write and opens again after SIGKILL mid-burst', async () => {
    // 0. A first start creates the database; then, with the server stopped, SMTP is pointed at a
    // real local server (slow on purpose, so the kill lands while the outbox is being sent) and
    // QUEUED_MAILS messages are queued, each to its own recipient with its own subject.
    server = await startServer({ DATA_DIR: dataDir, SEED_DEMO: 'true' });
    server.proc.kill('SIGTERM');
    expect(await waitExit(server.proc)).toBe(0);
    // Each message takes SMTP_DELAY_MS to be accepted; the last 20 wait for the kill (at most 50 s),
    // so the kill always lands while the outbox is still being sent, however slow the burst is.
    let killed = false;
    const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
    smtp = await startSmtpServer({
      beforeAccept: async () => {
        await sleep(SMTP_DELAY_MS);
        const until = Date.now() + 50_000;
        while (!killed && smtp!.received.length >= QUEUED_MAILS - 20 && Date.now() < until) await sleep(50);
      },
    });
    {
      const db = await openPglite(dataDir);
      try {
        await smtp.configure(db);
        await db.query(`UPDATE parametro SET email_envio_smtp = $1 WHERE id = 1`, [FROM]);
        for (let i = 0; i < QUEUED_MAILS; i++) {
          await db.query(`INSERT INTO email_fila (para, assunto, texto) VALUES ($1, $2, $3)`, [
            `destinatario${i}@rcc.teste`,
            `Mensagem da fila ${i}`,
            `Texto da mensagem ${i}.`,
          ]);
        }
      } finally {
        await db.close();
      }
    }
    // The mail worker runs; a mail claimed by the killed process is retried after the 2 s lease.
    const env = {
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      MAIL_WORKER: 'true',
      MAIL_LEASE_MS: '2000',
    };
    server = await startServer(env);
    const base = server.base;
    const found = await post(base, '/api/find-available-pessoa', { email: DEMO.gerador });
    const idPessoa = found.json!.data.rows[0]!.id as number;
    const extra = await writeRoutes(base);
    const acknowledged: string[] = [];
    let duplicates = 0;
    let mailSummary = '';
    let fileSummary = '';
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
    // Occurrences with a photo (a stored file + its owner row, in one transaction), as the citizen.
    const cidadaoPessoa = (await post(base, '/api/find-available-pessoa', { email: DEMO.cidadao })).json!.data
      .rows[0]!.id as number;
    const cidadao = (
      await post(base, '/api/login', {
        username: DEMO.cidadao,
        password: DEMO_PASSWORD,
        idPessoa: cidadaoPessoa,
      })
    ).json!.data.token as string;
    const foto = await sharp({ create: { width: 32, height: 24, channels: 3, background: '#963' } })
      .jpeg()
      .toBuffer();
    const ocorrencias: number[] = [];
    let ocorrenciaFailure = '';
    const ocorrenciaWriter = async () => {
      while (!stop) {
        sent++;
        const form = new FormData();
        form.set('irregularidadeCom', 'Caçamba');
        form.set('descricaoIrregularidade', 'Caçamba com excesso de resíduo');
        form.set('possuiIdentificador', 'Não');
        form.set('identificacaoCacamba', 'Caçamba verde');
        form.set('shape', 'POINT(-47.9 -15.8)');
        form.set('local', 'Quadra 1, teste de queda');
        form.set('foto', new Blob([foto], { type: 'image/jpeg' }), 'foto.jpg');
        try {
          const r = await fetch(`${base}/api/Ocorrencia`, {
            method: 'POST',
            headers: { 'auth-token': cidadao },
            body: form,
          });
          const body = (await r.json()) as { data?: { id: number } };
          if (r.status === 201) ocorrencias.push(body.data!.id);
          else {
            ocorrenciaFailure = `ocorrência respondeu ${r.status}: ${JSON.stringify(body)}`;
            return;
          }
        } catch {
          return;
        }
      }
    };
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
    const writers = [loginWriter(), loginWriter(), ctrWriter(), ctrWriter(), ctrWriter(), ocorrenciaWriter()];
    // Kill once a good number of writes were acknowledged and the outbox is being sent, while
    // other writes (and an SMTP delivery) are in flight.
    while (
      !ctrFailure &&
      !ocorrenciaFailure &&
      (acknowledged.length < 15 ||
        (pedido && ctrs.length < 30) ||
        ocorrencias.length < 10 ||
        smtp.received.length < 5)
    ) {
      await new Promise((r) => setTimeout(r, 20));
    }
    expect(ctrFailure).toBe('');
    expect(ocorrenciaFailure).toBe('');
    server.proc.kill('SIGKILL');
    killed = true;
    const mailsBeforeKill = smtp.received.length;
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
    for (const id of ocorrencias) {
      const res = await fetch(`${server.base}/api/Ocorrencia/${id}/foto`, {
        headers: { 'auth-token': cidadao },
      });
      expect(res.status, `foto da ocorrência ${id} confirmada antes da queda`).toBe(200);
    }
    // The restarted worker drains the rest of the outbox: the queued mails and those the burst's
    // notifications added. The mail caught by the kill runs again as soon as the worker starts (on
    // the embedded database a job left 'active' can only be an orphan of the killed process):
    // wait until nothing new arrived for 45 s, so a late duplicate would be seen.
    const deadline = Date.now() + 170_000;
    let lastCount = -1;
    let quietSince = Date.now();
    while (Date.now() < deadline) {
      if (smtp.received.length !== lastCount) {
        lastCount = smtp.received.length;
        quietSince = Date.now();
      }
      const distinct = new Set(smtp.received.map((m) => messageIdIn(m.raw))).size;
      if (distinct >= QUEUED_MAILS && Date.now() - quietSince > 45_000) break;
      await new Promise((r) => setTimeout(r, 200));
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

      // Every queued e-mail was sent and received: none lost. Delivery is at-least-once: only a
      // mail whose SMTP acceptance and 'enviado' mark straddle the kill can arrive twice, and then
      // with the same Message-ID (docs/security.md §4) — at most one such mail, the worker sends
      // one at a time.
      const fila = await db.query<{
        id: number;
        para: string;
        assunto: string;
        criadoEm: Date;
        situacao: string;
      }>(`SELECT id, para, assunto, created_at AS "criadoEm", situacao FROM email_fila ORDER BY id`);
      expect(fila.length).toBeGreaterThanOrEqual(QUEUED_MAILS);
      expect(fila.filter((m) => m.situacao !== 'enviado')).toEqual([]);
      const byId = new Map<string, number>();
      for (const m of smtp!.received) byId.set(messageIdIn(m.raw), (byId.get(messageIdIn(m.raw)) ?? 0) + 1);
      const expected = new Set(fila.map((m) => messageIdOf(m, FROM)));
      expect([...byId.keys()].filter((id) => !expected.has(id))).toEqual([]);
      const lost = fila.filter((m) => !byId.has(messageIdOf(m, FROM)));
      expect(lost.map((m) => m.assunto)).toEqual([]);
      for (const m of fila) {
        const got = smtp!.received.filter((r) => messageIdIn(r.raw) === messageIdOf(m, FROM));
        // A subject with accents (the burst's notification mails) travels RFC 2047-encoded: the
        // plain-text comparison holds for the ASCII ones.
        const ascii = /^[\x20-\x7e]*$/.test(m.assunto);
        expect(
          got.every((r) => r.to.includes(m.para) && (!ascii || r.text.includes(`Subject: ${m.assunto}`))),
        ).toBe(true);
      }
      duplicates = [...byId.values()].filter((n) => n > 1).length;
      expect(duplicates).toBeLessThanOrEqual(1);
      expect(mailsBeforeKill).toBeLessThan(QUEUED_MAILS);
      mailSummary = `${fila.length} e-mails na fila, ${mailsBeforeKill} entregues antes da queda, ${smtp!.received.length} recebidos no total (${byId.size} distintos, ${duplicates} repetidos)`;

      // Every stored file has its owner, and every acknowledged occurrence its photo.
      const files = await orphanFiles(db);
      expect(files.owners.length).toBeGreaterThanOrEqual(5);
      expect(files.files).toBeGreaterThanOrEqual(ocorrencias.length);
      expect(files.orphans).toBe(0);
      const [occ] = await db.query<{ bad: number }>(`
        SELECT count(*)::int AS bad FROM ocorrencia o
        WHERE NOT EXISTS (SELECT 1 FROM anexo a WHERE a.id = o.id_anexo_foto AND a.tamanho = length(a.conteudo))`);
      expect(occ!.bad).toBe(0);
      fileSummary = `${files.files} arquivos, nenhum órfão (${files.owners.length} colunas donas)`;
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
      `queda: ${sent} escritas enviadas, ${acknowledged.length} sessões, ${ctrs.length} CTRs e ${ocorrencias.length} ocorrências com foto confirmadas antes do SIGKILL, todas presentes após reiniciar; ${mailSummary}; ${fileSummary}`,
    );
  }, 420_000);
});
