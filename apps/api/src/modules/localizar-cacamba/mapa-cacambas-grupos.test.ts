import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCacamba, createCtr, createTransportador, demoIds } from '../../../test/ctr-factories';
import { sql } from '../../db/sql';
import { createTestContext, type TestContext } from '../../../test/helpers';

// A map limit of 2 points per layer lets the demo data show both answers of CacambaLocation/find:
// point by point (with popup data) for a small area, grouped by area above the limit.
let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ MAPA_LIMITE_PONTOS: '2' });
});
afterAll(() => t.close());

type Grupo = {
  camada: string;
  lon: number;
  lat: number;
  total: number;
  porGrupo: Record<string, number>;
  area: [number, number, number, number];
};
type Bin = { id: number; situacao: string; shape: { coordinates: [number, number] } | null };

const TODAS = ['Enviada', 'Em Pesagem', 'Alocada', 'Retirada', 'Irregular'];

/** The bins the 'Localizar caçamba' grid shows in the given statuses with a position: the truth. */
async function binsFromGrid(token: string): Promise<Bin[]> {
  const res = await t.call('POST', '/api/ViewSituacaoCacamba/find', {
    token,
    body: { where: { situacao: { $in: TODAS } }, limit: 1000 },
  });
  expect(res.statusCode).toBe(200);
  return (res.json().data.rows as Bin[]).filter((r) => r.shape);
}

const inside = (p: [number, number], a: [number, number, number, number]) =>
  p[0] >= a[0] - 1e-9 && p[0] <= a[2] + 1e-9 && p[1] >= a[1] - 1e-9 && p[1] <= a[3] + 1e-9;

describe('CacambaLocation/find above the map limit', () => {
  it('groups the bins by area: every bin counted once, per status, in the area that holds it', async () => {
    const token = await t.login('secretaria');
    const truth = await binsFromGrid(token);
    expect(truth.length).toBeGreaterThan(2);
    const res = await t.call('POST', '/api/CacambaLocation/find', { token, body: { situacoes: TODAS } });
    expect(res.statusCode).toBe(200);
    const data = res.json().data as { rows: Bin[]; count: number; grupos: Grupo[] };
    expect(data.rows).toEqual([]);
    expect(data.count).toBe(truth.length);
    const grupos = data.grupos.filter((g) => g.camada === 'cacamba');
    expect(grupos.reduce((n, g) => n + g.total, 0)).toBe(truth.length);
    // Per status, the groups add up to the grid's bins in that status.
    const porSituacao: Record<string, number> = {};
    for (const g of grupos) {
      expect(Object.values(g.porGrupo).reduce((n, v) => n + v, 0)).toBe(g.total);
      for (const [k, v] of Object.entries(g.porGrupo)) porSituacao[k] = (porSituacao[k] ?? 0) + v;
      // The marker stands inside the area it opens.
      expect(inside([g.lon, g.lat], g.area)).toBe(true);
    }
    const expected: Record<string, number> = {};
    for (const b of truth) expected[b.situacao] = (expected[b.situacao] ?? 0) + 1;
    expect(porSituacao).toEqual(expected);
    // Every bin lies in the area of a group of its status.
    for (const b of truth)
      expect(
        grupos.some((g) => g.porGrupo[b.situacao] && inside(b.shape!.coordinates, g.area)),
        `caçamba ${b.id}`,
      ).toBe(true);
  });

  it('answers point by point, with the popup data, once the area holds no more than the limit', async () => {
    const token = await t.login('secretaria');
    const truth = await binsFromGrid(token);
    const [lon, lat] = truth[0]!.shape!.coordinates;
    const here = truth.filter((b) => b.shape!.coordinates[0] === lon && b.shape!.coordinates[1] === lat);
    const situacoes = [truth[0]!.situacao];
    const expected = here.filter((b) => b.situacao === truth[0]!.situacao);
    const body = { situacoes, shape: [lon - 0.0001, lat - 0.0001, lon + 0.0001, lat + 0.0001] };
    const res = await t.call('POST', '/api/CacambaLocation/find', { token, body });
    const data = res.json().data;
    if (expected.length <= 2) {
      expect(data.grupos).toEqual([]);
      expect(data.rows.map((r: Bin) => r.id).sort()).toEqual(expected.map((b) => b.id).sort());
      expect(data.rows[0]).toMatchObject({
        numeroIdentificacao: expect.any(String),
        transportador: expect.any(String),
        shape: { type: 'Point', coordinates: [lon, lat] },
      });
    } else {
      expect(data.grupos).toHaveLength(1);
      expect(data.grupos[0].total).toBe(expected.length);
    }
  });

  it("counts each bin by its latest CTR, and a transporter's groups hold only its own bins", async () => {
    const secretaria = await t.login('secretaria');
    const demo = await t.login('transportador');
    const before = { all: await binsFromGrid(secretaria), demo: await binsFromGrid(demo) };
    // Another transporter with three bins at the demo work site, and a fourth bin whose allocation
    // is over: its older CTR says Alocada, its latest says Destinada, so it is not on the map.
    const ids = await demoIds(t.db);
    const outro = await createTransportador(t);
    const alocada = { situacao: 'Alocada', idTransportador: outro.idPerfil, dataHoraAlocacao: new Date() };
    for (let i = 0; i < 3; i++) {
      const c = await createCacamba(t.db, outro.idPerfil);
      await createCtr(t.db, ids, { ...alocada, idCacamba: c.id });
    }
    const antiga = await createCacamba(t.db, outro.idPerfil);
    await createCtr(t.db, ids, { ...alocada, idCacamba: antiga.id });
    await createCtr(t.db, ids, { ...alocada, situacao: 'Destinada', idCacamba: antiga.id });

    const count = async (token: string) =>
      (await t.call('POST', '/api/CacambaLocation/find', { token, body: { situacoes: TODAS } })).json().data
        .count as number;
    expect(await count(secretaria)).toBe(before.all.length + 3);
    expect(await count(outro.token)).toBe(3);
    expect(await count(demo)).toBe(before.demo.length);
    // The grid, which reads view_situacao_cacamba, agrees.
    expect((await binsFromGrid(secretaria)).length).toBe(before.all.length + 3);
  });

  it('groups the bin occurrences as their own layer, within the visible area only', async () => {
    const token = await t.login('fiscal');
    const tipos = ['Com ocorrência Pessoa Física', 'Com ocorrência Pessoa Jurídica'];
    const res = await t.call('POST', '/api/CacambaLocation/find', { token, body: { situacoes: tipos } });
    const data = res.json().data as { rows: unknown[]; ocorrencias: unknown[]; grupos: Grupo[] };
    expect(data.rows).toEqual([]);
    const total = data.grupos.reduce((n, g) => n + g.total, 0) + data.ocorrencias.length;
    expect(total).toBeGreaterThan(0);
    for (const g of data.grupos) {
      expect(g.camada).toBe('ocorrencia');
      for (const k of Object.keys(g.porGrupo)) expect(tipos).toContain(k);
    }
    // An area with nothing in it answers nothing, grouped or not.
    const vazio = await t.call('POST', '/api/CacambaLocation/find', {
      token,
      body: { situacoes: [...tipos, ...TODAS], shape: [10, 10, 10.1, 10.1] },
    });
    expect(vazio.json().data).toMatchObject({ rows: [], ocorrencias: [], grupos: [], count: 0 });
  });

  it("keeps each bin's latest CTR (migration 0700) equal to a recomputation through every kind of change", async () => {
    const drift = async () =>
      t.db.query(sql`
        SELECT c.id, c.id_ctr_atual, c.situacao_atual, l.id AS esperado, l.situacao AS situacao_esperada
        FROM cacamba c
        LEFT JOIN LATERAL (SELECT s.id, s.situacao FROM solicitacao_transporte s WHERE s.id_cacamba = c.id
          ORDER BY s.id DESC LIMIT 1) l ON true
        WHERE c.id_ctr_atual IS DISTINCT FROM l.id OR c.situacao_atual IS DISTINCT FROM l.situacao`);
    expect(await drift()).toEqual([]);
    const ids = await demoIds(t.db);
    const x = await createCacamba(t.db, ids.transportador);
    const y = await createCacamba(t.db, ids.transportador);
    const atual = async (id: number) =>
      (
        await t.db.query<{ id_ctr_atual: number | null; situacao_atual: string | null }>(
          sql`SELECT id_ctr_atual, situacao_atual FROM cacamba WHERE id = ${id}`,
        )
      )[0];
    const a = await createCtr(t.db, ids, { situacao: 'Enviada', idCacamba: x.id });
    expect(await atual(x.id)).toEqual({ id_ctr_atual: a, situacao_atual: 'Enviada' });
    // A status change of the latest CTR moves the bin with it.
    await t.db.query(sql`UPDATE solicitacao_transporte SET situacao = 'Alocada' WHERE id = ${a}`);
    expect(await atual(x.id)).toEqual({ id_ctr_atual: a, situacao_atual: 'Alocada' });
    // A newer CTR takes over; a change of the older one no longer counts.
    const b2 = await createCtr(t.db, ids, { situacao: 'Solicitada', idCacamba: x.id });
    await t.db.query(sql`UPDATE solicitacao_transporte SET situacao = 'Destinada' WHERE id = ${a}`);
    expect(await atual(x.id)).toEqual({ id_ctr_atual: b2, situacao_atual: 'Solicitada' });
    // The newer CTR moves to another bin: x falls back to its previous CTR, y takes it.
    await t.db.query(sql`UPDATE solicitacao_transporte SET id_cacamba = ${y.id} WHERE id = ${b2}`);
    expect(await atual(x.id)).toEqual({ id_ctr_atual: a, situacao_atual: 'Destinada' });
    expect(await atual(y.id)).toEqual({ id_ctr_atual: b2, situacao_atual: 'Solicitada' });
    // Deleted, y has no CTR left: 'Disponível' in the grid.
    await t.db.query(sql`DELETE FROM solicitacao_transporte_residuo WHERE id_solicitacao_transporte = ${b2}`);
    await t.db.query(sql`DELETE FROM solicitacao_transporte WHERE id = ${b2}`);
    expect(await atual(y.id)).toEqual({ id_ctr_atual: null, situacao_atual: null });
    const grid = await t.call('POST', '/api/ViewSituacaoCacamba/find', {
      token: await t.login('secretaria'),
      body: { where: { id: y.id } },
    });
    expect(grid.json().data.rows[0].situacao).toBe('Disponível');
    expect(await drift()).toEqual([]);
  });
});
