import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { formatCpfCnpj } from '@rcc/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/helpers';

/**
 * Issue #19: no route under the portal (/api/publico/*, /api/dados-abertos/*, the public transporter
 * list and the CTR / CLTRCC verification routes) returns a natural person's name, CPF, e-mail, phone
 * or vehicle plate. Natural persons are seeded in every role the portal touches (a licensed
 * transporter with a vehicle, a PEV, the demo generator of a verified CTR) and every answer of every
 * such route, as listed by the API reference, is scanned for their known values.
 */
let t: TestContext;
let server: http.Server;
let codigoCtr: string;
const CLTRCC_PF = 'PFAB-CD12-EF34';

const PORTAL = [
  /^\/api\/publico\//,
  /^\/api\/dados-abertos\//,
  /^\/api\/transportadores\//,
  /^\/api\/FichaCTR\/verificar\//,
  /^\/api\/cltrcc\/verificar\//,
];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    res.setHeader('content-type', 'application/json');
    if (url.pathname.startsWith('/ws/'))
      return res.end(
        JSON.stringify({
          cep: '72010-010',
          logradouro: 'CNA 1',
          bairro: 'Taguatinga',
          localidade: 'Brasília',
          uf: 'DF',
        }),
      );
    return res.end(JSON.stringify([{ lat: '-15.8267', lon: '-48.0565', display_name: 'CNA 1, Taguatinga' }]));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  t = await createTestContext({ CEP_PROVIDER_URL: `${base}/ws`, GEOCODER_URL: `${base}/geo` });
  await t.db.query(`
    WITH p AS (
      INSERT INTO pessoa (tipo_pessoa, cpf_cnpj, nome_razao_social, email, celular, telefone, cep, uf, cod_ibge, bairro,
        endereco, numero, situacao, excluido, lon, lat)
      VALUES
        ('F', '39053344705', 'Joana Transportadora Autônoma', 'joana.autonoma@example.com', '61987654321', '6132345678',
          '72010010', 'DF', 5300108, 'Taguatinga', 'QNA 7 Casa 9', '9', 'Ativo', 'N', -48.06, -15.83),
        ('F', '47102836562', 'Carlos Dono do Pev', 'carlos.pev@example.com', '61976543210', '6133456789', '72000001',
          'DF', 5300108, 'Gama', 'Quadra 9 Casa 1', '1', 'Ativo', 'N', -48.06, -16.01)
      RETURNING id, cpf_cnpj)
    INSERT INTO perfil (id_pessoa, id_tipo_perfil, situacao_validacao, data_aprovacao, data_validade_cltrcc,
      codigo_cltrcc, tipo_destino_final, horario_funcionamento)
    SELECT id, CASE WHEN cpf_cnpj = '39053344705' THEN 2 ELSE 3 END, 'A', now(),
      CASE WHEN cpf_cnpj = '39053344705' THEN now() + interval '6 months' END,
      CASE WHEN cpf_cnpj = '39053344705' THEN '${CLTRCC_PF}' END,
      CASE WHEN cpf_cnpj = '47102836562' THEN 'PEV' END,
      CASE WHEN cpf_cnpj = '47102836562' THEN 'Sábados, 8h às 12h' END
    FROM p`);
  await t.db.query(`
    INSERT INTO veiculo (id_perfil, placa, marca, modelo, renavam, ano, tipo, volume_m3, token)
    SELECT pf.id, 'JOA1N23', 'Ford', 'Cargo', '12345678901', 2020, 'Basculante', 5, '654321'
    FROM perfil pf JOIN pessoa p ON p.id = pf.id_pessoa WHERE p.cpf_cnpj = '39053344705'`);
  // The demo generator is a natural person: one of its CTRs is verified by code.
  const [ctr] = await t.db.query<{ codigo: string }>(`
    SELECT s.codigo_verificacao AS codigo FROM solicitacao_transporte s
    JOIN perfil g ON g.id = s.id_gerador JOIN pessoa p ON p.id = g.id_pessoa
    WHERE p.tipo_pessoa = 'F' AND s.codigo_verificacao IS NOT NULL ORDER BY s.id LIMIT 1`);
  codigoCtr = ctr!.codigo;
  await t.call('POST', '/api/dados-abertos/atualizar', { token: await t.login('admin') });
});
afterAll(async () => {
  await t.close();
  await new Promise((r) => server.close(r));
});

/** Every known value of every natural person: persons, users (also a company's), responsibles, plates. */
async function segredos(): Promise<string[]> {
  const pessoas = await t.db.query<Record<string, string | null>>(`
    SELECT nome_razao_social AS nome, cpf_cnpj AS doc, email, celular, telefone FROM pessoa WHERE tipo_pessoa = 'F'
    UNION ALL SELECT nome, cpf, email, celular, telefone FROM usuario
    UNION ALL SELECT nome, cpf, email, celular, telefone FROM responsavel`);
  const placas = await t.db.query<{ placa: string }>(`
    SELECT v.placa FROM veiculo v JOIN perfil pf ON pf.id = v.id_perfil JOIN pessoa p ON p.id = pf.id_pessoa
    WHERE p.tipo_pessoa = 'F'`);
  const fone = (f: string) =>
    f.length === 11
      ? `(${f.slice(0, 2)}) ${f.slice(2, 7)}-${f.slice(7)}`
      : `(${f.slice(0, 2)}) ${f.slice(2, 6)}-${f.slice(6)}`;
  const out = new Set<string>();
  for (const p of pessoas) {
    if (p.nome) out.add(p.nome);
    if (p.doc) out.add(p.doc).add(formatCpfCnpj(p.doc));
    if (p.email) out.add(p.email);
    for (const f of [p.celular, p.telefone]) if (f && f.length >= 10) out.add(f).add(fone(f));
  }
  for (const v of placas) out.add(v.placa).add(`${v.placa.slice(0, 3)}-${v.placa.slice(3)}`);
  // A company's own contacts are published on its card (doc 1 §2.3), even when its user signs in
  // with the same e-mail or phone: those values are the company's, not a person's.
  const empresas = await t.db.query<{ v: string }>(`
    SELECT unnest(ARRAY[email, celular, telefone]) AS v FROM pessoa WHERE tipo_pessoa = 'J'`);
  for (const e of empresas) if (e.v) out.delete(e.v);
  return [...out];
}

/** The requests that exercise one portal route (its path params and query/body variants). */
function pedidos(
  method: string,
  path: string,
): Array<{ method: string; url: string; body?: object; admin?: boolean }> {
  const conjuntos = ['indicadores-mensais', 'volume-por-classe', 'volume-por-tipo-destino'];
  if (path === '/api/dados-abertos/{conjunto}.json' || path === '/api/dados-abertos/{conjunto}.csv') {
    const ext = path.endsWith('.csv') ? 'csv' : 'json';
    return conjuntos.flatMap((c) => [
      { method, url: `/api/dados-abertos/${c}.${ext}` },
      { method, url: `/api/dados-abertos/${c}.${ext}?regiao=cidade&de=2020-01` },
    ]);
  }
  if (path === '/api/dados-abertos/atualizar') return [{ method, url: path, admin: true }];
  if (path === '/api/publico/onde-descartar')
    return ['', '?cep=72010010', '?endereco=CNA%201', '?lat=-15.83&lon=-48.06'].map((q) => ({
      method,
      url: path + q,
    }));
  if (path === '/api/transportadores/find')
    return [{}, { limit: 100 }, { nomeRazaoSocial: 'Joana' }, { bairro: 'Taguatinga', limit: 100 }].map(
      (body) => ({
        method,
        url: path,
        body,
      }),
    );
  if (path === '/api/FichaCTR/verificar/{codigo}')
    return [{ method, url: `/api/FichaCTR/verificar/${codigoCtr}` }];
  if (path === '/api/cltrcc/verificar/{codigo}')
    return [{ method, url: `/api/cltrcc/verificar/${CLTRCC_PF}` }];
  if (!path.includes('{')) return [{ method, url: path }];
  throw new Error(`rota do portal sem pedido de exemplo neste teste: ${method} ${path}`);
}

describe('no natural person data under the portal', () => {
  it('every answer of every portal route is free of seeded names, CPF, e-mails, phones and plates', async () => {
    const doc = (await t.call('GET', '/api/docs/json')).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const rotas = Object.entries(doc.paths)
      .filter(([p]) => PORTAL.some((re) => re.test(p)))
      .flatMap(([p, ops]) => Object.keys(ops).map((m) => ({ method: m.toUpperCase(), path: p })));
    // The routes the issue names are all there (a renamed route must not slip out of the scan).
    expect(rotas.map((r) => `${r.method} ${r.path}`)).toEqual(
      expect.arrayContaining([
        'GET /api/publico/onde-descartar',
        'GET /api/dados-abertos/conjuntos',
        'GET /api/dados-abertos/{conjunto}.json',
        'GET /api/dados-abertos/{conjunto}.csv',
        'POST /api/transportadores/find',
        'GET /api/FichaCTR/verificar/{codigo}',
        'GET /api/cltrcc/verificar/{codigo}',
      ]),
    );
    const admin = await t.login('admin');
    const respostas: string[] = [];
    for (const r of rotas) {
      for (const p of pedidos(r.method, r.path)) {
        const res = await t.call(p.method, p.url, {
          ...(p.body ? { body: p.body } : {}),
          ...(p.admin ? { token: admin } : {}),
        });
        expect(res.statusCode, `${p.method} ${p.url}: ${res.body.slice(0, 200)}`).toBe(200);
        respostas.push(`${p.method} ${p.url}\n${res.body}`);
      }
    }
    const tudo = respostas.join('\n').toLowerCase();
    // The seeded people really are on the portal: the PF transporter's card and certificate, the PF PEV.
    expect(tudo).toContain('j. t. a.');
    expect(tudo).toContain('***.533.447-**');
    expect(tudo).toContain('sábados, 8h às 12h');
    const valores = await segredos();
    expect(valores).toEqual(
      expect.arrayContaining(['Joana Transportadora Autônoma', '39053344705', 'JOA1N23']),
    );
    const achados = valores.filter((v) => tudo.includes(v.toLowerCase()));
    expect(achados).toEqual([]);
  });
});
