import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/helpers';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

async function sheet(payload: Buffer): Promise<unknown[][]> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(payload as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  wb.worksheets[0]!.eachRow((r) => rows.push((r.values as unknown[]).slice(1)));
  return rows;
}

const REPORTS = [
  {
    url: '/api/findATT',
    columns: [
      { field: 'nomeRazaoSocial', header: 'Nome razão social' },
      { field: 'saldo', header: 'Saldo' },
    ],
  },
  {
    url: '/api/findMoveResiduo',
    columns: [
      { field: 'nomeRazaoSocial', header: 'Nome' },
      { field: 'volume_transportador', header: 'Volume' },
    ],
  },
  {
    url: '/api/findResiduoRegiao',
    columns: [
      { field: 'regiao', header: 'Região Administrativa' },
      { field: 'valorRecebido', header: 'Valor' },
    ],
  },
  {
    url: '/api/findVeiculoCacamba',
    columns: [
      { field: 'nomeRazaoSocial', header: 'Transportador' },
      { field: 'quantidadeCacambas', header: 'Caçambas' },
    ],
  },
  {
    url: '/api/findEmpresaCtr',
    columns: [
      { field: 'nomeRazaoSocial', header: 'Empresa' },
      { field: 'quantidadeCtr', header: 'CTRs' },
    ],
  },
];

describe('reports', () => {
  it.each(REPORTS)('$url needs consulta on its title', async ({ url }) => {
    expect((await t.call('POST', url, { body: {} })).statusCode).toBe(401);
    expect((await t.call('POST', url, { token: await t.login('cidadao'), body: {} })).statusCode).toBe(403);
  });

  it.each(REPORTS)('$url returns rows on demo data and exports a spreadsheet', async ({ url, columns }) => {
    const token = await t.login('secretaria');
    const res = await t.call('POST', url, { token, body: {} });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.count).toBeGreaterThan(0);
    expect(res.json().data.rows.length).toBeGreaterThan(0);
    const xlsx = await t.call('POST', url, { token, body: { format: 'xlsx', columns } });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    const rows = await sheet(xlsx.rawPayload);
    expect(rows[0]).toEqual(columns.map((c) => c.header));
    expect(rows.length).toBe(res.json().data.count + 1);
  });

  it('Consultar ATT: capacity, received volume and balance; "-" without capacity', async () => {
    const token = await t.login('secretaria');
    const res = await t.call('POST', '/api/findATT', { token, body: {} });
    expect(res.json().data.rows).toEqual([
      expect.objectContaining({
        nomeRazaoSocial: 'ATT Ceilândia Reciclagem Ltda',
        capacidadeMaximaSuportada: 5000,
        valorRecebido: 5,
        saldo: 4995,
      }),
    ]);
    await t.db.query('UPDATE perfil SET capacidade_maxima_suportada = NULL WHERE id_tipo_perfil = 3');
    const semCapacidade = await t.call('POST', '/api/findATT', { token, body: {} });
    expect(semCapacidade.json().data.rows[0].saldo).toBe('-');
    await t.db.query('UPDATE perfil SET capacidade_maxima_suportada = 5000 WHERE id_tipo_perfil = 3');
    const antes = await t.call('POST', '/api/findATT', {
      token,
      body: { dataInicial: '2001-01-01', dataFinal: '2001-12-31' },
    });
    expect(antes.json().data.rows[0]).toMatchObject({ valorRecebido: 0, periodo: '01/01/2001 a 31/12/2001' });
    const invertido = await t.call('POST', '/api/findATT', {
      token,
      body: { dataInicial: '2002-01-01', dataFinal: '2001-12-31' },
    });
    expect(invertido.statusCode).toBe(400);
    expect(invertido.json().error.message).toBe(
      'A data final informada não pode ser anterior à data inicial.',
    );
  });

  it('a destination operator sees only its own site in Consultar ATT', async () => {
    const res = await t.call('POST', '/api/findATT', { token: await t.login('destino'), body: {} });
    expect(res.json().data.rows.map((r: { nomeRazaoSocial: string }) => r.nomeRazaoSocial)).toEqual([
      'ATT Ceilândia Reciclagem Ltda',
    ]);
  });

  it('Movimentação de Resíduos: per transporter, with totals in data.sum[0]', async () => {
    const res = await t.call('POST', '/api/findMoveResiduo', {
      token: await t.login('secretaria'),
      body: {},
    });
    const { rows, sum } = res.json().data;
    expect(rows).toContainEqual(
      expect.objectContaining({
        nomeRazaoSocial: 'Transportes Candango Ltda',
        volume_transportador: 5,
        volume_att: 5,
        volume_aterro: null,
        saldo: 5,
      }),
    );
    expect(sum[0]).toEqual({
      volume_transportador: 5,
      volume_att: 5,
      volume_aterro: null,
      volume_recicladora: null,
    });
  });

  it('keeps the summary exact as CTRs are received, corrected and undone (same transaction)', async () => {
    const token = await t.login('secretaria');
    const volume = async () =>
      (
        await t.call('POST', '/api/findMoveResiduo', {
          token,
          body: { where: { nomeRazaoSocial: 'Candango' } },
        })
      ).json().data.sum[0].volume_transportador;
    const [ctr] = await t.db.query<{ id: number }>(
      "SELECT id FROM solicitacao_transporte WHERE situacao = 'Retirada' LIMIT 1",
    );
    await t.db.query(
      `UPDATE solicitacao_transporte SET situacao = 'Destinada', data_hora_recebimento = now(), volume_aproximado_m3 = 7 WHERE id = ${ctr!.id}`,
    );
    expect(await volume()).toBe(12);
    await t.db.query(`UPDATE solicitacao_transporte SET volume_aproximado_m3 = 8 WHERE id = ${ctr!.id}`);
    expect(await volume()).toBe(13);
    await t.db.query(
      `UPDATE solicitacao_transporte SET situacao = 'Retirada', data_hora_recebimento = NULL WHERE id = ${ctr!.id}`,
    );
    expect(await volume()).toBe(5);
  });

  it('Volume por Região: grid by month and region, and zero-filled charts', async () => {
    const token = await t.login('secretaria');
    const grid = await t.call('POST', '/api/findResiduoRegiao', { token, body: {} });
    expect(grid.json().data.rows[0]).toMatchObject({ regiao: 'Ceilândia', valorRecebido: 5 });
    const year = new Date().getFullYear();
    const chart = await t.call('POST', '/api/find-residuo-regiao/chart', {
      token,
      body: { startDate: `${year - 2}-05-10`, endDate: `${year}-02-01`, type: 'year' },
    });
    expect(chart.statusCode).toBe(200);
    const { periods, from, to } = chart.json().data;
    expect(from).toBe(`${year - 2}-01-01`);
    expect(to).toBe(`${year}-12-31`);
    expect(periods.map((p: { label: string }) => p.label)).toEqual([
      String(year - 2),
      String(year - 1),
      String(year),
    ]);
    expect(periods.map((p: { total: number }) => p.total)).toEqual([0, 0, 5]);
    const month = await t.call('POST', '/api/find-residuo-regiao/chart', {
      token,
      body: { startDate: `${year}-06-01`, endDate: `${year}-12-15`, type: 'month' },
    });
    expect(month.json().data.periods).toHaveLength(12);
    const week = await t.call('POST', '/api/find-residuo-regiao/chart', {
      token,
      body: { startDate: `${year}-01-05`, type: 'weekDays', ra: 9 },
    });
    expect(week.json().data.periods).toHaveLength(7);
  });

  it('chart dates are required, with the spec messages', async () => {
    const token = await t.login('secretaria');
    let res = await t.call('POST', '/api/find-residuo-regiao/chart', {
      token,
      body: { endDate: '2026-01-01', type: 'month' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(
      'Não foi possível gerar gráfico Volume em M³ por mês, o campo de data incial é obrigatório',
    );
    res = await t.call('POST', '/api/find-residuo-regiao/chart', {
      token,
      body: { startDate: '2026-01-01', type: 'year' },
    });
    expect(res.json().error.message).toBe(
      'Não foi possível gerar gráfico Volume em M³ por ano, o campo de data final é obrigatório',
    );
    expect((await t.call('POST', '/api/find-residuo-regiao/chart', { body: {} })).statusCode).toBe(401);
  });

  it('Veículos e Caçambas and Empresa Ativa com CTR count per transporter', async () => {
    const token = await t.login('secretaria');
    const vc = await t.call('POST', '/api/findVeiculoCacamba', {
      token,
      body: { where: { cpfCnpj: '11222333000181' } },
    });
    expect(vc.json().data.rows[0]).toMatchObject({
      quantidadeVeiculos: 3, // ABC1D23, JKL2E34 and DEF4G56 (demo seed)
      quantidadeCacambas: 10,
      municipio: 'Brasília',
      situacaoValidacao: 'A',
    });
    const ctr = await t.call('POST', '/api/findEmpresaCtr', { token, body: {} });
    expect(ctr.json().data.rows).toEqual([
      expect.objectContaining({ nomeRazaoSocial: 'Transportes Candango Ltda', quantidadeCtr: 6 }),
    ]);
    await t.db.query("UPDATE pessoa SET situacao = 'Inativo' WHERE cpf_cnpj = '11222333000181'");
    expect((await t.call('POST', '/api/findEmpresaCtr', { token, body: {} })).json().data.count).toBe(0);
    await t.db.query("UPDATE pessoa SET situacao = 'Ativo' WHERE cpf_cnpj = '11222333000181'");
  });
});
