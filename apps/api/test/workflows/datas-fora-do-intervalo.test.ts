import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../helpers';
import { demoTransportadorPerfil, sendForm } from '../masterdata-factories';

/** Issue #12 item 3: a date outside JavaScript's range answered 500; now 400 in Portuguese. */
let t: TestContext;
let gerador: string;
let demoTransp: number;
const DAY = 86_400_000;
const INVALIDA = 'Data inválida: informe uma data real entre 01/01/1900 e 31/12/2999.';

const obra = (over: Record<string, unknown> = {}) => ({
  nomeObra: 'Obra das Datas',
  duracaoInicial: Date.now() + DAY,
  duracaoFinal: Date.now() + 30 * DAY,
  possuiAlvara: 0,
  cep: '71908720',
  codIbge: 5300108,
  bairro: 'Águas Claras',
  endereco: 'Rua 12 Norte',
  numero: '4',
  shape: JSON.stringify({ type: 'Point', coordinates: [-48.02, -15.83] }),
  obraTipoResiduos: JSON.stringify([{ idTipoResiduo: 1, volume: 12 }]),
  obraTransportadores: JSON.stringify([{ idPerfil: demoTransp }]),
  ...over,
});

beforeAll(async () => {
  t = await createTestContext();
  gerador = await t.login('gerador');
  demoTransp = await demoTransportadorPerfil(t);
});
afterAll(() => t.close());

const foraDoIntervalo = [
  8.64e15 + 1,
  1e20,
  -1e20,
  253402300800000,
  '99999999999999999999',
  '2026-02-30',
  '0001-01-01',
];

describe('dates outside the range in POST/PUT /api/Obra', () => {
  it.each(foraDoIntervalo)('answers 400 for duracaoInicial %s, in JSON and in a form', async (valor) => {
    for (const res of [
      await t.call('POST', '/api/Obra', { token: gerador, body: obra({ duracaoInicial: valor }) }),
      await sendForm(t, 'POST', '/api/Obra', gerador, obra({ duracaoFinal: valor })),
    ]) {
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe(INVALIDA);
    }
  });

  it('answers 400 on PUT too, and still takes a real date', async () => {
    const created = await sendForm(t, 'POST', '/api/Obra', gerador, obra());
    expect(created.statusCode).toBe(200);
    const id = created.json().data.id;
    const bad = await t.call('PUT', `/api/Obra/${id}`, {
      token: gerador,
      body: obra({ duracaoFinal: 1e20, motivoAlteracao: 'Prazo' }),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe(INVALIDA);
    const ok = await sendForm(t, 'PUT', `/api/Obra/${id}`, gerador, obra({ motivoAlteracao: 'Prazo' }));
    expect(ok.statusCode).toBe(200);
  });
});

describe('dates in the chart bodies', () => {
  it.each([
    ['2024-13-45', 'month'],
    ['0000-00-00', 'weekDays'],
    ['9999-12-31', 'weekDays'],
  ])('answers 400 for %s (%s), not 500', async (dia, type) => {
    const admin = await t.login('admin');
    for (const url of ['/api/find-residuo-regiao/chart', '/api/cancelamento-ctr/calculateCTR']) {
      const res = await t.call('POST', url, { token: admin, body: { startDate: dia, endDate: dia, type } });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe(INVALIDA);
    }
  });
});
