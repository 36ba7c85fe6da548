import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../db/sql';
import { createCtr, createObra, createTransportador, type DemoIds } from '../../../test/ctr-factories';
import { ctrTestContext } from '../../../test/ctr-context';
import type { TestContext } from '../../../test/helpers';
import { TEXT_KEYS_LIMITS, textKeysMemo } from './text-keys';

// Issue #17 item 3: Localizar CTR's work-site name filter finds the sites' keys by trigram once and
// keeps them while no work site changes (migration 1020, find/text-keys.ts). Whatever is kept, the
// answer must be the plain ILIKE over the rows the user may see, at once after a site changes.

let t: TestContext;
let ids: DemoIds;
let outra: { idPerfil: number; token: string };
const PADRAO = '%Jardim Ipê%';

const novaObra = (nome: string) => createObra(t.db, ids.gerador, nome);

beforeAll(async () => {
  ({ t, ids } = await ctrTestContext());
  outra = await createTransportador(t);
  // Sites whose names match in several ways (case, a longer name) and some that do not.
  const nomes = [
    'Jardim Ipê 1',
    'Residencial JARDIM IPÊ',
    'Casa no Jardim Ipê Norte',
    'Jardim Ipe sem acento',
    'Vila Aroeira',
  ];
  for (const [i, nome] of nomes.entries()) {
    const obra = await novaObra(`${nome} ${i}`);
    for (let k = 0; k < 3; k++) {
      await createCtr(
        t.db,
        { ...ids, obra },
        { idTransportador: k === 2 ? outra.idPerfil : ids.transportador },
      );
    }
  }
});
afterAll(() => t.close());

type Linha = { id: number; nomeObra: string };

async function localizar(token: string, body: Record<string, unknown>) {
  const res = await t.call('POST', '/api/ViewSolicitacaoTransporte/find', {
    token,
    body: { fields: ['id', 'nomeObra'], order: [['id', 'DESC']], ...body },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { rows: Linha[]; count: number; countEstimated?: boolean };
}

/** The naive answer: plain ILIKE on the view over every CTR the user sees unfiltered, newest first. */
async function ingenuo(token: string, padrao: string): Promise<number[]> {
  const todas = await localizar(token, { limit: 1000 });
  expect(todas.rows.length).toBeLessThan(1000);
  const visiveis = todas.rows.map((r) => r.id);
  const rows = await t.db.query<{ id: number }>(sql`
    SELECT id FROM view_solicitacao_transporte
    WHERE nome_obra ILIKE ${padrao} AND id = ANY(${visiveis}::int8[]) ORDER BY id DESC`);
  return rows.map((r) => Number(r.id));
}

const idsDe = (r: { rows: Linha[] }) => r.rows.map((x) => x.id);

describe('Localizar CTR by work-site name, keys kept between requests (issue #17 item 3)', () => {
  it('answers what the plain ILIKE answers, for staff and for a transporter, on every page', async () => {
    const tokens = {
      secretaria: await t.login('secretaria'),
      transportador: await t.login('transportador'),
      outra: outra.token,
    };
    for (const [quem, token] of Object.entries(tokens)) {
      textKeysMemo.clear(t.db);
      const esperado = await ingenuo(token, PADRAO);
      expect(esperado.length, quem).toBeGreaterThan(0);
      const tudo = await localizar(token, { where: { nomeObra: { $iLike: PADRAO } }, limit: 1000 });
      expect(idsDe(tudo), quem).toEqual(esperado);
      expect(tudo.count, quem).toBe(esperado.length);
      // Page by page with the cursor, and the last page read in reverse: the same rows.
      const paginas: number[] = [];
      let after: unknown;
      for (;;) {
        const p = await localizar(token, { where: { nomeObra: { $iLike: PADRAO } }, limit: 2, after });
        paginas.push(...idsDe(p));
        if (p.rows.length < 2) break;
        after = (p as { next?: unknown }).next;
        if (!after) break;
      }
      expect(paginas, quem).toEqual(esperado);
      const ultima = await localizar(token, {
        where: { nomeObra: { $iLike: PADRAO } },
        limit: 2,
        reverse: true,
      });
      expect(idsDe(ultima), quem).toEqual(esperado.slice(-2).reverse());
      // Every request after the first used the kept keys: one trigram search for all of them.
      expect(textKeysMemo.lookups, quem).toBe(1);
    }
    // The transporters see only their own CTRs, and not each other's.
    const deUma = await ingenuo(tokens.transportador, PADRAO);
    const daOutra = await ingenuo(tokens.outra, PADRAO);
    expect(deUma.filter((id) => daOutra.includes(id))).toEqual([]);
  });

  it('shows a new or renamed work site at once, and drops one renamed away', async () => {
    const token = await t.login('transportador');
    const filtro = { where: { nomeObra: { $iLike: PADRAO } }, limit: 1000 };
    textKeysMemo.clear(t.db);
    const antes = idsDe(await localizar(token, filtro));
    expect(textKeysMemo.lookups).toBe(1);

    // A new site with a CTR of this transporter: in the very next answer.
    const nova = await novaObra('Jardim Ipê recém-criada');
    const ctrNova = await createCtr(t.db, { ...ids, obra: nova });
    const depois = idsDe(await localizar(token, filtro));
    expect(depois).toEqual([ctrNova, ...antes]);
    expect(depois).toEqual(await ingenuo(token, PADRAO));

    // Renamed away: its CTRs leave the list at once; renamed back, they return.
    await t.db.query(sql`UPDATE obra SET nome_obra = 'Outro nome' WHERE id = ${nova}`);
    expect(idsDe(await localizar(token, filtro))).toEqual(antes);
    await t.db.query(sql`UPDATE obra SET nome_obra = 'Jardim Ipê de novo' WHERE id = ${nova}`);
    expect(idsDe(await localizar(token, filtro))).toEqual([ctrNova, ...antes]);
    const lookups = textKeysMemo.lookups;
    expect(lookups).toBe(4);

    // A change elsewhere in the site (not its name, address or district) keeps the keys.
    await t.db.query(sql`UPDATE obra SET observacao = 'só uma nota' WHERE id = ${nova}`);
    expect(idsDe(await localizar(token, filtro))).toEqual([ctrNova, ...antes]);
    expect(textKeysMemo.lookups).toBe(lookups);
  });

  it('keeps an empty list too: a name no work site has answers nothing, twice, with one search', async () => {
    const token = await t.login('secretaria');
    textKeysMemo.clear(t.db);
    for (let i = 0; i < 2; i++) {
      const r = await localizar(token, {
        where: { nomeObra: { $iLike: '%Obra que não existe%' } },
        limit: 10,
      });
      expect(r).toEqual({ rows: [], count: 0 });
    }
    expect(textKeysMemo.lookups).toBe(1);
  });

  it('keeps the keys of a person-name filter too, and a renamed person shows at once', async () => {
    const token = await t.login('secretaria');
    const [g] = await t.db.query<{ id: number; nome: string }>(sql`
      SELECT p.id, p.nome_razao_social AS nome FROM perfil x JOIN pessoa p ON p.id = x.id_pessoa
      WHERE x.id = ${ids.gerador}`);
    const porGerador = async (padrao: string) => {
      const res = await t.call('POST', '/api/ViewSolicitacaoTransporte/find', {
        token,
        body: {
          where: { nomeGerador: { $iLike: padrao } },
          fields: ['id'],
          order: [['id', 'DESC']],
          limit: 1000,
        },
      });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json().data.rows as Array<{ id: number }>).map((r) => r.id);
    };
    const ingenuoGerador = async (padrao: string) =>
      (
        await t.db.query<{ id: number }>(
          sql`SELECT id FROM view_solicitacao_transporte WHERE nome_gerador ILIKE ${padrao} ORDER BY id DESC`,
        )
      ).map((r) => Number(r.id));
    const antigo = `%${g!.nome.slice(0, 8)}%`;
    textKeysMemo.clear(t.db);
    const antes = await porGerador(antigo);
    expect(antes.length).toBeGreaterThan(0);
    expect(antes).toEqual(await ingenuoGerador(antigo));
    expect(await porGerador(antigo)).toEqual(antes);
    expect(textKeysMemo.lookups).toBe(1);
    try {
      await t.db.query(
        sql`UPDATE pessoa SET nome_razao_social = 'Zebra Única Construções' WHERE id = ${g!.id}`,
      );
      // The old name no longer finds this generator's CTRs, the new one does: at once.
      expect(await porGerador(antigo)).toEqual(await ingenuoGerador(antigo));
      expect(await porGerador('%Zebra Única%')).toEqual(await ingenuoGerador('%Zebra Única%'));
      expect((await porGerador('%Zebra Única%')).length).toBeGreaterThan(0);
      expect(textKeysMemo.lookups).toBe(3);
    } finally {
      await t.db.query(sql`UPDATE pessoa SET nome_razao_social = ${g!.nome} WHERE id = ${g!.id}`);
    }
  });

  it('counts one change per transaction that writes work sites, however many rows', async () => {
    const [antes] = await t.db.query<{ versao: number }>(
      sql`SELECT versao FROM busca_texto_versao WHERE tabela = 'obra'`,
    );
    await t.db.transaction(async (tx) => {
      for (let i = 0; i < 5; i++)
        await tx.query(sql`INSERT INTO obra (id_gerador, nome_obra, duracao_inicial, duracao_final)
          VALUES (${ids.gerador}, ${`Lote ${i}`}, '2026-01-01', '2026-12-31')`);
    });
    const [depois] = await t.db.query<{ versao: number }>(
      sql`SELECT versao FROM busca_texto_versao WHERE tabela = 'obra'`,
    );
    expect(Number(depois!.versao)).toBe(Number(antes!.versao) + 1);
  });

  it('keeps at most TEXT_KEYS_LIMITS.entries lists: the least recently used is read again', async () => {
    const token = await t.login('secretaria');
    const entries = TEXT_KEYS_LIMITS.entries;
    TEXT_KEYS_LIMITS.entries = 2;
    try {
      textKeysMemo.clear(t.db);
      const ask = (p: string) => localizar(token, { where: { nomeObra: { $iLike: p } }, limit: 5 });
      await ask('%Jardim%');
      await ask('%Aroeira%');
      await ask('%Jardim%'); // kept: now the most recent
      expect(textKeysMemo.lookups).toBe(2);
      await ask('%Residencial%'); // a third list: '%Aroeira%' goes
      await ask('%Jardim%');
      expect(textKeysMemo.lookups).toBe(3);
      await ask('%Aroeira%');
      expect(textKeysMemo.lookups).toBe(4);
    } finally {
      TEXT_KEYS_LIMITS.entries = entries;
    }
  });
});
