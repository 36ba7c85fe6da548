import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCtr, demoIds } from '../../../test/ctr-factories';
import { type TestContext, createTestContext } from '../../../test/helpers';
import { sql } from '../../db/sql';

/**
 * Receber em Lote under an Idempotency-Key (issue #16): the phone at the gate queues the batch
 * offline and may send it twice (a lost answer); each CTR is received once, and the second send
 * gets the first answer, refusals included.
 */
let t: TestContext;
let ids: Awaited<ReturnType<typeof demoIds>>;

beforeAll(async () => {
  t = await createTestContext();
  ids = await demoIds(t.db);
});
afterAll(() => t.close());

const contar = async (id: number, tabela: 'historico' | 'evento') =>
  (
    await t.db.query<{ n: number }>(
      tabela === 'historico'
        ? sql`SELECT count(*)::int AS n FROM historico_ctr WHERE id_solicitacao_transporte = ${id} AND acao = 'receber'`
        : sql`SELECT count(*)::int AS n FROM evento WHERE payload->>'id' = ${String(id)} AND payload->>'para' = 'Destinada'`,
    )
  )[0]!.n;
const situacao = async (id: number) =>
  (
    await t.db.query<{ s: string }>(sql`SELECT situacao AS s FROM solicitacao_transporte WHERE id = ${id}`)
  )[0]!.s;
let seq = 0;
const novaChave = () => `lote-${Date.now()}-${++seq}`;

const lote = (token: string, chave: string, body: { ids: number[]; observacao?: string }) =>
  t.call('POST', '/api/RecebimentoResiduo/lote', { token, body, headers: { 'idempotency-key': chave } });

describe('Receber em Lote with an Idempotency-Key (issue #16)', () => {
  it('needs a session and the receipt permission, key or not', async () => {
    const semSessao = await t.call('POST', '/api/RecebimentoResiduo/lote', {
      body: { ids: [1] },
      headers: { 'idempotency-key': novaChave() },
    });
    expect(semSessao.statusCode).toBe(401);
    const gerador = await t.login('gerador');
    expect((await lote(gerador, novaChave(), { ids: [1] })).statusCode).toBe(403);
  });

  it('the same key twice receives each CTR once and answers the same, the refused one included', async () => {
    const destino = await t.login('destino');
    const a = await createCtr(t.db, ids, { situacao: 'Retirada', idDestinoFinal: ids.destino });
    const c = await createCtr(t.db, ids, { situacao: 'Alocada', idDestinoFinal: ids.destino });
    const b = await createCtr(t.db, ids, { situacao: 'Em Pesagem', idDestinoFinal: ids.destino });
    const chave = novaChave();
    const corpo = { ids: [a, c, b], observacao: 'Lote da portaria' };

    const primeira = await lote(destino, chave, corpo);
    expect(primeira.statusCode, primeira.body).toBe(200);
    expect(primeira.headers['idempotent-replayed']).toBeUndefined();
    // The refusal of c (wrong status) undid only c: a and b, before and after it, were received.
    expect(primeira.json().data).toMatchObject({ recebidos: [a, b], falhas: [c] });
    for (const id of [a, b]) {
      expect(await situacao(id)).toBe('Destinada');
      expect(await contar(id, 'historico')).toBe(1);
      expect(await contar(id, 'evento')).toBe(1);
    }
    expect(await situacao(c)).toBe('Alocada');

    // Sent again (the answer was lost): the first answer, nothing done a second time.
    const segunda = await lote(destino, chave, corpo);
    expect(segunda.statusCode, segunda.body).toBe(200);
    expect(segunda.json()).toEqual(primeira.json());
    expect(segunda.headers['idempotent-replayed']).toBe('true');
    for (const id of [a, b]) {
      expect(await contar(id, 'historico')).toBe(1);
      expect(await contar(id, 'evento')).toBe(1);
    }

    // A new key is a new batch: the server answers for now (both already received).
    const nova = await lote(destino, novaChave(), corpo);
    expect(nova.json().data.falhas).toEqual([a, c, b]);
    expect(await contar(a, 'historico')).toBe(1);
  });

  it('another body under a used key is a 422 and receives nothing', async () => {
    const destino = await t.login('destino');
    const a = await createCtr(t.db, ids, { situacao: 'Retirada', idDestinoFinal: ids.destino });
    const b = await createCtr(t.db, ids, { situacao: 'Retirada', idDestinoFinal: ids.destino });
    const chave = novaChave();
    expect((await lote(destino, chave, { ids: [a] })).statusCode).toBe(200);
    const outroLote = await lote(destino, chave, { ids: [a, b] });
    expect(outroLote.statusCode).toBe(422);
    expect(outroLote.json().error.message).toMatch(/já foi usada com outro pedido/);
    expect(await situacao(b)).toBe('Retirada');
    const outraObservacao = await lote(destino, chave, { ids: [a], observacao: 'outra' });
    expect(outraObservacao.statusCode).toBe(422);
    expect(await contar(a, 'historico')).toBe(1);
  });

  it('keys belong to the caller: another user with the same key gets its own answer, not the first', async () => {
    const destino = await t.login('destino');
    const admin = await t.login('admin');
    const a = await createCtr(t.db, ids, { situacao: 'Retirada', idDestinoFinal: ids.destino });
    const chave = novaChave();
    const primeira = await lote(destino, chave, { ids: [a] });
    expect(primeira.json().data.recebidos).toEqual([a]);
    const doAdmin = await lote(admin, chave, { ids: [a] });
    expect(doAdmin.headers['idempotent-replayed']).toBeUndefined();
    expect(doAdmin.json()).not.toEqual(primeira.json());
    expect(doAdmin.json().data?.recebidos ?? []).toEqual([]);
    expect(await contar(a, 'historico')).toBe(1);
  });
});
