import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../db/sql';
import {
  createCacamba,
  createCtr,
  createVeiculo,
  demoIds,
  retirarCacamba,
} from '../../../test/ctr-factories';
import { type TestContext, createTestContext } from '../../../test/helpers';
import { purgarIdempotencia } from './service';

let t: TestContext;
let ids: Awaited<ReturnType<typeof demoIds>>;
const T0 = new Date('2026-05-11T13:00:00Z');

beforeAll(async () => {
  t = await createTestContext();
  ids = await demoIds(t.db);
  t.app.clock.now = () => T0;
});
afterAll(() => t.close());

const historico = async (id: number, acao: string) =>
  (
    await t.db.query<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM historico_ctr WHERE id_solicitacao_transporte = ${id} AND acao = ${acao}`)
  )[0]!.n;
const situacao = async (id: number) =>
  (
    await t.db.query<{ s: string }>(sql`SELECT situacao AS s FROM solicitacao_transporte WHERE id = ${id}`)
  )[0]!.s;
let seq = 0;
const novaChave = () => `teste-${Date.now()}-${++seq}`;

describe('Idempotency-Key on the gate and removal routes (issue #16)', () => {
  it('Destino Rápido: the same key twice adds once and answers the same; another body is a 422', async () => {
    const v = await createVeiculo(t.db, ids.transportador, { poliguindaste: 'Duplo' });
    const [a, b] = [
      await createCtr(t.db, ids, { situacao: 'Retirada', dataHoraRetirada: T0 }),
      await createCtr(t.db, ids, { situacao: 'Retirada', dataHoraRetirada: T0 }),
    ];
    const corpo = {
      placa: v.placa,
      token: v.token,
      idDestinoFinal: ids.destino,
      idResiduoPredominante: 1,
      idLocalidade: 9,
      situacao: 'Em Pesagem',
    };
    const chave = novaChave();
    const pesar = (id: number, body: object, key = chave) =>
      t.call('PUT', `/api/destinoRapido/solicitacaoTransporte/${id}`, {
        body,
        headers: { 'idempotency-key': key },
      });
    const primeira = await pesar(a, corpo);
    expect(primeira.statusCode, primeira.body).toBe(200);
    expect(primeira.headers['idempotent-replayed']).toBeUndefined();
    const segunda = await pesar(a, corpo);
    expect(segunda.statusCode, segunda.body).toBe(200);
    expect(segunda.json()).toEqual(primeira.json());
    expect(segunda.headers['idempotent-replayed']).toBe('true');
    expect(await historico(a, 'adicionarPesagem')).toBe(1);
    expect(await situacao(a)).toBe('Em Pesagem');

    // Same key, another CTR: refused, nothing done to it.
    const outra = await pesar(b, corpo);
    expect(outra.statusCode).toBe(422);
    expect(outra.json().error.message).toMatch(/já foi usada com outro pedido/);
    expect(await situacao(b)).toBe('Retirada');
    // Same key, same CTR, another origin: also another request.
    expect((await pesar(a, { ...corpo, idLocalidade: 10 })).statusCode).toBe(422);

    // Without a key (or with a new one) the route works as before: removing twice is a 404 the second time.
    const remover = (key: string) =>
      t.call('PUT', `/api/destinoRapido/deleteSolicitacaoTransporte/${a}`, {
        body: { placa: v.placa, token: v.token },
        headers: { 'idempotency-key': key },
      });
    const chaveRemover = novaChave();
    const r1 = await remover(chaveRemover);
    expect(r1.statusCode, r1.body).toBe(200);
    const r2 = await remover(chaveRemover);
    expect(r2.json()).toEqual(r1.json());
    expect(await historico(a, 'removerPesagem')).toBe(1);
    expect((await remover(novaChave())).statusCode).toBe(409);
  });

  it('keys belong to the caller: another vehicle with the same key gets its own answer', async () => {
    const v1 = await createVeiculo(t.db, ids.transportador);
    const v2 = await createVeiculo(t.db, ids.transportador);
    const ctr = await createCtr(t.db, ids, { situacao: 'Retirada', dataHoraRetirada: T0 });
    const chave = novaChave();
    const corpo = {
      idDestinoFinal: ids.destino,
      idResiduoPredominante: 1,
      idLocalidade: 9,
      situacao: 'Em Pesagem',
    };
    const pesar = (v: { placa: string; token: string }) =>
      t.call('PUT', `/api/destinoRapido/solicitacaoTransporte/${ctr}`, {
        body: { ...corpo, placa: v.placa, token: v.token },
        headers: { 'idempotency-key': chave },
      });
    expect((await pesar(v1)).statusCode).toBe(200);
    // v2 is not answered v1's success by the key: its own request runs, and the CTR is no longer Retirada.
    const deOutro = await pesar(v2);
    expect(deOutro.statusCode).toBe(409);
    expect(deOutro.headers['idempotent-replayed']).toBeUndefined();
    expect(await historico(ctr, 'adicionarPesagem')).toBe(1);
  });

  it('Recebimento: one receipt per key; another user with the key gets no answer from it', async () => {
    const destino = await t.login('destino');
    const admin = await t.login('admin');
    const ctr = await createCtr(t.db, ids, {
      situacao: 'Retirada',
      dataHoraRetirada: T0,
      idDestinoFinal: ids.destino,
    });
    const chave = novaChave();
    const receber = (token: string) =>
      t.call('PUT', `/api/RecebimentoResiduo/${ctr}`, {
        token,
        body: { avaliacao: true },
        headers: { 'idempotency-key': chave },
      });
    const r1 = await receber(destino);
    expect(r1.statusCode, r1.body).toBe(200);
    const r2 = await receber(destino);
    expect(r2.statusCode).toBe(200);
    expect(r2.json()).toEqual(r1.json());
    expect(await historico(ctr, 'receber')).toBe(1);
    const doAdmin = await receber(admin);
    expect(doAdmin.statusCode).not.toBe(200);
    expect(doAdmin.headers['idempotent-replayed']).toBeUndefined();
    expect(await historico(ctr, 'receber')).toBe(1);
  });

  it('Retirar Caçamba with its photo: one removal, one photo, per key; a refusal keeps no answer', async () => {
    const token = await t.login('transportador');
    const v = await createVeiculo(t.db, ids.transportador, { tipo: 'Basculante' });
    const c = await createCacamba(t.db, ids.transportador);
    const ctr = await createCtr(t.db, ids, {
      situacao: 'Alocada',
      idVeiculo: v.id,
      idCacamba: c.id,
      dataHoraAlocacao: T0,
    });
    const chave = novaChave();
    const comChave = (idDestinoFinal: number) =>
      retirarCacamba(t, ctr, token, {
        idDestinoFinal,
        idVeiculo: v.id,
        idCacamba: c.id,
        headers: { 'idempotency-key': chave },
      });
    const recusada = await comChave(999_999);
    expect(recusada.statusCode).toBe(400);
    // The refusal rolled back with its key: the corrected request under the same key runs.
    const r1 = await comChave(ids.destino);
    expect(r1.statusCode, r1.body).toBe(200);
    const r2 = await comChave(ids.destino);
    expect(r2.statusCode).toBe(200);
    expect(r2.json()).toEqual(r1.json());
    expect(await historico(ctr, 'retirar')).toBe(1);
    const [fotos] = await t.db.query<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM anexo a JOIN solicitacao_transporte st ON st.id_anexo_foto = a.id
      WHERE st.id = ${ctr}`);
    expect(fotos!.n).toBe(1);
  });

  it('concurrent duplicates: one effect, both answered the same', async () => {
    const v = await createVeiculo(t.db, ids.transportador);
    const ctr = await createCtr(t.db, ids, { situacao: 'Retirada', dataHoraRetirada: T0 });
    const chave = novaChave();
    const pesar = () =>
      t.call('PUT', `/api/destinoRapido/solicitacaoTransporte/${ctr}`, {
        body: {
          placa: v.placa,
          token: v.token,
          idDestinoFinal: ids.destino,
          idResiduoPredominante: 1,
          idLocalidade: 9,
          situacao: 'Em Pesagem',
        },
        headers: { 'idempotency-key': chave },
      });
    const respostas = await Promise.all([pesar(), pesar(), pesar()]);
    for (const r of respostas) expect(r.statusCode, r.body).toBe(200);
    expect(new Set(respostas.map((r) => r.body)).size).toBe(1);
    expect(await historico(ctr, 'adicionarPesagem')).toBe(1);
  });

  it('refuses a malformed key, and purgarIdempotencia deletes expired keys', async () => {
    const admin = await t.login('admin');
    const ruim = await t.call('PUT', '/api/RecebimentoResiduo/1', {
      token: admin,
      body: { avaliacao: true },
      headers: { 'idempotency-key': 'com espaço' },
    });
    expect(ruim.statusCode).toBe(400);
    expect(ruim.json().error.message).toMatch(/Idempotency-Key inválido/);

    await t.db.query(sql`
      INSERT INTO idempotencia (dono, chave, hash_pedido, rota, resposta, created_at)
      VALUES ('usuario:0', 'velha', ${'0'.repeat(64)}, 'PUT /x', '{}', now() - interval '40 days')`);
    const antes = await t.db.query<{ n: number }>(sql`SELECT count(*)::int AS n FROM idempotencia`);
    const apagadas = await purgarIdempotencia(t.db, new Date(Date.now() - 30 * 86_400_000));
    expect(apagadas).toBeGreaterThanOrEqual(1);
    const depois = await t.db.query<{ n: number }>(sql`SELECT count(*)::int AS n FROM idempotencia`);
    expect(depois[0]!.n).toBe(antes[0]!.n - apagadas);
    const [velha] = await t.db.query(sql`SELECT 1 FROM idempotencia WHERE chave = 'velha'`);
    expect(velha).toBeUndefined();
  });
});
