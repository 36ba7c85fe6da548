import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../db/sql';
import { createTestContext, type TestContext } from '../../../test/helpers';
import {
  createPessoaComPerfil,
  demoTransportadorPerfil,
  insertSolicitacao,
} from '../../../test/masterdata-factories';

let t: TestContext;
let transp: string;
let admin: string;
let other: Awaited<ReturnType<typeof createPessoaComPerfil>>;
let demoPerfil: number;

const cacamba = (over: Record<string, unknown> = {}) => ({
  capacidadeM3: 5,
  quantidade: 1,
  numeroInterno: 'INT-77',
  cep: '71200-030',
  codIbge: 5300108,
  bairro: 'Setor de Indústria e Abastecimento',
  endereco: 'SIA Trecho 3',
  numero: '1200',
  shape: { type: 'Point', coordinates: [-47.95, -15.8] },
  ...over,
});

beforeAll(async () => {
  t = await createTestContext();
  transp = await t.login('transportador');
  admin = await t.login('admin');
  other = await createPessoaComPerfil(t, { tipoPerfil: 2, nome: 'Remoções Brasília Ltda', sigla: 'RB' });
  demoPerfil = await demoTransportadorPerfil(t);
});
afterAll(() => t.close());

describe('POST /Cacamba', () => {
  it('needs a session (401) and Manter Caçamba inclui (403)', async () => {
    expect((await t.call('POST', '/api/Cacamba', { body: cacamba() })).statusCode).toBe(401);
    const gerador = await t.login('gerador');
    expect((await t.call('POST', '/api/Cacamba', { token: gerador, body: cacamba() })).statusCode).toBe(403);
  });

  it('creates several bins at once with the next identification numbers of the transporter', async () => {
    const res = await t.call('POST', '/api/Cacamba', { token: transp, body: cacamba({ quantidade: 3 }) });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.rows.map((r: { numeroIdentificacao: string }) => r.numeroIdentificacao)).toEqual([
      'TC-0011',
      'TC-0012',
      'TC-0013',
    ]);
    const rows = await t.db.query(sql`
      SELECT id_perfil, uf, cep, lon, lat FROM cacamba WHERE numero_identificacao = 'TC-0012'`);
    expect(rows).toEqual([{ id_perfil: demoPerfil, uf: 'DF', cep: '71200030', lon: -47.95, lat: -15.8 }]);
  });

  it('numbers per transporter: another transporter starts at 0001 with its own prefix', async () => {
    const res = await t.call('POST', '/api/cacamba', {
      token: other.token,
      body: cacamba({ quantidade: 2 }),
    });
    expect(res.json().data.rows.map((r: { numeroIdentificacao: string }) => r.numeroIdentificacao)).toEqual([
      'RB-0001',
      'RB-0002',
    ]);
  });

  it.each([
    [{ quantidade: 0 }, 'A quantidade de caçambas deve estar entre 1 e 50'],
    [{ quantidade: 51 }, 'A quantidade de caçambas deve estar entre 1 e 50'],
    [{ cep: '123' }, 'CEP inválido'],
    [{ bairro: '' }, 'Atenção, alguns campos obrigatórios não foram preenchidos'],
    [{ endereco: undefined }, 'Atenção, alguns campos obrigatórios não foram preenchidos'],
    [{ codIbge: undefined }, 'Atenção, alguns campos obrigatórios não foram preenchidos'],
  ])('answers 400 for %o', async (over, message) => {
    const res = await t.call('POST', '/api/Cacamba', { token: transp, body: cacamba(over) });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(message);
  });

  it('creates 50 at once, the maximum', async () => {
    const res = await t.call('POST', '/api/Cacamba', {
      token: other.token,
      body: cacamba({ quantidade: 50 }),
    });
    expect(res.json().data.count).toBe(50);
    expect(res.json().data.rows[49].numeroIdentificacao).toBe('RB-0052');
  });

  it('lets staff create for a chosen transporter, and requires the choice', async () => {
    const none = await t.call('POST', '/api/Cacamba', { token: admin, body: cacamba() });
    expect(none.json().error.message).toBe('Não foi escolhido uma Transportadora.');
    const ok = await t.call('POST', '/api/Cacamba', {
      token: admin,
      body: cacamba({ idPerfil: other.idPerfil }),
    });
    expect(ok.json().data.rows[0].numeroIdentificacao).toBe('RB-0053');
  });
});

describe('PUT /Cacamba/:id', () => {
  let id: number;
  beforeAll(async () => {
    const res = await t.call('POST', '/api/Cacamba', { token: transp, body: cacamba() });
    id = res.json().data.id;
  });

  it('needs altera or exclui', async () => {
    expect((await t.call('PUT', `/api/Cacamba/${id}`, { body: cacamba() })).statusCode).toBe(401);
    const gerador = await t.login('gerador');
    expect((await t.call('PUT', `/api/Cacamba/${id}`, { token: gerador, body: cacamba() })).statusCode).toBe(
      403,
    );
  });

  it('edits the bin; the identification number only by administrators', async () => {
    const res = await t.call('PUT', `/api/Cacamba/${id}`, {
      token: transp,
      body: cacamba({ capacidadeM3: 7 }),
    });
    expect(res.statusCode).toBe(200);
    const ident = await t.call('PUT', `/api/Cacamba/${id}`, {
      token: transp,
      body: cacamba({ numeroIdentificacao: 'XX-1' }),
    });
    expect(ident.statusCode).toBe(403);
    expect(ident.json().error.message).toBe(
      'Somente administradores podem alterar o número de identificação da caçamba.',
    );
    const byAdmin = await t.call('PUT', `/api/cacamba/${id}`, {
      token: admin,
      body: cacamba({ numeroIdentificacao: 'TC-9000', capacidadeM3: 7 }),
    });
    expect(byAdmin.statusCode).toBe(200);
    const dup = await t.call('PUT', `/api/cacamba/${id}`, {
      token: admin,
      body: cacamba({ numeroIdentificacao: 'TC-0001' }),
    });
    expect(dup.statusCode).toBe(409);
    const [row] = await t.db.query(
      sql`SELECT capacidade_m3, numero_identificacao FROM cacamba WHERE id = ${id}`,
    );
    expect(row).toEqual({ capacidade_m3: 7, numero_identificacao: 'TC-9000' });
  });

  it("hides another transporter's bins (404) and lists only the transporter's own", async () => {
    expect(
      (await t.call('PUT', `/api/Cacamba/${id}`, { token: other.token, body: cacamba() })).statusCode,
    ).toBe(404);
    expect(
      (await t.call('PUT', `/api/Cacamba/${id}`, { token: other.token, body: { excluido: 1 } })).statusCode,
    ).toBe(404);
    const found = await t.call('POST', '/api/Cacamba/find', { token: other.token, body: { where: { id } } });
    expect(found.json().data.count).toBe(0);
    const mine = await t.call('POST', '/api/Cacamba/find', { token: transp, body: { limit: 1000 } });
    expect(mine.json().data.rows.every((r: { idPerfil: number }) => r.idPerfil === demoPerfil)).toBe(true);
  });

  it.each(['Enviada', 'Alocada', 'Retirada', 'Em Pesagem'])(
    'refuses to edit or delete a bin with a request in %s (409)',
    async (situacao) => {
      const created = await t.call('POST', '/api/Cacamba', { token: transp, body: cacamba() });
      const busy = created.json().data.id;
      await insertSolicitacao(t, { situacao, idCacamba: busy, idTransportador: demoPerfil });
      const edit = await t.call('PUT', `/api/Cacamba/${busy}`, { token: transp, body: cacamba() });
      expect(edit.statusCode).toBe(409);
      expect(edit.json().error.message).toBe(
        'Esta caçamba não pode ser alterada, pois possui uma solicitação nas situações Enviada, Alocada, Retirada ou Em Pesagem.',
      );
      const del = await t.call('PUT', `/api/Cacamba/${busy}`, { token: transp, body: { excluido: 1 } });
      expect(del.statusCode).toBe(409);
    },
  );

  it('soft deletes; restore is for administrators only', async () => {
    expect(
      (await t.call('PUT', `/api/cacamba/${id}`, { token: transp, body: { excluido: 1 } })).statusCode,
    ).toBe(200);
    expect((await t.call('PUT', `/api/Cacamba/${id}`, { token: transp, body: cacamba() })).statusCode).toBe(
      409,
    );
    expect(
      (await t.call('PUT', `/api/cacamba/${id}`, { token: transp, body: { excluido: 0 } })).statusCode,
    ).toBe(403);
    expect(
      (await t.call('PUT', `/api/cacamba/${id}`, { token: admin, body: { excluido: 0 } })).statusCode,
    ).toBe(200);
    expect(
      (await t.call('PUT', `/api/cacamba/${id}`, { token: admin, body: { excluido: 0 } })).statusCode,
    ).toBe(409);
  });
});

describe('ViewCacambasDisponiveis', () => {
  it('lists free bins of the transporter (spec 2 §4)', async () => {
    const res = await t.call('POST', '/api/ViewCacambasDisponiveis/find', {
      token: transp,
      body: { limit: 1000 },
    });
    expect(res.statusCode).toBe(200);
    const nums = res.json().data.rows.map((r: { numeroIdentificacao: string }) => r.numeroIdentificacao);
    // Demo: TC-0001 Enviada, TC-0002 Alocada, TC-0003 Retirada; TC-0004 never used.
    expect(nums).toContain('TC-0004');
    expect(nums).not.toContain('TC-0001');
    expect(nums).not.toContain('TC-0002');
    expect(nums).not.toContain('TC-0003');
    expect(nums.some((n: string) => n.startsWith('RB-'))).toBe(false);
    const gerador = await t.login('gerador');
    expect(
      (await t.call('POST', '/api/ViewCacambasDisponiveis/find', { token: gerador, body: {} })).statusCode,
    ).toBe(403);
  });
});
