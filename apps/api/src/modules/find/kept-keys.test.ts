import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { sql } from '../../db/sql';
import { createCtr, createObra, createTransportador, type DemoIds } from '../../../test/ctr-factories';
import { ctrTestContext } from '../../../test/ctr-context';
import type { TestContext } from '../../../test/helpers';
import { KEPT_KEYS_LIMITS, keptKeysMemo, limparMudancas, pageOf } from './kept-keys';

// Issue #17 item 3: a name-filtered Localizar CTR keeps its whole key list (find/kept-keys.ts) while
// no transaction it could not see has changed the CTRs (migration 1032). Whatever is kept, every
// answer must be what the plain ILIKE over the rows the user may see answers at that moment.

let t: TestContext;
let ids: DemoIds;
let outra: { idPerfil: number; token: string };
const PADRAO = '%Chácara Buriti%';
let obras: number[] = [];

const novaObra = (nome: string) => createObra(t.db, ids.gerador, nome);

beforeAll(async () => {
  ({ t, ids } = await ctrTestContext());
  outra = await createTransportador(t);
  for (const [i, nome] of ['Chácara Buriti', 'CHÁCARA BURITI II', 'Sítio Ipê'].entries()) {
    const obra = await novaObra(`${nome} ${i}`);
    obras.push(obra);
    for (let k = 0; k < 4; k++)
      await createCtr(
        t.db,
        { ...ids, obra },
        { idTransportador: k === 3 ? outra.idPerfil : ids.transportador },
      );
  }
  obras = obras.slice(0, 2);
});
afterAll(() => t.close());

type Resposta = { rows: Array<{ id: number }>; count: number; countEstimated?: boolean; next?: unknown[] };
const filtro = { nomeObra: { $iLike: PADRAO } };

async function localizar(token: string, body: Record<string, unknown>): Promise<Resposta> {
  const res = await t.call('POST', '/api/ViewSolicitacaoTransporte/find', {
    token,
    body: { fields: ['id'], where: filtro, order: [['id', 'DESC']], ...body },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Resposta;
}

/** The plain answer: ILIKE on the view over the CTRs the user sees unfiltered, newest first. */
async function ingenuo(token: string): Promise<number[]> {
  const res = await t.call('POST', '/api/ViewSolicitacaoTransporte/find', {
    token,
    body: { fields: ['id', 'nomeObra'], order: [['id', 'DESC']], limit: 1000 },
  });
  const rows = res.json().data.rows as Array<{ id: number; nomeObra: string }>;
  expect(rows.length).toBeLessThan(1000);
  const visiveis = rows.map((r) => r.id);
  const found = await t.db.query<{ id: number }>(sql`
    SELECT id FROM view_solicitacao_transporte WHERE nome_obra ILIKE ${PADRAO} AND id = ANY(${visiveis}::int8[])
    ORDER BY id DESC`);
  return found.map((r) => Number(r.id));
}

const idsDe = (r: Resposta) => r.rows.map((x) => x.id);

/** Every page of 3, by offset and by cursor, and the count: all must equal the plain answer. */
async function conferir(token: string, quem = '') {
  const esperado = await ingenuo(token);
  const porOffset: number[] = [];
  for (let offset = 0; offset < esperado.length + 3; offset += 3) {
    const p = await localizar(token, { limit: 3, offset });
    expect(p.count, quem).toBe(esperado.length);
    expect(p.countEstimated, quem).toBeUndefined();
    porOffset.push(...idsDe(p));
  }
  expect(porOffset, quem).toEqual(esperado);
  const porCursor: number[] = [];
  let after: unknown[] | undefined;
  for (;;) {
    const p = await localizar(token, { limit: 3, ...(after ? { after } : {}) });
    porCursor.push(...idsDe(p));
    if (!p.next) break;
    after = p.next;
  }
  expect(porCursor, quem).toEqual(esperado);
  const crescente = await localizar(token, { limit: 100, order: [['id', 'ASC']] });
  expect(idsDe(crescente), quem).toEqual([...esperado].reverse());
  return esperado;
}

describe('a name-filtered CTR list kept whole while the CTRs do not change (issue #17 item 3)', () => {
  it('answers every page, by offset and by cursor, and the exact count, from one read of the list', async () => {
    for (const [quem, token] of [
      ['secretaria', await t.login('secretaria')],
      ['transportador', await t.login('transportador')],
      ['outra', outra.token],
    ] as const) {
      keptKeysMemo.clear(t.db);
      const esperado = await conferir(token, quem);
      expect(esperado.length, quem).toBeGreaterThan(0);
      // One read per order (newest first, oldest first); every other request only checked the list.
      expect(keptKeysMemo.reads, quem).toBe(2);
      expect(keptKeysMemo.checks, quem).toBeGreaterThanOrEqual(2);
    }
  });

  it('sees a CTR added or moved to another transporter and back at once, and a rolled-back write changes nothing', async () => {
    const token = await t.login('transportador');
    keptKeysMemo.clear(t.db);
    const antes = await conferir(token);
    const nova = await createCtr(t.db, { ...ids, obra: obras[0]! });
    expect((await conferir(token))[0]).toBe(nova);
    await t.db.query(
      sql`UPDATE solicitacao_transporte SET id_transportador = ${outra.idPerfil} WHERE id = ${nova}`,
    );
    expect(await conferir(token)).toEqual(antes);
    expect(await conferir(outra.token)).toContain(nova);
    // And back: the transporter sees it again.
    await t.db.query(
      sql`UPDATE solicitacao_transporte SET id_transportador = ${ids.transportador} WHERE id = ${nova}`,
    );
    expect(await conferir(token)).toEqual([nova, ...antes]);
    expect(await conferir(outra.token)).not.toContain(nova);

    const reads = keptKeysMemo.reads;
    await localizar(token, { limit: 3 });
    await expect(
      t.db.transaction(async (tx) => {
        await tx.query(sql`UPDATE solicitacao_transporte SET observacao = 'x' WHERE id = ${antes[0]}`);
        throw new Error('desfeita');
      }),
    ).rejects.toThrow('desfeita');
    await localizar(token, { limit: 3 });
    expect(keptKeysMemo.reads).toBe(reads);
  });

  it('on a server, a write in flight when the list was read ends it once committed', async () => {
    if (t.db.kind !== 'postgres') return; // the embedded database runs one transaction at a time
    const token = await t.login('transportador');
    keptKeysMemo.clear(t.db);
    let nova = 0;
    let fim!: () => void;
    const aberta = new Promise<void>((r) => {
      fim = r;
    });
    let pronta!: () => void;
    const escrita = new Promise<void>((r) => {
      pronta = r;
    });
    // The writer holds one pooled connection; the reads below run on others.
    const tx = t.db.transaction(async (q) => {
      nova = await createCtr(q as unknown as Db, { ...ids, obra: obras[1]! });
      pronta();
      await aberta;
    });
    await escrita;
    // Read while the insert is uncommitted: not in the list, which is kept.
    const antes = idsDe(await localizar(token, { limit: 100 }));
    expect(antes).not.toContain(nova);
    expect(keptKeysMemo.reads).toBe(1);
    fim();
    await tx;
    const depois = idsDe(await localizar(token, { limit: 100 }));
    expect(depois[0]).toBe(nova);
    expect(depois).toEqual(await ingenuo(token));
    expect(keptKeysMemo.reads).toBe(2);
  });

  it('reads the list again after KEPT_KEYS_LIMITS.ageMs, and does not keep a list longer than the cap', async () => {
    const token = await t.login('secretaria');
    keptKeysMemo.clear(t.db);
    const now = keptKeysMemo.now;
    let agora = Date.now();
    keptKeysMemo.now = () => agora;
    const cap = KEPT_KEYS_LIMITS.cap;
    try {
      await localizar(token, { limit: 3 });
      await localizar(token, { limit: 3 });
      expect(keptKeysMemo.reads).toBe(1);
      agora += KEPT_KEYS_LIMITS.ageMs;
      await localizar(token, { limit: 3 });
      expect(keptKeysMemo.reads).toBe(2);
      // Longer than the cap: the pages are read from the database, the same answers.
      KEPT_KEYS_LIMITS.cap = 2;
      keptKeysMemo.clear(t.db);
      await conferir(token);
    } finally {
      keptKeysMemo.now = now;
      KEPT_KEYS_LIMITS.cap = cap;
    }
  });

  it('records one change per transaction and table, and the sweep deletes those older than 10 minutes', async () => {
    const contar = async () =>
      (await t.db.query<{ n: number }>(sql`SELECT count(*)::int AS n FROM mudanca_tabela`))[0]!.n;
    const antes = await contar();
    await t.db.transaction(async (tx) => {
      await tx.query(sql`UPDATE solicitacao_transporte SET observacao = 'a' WHERE id_obra = ${obras[0]}`);
      await tx.query(sql`UPDATE solicitacao_transporte SET observacao = 'b' WHERE id_obra = ${obras[0]}`);
    });
    expect(await contar()).toBe(antes + 1);
    await t.db.query(sql`UPDATE mudanca_tabela SET registrada_em = registrada_em - interval '11 minutes'
      WHERE xid IN (SELECT xid FROM mudanca_tabela ORDER BY xid DESC LIMIT 1)`);
    expect(await limparMudancas(t.db)).toBeGreaterThanOrEqual(1);
    expect(await contar()).toBeLessThanOrEqual(antes);
  });
});

describe("a kept list's pages", () => {
  it('starts after the cursor key in the list order, then skips the offset', () => {
    const desc = [50, 40, 30, 20, 10];
    expect(pageOf(desc, true, 2, 0)).toEqual([50, 40]);
    expect(pageOf(desc, true, 2, 4)).toEqual([10]);
    expect(pageOf(desc, true, 2, 0, 40)).toEqual([30, 20]);
    expect(pageOf(desc, true, 2, 0, 35)).toEqual([30, 20]);
    expect(pageOf(desc, true, 2, 1, 40)).toEqual([20, 10]);
    expect(pageOf(desc, true, 2, 0, 10)).toEqual([]);
    const asc = [...desc].reverse();
    expect(pageOf(asc, false, 2, 0, 20)).toEqual([30, 40]);
    expect(pageOf(asc, false, 3, 0, 5)).toEqual([10, 20, 30]);
    expect(pageOf([], true, 2, 0, 5)).toEqual([]);
  });
});
