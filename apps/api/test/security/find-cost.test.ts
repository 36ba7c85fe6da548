import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../src/db/sql';
import { FIND_COST } from '../../src/modules/find/cost';
import { allEntities } from '../../src/modules/find/registry';
import { demoIds } from '../ctr-factories';
import { createTestContext, type TestContext } from '../helpers';

/**
 * Issue #12 item 2, "no request can stall the API": the generic find's cost bound, and another
 * user's request staying fast while the costliest finds the bound allows run, on both databases.
 */
let t: TestContext;
let ids: Awaited<ReturnType<typeof demoIds>>;
const onPostgres = process.env.TEST_DB === 'postgres';

beforeAll(async () => {
  t = await createTestContext();
  ids = await demoIds(t.db);
  // The demo transporter's CTRs: 3,000, the 60 newest with 50 history rows each (3,000 more).
  await t.db.query(sql`
    INSERT INTO solicitacao_transporte (situacao, id_obra, id_gerador, id_transportador, id_residuo_predominante,
      codigo_verificacao, observacao, volume_aproximado_m3, data_hora_solicitacao)
    SELECT 'Solicitada', ${ids.obra}, ${ids.gerador}, ${ids.transportador}, (SELECT min(id) FROM tipo_residuo),
      'CUSTO-' || g || '-' || left(md5(random()::text), 20), 'Carga de teste ' || g, 5,
      now() - g * interval '1 minute'
    FROM generate_series(1, 3000) g`);
  await t.db.query(sql`
    INSERT INTO historico_ctr (id_solicitacao_transporte, acao, situacao_de, situacao_para, motivo)
    SELECT s.id, 'solicitar', NULL, 'Solicitada', 'Histórico de teste ' || h
    FROM (SELECT id FROM solicitacao_transporte WHERE codigo_verificacao LIKE 'CUSTO-%' ORDER BY id DESC LIMIT 60) s,
      generate_series(1, 50) h`);
  await t.db.exec('ANALYZE');
}, 120_000);
afterAll(() => t.close());

const find = (token: string, entity: string, body: unknown) =>
  t.call('POST', `/api/${entity}/find`, { token, body });

/** Answers of over-limit finds: 400, Portuguese, and what to reduce. */
async function expectRefused(token: string, entity: string, body: unknown, message: string | RegExp) {
  const res = await find(token, entity, body);
  expect(res.statusCode, res.body).toBe(400);
  expect(res.json().error.message).toMatch(message);
}

const pessoa = (more: object = {}) => ({ model: 'pessoa', fields: ['nomeRazaoSocial'], ...more });

describe('generic find cost bound', () => {
  it('refuses too many, too deep or too costly includes with a clear 400', async () => {
    const tr = await t.login('transportador');
    const ctr = 'SolicitacaoTransporte';
    // The shape of the review's attack: 20 includes per level.
    await expectRefused(
      tr,
      ctr,
      { include: Array(20).fill('obra') },
      'Inclusões demais: no máximo 5 por nível.',
    );
    await expectRefused(
      tr,
      ctr,
      { include: ['obra', 'transportador', 'gerador', 'destinoFinal', 'veiculo', 'cacamba'] },
      'no máximo 5 por nível',
    );
    await expectRefused(
      tr,
      ctr,
      {
        include: [
          { model: 'obra', include: [{ model: 'gerador', include: [pessoa({ include: ['municipio'] })] }] },
        ],
      },
      'Inclusões aninhadas demais: no máximo 3 níveis.',
    );
    await expectRefused(
      tr,
      ctr,
      {
        limit: 1,
        include: [
          { model: 'obra', include: ['gerador', 'municipio'] },
          { model: 'transportador', include: [pessoa()] },
          { model: 'gerador', include: [pessoa()] },
          { model: 'destinoFinal', include: [pessoa()] },
        ],
      },
      'Inclusões demais: no máximo 8 por consulta.',
    );
    // limit × (1 + 50 history rows) may reach 3,000: 58 rows, not 59.
    await expectRefused(tr, ctr, { limit: 59, include: ['historico'] }, /use limit de no máximo 58\b/);
    expect((await find(tr, ctr, { limit: 58, include: ['historico'] })).statusCode).toBe(200);
    await expectRefused(
      tr,
      ctr,
      { limit: 1000, include: ['obra', 'transportador', 'gerador'] },
      /no máximo 750\b/,
    );
    expect(
      (await find(tr, ctr, { limit: 750, include: ['obra', 'transportador', 'gerador'] })).statusCode,
    ).toBe(200);
    // A photo (up to 1 MB) weighs as 100 rows: at most 29 a find.
    await expectRefused(tr, ctr, { limit: 30, fields: ['id', 'fotoCacamba'] }, /no máximo 29\b/);
    expect((await find(tr, ctr, { limit: 29, fields: ['id', 'fotoCacamba'] })).statusCode).toBe(200);
  });

  it('returns at most 50 rows of a list include per parent, the first by key', async () => {
    const admin = await t.login('admin');
    const [ctr] = await t.db.query<{ id: number }>(
      sql`SELECT id FROM solicitacao_transporte WHERE codigo_verificacao LIKE 'CUSTO-%' ORDER BY id DESC LIMIT 1`,
    );
    await t.db.query(sql`
      INSERT INTO historico_ctr (id_solicitacao_transporte, acao, situacao_para)
      SELECT ${ctr!.id}, 'solicitar', 'Solicitada' FROM generate_series(1, 20)`);
    const res = await find(admin, 'SolicitacaoTransporte', {
      where: { id: ctr!.id },
      include: ['historico'],
    });
    expect(res.statusCode, res.body).toBe(200);
    const historico = res.json().data.rows[0].historico as Array<{ id: number }>;
    const [first] = await t.db.query<{ ids: number[] }>(
      sql`SELECT array_agg(id ORDER BY id) AS ids FROM (SELECT id FROM historico_ctr
        WHERE id_solicitacao_transporte = ${ctr!.id} ORDER BY id LIMIT ${FIND_COST.manyPerParent}) h`,
    );
    expect(historico.map((h) => Number(h.id))).toEqual(first!.ids.map(Number));
    expect(historico).toHaveLength(50);
  });

  it('builds every list include of every entity with the per-parent cap', async () => {
    const admin = await t.login('admin');
    const lists = allEntities().flatMap((def) =>
      Object.entries(def.includes ?? {})
        .filter(([, inc]) => inc.kind === 'many')
        .map(([name]) => [def.name, name] as const),
    );
    expect(lists.length).toBeGreaterThan(5);
    for (const [entity, name] of lists) {
      const res = await find(admin, entity, { limit: 5, include: [name] });
      expect(res.statusCode, `${entity}.${name}: ${res.body.slice(0, 300)}`).toBe(200);
    }
  });

  it("accepts every web screen's request (apps/web/src) and pages an export with includes", async () => {
    const admin = await t.login('admin');
    const [pessoaId] = await t.db.query<{ id: number }>(
      sql`SELECT id_pessoa AS id FROM perfil WHERE id = ${ids.transportador}`,
    );
    const screens: Array<[string, unknown]> = [
      // PessoaFormPage
      [
        'Pessoa',
        {
          where: { id: pessoaId!.id },
          limit: 1,
          include: ['perfis', 'responsaveis', { association: 'usuarios', include: ['perfis'] }],
        },
      ],
      // ObraForm
      [
        'Obra',
        {
          where: { id: ids.obra },
          include: [
            'municipio',
            'transportadores',
            {
              model: 'obraTipoResiduos',
              include: [{ model: 'tipoResiduo', include: [{ model: 'classeMaterial', fields: ['classe'] }] }],
            },
          ],
        },
      ],
      // ObraList (staff), largest page
      ['Obra', { limit: 20, include: [{ model: 'gerador', fields: ['id'], include: [pessoa()] }] }],
      // ResiduosField
      ['TipoResiduo', { include: ['classeMaterial'], order: [['nome', 'ASC']], limit: 1000 }],
      // CancelamentoChartsPage, use-obra-transportadores
      ['Pessoa', { include: ['perfis'], limit: 10 }],
      ['ObraTransportador', { where: { idObra: ids.obra }, include: ['transportador'], limit: 100 }],
      // AvaliarRecebimentoPopup, TriagemFormPage
      ['SolicitacaoTransporte', { limit: 1, include: [{ name: 'residuos', include: ['tipoResiduo'] }] }],
    ];
    for (const [entity, body] of screens) {
      const res = await find(admin, entity, body);
      expect(res.statusCode, `${entity} ${JSON.stringify(body)}: ${res.body}`).toBe(200);
    }
    // 3,001 CTRs with two includes: pages of at most 1,000 rows (3 joined rows each), all exported.
    const res = await find(admin, 'SolicitacaoTransporte', {
      where: { idTransportador: ids.transportador },
      fields: ['id'],
      include: [
        { model: 'obra', fields: ['id'] },
        { model: 'transportador', fields: ['id'] },
      ],
      format: 'xlsx',
    });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    const ExcelJS = (await import('exceljs')).default;
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const [count] = await t.db.query<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM solicitacao_transporte WHERE id_transportador = ${ids.transportador}`,
    );
    expect(wb.worksheets[0]!.rowCount).toBe(count!.n + 1);
  });
});

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

describe('one user cannot stall the API', () => {
  it("answers another user's GET /api/me within 200 ms while the costliest allowed finds run", async () => {
    const attacker = await t.login('transportador');
    const victim = await t.login('gerador');
    // The costliest finds the bound allows, measured among the CTR finds (widest rows, most data):
    // 1,000 rows with two includes, filtered and sorted without an index; 58 rows × 50 history rows.
    const costliest: unknown[] = [
      {
        limit: 1000,
        where: { observacao: { $iLike: '%teste%' } },
        order: [['observacao', 'DESC']],
        include: ['obra', 'transportador'],
      },
      { limit: 58, include: ['historico'] },
    ];
    let running = true;
    const findMs: number[] = [];
    const attack = async (body: unknown) => {
      for (let first = true; running; first = false) {
        const t0 = performance.now();
        const res = await find(attacker, 'SolicitacaoTransporte', body);
        findMs.push(performance.now() - t0);
        expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
        // Read once: parsing megabytes here would stall this process, which also plays the API.
        if (first) expect(res.json().data.rows).toHaveLength((body as { limit: number }).limit);
      }
    };
    const attacks = costliest.map(attack);
    await new Promise((r) => setTimeout(r, 300));
    const meMs: number[] = [];
    const until = performance.now() + 4000;
    while (performance.now() < until) {
      const t0 = performance.now();
      const res = await t.call('GET', '/api/me', { token: victim });
      meMs.push(performance.now() - t0);
      expect(res.statusCode).toBe(200);
      await new Promise((r) => setTimeout(r, 20));
    }
    running = false;
    await Promise.all(attacks);
    meMs.sort((a, b) => a - b);
    findMs.sort((a, b) => a - b);
    const p90 = percentile(meMs, 0.9);
    console.info(
      `[find-cost] ${onPostgres ? 'PostgreSQL' : 'PGlite'}: ${findMs.length} finds, median ${Math.round(percentile(findMs, 0.5))} ms;` +
        ` GET /api/me ×${meMs.length}: median ${Math.round(percentile(meMs, 0.5))} ms, p90 ${Math.round(p90)} ms, max ${Math.round(meMs.at(-1)!)} ms`,
    );
    expect(findMs.length).toBeGreaterThanOrEqual(2);
    // Nine in ten within 200 ms and none stalled: a rare outlier is the shared machine (CI runs on
    // 2 cores; measured at load 17: p90 15–139 ms, max 52–235 ms), not the database.
    expect(p90).toBeLessThan(200);
    expect(meMs.at(-1)!).toBeLessThan(1000);
  }, 60_000);
});

describe('database limits answer clear errors', () => {
  it('answers 503 when the database stays busy past DB_WAIT_MS, and serves again after', async () => {
    const c = await createTestContext({ DB_WAIT_MS: '300' });
    try {
      const token = await c.login('gerador');
      let release = () => {};
      const held = new Promise<void>((r) => {
        release = r;
      });
      // Every connection held by a transaction: PGlite has one, the test pool ten.
      const holders = Array.from({ length: onPostgres ? 10 : 1 }, () => c.db.transaction(() => held));
      await new Promise((r) => setTimeout(r, 50));
      const t0 = performance.now();
      const res = await c.call('GET', '/api/me', { token });
      expect(performance.now() - t0).toBeGreaterThanOrEqual(250);
      expect(res.statusCode, res.body).toBe(503);
      expect(res.json().error).toEqual({
        type: 'UNAVAILABLE',
        message: 'O sistema está ocupado. Tente novamente em instantes.',
      });
      release();
      await Promise.all(holders);
      expect((await c.call('GET', '/api/me', { token })).statusCode).toBe(200);
    } finally {
      await c.close();
    }
  });

  it.runIf(onPostgres)('cuts a statement past DB_STATEMENT_TIMEOUT_MS with a clear 503, no SQL', async () => {
    const c = await createTestContext({ DB_STATEMENT_TIMEOUT_MS: '300' });
    try {
      const token = await c.login('admin');
      let release = () => {};
      const held = new Promise<void>((r) => {
        release = r;
      });
      // A statement that waits for a lock runs until the timeout cuts it.
      let locked = () => {};
      const isLocked = new Promise<void>((r) => {
        locked = r;
      });
      const holder = c.db.transaction(async (tx) => {
        await tx.query('LOCK TABLE solicitacao_transporte IN ACCESS EXCLUSIVE MODE');
        locked();
        await held;
      });
      await isLocked;
      const res = await c.call('POST', '/api/SolicitacaoTransporte/find', { token, body: {} });
      release();
      await holder;
      expect(res.statusCode, res.body).toBe(503);
      expect(res.json().error).toEqual({
        type: 'UNAVAILABLE',
        message:
          'A consulta demorou mais que o permitido e foi interrompida. Refine os filtros e tente novamente.',
      });
      expect((await c.call('POST', '/api/SolicitacaoTransporte/find', { token, body: {} })).statusCode).toBe(
        200,
      );
    } finally {
      await c.close();
    }
  });

  // Why the embedded mode relies on the cost bound and the gate (db/client.ts): if PGlite ever
  // honours statement_timeout, this fails and the timeout can be applied there too.
  it.runIf(!onPostgres)('PGlite accepts statement_timeout but never cuts a statement', async () => {
    const t0 = performance.now();
    await t.db.transaction(async (tx) => {
      await tx.query('SET LOCAL statement_timeout = 50');
      await tx.query('SELECT pg_sleep(0.3)');
    });
    expect(performance.now() - t0).toBeGreaterThanOrEqual(290);
  });
});
