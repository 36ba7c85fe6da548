import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/helpers';
import { createPessoaComPerfil } from '../../../test/masterdata-factories';

let t: TestContext;
let obraId: number;
beforeAll(async () => {
  t = await createTestContext();
  const [o] = await t.db.query<{ id: number }>('SELECT id FROM obra ORDER BY id LIMIT 1');
  obraId = o!.id;
});
afterAll(() => t.close());

interface Row {
  id: number;
  numeroIdentificacao: string;
  situacao: string;
  idObra: number;
  nomeObra: string;
  transportador: string;
  shape: { coordinates: [number, number] };
}

describe('ObraCacambaLocation/find (/obra/cacamba-map)', () => {
  it('needs login and one of Retirar Caçamba, Manter Obra or Localizar Caçamba', async () => {
    const url = '/api/ObraCacambaLocation/find';
    expect((await t.call('POST', url, { body: { ids: [obraId] } })).statusCode).toBe(401);
    const cidadao = await t.call('POST', url, { token: await t.login('cidadao'), body: { ids: [obraId] } });
    expect(cidadao.statusCode).toBe(403);
  });

  it('answers the work sites and the bins standing at them, with their status data', async () => {
    const res = await t.call('POST', '/api/ObraCacambaLocation/find', {
      token: await t.login('gerador'),
      body: { ids: [obraId] },
    });
    expect(res.statusCode).toBe(200);
    const { obras, rows } = res.json().data as { obras: Array<{ id: number; shape: unknown }>; rows: Row[] };
    expect(obras.map((o) => o.id)).toEqual([obraId]);
    expect(obras[0]!.shape).toMatchObject({ type: 'Point' });
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) {
      expect(['Enviada', 'Alocada', 'Irregular']).toContain(r.situacao);
      expect(r.idObra).toBe(obraId);
      expect(r.numeroIdentificacao).toBeTruthy();
      expect(r.transportador).toBeTruthy();
      // Drawn at the work site.
      expect(r.shape.coordinates).toEqual((obras[0]!.shape as { coordinates: number[] }).coordinates);
    }
    // Exactly the bins whose latest CTR is at this site in one of those situations.
    const [{ n }] = (await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM view_situacao_cacamba v JOIN solicitacao_transporte s ON s.id = v.id_solicitacao_transporte
       WHERE s.id_obra = $1 AND v.situacao IN ('Enviada', 'Alocada', 'Irregular')`,
      [obraId],
    )) as [{ n: number }];
    expect(rows.length).toBe(n);
  });

  it('a transporter sees only its own bins; another generator sees neither site nor bins', async () => {
    const transp = await t.call('POST', '/api/ObraCacambaLocation/find', {
      token: await t.login('transportador'),
      body: { ids: [obraId] },
    });
    expect(transp.statusCode).toBe(200);
    const own = transp.json().data.rows as Row[];
    expect(own.length).toBeGreaterThan(0);
    for (const r of own) expect(r.transportador).toBe('Transportes Candango Ltda');

    // Another generator (its own login) sees neither the site nor its bins.
    const outro = await createPessoaComPerfil(t, { tipoPerfil: 1 });
    const alheia = await t.call('POST', '/api/ObraCacambaLocation/find', {
      token: outro.token,
      body: { ids: [obraId] },
    });
    expect(alheia.statusCode).toBe(200);
    expect(alheia.json().data).toMatchObject({ obras: [], rows: [], count: 0 });
  });

  it('asks for the work sites', async () => {
    const res = await t.call('POST', '/api/ObraCacambaLocation/find', {
      token: await t.login('secretaria'),
      body: { ids: [] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Informe as obras.');
  });
});
