import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../db/sql';
import { createCtr, createVeiculo, type DemoIds, multipart } from '../../../test/ctr-factories';
import { ctrTestContext, T0 } from '../../../test/ctr-context';
import type { TestContext } from '../../../test/helpers';

let t: TestContext;
let ids: DemoIds;

beforeAll(async () => {
  ({ t, ids } = await ctrTestContext({ clock: T0 }));
});
afterAll(() => t.close());

/** Issue #16: the removal keeps where it happened (the phone's GPS or a point on the map). */
describe('retirar_cacamba: local da retirada', () => {
  const retirar = async (extra: Record<string, unknown>) => {
    const token = await t.login('transportador');
    const v = await createVeiculo(t.db, ids.transportador, { tipo: 'Basculante' });
    const id = await createCtr(t.db, ids, { situacao: 'Alocada', idVeiculo: v.id, dataHoraAlocacao: T0 });
    const mp = multipart({
      idResiduoPredominante: '1',
      idDestinoFinal: String(ids.destino),
      idVeiculo: String(v.id),
      ...extra,
    });
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/retirar_cacamba/${id}`,
      payload: mp.payload,
      headers: { ...mp.headers, 'auth-token': token },
    });
    const [row] = await t.db.query<{ lon: number | null; lat: number | null; situacao: string }>(sql`
      SELECT lon_retirada AS lon, lat_retirada AS lat, situacao FROM solicitacao_transporte WHERE id = ${id}`);
    return { res, row: row! };
  };

  it('stores the latitude and longitude sent with the removal', async () => {
    const { res, row } = await retirar({ latRetirada: '-15.8335', lonRetirada: '-48.0561' });
    expect(res.statusCode, res.body).toBe(200);
    expect(row.situacao).toBe('Retirada');
    expect(Number(row.lat)).toBeCloseTo(-15.8335, 6);
    expect(Number(row.lon)).toBeCloseTo(-48.0561, 6);
  });

  it('is optional: a removal without a position keeps none', async () => {
    const { res, row } = await retirar({ latRetirada: '', lonRetirada: '' });
    expect(res.statusCode, res.body).toBe(200);
    expect(row).toMatchObject({ lat: null, lon: null, situacao: 'Retirada' });
  });

  it.each([
    ['only one coordinate', { latRetirada: '-15.8' }],
    ['a latitude beyond 90°', { latRetirada: '95', lonRetirada: '-48' }],
    ['a longitude that is not a number', { latRetirada: '-15.8', lonRetirada: 'oeste' }],
  ])('refuses %s with 400 and changes nothing', async (_caso, extra) => {
    const { res, row } = await retirar(extra);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(
      'Local da retirada inválido: informe a latitude e a longitude juntas, em graus.',
    );
    expect(row.situacao).toBe('Alocada');
  });
});
