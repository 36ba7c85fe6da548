import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/helpers';

let t: TestContext;
let server: http.Server;
const asked: string[] = [];

/** Local stand-ins for ViaCEP and the Nominatim-shaped geocoder (never the internet in tests). */
function standIn(req: http.IncomingMessage, res: http.ServerResponse) {
  const url = new URL(req.url ?? '/', 'http://x');
  asked.push(url.pathname + url.search);
  res.setHeader('content-type', 'application/json');
  const cep = /^\/ws\/(\d+)\/json\/?$/.exec(url.pathname)?.[1];
  if (cep === '50000000') {
    res.statusCode = 503;
    return res.end('{}');
  }
  if (cep === '72010010')
    return res.end(
      JSON.stringify({
        cep: '72010-010',
        logradouro: 'CNA 1',
        bairro: 'Taguatinga Norte',
        localidade: 'Brasília',
        uf: 'DF',
      }),
    );
  if (cep) return res.end(JSON.stringify({ erro: true }));
  if (url.pathname === '/geo/search') {
    const q = url.searchParams.get('q') ?? '';
    if (!/CNA 1|Taguatinga/i.test(q)) return res.end('[]');
    return res.end(
      JSON.stringify([
        { lat: '-15.8267', lon: '-48.0565', display_name: 'CNA 1, Taguatinga Norte, Brasília - DF' },
      ]),
    );
  }
  res.statusCode = 404;
  res.end('{}');
}

beforeAll(async () => {
  server = http.createServer(standIn);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  t = await createTestContext({ CEP_PROVIDER_URL: `${base}/ws`, GEOCODER_URL: `${base}/geo` });
  // Besides the demo ATT: a PEV run by a natural person, a company PEV, a recycler the authority
  // opened to the public, and five that must stay out (pending, inactive person, deleted person, a
  // landfill, an ATT the authority closed to the public).
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
          'Ativo', 'N', NULL, NULL),
        ('J', '90222333000686', 'Recicladora Aberta', 'p6@example.com', NULL, NULL, NULL, 'DF', 'SIA', 'Trecho 3',
          NULL, 'Ativo', 'N', -47.96, -15.81),
        ('J', '90222333000767', 'ATT Fechada', 'p7@example.com', NULL, NULL, NULL, 'DF', 'Taguatinga', 'QNA 1',
          NULL, 'Ativo', 'N', -48.056, -15.826)
      RETURNING id, nome_razao_social AS nome)
    INSERT INTO perfil (id_pessoa, id_tipo_perfil, situacao_validacao, tipo_destino_final, recebe_publico)
    SELECT id, 3,
      CASE WHEN nome = 'PEV Pendente' THEN 'P' ELSE 'A' END,
      CASE WHEN nome LIKE 'PEV%' OR nome LIKE 'Maria%' THEN 'PEV' WHEN nome LIKE 'Aterro%' THEN 'Aterro'
        WHEN nome LIKE 'Recicladora%' THEN 'Recicladora' ELSE 'ATT' END,
      CASE WHEN nome = 'Recicladora Aberta' THEN true WHEN nome = 'ATT Fechada' THEN false END
    FROM p`);
});
afterAll(async () => {
  await t.close();
  await new Promise((r) => server.close(r));
});

type Local = {
  id: number;
  tipo: string;
  nome: string | null;
  bairro: string | null;
  distanciaKm: number | null;
};
const get = (query = '') =>
  t.app.inject({ method: 'GET', url: `/api/publico/onde-descartar${query}`, remoteAddress: '192.0.2.50' });
const idDe = async (nome: string) =>
  (
    await t.db.query<{ id: number }>(
      `SELECT pf.id FROM perfil pf JOIN pessoa p ON p.id = pf.id_pessoa WHERE p.nome_razao_social = $1`,
      [nome],
    )
  )[0]!.id;

describe('GET /api/publico/onde-descartar (public)', () => {
  it('lists the active, validated destinations that receive from the public, without a session', async () => {
    const res = await get();
    expect(res.statusCode).toBe(200);
    const { origem, locais } = res.json().data as { origem: unknown; locais: Local[] };
    expect(origem).toBeNull();
    expect(locais.map((r) => `${r.tipo} ${r.nome ?? '-'} ${r.bairro}`).sort()).toEqual([
      'ATT ATT Ceilândia Reciclagem Ltda Ceilândia Norte',
      'PEV - Gama',
      'PEV PEV Taguatinga Sul Taguatinga',
      'Recicladora Recicladora Aberta SIA',
    ]);
    expect(locais.find((r) => r.nome === 'PEV Taguatinga Sul')).toMatchObject({
      tipo: 'PEV',
      endereco: 'QSA 2',
      cep: '72000002',
      lat: -15.84,
      lon: -48.05,
      distanciaKm: null,
      classesAceitas: [],
      horarioFuncionamento: null,
      limitePequenoGeradorM3: null,
    });
    // The demo ATT comes with what it tells the public (demo seed).
    expect(locais.find((r) => r.nome === 'ATT Ceilândia Reciclagem Ltda')).toMatchObject({
      horarioFuncionamento: 'Segunda a sexta, 7h às 17h; sábado, 7h às 12h',
      limitePequenoGeradorM3: 2,
      classesAceitas: ['Classe A', 'Classe B', 'CLASSE MISTA'],
    });
  });

  it('puts the nearest first from a CEP, through the CEP and geocoding providers', async () => {
    const res = await get('?cep=72010-010');
    expect(res.statusCode).toBe(200);
    const { origem, locais } = res.json().data as { origem: { lat: number }; locais: Local[] };
    expect(origem).toMatchObject({ lat: -15.8267, lon: -48.0565 });
    expect(locais[0]).toMatchObject({ nome: 'PEV Taguatinga Sul' });
    expect(locais[0]!.distanciaKm).toBeCloseTo(1.5, 0);
    const d = locais.map((l) => l.distanciaKm!);
    expect(d).toEqual([...d].sort((a, b) => a - b));
    expect(asked.some((a) => a.startsWith('/ws/72010010/json'))).toBe(true);
    expect(asked.some((a) => a.startsWith('/geo/search') && a.includes('CNA+1'))).toBe(true);
  });

  it('puts the nearest first from the device position or a typed address', async () => {
    // Near the recycler at the SIA.
    const pos = (await get('?lat=-15.81&lon=-47.97')).json().data;
    expect(pos.origem).toEqual({ lat: -15.81, lon: -47.97, endereco: null });
    expect(pos.locais[0].nome).toBe('Recicladora Aberta');
    const end = (await get(`?endereco=${encodeURIComponent('Taguatinga Norte')}`)).json().data;
    expect(end.locais[0].nome).toBe('PEV Taguatinga Sul');
  });

  it('answers 404 for an unknown CEP or address, 502 when the provider fails, 400 for half a position', async () => {
    const semCep = await get('?cep=99999999');
    expect(semCep.statusCode).toBe(404);
    expect(semCep.json().error.message).toBe('CEP não encontrado.');
    const semEndereco = await get('?endereco=Rua%20que%20nao%20existe');
    expect(semEndereco.statusCode).toBe(404);
    expect((await get('?cep=50000000')).statusCode).toBe(502);
    expect((await get('?lat=-15.8')).statusCode).toBe(400);
    expect((await get('?cep=123')).statusCode).toBe(400);
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
    const keys = Object.keys((await get()).json().data.locais[0]).sort();
    expect(keys).toEqual([
      'bairro',
      'cep',
      'classesAceitas',
      'distanciaKm',
      'endereco',
      'horarioFuncionamento',
      'id',
      'lat',
      'limitePequenoGeradorM3',
      'lon',
      'nome',
      'numero',
      'regiao',
      'tipo',
    ]);
  });
});

describe('/api/locais-descarte/:id (the authority edits what the public sees)', () => {
  const corpo = {
    recebePublico: null,
    horarioFuncionamento: 'Segunda a sábado, 7h às 18h',
    limitePequenoGeradorM3: 1,
    classesAceitas: [2, 1, 1],
  };

  it('refuses without a session (401) and to a transporter or a destination (403)', async () => {
    const id = await idDe('PEV Taguatinga Sul');
    expect((await t.call('GET', `/api/locais-descarte/${id}`)).statusCode).toBe(401);
    expect((await t.call('PUT', `/api/locais-descarte/${id}`, { body: corpo })).statusCode).toBe(401);
    for (const role of ['transportador', 'destino'] as const) {
      const token = await t.login(role);
      expect((await t.call('PUT', `/api/locais-descarte/${id}`, { token, body: corpo })).statusCode).toBe(
        403,
      );
    }
  });

  it('saves hours, limit and classes (audited) and the public list shows them', async () => {
    const id = await idDe('PEV Taguatinga Sul');
    const token = await t.login('secretaria');
    const res = await t.call('PUT', `/api/locais-descarte/${id}`, { token, body: corpo });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      idPerfil: id,
      recebePublico: null,
      recebePublicoEfetivo: true,
      classesAceitas: [1, 2],
      limitePequenoGeradorM3: 1,
    });
    expect(res.json().data.classesDisponiveis.map((c: { classe: string }) => c.classe)).toContain('Classe A');
    const local = (await get()).json().data.locais.find((l: Local) => l.id === id);
    expect(local).toMatchObject({
      horarioFuncionamento: 'Segunda a sábado, 7h às 18h',
      limitePequenoGeradorM3: 1,
      classesAceitas: ['Classe A', 'Classe B'],
    });
    const [a] = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM auditoria WHERE entidade = 'Perfil' AND id_registro = $1 AND acao = 'atendimento_publico'`,
      [String(id)],
    );
    expect(a!.n).toBe(1);
  });

  it('the flag takes a destination off the list or puts a landfill on it', async () => {
    const token = await t.login('admin');
    const pev = await idDe('PEV Taguatinga Sul');
    const aterro = await idDe('Aterro Público');
    const put = (id: number, recebePublico: boolean | null) =>
      t.call('PUT', `/api/locais-descarte/${id}`, { token, body: { ...corpo, recebePublico } });
    expect((await put(pev, false)).json().data.recebePublicoEfetivo).toBe(false);
    expect((await put(aterro, true)).json().data.recebePublicoEfetivo).toBe(true);
    const ids = (await get()).json().data.locais.map((l: Local) => l.id);
    expect(ids).not.toContain(pev);
    expect(ids).toContain(aterro);
    await put(pev, null);
    await put(aterro, null);
  });

  it('answers 404 for a profile that is not a destination and 400 for an unknown class', async () => {
    const token = await t.login('admin');
    const [transp] = await t.db.query<{ id: number }>(
      `SELECT id FROM perfil WHERE id_tipo_perfil = 2 LIMIT 1`,
    );
    expect((await t.call('GET', `/api/locais-descarte/${transp!.id}`, { token })).statusCode).toBe(404);
    const id = await idDe('PEV Taguatinga Sul');
    const bad = await t.call('PUT', `/api/locais-descarte/${id}`, {
      token,
      body: { ...corpo, classesAceitas: [999] },
    });
    expect(bad.statusCode).toBe(400);
    const neg = await t.call('PUT', `/api/locais-descarte/${id}`, {
      token,
      body: { ...corpo, limitePequenoGeradorM3: -1 },
    });
    expect(neg.statusCode).toBe(400);
  });
});

describe('GET /api/publico/tutoriais (public)', () => {
  it('lists the active videos for the Cidadão profile only, without a session', async () => {
    await t.db.query(`UPDATE tutorial_video SET ativo = false WHERE titulo = 'Registrar ocorrências'`);
    await t.db.query(`INSERT INTO tutorial_video (titulo, url, tipos_perfil, ordem) VALUES
      ('Como descartar entulho', 'https://videos.example/descarte', '{7}', 1),
      ('Só para transportadores', 'https://videos.example/t', '{2}', 2)`);
    const res = await t.app.inject({ method: 'GET', url: '/api/publico/tutoriais' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((v: { titulo: string }) => v.titulo)).toEqual(['Como descartar entulho']);
    await t.db.query(`UPDATE tutorial_video SET ativo = true WHERE titulo = 'Registrar ocorrências'`);
    const todos = (await t.app.inject({ method: 'GET', url: '/api/publico/tutoriais' })).json().data;
    expect(todos.map((v: { titulo: string }) => v.titulo).sort()).toEqual([
      'Como descartar entulho',
      'Registrar ocorrências',
    ]);
  });
});
