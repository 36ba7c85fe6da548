import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/helpers';

let t: TestContext;
let ipSeq = 0;

beforeAll(async () => {
  t = await createTestContext();
  // More licensed transporters, one expired and one pending, to page and filter.
  await t.db.query(`
    WITH p AS (
      INSERT INTO pessoa (tipo_pessoa, cpf_cnpj, nome_razao_social, email, celular, cep, uf, cod_ibge, bairro, endereco,
        numero, situacao)
      SELECT 'J', lpad(g::text, 14, '0'), 'Caçambas ' || g || ' 100%_Eireli', 'c' || g || '@example.com', '61990000000',
        '72000000', 'DF', 5300108, CASE WHEN g % 2 = 0 THEN 'Taguatinga' ELSE 'Gama' END, 'QNA ' || g, '1', 'Ativo'
      FROM generate_series(1, 14) g
      RETURNING id, cpf_cnpj)
    INSERT INTO perfil (id_pessoa, id_tipo_perfil, situacao_validacao, data_aprovacao, data_validade_cltrcc)
    SELECT id, 2,
      CASE WHEN cpf_cnpj::int = 13 THEN 'P' ELSE 'A' END, now(),
      CASE WHEN cpf_cnpj::int = 14 THEN now() - interval '1 day' ELSE now() + interval '6 months' END
    FROM p`);
});
afterAll(() => t.close());

const find = (body?: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/transportadores/find',
    ...(body ? { payload: body as object } : {}),
  });

describe('POST /api/transportadores/find (public)', () => {
  it('lists licensed transporters only, with address, municipality and counts, without a session', async () => {
    const res = await find({ limit: 50, offset: 0 });
    expect(res.statusCode).toBe(200);
    const { rows, count } = res.json().data;
    // Demo transporter + 12 licensed; the pending (13) and the expired (14) are left out.
    expect(count).toBe(13);
    expect(rows).toHaveLength(13);
    const names = rows.map((r: { pessoa: { nomeRazaoSocial: string } }) => r.pessoa.nomeRazaoSocial);
    expect(names).not.toContain('Caçambas 13 100%_Eireli');
    expect(names).not.toContain('Caçambas 14 100%_Eireli');
    const candango = rows.find(
      (r: { pessoa: { nomeRazaoSocial: string } }) =>
        r.pessoa.nomeRazaoSocial === 'Transportes Candango Ltda',
    );
    expect(candango).toMatchObject({
      situacaoValidacao: 'A',
      pessoa: { email: 'transportador@rcc.demo', cep: '71200030', municipio: { nome: 'Brasília', uf: 'DF' } },
    });
    expect(candango.quantidadeVeiculos).toBeGreaterThanOrEqual(2);
    expect(candango.quantidadeCacambas).toBeGreaterThanOrEqual(1);
    expect(candango.pessoa.cpfCnpj).toBeUndefined();
  });

  it('pages with limit/offset (12 by default) and filters by name and neighbourhood', async () => {
    const first = (await find()).json().data;
    expect(first.rows).toHaveLength(12);
    const second = (await find({ limit: 12, offset: 12 })).json().data;
    expect(second.rows).toHaveLength(1);
    expect(second.count).toBe(13);
    // Past the end: no row, and still the total.
    const past = (await find({ limit: 12, offset: 40 })).json().data;
    expect(past).toEqual({ rows: [], count: 13 });

    const byName = (await find({ nomeRazaoSocial: 'candango' })).json().data;
    expect(byName.rows.map((r: { pessoa: { nomeRazaoSocial: string } }) => r.pessoa.nomeRazaoSocial)).toEqual(
      ['Transportes Candango Ltda'],
    );
    const byBairro = (await find({ bairro: 'tagua', limit: 50 })).json().data;
    expect(byBairro.count).toBe(6);
    // '%' and '_' are literal: nobody's name has '10%x'.
    expect((await find({ nomeRazaoSocial: '10%x' })).json().data.count).toBe(0);
    expect((await find({ nomeRazaoSocial: '100%_' })).json().data.count).toBe(12);
  });

  it('refuses a page size over 100', async () => {
    expect((await find({ limit: 1000 })).statusCode).toBe(400);
  });
});

describe('GET /api/destinoRapido/findVeiculo/:placa/:token (public)', () => {
  const get = (placa: string, token: string, remoteAddress = `192.0.2.${++ipSeq}`) =>
    t.app.inject({ method: 'GET', url: `/api/destinoRapido/findVeiculo/${placa}/${token}`, remoteAddress });

  it('finds the vehicle by plate (dash removed, upper-cased) and token', async () => {
    const res = await get('abc-1d23', '123456');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      placa: 'ABC1D23',
      tipo: 'Poliguindaste',
      poliguindaste: 'Duplo',
      token: '123456',
    });
    expect(res.json().data.idPerfil).toEqual(expect.any(Number));
  });

  it('answers 404 with the spec message for a wrong token and checks the token length', async () => {
    const res = await get('JKL2E34', '000000');
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe('Nenhum veículo foi encontrado a partir desta placa e deste token');
    const long = await get('JKL2E34', '1234567');
    expect(long.statusCode).toBe(400);
    expect(long.json().error.message).toBe('O token deve ter 6 caracteres');
  });

  // Guessing locks the address and the plate (modules/destino-rapido/credentials.ts), so a botnet
  // cannot spread guesses over many addresses.
  it('refuses with 429 after repeated misses, even with the right token, for that plate', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 10; i++) codes.push((await get('ABC1D23', `00000${i}`, '198.51.100.9')).statusCode);
    expect(codes.every((c) => c === 404)).toBe(true);
    const blocked = await get('ABC1D23', '123456', '198.51.100.9');
    expect(blocked.statusCode).toBe(429);
    expect((await get('ABC1D23', '123456', '198.51.100.10')).statusCode).toBe(429);
    expect((await get('JKL2E34', '654321', '198.51.100.10')).statusCode).toBe(200);
  });
});

describe('API reference', () => {
  it('documents the public routes of this module', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/login-recovery',
        '/api/pessoa-api/cadastrar',
        '/api/transportadores/find',
        '/api/destinoRapido/findVeiculo/{placa}/{token}',
        '/api/auth/{provider}/start',
      ]),
    );
  });
});
