import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/helpers';

let t: TestContext;

beforeAll(async () => {
  t = await createTestContext();
  // Besides the demo ATT: a PEV run by a natural person, a company PEV, and four that must stay out
  // (pending, inactive person, deleted person, a landfill).
  await t.db.query(`
    WITH p AS (
      INSERT INTO pessoa (tipo_pessoa, cpf_cnpj, nome_razao_social, email, celular, telefone, cep, uf, bairro,
        endereco, numero, situacao, excluido, lon, lat)
      VALUES
        ('F', '90011122233', 'Maria Pessoa Física', 'maria@example.com', '61991112222', '6133334444', '72000001',
          'DF', 'Gama', 'Quadra 1', '10', 'Ativo', 'N', -48.06, -16.01),
        ('J', '90222333000181', 'PEV Taguatinga Sul', 'pev@example.com', '61990000001', NULL, '72000002', 'DF',
          'Taguatinga', 'QSA 2', NULL, 'Ativo', 'N', -48.05, -15.84),
        ('J', '90222333000262', 'PEV Pendente', 'p2@example.com', NULL, NULL, NULL, 'DF', 'Guará', 'QE 3', NULL,
          'Ativo', 'N', NULL, NULL),
        ('J', '90222333000343', 'ATT Inativa', 'p3@example.com', NULL, NULL, NULL, 'DF', 'Guará', 'QE 4', NULL,
          'Inativo', 'N', NULL, NULL),
        ('J', '90222333000424', 'PEV Excluído', 'p4@example.com', NULL, NULL, NULL, 'DF', 'Guará', 'QE 5', NULL,
          'Ativo', 'S', NULL, NULL),
        ('J', '90222333000505', 'Aterro Público', 'p5@example.com', NULL, NULL, NULL, 'DF', 'Guará', 'QE 6', NULL,
          'Ativo', 'N', NULL, NULL)
      RETURNING id, nome_razao_social)
    INSERT INTO perfil (id_pessoa, id_tipo_perfil, situacao_validacao, tipo_destino_final)
    SELECT id, 3,
      CASE WHEN nome_razao_social = 'PEV Pendente' THEN 'P' ELSE 'A' END,
      CASE WHEN nome_razao_social LIKE 'PEV%' OR nome_razao_social LIKE 'Maria%' THEN 'PEV'
        WHEN nome_razao_social LIKE 'Aterro%' THEN 'Aterro' ELSE 'ATT' END
    FROM p`);
});
afterAll(() => t.close());

const get = () => t.app.inject({ method: 'GET', url: '/api/publico/onde-descartar' });

describe('GET /api/publico/onde-descartar (public)', () => {
  it('lists only active, validated PEV and ATT destinations with address and position, without a session', async () => {
    const res = await get();
    expect(res.statusCode).toBe(200);
    const rows: { tipo: string; nome: string | null; bairro: string | null }[] = res.json().data;
    expect(rows.map((r) => `${r.tipo} ${r.nome ?? '-'} ${r.bairro}`).sort()).toEqual([
      'ATT ATT Ceilândia Reciclagem Ltda Ceilândia Norte',
      'PEV - Gama',
      'PEV PEV Taguatinga Sul Taguatinga',
    ]);
    expect(rows.find((r) => r.nome === 'PEV Taguatinga Sul')).toMatchObject({
      tipo: 'PEV',
      endereco: 'QSA 2',
      cep: '72000002',
      lat: -15.84,
      lon: -48.05,
    });
  });

  it('never returns a natural person name, document, e-mail or phone', async () => {
    const body = (await get()).body;
    for (const secret of [
      'Maria Pessoa Física',
      '90011122233',
      'maria@example.com',
      '61991112222',
      '6133334444',
      'destino@rcc.demo',
      '45278196000119',
    ])
      expect(body).not.toContain(secret);
    const keys = Object.keys((await get()).json().data[0]).sort();
    expect(keys).toEqual(['bairro', 'cep', 'endereco', 'id', 'lat', 'lon', 'nome', 'numero', 'tipo']);
  });
});
